import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setRouterNavigate } from './navigation.ts';
import { createAppRouter } from './router.tsx';
import { startUiLocale } from './session/apply-language.ts';

/** Renders the full app (every route, through the router) into `root`. */
export async function mountApp(root: Root): Promise<void> {
  await startUiLocale().catch(() => undefined);
  const router = createAppRouter();
  setRouterNavigate(async (to, options) => {
    await router.navigate(to, options);
  });
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
