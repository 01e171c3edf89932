import { useTranslation } from 'react-i18next';
import { CenteredPanel } from '#src/components/ui/centered-panel.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { SignInForm } from '#src/features/auth/components/sign-in-form.tsx';
import { useCompleteSignIn } from '../session/use-complete-sign-in.ts';

/** /auth: sign in, then go to the fields page. */
export function SignInRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signIn.title'));
  const completeSignIn = useCompleteSignIn();
  return (
    <CenteredPanel>
      <SignInForm onSignedIn={completeSignIn} />
    </CenteredPanel>
  );
}
