import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { ToastCloseButton } from '#src/components/ui/toast-close-button.tsx';
import { AppProviders } from '../providers.tsx';

/** Spec §9: toasts at the top right, closing after 5 s, dismissed by an 80 % drag. */
const TOAST_AUTO_CLOSE_MS = 5000;
const TOAST_DRAG_PERCENT = 80;

/** The root of every page: providers and the toast area. */
export function RootRoute() {
  const { t } = useTranslation();
  return (
    <AppProviders>
      <Outlet />
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        draggablePercent={TOAST_DRAG_PERCENT}
        aria-label={t('common.notifications')}
        closeButton={ToastCloseButton}
      />
    </AppProviders>
  );
}
