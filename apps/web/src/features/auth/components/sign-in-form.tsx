import type { LoginBody } from '@plotline/contract/auth';
import { LOGIN_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@plotline/contract/rules';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { useLogin } from '../api/login.ts';
import { useLoginErrorText } from '../hooks/use-login-error-text.ts';

type SignInFormProps = {
  /** Runs once the tokens are stored (authorize the session, leave the page). */
  onSignedIn: () => Promise<void>;
};

/** Login and password (spec §7 `POST login/`). */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [isCompleting, setIsCompleting] = useState(false);
  const errorText = useLoginErrorText(login.error);

  function handleFinish(values: LoginBody) {
    login.mutate(values, {
      onSuccess: () => {
        setIsCompleting(true);
        void onSignedIn().finally(() => setIsCompleting(false));
      },
    });
  }

  return (
    <Form<LoginBody> layout="vertical" onFinish={handleFinish} data-testid="login-form">
      <h1 className="pl-auth-title">{t('auth.signIn.heading')}</h1>
      {errorText && (
        <Alert type="error" showIcon title={errorText} role="alert" className="pl-form-alert" />
      )}
      <Form.Item
        name="username"
        label={t('auth.login')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
      >
        <Input autoComplete="username" maxLength={LOGIN_MAX_LENGTH} autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.password')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending || isCompleting}>
        {t('auth.signIn.submit')}
      </Button>
      <p className="pl-auth-switch">
        {t('auth.signIn.noAccount')}{' '}
        <Link to={paths.signUp.getHref()}>{t('auth.signIn.signUpLink')}</Link>
      </p>
    </Form>
  );
}
