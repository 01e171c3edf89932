import { useSyncExternalStore } from 'react';

/**
 * The toast library loads when the first toast is due (or once signed in), not with the
 * sign-in page (decision 029); toasts asked for meanwhile wait in the library's queue until
 * its container mounts.
 */
let isWanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks for the toast area; it stays mounted from then on. */
export function wantToasts(): void {
  if (isWanted) return;
  isWanted = true;
  for (const listener of listeners) listener();
}

/** True once a toast was asked for: the root then mounts the toast area. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(subscribe, () => isWanted);
}

/** The toast library, loaded on first use. */
export function loadToasts(): Promise<typeof import('react-toastify')> {
  wantToasts();
  return import('react-toastify');
}
