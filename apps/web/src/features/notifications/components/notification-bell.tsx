import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { unreadCountQueryOptions } from '../api/get-unread-count.ts';
import { notificationListQueryOptions } from '../api/list-notifications.ts';
import { useChannelStatus } from '../hooks/use-channel-status.ts';
import { isUnreadNotification } from '../utils/notification-cache.ts';
import { NotificationsPanel } from './notifications-panel.tsx';
import './notifications.css';

/** Spec §9: the badge shows at most 99 (then "99+"); the popover is 400 px wide. */
export const NOTIFICATION_BADGE_MAX = 99;
export const NOTIFICATIONS_POPOVER_WIDTH_PX = 400;

/** The header's bell (spec §2): unread badge, and a popover listing the notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const list = useQuery(notificationListQueryOptions());
  const unread = useQuery(unreadCountQueryOptions());
  const channelStatus = useChannelStatus((state) => state.status);
  useErrorToast(list.error, 'errors.websocket.notificationsLoadFailed');
  const count = unread.data?.count ?? 0;
  const hasUnread = count > 0 || (list.data?.some(isUnreadNotification) ?? false);

  return (
    <Badge
      count={count}
      overflowCount={NOTIFICATION_BADGE_MAX}
      size="small"
      title={t('notifications.bellLabel', { count })}
      data-testid="notification-badge"
      data-count={count}
    >
      <Popover
        open={isOpen}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        styles={{ container: { width: NOTIFICATIONS_POPOVER_WIDTH_PX } }}
        content={
          <NotificationsPanel items={list.data} isLoading={list.isPending} hasUnread={hasUnread} />
        }
      >
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined aria-hidden />}
          data-testid="notification-bell"
          data-channel={channelStatus}
          aria-label={t('notifications.bellLabel', { count })}
          aria-expanded={isOpen}
        />
      </Popover>
    </Badge>
  );
}
