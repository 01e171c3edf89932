import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { ToastCloseButton } from './toast-close-button.tsx';

/** Spec §9: toasts at the top right, closing after 5 s, dismissed by an 80 % drag. */
const TOAST_AUTO_CLOSE_MS = 5000;
const TOAST_DRAG_PERCENT = 80;

/** Where toasts appear (its own chunk: it loads with the first toast). */
export function ToastArea() {
  const { t } = useTranslation();
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggablePercent={TOAST_DRAG_PERCENT}
      aria-label={t('common.notifications')}
      closeButton={ToastCloseButton}
    />
  );
}
