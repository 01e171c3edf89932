import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountries } from '#src/lib/countries-query.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';

type CountrySelectProps<Value> = {
  id?: string;
  value?: Value;
  onChange?: (value: Value) => void;
  /** Several countries (an employee) or one (a division). */
  isMultiple?: boolean;
  placeholder: string;
};

/** A searchable pick of countries named in the interface language (controlled by Form.Item). */
export function CountrySelect<Value extends number | number[]>({
  id,
  value,
  onChange,
  isMultiple = false,
  placeholder,
}: CountrySelectProps<Value>) {
  const { t } = useTranslation();
  const { data, isPending, error } = useCountries();
  useErrorToast(error, 'errors.somethingWentWrong');
  return (
    <Select<Value>
      id={id}
      mode={isMultiple ? 'multiple' : undefined}
      value={value}
      onChange={onChange}
      loading={isPending}
      placeholder={placeholder}
      options={(data ?? []).map((country) => ({ value: country.id, label: country.name }))}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      maxTagCount="responsive"
      notFoundContent={isPending ? t('common.loading') : undefined}
    />
  );
}
