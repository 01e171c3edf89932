import { API_PATHS } from '@plotline/contract/api-paths';
import type { MarkAllRead } from '@plotline/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { broadcastNotificationEvent } from '../utils/notification-broadcast.ts';
import { applyEveryNotificationRead } from '../utils/update-notification-cache.ts';

/** `POST notice_app/notifications/mark_all_as_read/` → how many became read. */
export function markAllNotificationsRead(): Promise<MarkAllRead> {
  return apiClient.post<MarkAllRead>(API_PATHS.notificationsMarkAllRead);
}

/** Marks every notification read, here and in the other tabs; a failure shows the §8 toast. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      applyEveryNotificationRead(queryClient);
      const userId = useSessionStore.getState().userMeta?.id;
      if (userId !== undefined) broadcastNotificationEvent({ kind: 'read-all', userId });
    },
    onError: (error) => showApiError(error, 'errors.websocket.notificationUpdateFailed'),
  });
}
