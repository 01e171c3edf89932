import { API_PATHS } from '@plotline/contract/api-paths';
import type { UnreadCount } from '@plotline/contract/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { NOTIFICATIONS_QUERY_KEY } from './list-notifications.ts';

export const UNREAD_COUNT_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'unread-count'] as const;

/** `GET notice_app/notifications/unread_count/`: the badge's number (pending excluded). */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiClient.get<UnreadCount>(API_PATHS.notificationsUnreadCount, { signal });
}

/** Query of the badge's number; the channel and the read marks keep it current. */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: UNREAD_COUNT_QUERY_KEY,
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
