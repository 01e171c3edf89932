import { hasLetterOrDigit } from '@plotline/contract/rules';
import type { Rule } from 'antd/es/form';
import { i18n } from '#src/i18n/i18n.ts';

/**
 * Form rules of a required name (spec §5): not blank, at most `max` characters, and not made
 * of special characters only. Messages are read when the rules are built, so build them in
 * render (they follow the interface language).
 */
export function requiredNameRules(max: number): Rule[] {
  return [
    { required: true, whitespace: true, message: i18n.t('validation.required') },
    { max, message: i18n.t('validation.maxChars', { max }) },
    {
      validator: (_rule, value: unknown) =>
        typeof value === 'string' && value.trim() !== '' && !hasLetterOrDigit(value)
          ? Promise.reject(new Error(i18n.t('validation.notOnlySpecial')))
          : Promise.resolve(),
    },
  ];
}

/** Form rule of an optional text of at most `max` characters. */
export function maxLengthRule(max: number): Rule {
  return { max, message: i18n.t('validation.maxChars', { max }) };
}
