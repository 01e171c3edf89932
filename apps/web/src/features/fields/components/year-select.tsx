import type { FieldYearRef } from '@plotline/contract/fields';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

type YearSelectProps = {
  years: FieldYearRef[];
  value: number | null;
  disabled: boolean;
  onChange: (yearId: number) => void;
};

/** Picks the season (year) of the chosen nursery, latest first. */
export function YearSelect({ years, value, disabled, onChange }: YearSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      data-testid="year-select"
      aria-label={t('fields.year')}
      className="pl-year-select"
      value={value ?? undefined}
      disabled={disabled}
      placeholder={t('fields.yearPlaceholder')}
      notFoundContent={t('fields.noYears')}
      options={years.map((year) => ({ value: year.id, label: String(year.year) }))}
      onChange={onChange}
    />
  );
}
