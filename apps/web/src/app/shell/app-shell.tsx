import { Outlet } from 'react-router';
import { SkipLink } from '#src/components/ui/skip-link.tsx';
import { AddCultureModal } from '#src/features/crops/components/add-culture-modal.tsx';
import { FirstCultureDialog } from '#src/features/crops/components/first-culture-dialog.tsx';
import { useNotificationChannel } from '#src/features/notifications/hooks/use-notification-channel.ts';
import { useCultureFromAddress } from '../session/use-culture-from-address.ts';
import { AppHeader } from './app-header.tsx';
import './app-shell.css';

/** The signed-in frame: header, page, and the crop dialogs that may open over any page. */
export function AppShell() {
  useCultureFromAddress();
  useNotificationChannel();
  return (
    <div className="pl-shell">
      <SkipLink />
      <AppHeader />
      <main id="main" className="pl-main" tabIndex={-1}>
        <Outlet />
      </main>
      <FirstCultureDialog />
      <AddCultureModal />
    </div>
  );
}
