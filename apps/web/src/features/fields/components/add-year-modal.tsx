import type { Field } from '@plotline/contract/fields';
import { YEAR_MAX, YEAR_MIN } from '@plotline/contract/rules';
import { Button, Flex, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { showFormError } from '#src/lib/form-errors.ts';
import { useAddFieldYear } from '../api/add-field-year.ts';

type AddYearModalProps = {
  open: boolean;
  specId: number;
  field: Field;
  onClose: () => void;
  onAdded: (yearId: number) => void;
};

type YearFormValues = { year: number };

/** The year after the nursery's latest season, or the current year for a new nursery. */
function suggestYear(field: Field): number {
  const years = field.fieldyear_set.map((entry) => entry.year);
  return years.length > 0 ? Math.min(Math.max(...years) + 1, YEAR_MAX) : new Date().getFullYear();
}

/** Asks for the calendar year of a new season (1900..2100, not already there). */
export function AddYearModal({ open, specId, field, onClose, onAdded }: AddYearModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<YearFormValues>();
  const addYear = useAddFieldYear();
  const existing = new Set(field.fieldyear_set.map((entry) => entry.year));

  function handleFinish({ year }: YearFormValues) {
    addYear.mutate(
      { field_id: field.field_id, year, spec_id: specId, region: field.region },
      {
        onSuccess: (created) => {
          form.resetFields();
          onAdded(created.id);
        },
        onError: (error) => showFormError(form, error, ['year'], 'fields.errors.addYear'),
      },
    );
  }

  return (
    <Modal
      open={open}
      title={t('fields.addYearTitle', { name: field.field_name })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ year: suggestYear(field) }}
        onFinish={handleFinish}
        data-testid="year-form"
      >
        <Form.Item
          name="year"
          label={t('fields.year')}
          rules={[
            { required: true, message: t('validation.required') },
            { type: 'integer', min: YEAR_MIN, max: YEAR_MAX, message: t('validation.year') },
            {
              validator: (_rule, value: unknown) =>
                typeof value === 'number' && existing.has(value)
                  ? Promise.reject(new Error(t('validation.yearExists')))
                  : Promise.resolve(),
            },
          ]}
        >
          <NumberInput min={YEAR_MIN} max={YEAR_MAX} precision={0} className="pl-input-number" />
        </Form.Item>
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={addYear.isPending}
            data-testid="year-save"
          >
            {t('common.save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
