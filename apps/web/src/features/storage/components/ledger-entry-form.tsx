import type { LedgerEntryBody, SeedLot, Warehouse } from '@plotline/contract/warehouse';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { applyFieldErrors } from '#src/lib/form-errors.ts';
import { addLedgerEntry } from '../api/storage-api.ts';
import { toLocationOptions } from '../utils/location-options.ts';
import { showStorageError } from '../utils/show-storage-error.ts';

type Values = { weight: number | null; amount: number | null; note?: string; to_location?: number };
const FIELDS = ['weight', 'amount', 'note', 'to_location', 'to_lot'] as const;

type LedgerEntryFormProps = {
  kind: 'correction' | 'transfer';
  lot: SeedLot;
  warehouses: readonly Warehouse[];
  onDone: () => void;
};

/**
 * A correction (± grams and seeds, a note required) or a transfer of part of the lot into
 * a new lot at another location. The server refuses an overdraw (409, shown translated).
 */
export function LedgerEntryForm({ kind, lot, warehouses, onDone }: LedgerEntryFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const isCorrection = kind === 'correction';

  async function handleFinish(values: Values) {
    const body: LedgerEntryBody = {
      kind,
      weight: values.weight ?? 0,
      amount: values.amount ?? 0,
      note: values.note?.trim() ?? '',
      ...(isCorrection ? {} : { to_location: values.to_location }),
    };
    setSaving(true);
    try {
      await addLedgerEntry(lot.id, body);
      form.resetFields();
      onDone();
    } catch (error) {
      if (applyFieldErrors(form, error, FIELDS)) return;
      showStorageError(error, 'storage.errors.save');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => void handleFinish(values)}
      data-testid={`${kind}-form`}
    >
      <p className="pl-storage-muted">
        {isCorrection ? t('storage.ledger.correctionHint') : t('storage.ledger.transferHint')}
      </p>
      <div className="pl-storage-form-grid">
        <Form.Item
          name="weight"
          label={isCorrection ? t('storage.ledger.weightChange') : t('storage.ledger.weightMoved')}
          rules={[
            { required: true, message: t('storage.validation.weightRequired') },
            {
              validator: (_, value: number | null) =>
                value === 0
                  ? Promise.reject(new Error(t('storage.validation.weightNotZero')))
                  : Promise.resolve(),
            },
          ]}
        >
          <NumberInput
            min={isCorrection ? undefined : 0.001}
            step={1}
            style={{ width: '100%' }}
            data-testid={`${kind}-weight`}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('storage.ledger.amountChange')}>
          <NumberInput precision={0} min={isCorrection ? undefined : 0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      {!isCorrection && (
        <Form.Item
          name="to_location"
          label={t('storage.ledger.toLocation')}
          rules={[{ required: true, message: t('storage.validation.locationRequired') }]}
        >
          <Select
            options={toLocationOptions(warehouses)}
            showSearch
            optionFilterProp="label"
            data-testid="transfer-location"
          />
        </Form.Item>
      )}
      <Form.Item
        name="note"
        label={t('storage.ledger.note')}
        rules={
          isCorrection
            ? [{ required: true, whitespace: true, message: t('storage.validation.noteRequired') }]
            : []
        }
      >
        <Input.TextArea rows={2} maxLength={2000} data-testid={`${kind}-note`} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid={`${kind}-submit`}>
        {isCorrection ? t('storage.ledger.correct') : t('storage.ledger.transfer')}
      </Button>
    </Form>
  );
}
