import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading } from '#src/components/ui/app-loading.tsx';
import { RootError } from '#src/components/ui/root-error.tsx';
import { paths } from '#src/config/paths.ts';
import { lazyLayout, lazyPage } from './lazy-route.tsx';
import { SIGNED_IN_ROUTES } from './signed-in-routes.ts';

/** The route table of product-spec §2; every page and layout is its own lazy chunk. */
export const ROUTES: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: AppLoading,
    ErrorBoundary: RootError,
    lazy: async () => ({ Component: (await import('./routes/root.tsx')).RootRoute }),
    children: [
      lazyLayout(
        () => import('./guards/guest-layout.tsx').then((m) => m.GuestLayout),
        [
          lazyPage(
            paths.auth.path,
            () => import('./routes/sign-in.tsx').then((m) => m.SignInRoute),
            { isSignIn: true },
          ),
          lazyPage(paths.signUp.path, () =>
            import('./routes/sign-up.tsx').then((m) => m.SignUpRoute),
          ),
        ],
      ),
      lazyLayout(
        () => import('./guards/protected-layout.tsx').then((m) => m.ProtectedLayout),
        SIGNED_IN_ROUTES,
      ),
      // The mobile-app policies are shown without any header.
      lazyPage(paths.privacy.path, () =>
        import('./routes/privacy.tsx').then((m) => m.PrivacyRoute),
      ),
      lazyPage(paths.deletePolicy.path, () =>
        import('./routes/delete-policy.tsx').then((m) => m.DeletePolicyRoute),
      ),
      lazyLayout(
        () => import('./guards/adaptive-layout.tsx').then((m) => m.AdaptiveLayout),
        [
          lazyPage(paths.personalDataPolicy.path, () =>
            import('./routes/personal-data-policy.tsx').then((m) => m.PersonalDataPolicyRoute),
          ),
          lazyPage('*', () => import('./routes/not-found.tsx').then((m) => m.NotFoundRoute)),
        ],
      ),
    ],
  },
];

/** Creates the browser router; it starts loading the matched route chunks at once. */
export function createAppRouter() {
  return createBrowserRouter(ROUTES);
}
