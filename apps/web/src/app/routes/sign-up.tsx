import { useTranslation } from 'react-i18next';
import { CenteredPanel } from '#src/components/ui/centered-panel.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { SignUpForm } from '#src/features/auth/components/sign-up-form.tsx';
import { useCompleteSignIn } from '../session/use-complete-sign-in.ts';

/** /sign-up: register, sign in with the same credentials, go to the fields page. */
export function SignUpRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signUp.title'));
  const completeSignIn = useCompleteSignIn();
  return (
    <CenteredPanel width={520}>
      <SignUpForm onSignedIn={completeSignIn} />
    </CenteredPanel>
  );
}
