import { Outlet } from 'react-router';
import { useSessionStore } from '#src/stores/session-store.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { PublicShell } from '../shell/public-shell.tsx';
import { ShellSkeleton } from '../shell/shell-skeleton.tsx';

/** Public pages that keep the full header for signed-in users (personal-data policy, 404). */
export function AdaptiveLayout() {
  const isAuthChecked = useSessionStore((state) => state.isAuthChecked);
  const isSignedIn = useSessionStore((state) => state.userMeta !== null);
  if (!isAuthChecked) return <ShellSkeleton />;
  return isSignedIn ? (
    <AppShell />
  ) : (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
