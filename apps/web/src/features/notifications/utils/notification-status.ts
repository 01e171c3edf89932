import type { NotificationEventType, NotificationStatus } from '@plotline/contract/notifications';
import type { ToastOptions, TypeOptions } from 'react-toastify';

/** The four colours a notification can take (spec §3): failed shows as error, pending as info. */
export type NotificationTone = 'success' | 'info' | 'warning' | 'error';

const TONES: Record<NotificationStatus, NotificationTone> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  error: 'error',
  failed: 'error',
  pending: 'info',
};

/** The colour of a status. */
export function toneOf(status: NotificationStatus): NotificationTone {
  return TONES[status];
}

/** Spec §4: a notification's toast closes after 5 s. */
export const NOTIFICATION_TOAST_AUTO_CLOSE_MS = 5000;

/**
 * The toast of an unacknowledged notification: coloured by status, one per notification;
 * file-upload events keep the toast area's default options (spec §4), the others close
 * after 5 s.
 */
export function notificationToastOptions(
  id: number,
  type: NotificationEventType,
  status: NotificationStatus,
): ToastOptions {
  const options: ToastOptions = {
    toastId: `notification-${id}`,
    type: toneOf(status) as TypeOptions,
  };
  if (type !== 'file_upload') options.autoClose = NOTIFICATION_TOAST_AUTO_CLOSE_MS;
  return options;
}
