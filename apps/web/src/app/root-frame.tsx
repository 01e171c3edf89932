import type { ReactNode } from 'react';
import { AppProviders } from './providers.tsx';
import { ToastSlot } from './toast-slot.tsx';

/** Around every page of the full app: providers and the toast area. */
export function RootFrame({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      {children}
      <ToastSlot />
    </AppProviders>
  );
}
