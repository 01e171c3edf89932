import { Navigate, useLocation } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { ShellSkeleton } from '../shell/shell-skeleton.tsx';

/** Pages for signed-in users: the app shell, else a redirect to /auth. */
export function ProtectedLayout() {
  const location = useLocation();
  const isAuthChecked = useSessionStore((state) => state.isAuthChecked);
  const isSignedIn = useSessionStore((state) => state.userMeta !== null);
  if (!isAuthChecked) return <ShellSkeleton />;
  if (!isSignedIn) return <Navigate to={paths.auth.getHref()} replace state={{ from: location }} />;
  return <AppShell />;
}
