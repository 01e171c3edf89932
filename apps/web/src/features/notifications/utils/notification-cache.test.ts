import type { NotificationItem, NotificationStatus } from '@plotline/contract/notifications';
import { describe, expect, it } from 'vitest';
import {
  changeUnreadCount,
  isCachedUnread,
  isShownNotification,
  isUnreadNotification,
  markEveryNotificationRead,
  markNotificationRead,
  prependNotification,
  unreadDelta,
} from './notification-cache.ts';

function item(id: number, isAck = false, status: NotificationStatus = 'success'): NotificationItem {
  return {
    type: 'file_upload',
    data: {
      id,
      title: `title ${id}`,
      message: '',
      is_ack: isAck,
      created_at: '2025-05-01T10:00:00Z',
      status,
    },
  };
}
const ids = (list: NotificationItem[] | undefined) => list?.map((entry) => entry.data.id);

describe('notification cache updates', () => {
  it('hides pending items and counts only shown unread ones', () => {
    expect(isShownNotification(item(1, false, 'pending'))).toBe(false);
    expect(isUnreadNotification(item(1, false, 'pending'))).toBe(false);
    expect(isUnreadNotification(item(1, false, 'failed'))).toBe(true);
    expect(isUnreadNotification(item(1, true))).toBe(false);
  });

  it('puts an arriving item on top, replacing an older copy', () => {
    const list = [item(2), item(1)];
    expect(ids(prependNotification(list, item(3)))).toEqual([3, 2, 1]);
    expect(ids(prependNotification(list, item(1, true)))).toEqual([1, 2]);
    expect(prependNotification(list, item(1, true))?.[0]?.data.is_ack).toBe(true);
  });

  it('leaves a pending item out of the list', () => {
    expect(ids(prependNotification([item(1)], item(2, false, 'pending')))).toEqual([1]);
    expect(ids(prependNotification([item(2, false, 'pending'), item(1)], item(2)))).toEqual([2, 1]);
  });

  it('leaves a list that is not loaded alone', () => {
    expect(prependNotification(undefined, item(1))).toBeUndefined();
  });

  it('counts a new unread item once, and not again when its copy arrives', () => {
    expect(unreadDelta([item(1)], item(2))).toBe(1);
    expect(unreadDelta(undefined, item(2))).toBe(1);
    expect(unreadDelta([item(2)], item(2))).toBe(0);
    expect(unreadDelta([item(2)], item(2, true))).toBe(-1);
    expect(unreadDelta([item(2, false, 'pending')], item(2))).toBe(1);
    expect(unreadDelta([], item(3, true))).toBe(0);
    expect(unreadDelta([], item(3, false, 'pending'))).toBe(0);
  });

  it('marks one item read, or all of them', () => {
    const list = [item(3), item(2, true), item(1)];
    const one = markNotificationRead(list, 3);
    expect(one?.map((entry) => entry.data.is_ack)).toEqual([true, true, false]);
    expect(one?.[1]).toBe(list[1]);
    const all = markEveryNotificationRead(list);
    expect(all?.every((entry) => entry.data.is_ack)).toBe(true);
    expect(list[0]?.data.is_ack).toBe(false);
  });

  it('tells whether the cache holds a notification unread', () => {
    const list = [item(2, true), item(1)];
    expect(isCachedUnread(list, 1)).toBe(true);
    expect(isCachedUnread(list, 2)).toBe(false);
    expect(isCachedUnread(list, 9)).toBe(true);
  });

  it('never takes the unread count below zero', () => {
    expect(changeUnreadCount({ count: 1 }, -1)).toEqual({ count: 0 });
    expect(changeUnreadCount({ count: 0 }, -1)).toEqual({ count: 0 });
    expect(changeUnreadCount({ count: 99 }, 1)).toEqual({ count: 100 });
    expect(changeUnreadCount(undefined, 1)).toBeUndefined();
  });
});
