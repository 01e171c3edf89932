import { FIELD_TYPES, type FieldType } from '@plotline/contract/fields';
import { FIELD_NAME_MAX_LENGTH } from '@plotline/contract/rules';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredNameRules } from '#src/lib/name-rules.ts';
import { useNurseryPlaceFields } from './nursery-place-slot.ts';

export type NurseryFormValues = {
  field_name: string;
  region: string;
  subregion?: string;
  type?: FieldType | null;
};

export const NURSERY_FORM_FIELDS = ['field_name', 'region', 'subregion', 'type'] as const;

type NurseryFormProps = {
  form: ReturnType<typeof Form.useForm<NurseryFormValues>>[0];
  initialValues?: Partial<NurseryFormValues>;
  pending: boolean;
  onFinish: (values: NurseryFormValues) => void;
  onCancel: () => void;
};

/**
 * Name, region, subregion and type of a nursery (spec §2 "Add nursery"); the region and
 * subregion fields come from the page (NurseryPlaceSlot).
 */
export function NurseryForm({
  form,
  initialValues,
  pending,
  onFinish,
  onCancel,
}: NurseryFormProps) {
  const { t } = useTranslation();
  const placeFields = useNurseryPlaceFields();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      data-testid="nursery-form"
    >
      <Form.Item
        name="field_name"
        label={t('fields.form.name')}
        rules={requiredNameRules(FIELD_NAME_MAX_LENGTH)}
      >
        <Input maxLength={FIELD_NAME_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      {placeFields}
      <Form.Item name="type" label={t('fields.form.type')}>
        <Select
          data-testid="nursery-type"
          allowClear
          placeholder={t('fields.form.typePlaceholder')}
          options={FIELD_TYPES.map((type) => ({ value: type, label: t(`fieldType.${type}`) }))}
        />
      </Form.Item>
      <Flex justify="end" gap="small">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={pending} data-testid="nursery-save">
          {t('common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
