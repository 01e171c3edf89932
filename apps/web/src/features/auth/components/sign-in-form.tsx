import type { LoginBody } from '@plotline/contract/auth';
import { LOGIN_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@plotline/contract/rules';
import Alert from 'antd/es/alert/Alert';
import Button from 'antd/es/button/Button';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { paths } from '#src/config/paths.ts';
import { useLogin } from '../api/login.ts';
import { useLoginErrorText } from '../hooks/use-login-error-text.ts';
import { SignInField } from './sign-in-field.tsx';

type SignInFormProps = {
  /** Runs once the tokens are stored (authorize the session, leave the page). */
  onSignedIn: () => Promise<void>;
};

type FieldErrors = Partial<Record<keyof LoginBody, string>>;

/**
 * Login and password (spec §7 `POST login/`). A plain form over the kit's inputs: the kit's
 * form machinery would double the sign-in page's download (decision 029).
 */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [values, setValues] = useState<LoginBody>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isCompleting, setIsCompleting] = useState(false);
  const errorText = useLoginErrorText(login.error);

  function change(field: keyof LoginBody, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (values.username.trim() === '') found.username = t('validation.required');
    if (values.password === '') found.password = t('validation.required');
    setErrors(found);
    if (found.username || found.password) return;
    login.mutate(values, {
      onSuccess: () => {
        setIsCompleting(true);
        void onSignedIn().finally(() => setIsCompleting(false));
      },
    });
  }

  const fieldProps = (field: keyof LoginBody) => ({
    id: field,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${field}-error` : undefined,
    'aria-required': true,
  });

  return (
    <form noValidate onSubmit={handleSubmit} data-testid="login-form" className="pl-sign-in-form">
      <h1 className="pl-auth-title">{t('auth.signIn.heading')}</h1>
      {errorText && (
        <Alert type="error" showIcon title={errorText} role="alert" className="pl-form-alert" />
      )}
      <SignInField id="username" label={t('auth.login')} error={errors.username ?? null}>
        <Input
          {...fieldProps('username')}
          autoComplete="username"
          maxLength={LOGIN_MAX_LENGTH}
          autoFocus
        />
      </SignInField>
      <SignInField id="password" label={t('auth.password')} error={errors.password ?? null}>
        <Password
          {...fieldProps('password')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </SignInField>
      <Button type="primary" htmlType="submit" block loading={login.isPending || isCompleting}>
        {t('auth.signIn.submit')}
      </Button>
      <p className="pl-auth-switch">
        {t('auth.signIn.noAccount')}{' '}
        <AppLink to={paths.signUp.getHref()}>{t('auth.signIn.signUpLink')}</AppLink>
      </p>
    </form>
  );
}
