import { Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '#src/lib/countries-query.ts';
import { showApiError } from '#src/lib/show-api-error.ts';

type CountrySelectProps = {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
};

/** Multi-select of countries, named in the interface language (controlled by Form.Item). */
export function CountrySelect({ id, value, onChange }: CountrySelectProps) {
  const { t } = useTranslation();
  const { data, isPending, error } = useCountries();
  useEffect(() => {
    if (error) showApiError(error);
  }, [error]);
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      loading={isPending}
      placeholder={t('auth.signUp.countriesPlaceholder')}
      options={(data ?? []).map((country) => ({ value: country.id, label: country.name }))}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      maxTagCount="responsive"
      notFoundContent={isPending ? t('common.loading') : undefined}
    />
  );
}
