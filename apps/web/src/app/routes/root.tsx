import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useToastsWanted, wantToasts } from '#src/lib/toast-loader.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { AppProviders } from '../providers.tsx';

const ToastArea = lazy(() =>
  import('#src/components/ui/toast-area.tsx').then((m) => ({ default: m.ToastArea })),
);

/**
 * The root of every page: providers and the toast area, which loads with the first toast or
 * the sign-in (signed-in pages toast directly) and stays.
 */
export function RootRoute() {
  const isSignedIn = useSessionStore((state) => state.userMeta !== null);
  const isToastAreaWanted = useToastsWanted();
  useEffect(() => {
    if (isSignedIn) wantToasts();
  }, [isSignedIn]);
  return (
    <AppProviders>
      <Outlet />
      {isToastAreaWanted && (
        <Suspense fallback={null}>
          <ToastArea />
        </Suspense>
      )}
    </AppProviders>
  );
}
