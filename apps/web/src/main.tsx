import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.tsx';
import { applyLanguage, readSavedLanguage } from './app/session/apply-language.ts';
import { endSession } from './app/session/end-session.ts';
import { startUp } from './app/session/start-up.ts';
import { PUBLIC_PATHS, paths } from './config/paths.ts';
import { initI18n } from './i18n/i18n.ts';
import { configureApiClient } from './lib/api-client.ts';
import './app/app.css';

/**
 * Start-up (spec §2): messages, then in parallel the route chunks, the authorization and
 * the saved language; the first render waits only for the language.
 */
async function bootstrap(): Promise<void> {
  await initI18n();
  const router = createAppRouter();
  configureApiClient({
    onSessionExpired: () => {
      endSession();
      if (!PUBLIC_PATHS.includes(router.state.location.pathname)) {
        void router.navigate(paths.auth.getHref(), { replace: true });
      }
    },
  });
  void startUp();
  try {
    await applyLanguage(readSavedLanguage());
  } catch {
    // A language chunk that fails to load leaves the interface in Russian, the fallback.
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void bootstrap();
