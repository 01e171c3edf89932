import { type SeedLot, type Warehouse, WEIGHT_1000_MAX } from '@plotline/contract/warehouse';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { applyFieldErrors } from '#src/lib/form-errors.ts';
import { updateLot } from '../api/storage-api.ts';
import { toLocationOptions } from '../utils/location-options.ts';
import { showStorageError } from '../utils/show-storage-error.ts';

const TEXT_FIELDS = [
  'region',
  'experiment',
  'plant_number',
  'selection_number',
  'address',
] as const;
const FIELDS = [
  'location',
  'reserved',
  'weight_1000',
  'sowing_tolerance',
  'date_added',
  'comment',
  ...TEXT_FIELDS,
] as const;
type Values = Pick<SeedLot, (typeof FIELDS)[number]>;

/** The changed fields only (texts trimmed), so a save never touches what was not edited. */
function changedValues(lot: SeedLot, values: Values): Partial<Values> {
  const result: Record<string, unknown> = {};
  for (const key of FIELDS) {
    const raw = values[key];
    const value = typeof raw === 'string' ? raw.trim() : (raw ?? null);
    if (value !== (lot[key] ?? null)) result[key] = value;
  }
  return result as Partial<Values>;
}

type LotDetailsFormProps = {
  lot: SeedLot;
  warehouses: readonly Warehouse[];
  onSaved: () => void;
};

/** A lot's descriptive fields and its location (quantities change through the ledger). */
export function LotDetailsForm({ lot, warehouses, onSaved }: LotDetailsFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  async function handleFinish(values: Values) {
    const body = changedValues(lot, values);
    if (Object.keys(body).length === 0) return;
    setSaving(true);
    try {
      await updateLot(lot.id, body);
      onSaved();
    } catch (error) {
      if (!applyFieldErrors(form, error, FIELDS)) showStorageError(error, 'storage.errors.save');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      className="pl-storage-lot-form"
      initialValues={lot}
      onFinish={(values) => void handleFinish(values)}
      data-testid="lot-details-form"
    >
      <Form.Item name="location" label={t('storage.columns.location_name')}>
        <Select
          options={toLocationOptions(warehouses)}
          showSearch
          optionFilterProp="label"
          data-testid="lot-location"
        />
      </Form.Item>
      <div className="pl-storage-form-grid">
        <Form.Item name="weight_1000" label={t('storage.columns.weight_1000')}>
          <NumberInput min={0} max={WEIGHT_1000_MAX} step={0.1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="sowing_tolerance" label={t('storage.lot.sowingTolerance')}>
          <NumberInput min={0} step={1} style={{ width: '100%' }} />
        </Form.Item>
        {TEXT_FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={t(`storage.lot.${field}`)}>
            <Input maxLength={255} />
          </Form.Item>
        ))}
        <Form.Item name="date_added" label={t('storage.columns.date_added')}>
          <Input type="date" />
        </Form.Item>
      </div>
      <Form.Item name="reserved" valuePropName="checked">
        <Checkbox>{t('storage.lot.reserved')}</Checkbox>
      </Form.Item>
      <Form.Item name="comment" label={t('storage.lot.comment')}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="lot-save">
        {t('common.save')}
      </Button>
    </Form>
  );
}
