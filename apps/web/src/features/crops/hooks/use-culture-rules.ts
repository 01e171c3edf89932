import { CULTURE_NAME_MAX_LENGTH, INPUT_MAX_LENGTH, normalizeName } from '@plotline/contract/rules';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';

/** Validation of the culture form (spec §5), duplicates checked against the loaded list. */
export function useCultureRules(): { russianName: Rule[]; englishName: Rule[] } {
  const { t } = useTranslation();
  const cultures = useSessionStore((state) => state.cultureList);
  return useMemo(() => {
    const russianNames = new Set(cultures.map((crop) => normalizeName(crop.russian_name)));
    const englishNames = new Set(
      cultures.flatMap((crop) => (crop.english_name ? [normalizeName(crop.english_name)] : [])),
    );
    const unique = (names: Set<string>, message: string): Rule => ({
      validator: (_rule, value: unknown) =>
        typeof value === 'string' && value.trim() !== '' && names.has(normalizeName(value))
          ? Promise.reject(new Error(message))
          : Promise.resolve(),
    });
    return {
      russianName: [
        { required: true, whitespace: true, message: t('validation.required') },
        {
          max: CULTURE_NAME_MAX_LENGTH,
          message: t('validation.maxChars', { max: CULTURE_NAME_MAX_LENGTH }),
        },
        unique(russianNames, t('validation.cultureWithNameExists')),
      ],
      englishName: [
        { max: INPUT_MAX_LENGTH, message: t('validation.maxChars', { max: INPUT_MAX_LENGTH }) },
        unique(englishNames, t('validation.cultureWithLatinNameExists')),
      ],
    };
  }, [t, cultures]);
}
