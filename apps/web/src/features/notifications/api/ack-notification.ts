import { API_PATHS } from '@plotline/contract/api-paths';
import type { AckNotificationBody, NotificationItem } from '@plotline/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { broadcastNotificationEvent } from '../utils/notification-broadcast.ts';
import { applyNotificationRead } from '../utils/update-notification-cache.ts';

/** `PATCH notice_app/notifications/{id}/ {is_ack}` → the notification as it now is. */
export function ackNotification(id: number, body: AckNotificationBody): Promise<NotificationItem> {
  return apiClient.patch<NotificationItem>(`${API_PATHS.notifications}${id}/`, body);
}

/**
 * Marks a notification read (spec §4): the list and the count follow here and in the other
 * tabs; a failure shows the §8 toast.
 */
export function useAckNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => ackNotification(id, { is_ack: true }),
    onSuccess: (_item, id) => {
      applyNotificationRead(queryClient, id);
      const userId = useSessionStore.getState().userMeta?.id;
      if (userId !== undefined) broadcastNotificationEvent({ kind: 'read', userId, id });
    },
    onError: (error) => showApiError(error, 'errors.websocket.notificationUpdateFailed'),
  });
}
