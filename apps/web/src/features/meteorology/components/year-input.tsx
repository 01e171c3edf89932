import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';

type YearInputProps = {
  value: number;
  onChange: (year: number) => void;
  testId: string;
  /** Shows the word "Year" before the number (where no month is beside it). */
  isLabelled?: boolean;
};

/** A season's year, 1900..2100 (other numbers are ignored until they become one). */
export function YearInput({ value, onChange, testId, isLabelled = false }: YearInputProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      value={value}
      min={1900}
      max={2100}
      precision={0}
      prefix={isLabelled ? t('meteorology.month.year') : undefined}
      aria-label={t('meteorology.month.year')}
      style={{ width: isLabelled ? 136 : 96 }}
      onChange={(next) => {
        if (typeof next === 'number' && next >= 1900 && next <= 2100) onChange(next);
      }}
      data-testid={testId}
    />
  );
}
