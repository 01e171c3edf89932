import { API_PATHS } from '@plotline/contract/api-paths';
import type { NotificationList, NotificationsQuery } from '@plotline/contract/notifications';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#src/lib/api-client.ts';

/** Every cached answer of the feature starts with this key. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const NOTIFICATION_LIST_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'list'] as const;

/** The list's query parameters as sent (the server fills in the page size). */
type ListNotificationsQuery = Partial<z.output<typeof NotificationsQuery>>;

/** The list the bell shows: pending notifications are hidden (spec §7). */
const SHOWN_LIST_QUERY: ListNotificationsQuery = { status__neq: 'pending' };

/** `GET notice_app/notifications/`: the caller's notifications, newest first. */
export function listNotifications(
  query: ListNotificationsQuery,
  signal?: AbortSignal,
): Promise<NotificationList> {
  return apiClient.get<NotificationList>(API_PATHS.notifications, { query, signal });
}

/**
 * Query of the bell's list. The real-time channel keeps it current (new items go on top),
 * so it is never stale by time; a reconnect refetches it.
 */
export function notificationListQueryOptions() {
  return queryOptions({
    queryKey: NOTIFICATION_LIST_QUERY_KEY,
    queryFn: ({ signal }) => listNotifications(SHOWN_LIST_QUERY, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
