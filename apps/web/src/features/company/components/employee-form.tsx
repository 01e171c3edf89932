import {
  EMAIL_MAX_LENGTH,
  LOGIN_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
} from '@plotline/contract/rules';
import { Button, Col, Flex, Form, type FormInstance, type FormProps, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '#src/i18n/i18n.ts';
import { useEmployeeRules } from '../hooks/use-employee-rules.ts';
import type { EmployeeFormValues } from '../utils/to-employee-body.ts';

type EmployeeFormProps = {
  form: FormInstance<EmployeeFormValues>;
  initialValues: Partial<EmployeeFormValues>;
  /** The division, role and countries fields (they depend on who adds the employee). */
  placementFields: ReactNode;
  pending: boolean;
  onFinish: (values: EmployeeFormValues) => void;
  onFinishFailed: FormProps<EmployeeFormValues>['onFinishFailed'];
  onCancel: () => void;
};

/** The name fields, in the order of a full name (spec §3 employee). */
const NAME_FIELDS = [
  { name: 'last_name', labelKey: 'company.employee.lastName', rules: 'personName' },
  { name: 'first_name', labelKey: 'company.employee.firstName', rules: 'personName' },
  { name: 'patronymic', labelKey: 'company.employee.patronymic', rules: 'patronymic' },
] as const satisfies ReadonlyArray<{
  name: keyof EmployeeFormValues;
  labelKey: TranslationKey;
  rules: 'personName' | 'patronymic';
}>;

/** The new employee's sign-in, names and contacts (spec §3 employee, §5 rules). */
export function EmployeeForm({
  form,
  initialValues,
  placementFields,
  pending,
  onFinish,
  onFinishFailed,
  onCancel,
}: EmployeeFormProps) {
  const { t } = useTranslation();
  const rules = useEmployeeRules();
  return (
    <Form<EmployeeFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      preserve={false}
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
      data-testid="employee-form"
    >
      <Form.Item name="username" label={t('company.employee.login')} rules={rules.username}>
        <Input maxLength={LOGIN_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="password"
            label={t('company.employee.password')}
            rules={rules.password}
            extra={t('company.employee.passwordHint')}
          >
            <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="passwordRepeat"
            label={t('company.employee.passwordRepeat')}
            rules={rules.passwordRepeat}
            dependencies={['password']}
          >
            <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {NAME_FIELDS.map((field) => (
          <Col key={field.name} xs={24} sm={8}>
            <Form.Item name={field.name} label={t(field.labelKey)} rules={rules[field.rules]}>
              <Input maxLength={PERSON_NAME_MAX_LENGTH} autoComplete="off" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="email" label={t('company.employee.email')} rules={rules.email}>
            <Input maxLength={EMAIL_MAX_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="contact_telephone"
            label={t('company.employee.phone')}
            rules={rules.phone}
            extra={t('company.employee.phoneHint')}
          >
            <Input
              type="tel"
              maxLength={PHONE_INPUT_MAX_LENGTH}
              autoComplete="off"
              placeholder="+79991234567"
            />
          </Form.Item>
        </Col>
      </Row>
      {placementFields}
      <Flex justify="end" gap="small">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={pending} data-testid="employee-save">
          {t('common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
