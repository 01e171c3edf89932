import ConfigProvider from 'antd/es/config-provider';
import { StrictMode } from 'react';
import { SignInRoute } from './routes/sign-in.tsx';
import { PublicShell } from './shell/public-shell.tsx';
import { THEME } from './theme.ts';
import { ToastSlot } from './toast-slot.tsx';

/**
 * The sign-in page on its own, without the router, the query cache or the kit's locales:
 * what a signed-out first visit to /auth downloads (decision 029). Leaving it (signed in, or
 * to sign up) starts the full app.
 */
export function SignInApp() {
  return (
    <StrictMode>
      <ConfigProvider theme={THEME}>
        <PublicShell>
          <SignInRoute />
        </PublicShell>
        <ToastSlot />
      </ConfigProvider>
    </StrictMode>
  );
}
