import type { NotificationItem } from '@plotline/contract/notifications';
import { useTranslation } from 'react-i18next';
import { formatNotificationDate } from '../utils/format-notification-date.ts';
import { toneOf } from '../utils/notification-status.ts';

type NotificationListItemProps = {
  item: NotificationItem;
  onRead: (id: number) => void;
};

/**
 * One notification of the popover: title, message as description, local date, a stripe in
 * the status colour. An unread one is a button that marks it read.
 */
export function NotificationListItem({ item, onRead }: NotificationListItemProps) {
  const { t } = useTranslation();
  const { id, title, message, status, is_ack: isRead, created_at: createdAt } = item.data;
  const body = (
    <>
      <span className="pl-notification-title">
        {title}
        <span className="pl-visually-hidden">
          {` (${t(`notifications.status.${status}`)}${isRead ? '' : `, ${t('notifications.unread')}`})`}
        </span>
      </span>
      {message && <span className="pl-notification-message">{message}</span>}
      <time className="pl-notification-date" dateTime={createdAt}>
        {formatNotificationDate(createdAt)}
      </time>
    </>
  );
  const attributes = {
    className: `pl-notification is-${toneOf(status)}${isRead ? ' is-read' : ''}`,
    'data-testid': 'notification-item',
    'data-status': status,
    'data-read': String(isRead),
  };
  return (
    <li>
      {isRead ? (
        <div {...attributes}>{body}</div>
      ) : (
        <button
          type="button"
          {...attributes}
          title={t('notifications.markRead')}
          onClick={() => onRead(id)}
        >
          {body}
        </button>
      )}
    </li>
  );
}
