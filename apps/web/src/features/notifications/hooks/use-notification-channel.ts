import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshSession } from '#src/lib/api-client.ts';
import { getAccessToken } from '#src/lib/auth-tokens.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { UNREAD_COUNT_QUERY_KEY } from '../api/get-unread-count.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../api/list-notifications.ts';
import { showNotificationToast } from '../components/notification-toast.tsx';
import { connectNotificationChannel } from '../utils/connect-notification-channel.ts';
import { subscribeNotificationEvents } from '../utils/notification-broadcast.ts';
import { isUnreadNotification } from '../utils/notification-cache.ts';
import {
  applyEveryNotificationRead,
  applyNotificationRead,
  receiveNotification,
} from '../utils/update-notification-cache.ts';
import { useChannelStatus } from './use-channel-status.ts';

/** Spec §8: real-time failures are only logged. */
function logChannelFailure(message: string, detail?: unknown): void {
  console.warn(message, ...(detail === undefined ? [] : [detail]));
}

/**
 * Keeps the real-time notification channel open while a user is signed in (spec §2, §4):
 * each item goes on top of the list, counts as unread and shows a toast when unacknowledged;
 * a reconnect refetches what may have been missed; read marks of other tabs are applied.
 * Signing out closes the channel cleanly.
 */
export function useNotificationChannel(): void {
  const userId = useSessionStore((state) => state.userMeta?.id);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    const channel = connectNotificationChannel(
      {
        userId,
        getToken: getAccessToken,
        refreshTokens: refreshSession,
        onItem: (item) => {
          receiveNotification(queryClient, item);
          if (isUnreadNotification(item)) showNotificationToast(item);
        },
        onStatus: (status, isReconnect) => {
          useChannelStatus.setState({ status });
          if (isReconnect)
            void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
        },
        createSocket: (url) => new WebSocket(url),
        log: logChannelFailure,
      },
      window.location.href,
    );
    const unsubscribe = subscribeNotificationEvents(userId, (event) => {
      if (event.kind === 'read') applyNotificationRead(queryClient, event.id);
      else applyEveryNotificationRead(queryClient);
      // the other tab's mark is done on the server: its count is the truth
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY });
    });
    return () => {
      channel.close();
      unsubscribe();
    };
  }, [userId, queryClient]);
}
