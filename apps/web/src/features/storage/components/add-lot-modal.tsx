import { type Warehouse, WEIGHT_1000_MAX } from '@plotline/contract/warehouse';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineSelect } from '#src/components/ui/line-select.tsx';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { applyFieldErrors } from '#src/lib/form-errors.ts';
import { createLot } from '../api/storage-api.ts';
import { toLocationOptions } from '../utils/location-options.ts';
import { showStorageError } from '../utils/show-storage-error.ts';

type Values = {
  line_id: number | null;
  location: number;
  weight: number;
  amount?: number | null;
  weight_1000?: number | null;
  date_added?: string;
  comment?: string;
};
const FIELDS = ['line_id', 'location', 'weight', 'amount', 'weight_1000', 'date_added', 'comment'];

type AddLotModalProps = {
  specId: number;
  warehouses: readonly Warehouse[];
  /** Preselected: the location chosen in the tree. */
  location?: number;
  onClose: () => void;
  onAdded: () => void;
};

/** A lot by hand: its line, location and first weight (the ledger's `harvest` entry). */
export function AddLotModal({ specId, warehouses, location, onClose, onAdded }: AddLotModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const lineId = Form.useWatch('line_id', form) ?? null;

  async function handleFinish(values: Values) {
    setSaving(true);
    try {
      await createLot({
        spec_id: specId,
        line_id: values.line_id ?? 0,
        location: values.location,
        weight: values.weight,
        amount: values.amount ?? 0,
        weight_1000: values.weight_1000 ?? null,
        ...(values.date_added ? { date_added: values.date_added } : {}),
        comment: values.comment?.trim() ?? '',
      });
      onAdded();
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error, FIELDS)) return;
      showStorageError(error, 'storage.errors.save');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('storage.addLot.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('storage.addLot.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'add-lot-submit' } as Record<`data-${string}`, string>}
      confirmLoading={saving}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="add-lot-modal">{node}</div>}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ location, line_id: null }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item
          name="line_id"
          label={t('storage.columns.line_name')}
          rules={[{ required: true, message: t('storage.validation.lineRequired') }]}
        >
          <LineSelect
            specId={specId}
            value={lineId}
            onChange={(id) => form.setFieldValue('line_id', id)}
            testId="add-lot-line"
            ariaLabel={t('storage.columns.line_name')}
            placeholder={t('storage.addLot.linePlaceholder')}
            notFound={t('storage.addLot.lineNotFound')}
            varietyLabel={t('storage.addLot.variety')}
          />
        </Form.Item>
        <Form.Item
          name="location"
          label={t('storage.columns.location_name')}
          rules={[{ required: true, message: t('storage.validation.locationRequired') }]}
        >
          <Select
            options={toLocationOptions(warehouses)}
            showSearch
            optionFilterProp="label"
            data-testid="add-lot-location"
          />
        </Form.Item>
        <div className="pl-storage-form-grid">
          <Form.Item
            name="weight"
            label={t('storage.addLot.weight')}
            rules={[{ required: true, message: t('storage.validation.weightRequired') }]}
          >
            <NumberInput min={0} step={1} style={{ width: '100%' }} data-testid="add-lot-weight" />
          </Form.Item>
          <Form.Item name="amount" label={t('storage.columns.amount')}>
            <NumberInput min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="weight_1000" label={t('storage.columns.weight_1000')}>
            <NumberInput min={0} max={WEIGHT_1000_MAX} step={0.1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="date_added" label={t('storage.columns.date_added')}>
            <Input type="date" />
          </Form.Item>
        </div>
        <Form.Item name="comment" label={t('storage.lot.comment')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
