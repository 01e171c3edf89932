import { Navigate, Outlet } from 'react-router';
import { AppLoading } from '#src/components/ui/app-loading.tsx';
import { paths } from '#src/config/paths.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { PublicShell } from '../shell/public-shell.tsx';

/** Sign-in and sign-up: for signed-out visitors only, else a redirect to /fields. */
export function GuestLayout() {
  const isAuthChecked = useSessionStore((state) => state.isAuthChecked);
  const isSignedIn = useSessionStore((state) => state.userMeta !== null);
  if (!isAuthChecked) return <AppLoading />;
  if (isSignedIn) return <Navigate to={paths.fields.map.getHref()} replace />;
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
