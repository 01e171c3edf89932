import type { NotificationList } from '@plotline/contract/notifications';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAckNotification } from '../api/ack-notification.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useChannelStatus } from '../hooks/use-channel-status.ts';
import { NotificationListItem } from './notification-list-item.tsx';

type NotificationsPanelProps = {
  items: NotificationList | undefined;
  isLoading: boolean;
  hasUnread: boolean;
};

/** The popover's content: heading with mark-all-as-read, the list or the empty message. */
export function NotificationsPanel({ items, isLoading, hasUnread }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const ack = useAckNotification();
  const markAll = useMarkAllNotificationsRead();
  const isConnected = useChannelStatus((state) => state.status === 'connected');

  return (
    <div className="pl-notifications" data-testid="notifications-popover">
      <div className="pl-notifications-head">
        <h2 className="pl-notifications-heading">{t('notifications.title')}</h2>
        <Button
          type="link"
          size="small"
          data-testid="notifications-mark-all"
          disabled={!hasUnread}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {!isConnected && (
        <p className="pl-notifications-offline" role="status">
          {t('errors.websocket.connectionError')}
        </p>
      )}
      {isLoading && <Spin className="pl-notifications-loading" />}
      {!isLoading && !items?.length && (
        <p className="pl-notifications-empty" data-testid="notifications-empty">
          {t('notifications.empty')}
        </p>
      )}
      {!!items?.length && (
        <ul className="pl-notifications-list">
          {items.map((item) => (
            <NotificationListItem key={item.data.id} item={item} onRead={ack.mutate} />
          ))}
        </ul>
      )}
    </div>
  );
}
