import { type ComponentType, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { AppLoading } from '#src/components/ui/app-loading.tsx';
import { loadFullCatalogues } from '#src/i18n/i18n.ts';

const LazyRouteError = lazy(() =>
  import('#src/components/ui/route-error.tsx').then((m) => ({ default: m.RouteError })),
);

/** Error boundary of every page; its UI loads only when a page actually fails. */
function PageErrorBoundary() {
  return (
    <Suspense fallback={<AppLoading />}>
      <LazyRouteError />
    </Suspense>
  );
}

/**
 * A page route whose component is its own lazily loaded chunk, with an error boundary. Pages
 * wait for the whole message catalogue; only sign-in (`isSignIn`) makes do with its part.
 */
export function lazyPage(
  path: string,
  load: () => Promise<ComponentType>,
  options: { isSignIn?: boolean } = {},
): RouteObject {
  return {
    path,
    lazy: async () => {
      const [Component] = await Promise.all([
        load(),
        options.isSignIn ? undefined : loadFullCatalogues(),
      ]);
      return { Component, ErrorBoundary: PageErrorBoundary };
    },
  };
}

/** A lazily loaded layout route (guards and frames) over `children`. */
export function lazyLayout(
  load: () => Promise<ComponentType>,
  children: RouteObject[],
): RouteObject {
  return { lazy: async () => ({ Component: await load() }), children };
}
