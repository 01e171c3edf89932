import type {
  NotificationItem,
  NotificationList,
  UnreadCount,
} from '@plotline/contract/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { UNREAD_COUNT_QUERY_KEY } from '../api/get-unread-count.ts';
import { NOTIFICATION_LIST_QUERY_KEY } from '../api/list-notifications.ts';
import {
  changeUnreadCount,
  isCachedUnread,
  markEveryNotificationRead,
  markNotificationRead,
  prependNotification,
  unreadDelta,
} from './notification-cache.ts';

/**
 * Puts an item from the channel into the cache: on top of the list, and one more unread
 * when it is new and unread. A list or count not loaded yet (or still loading) is fetched
 * again instead, so an answer older than the item cannot hide it.
 */
export function receiveNotification(queryClient: QueryClient, item: NotificationItem): void {
  const list = queryClient.getQueryData<NotificationList>(NOTIFICATION_LIST_QUERY_KEY);
  const count = queryClient.getQueryData<UnreadCount>(UNREAD_COUNT_QUERY_KEY);
  const delta = unreadDelta(list, item);
  if (list) queryClient.setQueryData(NOTIFICATION_LIST_QUERY_KEY, prependNotification(list, item));
  else void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_QUERY_KEY });
  if (!count) void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY });
  else if (delta !== 0) {
    queryClient.setQueryData(UNREAD_COUNT_QUERY_KEY, changeUnreadCount(count, delta));
  }
}

/** Marks one notification read in the cache; the count drops by one if it was unread. */
export function applyNotificationRead(queryClient: QueryClient, id: number): void {
  const list = queryClient.getQueryData<NotificationList>(NOTIFICATION_LIST_QUERY_KEY);
  const wasUnread = isCachedUnread(list, id);
  queryClient.setQueryData(NOTIFICATION_LIST_QUERY_KEY, markNotificationRead(list, id));
  if (wasUnread) {
    queryClient.setQueryData<UnreadCount>(UNREAD_COUNT_QUERY_KEY, (count) =>
      changeUnreadCount(count, -1),
    );
  }
}

/** Marks every cached notification read; nothing is left unread. */
export function applyEveryNotificationRead(queryClient: QueryClient): void {
  queryClient.setQueryData<NotificationList>(NOTIFICATION_LIST_QUERY_KEY, (list) =>
    markEveryNotificationRead(list),
  );
  queryClient.setQueryData<UnreadCount>(UNREAD_COUNT_QUERY_KEY, (count) =>
    count ? { count: 0 } : count,
  );
}
