import type { Language } from '@plotline/contract/rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Returns the name of an interface language, written in that language. */
export function useLanguageName(): (language: Language) => string {
  const { t } = useTranslation();
  return useCallback(
    (language: Language) => {
      switch (language) {
        case 'ru':
          return t('language.ru');
        case 'en':
          return t('language.en');
        case 'it':
          return t('language.it');
        case 'es':
          return t('language.es');
      }
    },
    [t],
  );
}
