import type { Field } from '@plotline/contract/fields';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Name · region, subregion", leaving out a place not given. */
function nurseryLabel(field: Field): string {
  const place = [field.region, field.subregion].filter((name) => Boolean(name)).join(', ');
  return place === '' ? field.field_name : `${field.field_name} · ${place}`;
}

type NurserySelectProps = {
  fields: Field[];
  value: number | null;
  loading: boolean;
  onChange: (fieldId: number) => void;
};

/** Picks the nursery of the selected crop; type to search by name, region or subregion. */
export function NurserySelect({ fields, value, loading, onChange }: NurserySelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      data-testid="nursery-select"
      aria-label={t('fields.nursery')}
      className="pl-nursery-select"
      value={value ?? undefined}
      loading={loading}
      placeholder={t('fields.nurseryPlaceholder')}
      notFoundContent={t('fields.noNurseries')}
      showSearch={{ optionFilterProp: 'label' }}
      options={fields.map((field) => ({ value: field.field_id, label: nurseryLabel(field) }))}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}
