import type { FieldList } from '@plotline/contract/fields';
import { SECTOR_NAME_MAX_LENGTH, type Sector } from '@plotline/contract/meteo';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { showFormError } from '#src/lib/form-errors.ts';
import type { SectorInput } from '../api/save-sector.ts';

type SectorModalProps = {
  /** The sector to edit; none: a new one. */
  sector?: Sector;
  /** The crop's nurseries a sector may serve. */
  fields: FieldList;
  onSubmit: (input: SectorInput) => Promise<unknown>;
  onClose: () => void;
};

type Values = { name: string; year: number; field_ids: number[] };

/**
 * Creates a sector or edits one: its name, first season and the nurseries it serves. A sector
 * also serving another crop's nurseries keeps them (they are not in this crop's list).
 */
export function SectorModal({ sector, fields, onSubmit, onClose }: SectorModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const ownIds = new Set(fields.map((field) => field.field_id));
  const otherCropIds = (sector?.field_ids ?? []).filter((id) => !ownIds.has(id));

  async function handleFinish(values: Values) {
    setSaving(true);
    try {
      await onSubmit({
        name: values.name.trim(),
        year: values.year,
        field_ids: [...values.field_ids, ...otherCropIds],
      });
      onClose();
    } catch (error) {
      showFormError(form, error, ['name', 'year', 'field_ids'], 'meteorology.errors.save');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t(sector ? 'meteorology.sector.editTitle' : 'meteorology.sector.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'sector-save' }}
      confirmLoading={saving}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="sector-modal">{node}</div>}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: sector?.name ?? '',
          year: sector?.year ?? new Date().getFullYear(),
          field_ids: (sector?.field_ids ?? []).filter((id) => ownIds.has(id)),
        }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item
          name="name"
          label={t('meteorology.sector.name')}
          rules={[
            { required: true, whitespace: true, message: t('meteorology.sector.nameRequired') },
          ]}
        >
          <Input autoFocus maxLength={SECTOR_NAME_MAX_LENGTH} data-testid="sector-name" />
        </Form.Item>
        <Form.Item
          name="year"
          label={t('meteorology.sector.year')}
          extra={t('meteorology.sector.yearHint')}
          rules={[{ required: true, message: t('meteorology.sector.yearRequired') }]}
        >
          <NumberInput min={1900} max={2100} precision={0} data-testid="sector-year" />
        </Form.Item>
        <Form.Item
          name="field_ids"
          label={t('meteorology.sector.fields')}
          extra={t('meteorology.sector.fieldsHint')}
        >
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            data-testid="sector-fields"
            options={fields.map((field) => ({ value: field.field_id, label: field.field_name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
