import { lazy, Suspense, useEffect } from 'react';
import { useToastsWanted, wantToasts } from '#src/lib/toast-loader.ts';
import { useSessionStore } from '#src/stores/session-store.ts';

const ToastArea = lazy(() =>
  import('#src/components/ui/toast-area.tsx').then((m) => ({ default: m.ToastArea })),
);

/**
 * The toast area, loaded with the first toast or the sign-in (signed-in pages toast
 * directly), then kept.
 */
export function ToastSlot() {
  const isSignedIn = useSessionStore((state) => state.userMeta !== null);
  const isWanted = useToastsWanted();
  useEffect(() => {
    if (isSignedIn) wantToasts();
  }, [isSignedIn]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
