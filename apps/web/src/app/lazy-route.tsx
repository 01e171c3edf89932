import { type ComponentType, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { AppLoading } from '#src/components/ui/app-loading.tsx';

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

/** A page route whose component is its own lazily loaded chunk, with an error boundary. */
export function lazyPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: await load(), ErrorBoundary: PageErrorBoundary }),
  };
}

/** A lazily loaded layout route (guards and frames) over `children`. */
export function lazyLayout(
  load: () => Promise<ComponentType>,
  children: RouteObject[],
): RouteObject {
  return { lazy: async () => ({ Component: await load() }), children };
}
