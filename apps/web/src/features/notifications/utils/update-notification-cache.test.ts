import type { NotificationItem, NotificationList } from '@plotline/contract/notifications';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { UNREAD_COUNT_QUERY_KEY } from '../api/get-unread-count.ts';
import { NOTIFICATION_LIST_QUERY_KEY } from '../api/list-notifications.ts';
import {
  applyEveryNotificationRead,
  applyNotificationRead,
  receiveNotification,
} from './update-notification-cache.ts';

function item(id: number, isAck = false): NotificationItem {
  return {
    type: 'task_completed',
    data: {
      id,
      title: 't',
      message: 'm',
      is_ack: isAck,
      created_at: '2025-01-01T00:00:00Z',
      status: 'info',
    },
  };
}

describe('notification cache of the query client', () => {
  let client: QueryClient;
  const list = () => client.getQueryData<NotificationList>(NOTIFICATION_LIST_QUERY_KEY);
  const count = () => client.getQueryData<{ count: number }>(UNREAD_COUNT_QUERY_KEY)?.count;

  beforeEach(() => {
    client = new QueryClient();
    client.setQueryData(NOTIFICATION_LIST_QUERY_KEY, [item(2), item(1, true)]);
    client.setQueryData(UNREAD_COUNT_QUERY_KEY, { count: 1 });
  });

  it('puts an arriving unread item on top and bumps the count once', () => {
    receiveNotification(client, item(3));
    receiveNotification(client, item(3));
    expect(list()?.map((entry) => entry.data.id)).toEqual([3, 2, 1]);
    expect(count()).toBe(2);
  });

  it('marks one read and lowers the count, never below zero', () => {
    applyNotificationRead(client, 2);
    expect(list()?.[0]?.data.is_ack).toBe(true);
    expect(count()).toBe(0);
    applyNotificationRead(client, 2);
    applyNotificationRead(client, 99);
    expect(count()).toBe(0);
  });

  it('marks every one read', () => {
    receiveNotification(client, item(3));
    applyEveryNotificationRead(client);
    expect(list()?.every((entry) => entry.data.is_ack)).toBe(true);
    expect(count()).toBe(0);
  });
});
