import type { NotificationItem } from '@plotline/contract/notifications';
import { toast } from 'react-toastify';
import { notificationToastOptions } from '../utils/notification-status.ts';

type NotificationToastProps = { title: string; message: string };

/** A notification's toast: its title and message (spec §4). */
export function NotificationToast({ title, message }: NotificationToastProps) {
  return (
    <div data-testid="notification-toast">
      <strong className="pl-notification-toast-title">{title}</strong>
      {message && <div>{message}</div>}
    </div>
  );
}

/** Shows the toast of an unacknowledged notification (once per notification). */
export function showNotificationToast(item: NotificationItem): void {
  const { id, title, message, status } = item.data;
  toast(
    <NotificationToast title={title} message={message} />,
    notificationToastOptions(id, item.type, status),
  );
}
