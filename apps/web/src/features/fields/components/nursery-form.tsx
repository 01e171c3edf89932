import { FIELD_TYPES, type FieldType } from '@plotline/contract/fields';
import { FIELD_NAME_MAX_LENGTH, INPUT_MAX_LENGTH } from '@plotline/contract/rules';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxLengthRule, requiredNameRules } from '#src/lib/name-rules.ts';

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

/** Name, region, subregion and type of a nursery (spec §2 "Add nursery"). */
export function NurseryForm({
  form,
  initialValues,
  pending,
  onFinish,
  onCancel,
}: NurseryFormProps) {
  const { t } = useTranslation();
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
      <Form.Item
        name="region"
        label={t('fields.form.region')}
        rules={requiredNameRules(FIELD_NAME_MAX_LENGTH)}
      >
        <Input maxLength={FIELD_NAME_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="subregion"
        label={t('fields.form.subregion')}
        rules={[maxLengthRule(INPUT_MAX_LENGTH)]}
      >
        <Input maxLength={INPUT_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      <Form.Item name="type" label={t('fields.form.type')}>
        <Select
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
