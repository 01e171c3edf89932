import type { RegistrationBody } from '@plotline/contract/auth';
import {
  EMAIL_MAX_LENGTH,
  LOGIN_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
} from '@plotline/contract/rules';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { applyFieldErrors } from '#src/lib/form-errors.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { useRegister } from '../api/register.ts';
import { useSignUpRules } from '../hooks/use-sign-up-rules.ts';
import { CountrySelect } from './country-select.tsx';

/** What the form holds; optional fields stay undefined until typed into. */
type SignUpValues = {
  username: string;
  password1: string;
  password2: string;
  first_name: string;
  last_name: string;
  patronymic?: string;
  email: string;
  contact_telephone?: string;
  countries?: number[];
};

const FIELD_NAMES = [
  'username',
  'password1',
  'password2',
  'first_name',
  'last_name',
  'patronymic',
  'email',
  'contact_telephone',
  'countries',
] as const;

type SignUpFormProps = { onSignedIn: () => Promise<void> };

/** Registration (spec §3, §5), then an automatic sign-in with the same credentials. */
export function SignUpForm({ onSignedIn }: SignUpFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SignUpValues>();
  const rules = useSignUpRules();
  const registerUser = useRegister();
  const [isCompleting, setIsCompleting] = useState(false);

  function handleFinish(values: SignUpValues) {
    const body: RegistrationBody = {
      ...values,
      username: values.username.trim(),
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      patronymic: values.patronymic?.trim() ?? '',
      email: values.email.trim(),
      contact_telephone: values.contact_telephone?.trim() ?? '',
      countries: values.countries ?? [],
    };
    registerUser.mutate(body, {
      onSuccess: () => {
        setIsCompleting(true);
        void onSignedIn().finally(() => setIsCompleting(false));
      },
      onError: (error) => {
        if (!applyFieldErrors(form, error, FIELD_NAMES)) showApiError(error);
      },
    });
  }

  return (
    <Form<SignUpValues>
      form={form}
      layout="vertical"
      onFinish={handleFinish}
      data-testid="signup-form"
    >
      <h1 className="pl-auth-title">{t('auth.signUp.heading')}</h1>
      <Form.Item name="username" label={t('auth.login')} rules={rules.username}>
        <Input maxLength={LOGIN_MAX_LENGTH} autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password1"
        label={t('auth.password')}
        rules={rules.password1}
        extra={t('auth.signUp.passwordHint')}
      >
        <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="password2"
        label={t('auth.signUp.passwordRepeat')}
        rules={rules.password2}
        dependencies={['password1']}
      >
        <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="last_name" label={t('auth.signUp.lastName')} rules={rules.personName}>
        <Input maxLength={PERSON_NAME_MAX_LENGTH} autoComplete="family-name" />
      </Form.Item>
      <Form.Item name="first_name" label={t('auth.signUp.firstName')} rules={rules.personName}>
        <Input maxLength={PERSON_NAME_MAX_LENGTH} autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="patronymic" label={t('auth.signUp.patronymic')} rules={rules.patronymic}>
        <Input maxLength={PERSON_NAME_MAX_LENGTH} autoComplete="additional-name" />
      </Form.Item>
      <Form.Item name="email" label={t('auth.signUp.email')} rules={rules.email}>
        <Input maxLength={EMAIL_MAX_LENGTH} autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="contact_telephone"
        label={t('auth.signUp.phone')}
        rules={rules.phone}
        extra={t('auth.signUp.phoneHint')}
      >
        <Input
          type="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          autoComplete="tel"
          placeholder="+79991234567"
        />
      </Form.Item>
      <Form.Item name="countries" label={t('auth.signUp.countries')}>
        <CountrySelect />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={registerUser.isPending || isCompleting}
      >
        {t('auth.signUp.submit')}
      </Button>
      <p className="pl-auth-switch">
        {t('auth.signUp.haveAccount')}{' '}
        <Link to={paths.auth.getHref()}>{t('auth.signUp.signInLink')}</Link>
      </p>
    </Form>
  );
}
