import { createRoot, type Root } from 'react-dom/client';
import { appNavigate, setAppStarter } from './app/navigation.ts';
import { applyLanguage, deferUiLocale, readSavedLanguage } from './app/session/apply-language.ts';
import { startUp } from './app/session/start-up.ts';
import { PUBLIC_PATHS, paths } from './config/paths.ts';
import { initI18n } from './i18n/i18n.ts';
import { configureApiClient } from './lib/api-client.ts';
import { getAccessToken } from './lib/auth-tokens.ts';
import './app/app.css';

// one function per chunk: the build preloads what each import needs, not both
const loadFullApp = () => import('./app/mount-app.tsx');
const loadSignInApp = () => import('./app/sign-in-app.tsx');

/** The full app: the router and every route, a chunk of its own. */
async function startFullApp(root: Root): Promise<void> {
  const { mountApp } = await loadFullApp();
  await mountApp(root);
}

/**
 * A signed-out visit to /auth shows the sign-in page alone, without the router (decision
 * 029); the full app starts when the visitor leaves it.
 */
async function startSignIn(root: Root): Promise<void> {
  let isStarting = false;
  setAppStarter(async (to, options) => {
    if (isStarting) return;
    isStarting = true;
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    await startFullApp(root);
  });
  const { SignInApp } = await loadSignInApp();
  root.render(<SignInApp />);
}

/**
 * Start-up (spec §2): messages, then in parallel the page's chunks, the authorization and
 * the saved language; the first render waits only for the language.
 */
async function bootstrap(): Promise<void> {
  await initI18n();
  configureApiClient({
    onSessionExpired: () => {
      void import('./app/session/end-session.ts').then(({ endSession }) => {
        endSession();
        if (!PUBLIC_PATHS.includes(window.location.pathname)) {
          void appNavigate(paths.auth.getHref(), { replace: true });
        }
      });
    },
  });
  void startUp();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const isSignInAlone = window.location.pathname === paths.auth.path && !getAccessToken();
  if (isSignInAlone) deferUiLocale();
  const page = isSignInAlone ? loadSignInApp() : loadFullApp();
  try {
    await applyLanguage(readSavedLanguage());
  } catch {
    // A language chunk that fails to load leaves the interface in Russian, the fallback.
  }
  await page;
  await (isSignInAlone ? startSignIn(root) : startFullApp(root));
}

void bootstrap();
