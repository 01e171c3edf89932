import type { Field } from '@plotline/contract/fields';
import { YEAR_MAX, YEAR_MIN } from '@plotline/contract/rules';
import type { SowingPlan } from '@plotline/contract/warehouse';
import { LOT_TEXT_MAX_LENGTH } from '@plotline/contract/warehouse';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { showFormError } from '#src/lib/form-errors.ts';
import { useCreateSowingPlan } from '../api/sowing-plans.ts';

type CreatePlanModalProps = {
  specId: number;
  nurseries: Field[];
  onClose: () => void;
  onCreated: (plan: SowingPlan) => void;
};

type Values = { field_id: number; year: number; name?: string };

/** A new plan: the nursery to sow, next season's year and a name. */
export function CreatePlanModal({ specId, nurseries, onClose, onCreated }: CreatePlanModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateSowingPlan();

  function handleFinish(values: Values) {
    create.mutate(
      { spec_id: specId, field_id: values.field_id, year: values.year, name: values.name ?? '' },
      {
        onSuccess: onCreated,
        onError: (error) =>
          showFormError(form, error, ['field_id', 'year', 'name'], 'sowingPlan.errors.create'),
      },
    );
  }

  return (
    <Modal
      open
      title={t('sowingPlan.create.title')}
      onCancel={onClose}
      closable={{ 'aria-label': t('common.close') }}
      okText={t('sowingPlan.create.submit')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: create.isPending }}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="create-plan-form"
        initialValues={{ year: new Date().getFullYear() + 1 }}
        onFinish={handleFinish}
      >
        <Form.Item
          name="field_id"
          label={t('sowingPlan.create.nursery')}
          rules={[{ required: true, message: t('sowingPlan.create.nurseryRequired') }]}
        >
          <Select
            data-testid="create-plan-nursery"
            showSearch
            optionFilterProp="label"
            placeholder={t('fields.nurseryPlaceholder')}
            options={nurseries.map((field) => ({ value: field.field_id, label: field.field_name }))}
          />
        </Form.Item>
        <Form.Item
          name="year"
          label={t('sowingPlan.create.year')}
          rules={[{ required: true, message: t('sowingPlan.create.yearRequired') }]}
        >
          <NumberInput
            data-testid="create-plan-year"
            min={YEAR_MIN}
            max={YEAR_MAX}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="name" label={t('sowingPlan.create.name')}>
          <Input data-testid="create-plan-name" maxLength={LOT_TEXT_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
