import { z } from 'zod';

/** The channel between tabs of one browser profile (the server sends nothing on a read mark). */
export const NOTIFICATIONS_BROADCAST_NAME = 'plotline-notifications';

/** What one tab tells the others: a notification read, or every one. */
const NotificationBroadcast = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('read'), userId: z.number(), id: z.number() }),
  z.object({ kind: z.literal('read-all'), userId: z.number() }),
]);
export type NotificationBroadcast = z.infer<typeof NotificationBroadcast>;

/** One channel object per tab: it never hears its own messages, only other tabs'. */
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel =
      typeof BroadcastChannel === 'undefined'
        ? null
        : new BroadcastChannel(NOTIFICATIONS_BROADCAST_NAME);
  }
  return channel;
}

/** Tells the other tabs of this browser about a read mark (nothing where unsupported). */
export function broadcastNotificationEvent(event: NotificationBroadcast): void {
  getChannel()?.postMessage(event);
}

/**
 * Calls `handler` with the read marks other tabs make for this user.
 * @returns the unsubscribe function
 */
export function subscribeNotificationEvents(
  userId: number,
  handler: (event: NotificationBroadcast) => void,
): () => void {
  const target = getChannel();
  if (!target) return () => {};
  const listener = (message: MessageEvent) => {
    const parsed = NotificationBroadcast.safeParse(message.data);
    if (parsed.success && parsed.data.userId === userId) handler(parsed.data);
  };
  target.addEventListener('message', listener);
  return () => target.removeEventListener('message', listener);
}
