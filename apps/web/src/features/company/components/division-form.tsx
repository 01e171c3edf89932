import { DIVISION_NAME_MAX_LENGTH } from '@plotline/contract/company';
import { Button, Flex, Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredNameRules } from '#src/lib/name-rules.ts';
import { CountrySelect } from './country-select.tsx';

export type DivisionFormValues = { company_division_name: string; country?: number | null };

/** Form fields the server's 400 answers may name. */
export const DIVISION_FORM_FIELDS = ['company_division_name', 'country'] as const;

type DivisionFormProps = {
  form: FormInstance<DivisionFormValues>;
  initialValues?: Partial<DivisionFormValues>;
  /** A new division also takes a country; a rename changes the name only. */
  withCountry: boolean;
  pending: boolean;
  onFinish: (values: DivisionFormValues) => void;
  onCancel: () => void;
};

/** The name (and, for a new division, the country) of a division (spec §3). */
export function DivisionForm({
  form,
  initialValues,
  withCountry,
  pending,
  onFinish,
  onCancel,
}: DivisionFormProps) {
  const { t } = useTranslation();
  return (
    <Form<DivisionFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      // a closed modal forgets what was typed: the next opening starts from initialValues
      preserve={false}
      onFinish={onFinish}
      data-testid="division-form"
    >
      <Form.Item
        name="company_division_name"
        label={t('company.divisionName')}
        rules={requiredNameRules(DIVISION_NAME_MAX_LENGTH)}
      >
        <Input maxLength={DIVISION_NAME_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      {withCountry && (
        <Form.Item name="country" label={t('company.country')}>
          <CountrySelect<number> placeholder={t('company.countryPlaceholder')} />
        </Form.Item>
      )}
      <Flex justify="end" gap="small">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={pending} data-testid="division-save">
          {t('common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
