import type {
  NotificationItem,
  NotificationList,
  UnreadCount,
} from '@plotline/contract/notifications';

/** Pending notifications are hidden everywhere: the list asks `status__neq=pending` (spec §7). */
export function isShownNotification(item: NotificationItem): boolean {
  return item.data.status !== 'pending';
}

/** What the badge counts: shown and not yet acknowledged. */
export function isUnreadNotification(item: NotificationItem): boolean {
  return isShownNotification(item) && !item.data.is_ack;
}

/**
 * The list with an item from the channel on top; an older copy of the same notification
 * (a job that moved on from pending, say) is replaced, and a pending item is left out.
 * A list not loaded yet stays so: its first fetch brings the item.
 */
export function prependNotification(
  list: NotificationList | undefined,
  item: NotificationItem,
): NotificationList | undefined {
  if (!list) return list;
  const others = list.filter((entry) => entry.data.id !== item.data.id);
  return isShownNotification(item) ? [item, ...others] : others;
}

/**
 * How an item from the channel changes the unread count: +1 for a new unread one, −1 when
 * it replaces an unread copy and is itself read or pending, else 0.
 */
export function unreadDelta(list: NotificationList | undefined, item: NotificationItem): number {
  const previous = list?.find((entry) => entry.data.id === item.data.id);
  const wasUnread = previous ? isUnreadNotification(previous) : false;
  return Number(isUnreadNotification(item)) - Number(wasUnread);
}

/** True when the cached list holds the notification unread (or does not hold it at all). */
export function isCachedUnread(list: NotificationList | undefined, id: number): boolean {
  const item = list?.find((entry) => entry.data.id === id);
  return item ? isUnreadNotification(item) : true;
}

/** The list with one notification acknowledged. */
export function markNotificationRead(
  list: NotificationList | undefined,
  id: number,
): NotificationList | undefined {
  return list?.map((item) =>
    item.data.id === id && !item.data.is_ack
      ? { ...item, data: { ...item.data, is_ack: true } }
      : item,
  );
}

/** The list with every notification acknowledged. */
export function markEveryNotificationRead(
  list: NotificationList | undefined,
): NotificationList | undefined {
  return list?.map((item) =>
    item.data.is_ack ? item : { ...item, data: { ...item.data, is_ack: true } },
  );
}

/** The unread count changed by `delta`, never below zero (spec §4); unknown stays unknown. */
export function changeUnreadCount(
  count: UnreadCount | undefined,
  delta: number,
): UnreadCount | undefined {
  return count ? { count: Math.max(0, count.count + delta) } : count;
}
