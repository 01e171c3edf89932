import {
  PLOT_LABEL_MAX_LENGTH,
  PLOT_LABEL_PATTERN,
  YEAR_MAX,
  YEAR_MIN,
} from '@plotline/contract/rules';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** Spec §5: numbers take up to 4 digits after the decimal point. */
const MAX_DECIMALS = 4;

/** Rules of the plot form that go beyond "required" and length (spec §5). */
export function usePlotFormRules(): { label: Rule[]; size: Rule[]; year: Rule[] } {
  const { t } = useTranslation();
  return {
    label: [
      {
        max: PLOT_LABEL_MAX_LENGTH,
        message: t('validation.maxChars', { max: PLOT_LABEL_MAX_LENGTH }),
      },
      {
        validator: (_rule, value: unknown) =>
          typeof value === 'string' && value.trim() !== '' && !PLOT_LABEL_PATTERN.test(value.trim())
            ? Promise.reject(new Error(t('validation.plotLabelPattern')))
            : Promise.resolve(),
      },
    ],
    size: [
      {
        validator: (_rule, value: unknown) =>
          typeof value === 'number' && (String(value).split('.')[1]?.length ?? 0) > MAX_DECIMALS
            ? Promise.reject(new Error(t('validation.decimalPlaces')))
            : Promise.resolve(),
      },
    ],
    year: [
      { required: true, message: t('validation.required') },
      { type: 'integer', min: YEAR_MIN, max: YEAR_MAX, message: t('validation.year') },
    ],
  };
}
