import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '#src/i18n/i18n.ts';
import type { Translate } from '../utils/crosses/crosses-translate.ts';

/** `t` for the table builders, which compose their keys (`…source.${name}`). */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return useCallback(
    (key: string, values?: Record<string, string | number>) =>
      t(key as TranslationKey, values ?? {}) as string,
    [t],
  );
}
