import { z } from 'zod';
import { Id, integerInput } from './common.ts';

/**
 * In-app notifications (spec §3 "Notification", §4 "Real-time channel", api-contract §10).
 * The list, the acknowledgement and the WebSocket message all carry one item shape:
 * `{type, data: {id, title, message, is_ack, created_at, status}}`.
 */

/** What happened (spec §4): the `type` of an item. */
export const NOTIFICATION_EVENT_TYPES = [
  'mutation_definition',
  'system_notification',
  'data_updated',
  'task_completed',
  'phenotype_prediction',
  'file_upload',
] as const;
export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number];

/** How it went (spec §3); `pending` ones are hidden by `status__neq=pending`. */
export const NOTIFICATION_STATUSES = [
  'info',
  'success',
  'warning',
  'error',
  'failed',
  'pending',
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Most items one list request answers. */
export const NOTIFICATIONS_PAGE_MAX = 200;
export const NOTIFICATIONS_PAGE_DEFAULT = 50;

export const NotificationData = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  is_ack: z.boolean(),
  created_at: z.string().describe('ISO 8601 timestamp with time zone'),
  status: z.enum(NOTIFICATION_STATUSES),
});
export type NotificationData = z.infer<typeof NotificationData>;

/** One notification: the list's item and the WebSocket message. */
export const NotificationItem = z.object({
  type: z.enum(NOTIFICATION_EVENT_TYPES),
  data: NotificationData,
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/**
 * `GET notice_app/notifications/`: the caller's notifications, newest first. `status__neq`
 * hides one status (the web asks `pending`); `before_id` pages to older ones.
 */
export const NotificationsQuery = z.object({
  status__neq: z.enum(NOTIFICATION_STATUSES).optional(),
  before_id: Id.optional().describe('only ids below this one'),
  page_size: integerInput({ min: 1, max: NOTIFICATIONS_PAGE_MAX }).default(
    NOTIFICATIONS_PAGE_DEFAULT,
  ),
});
export type NotificationsQuery = z.input<typeof NotificationsQuery>;

export const NotificationList = z.array(NotificationItem);
export type NotificationList = z.infer<typeof NotificationList>;

/** `PATCH notice_app/notifications/{id}/`. */
export const AckNotificationBody = z.object({ is_ack: z.boolean() });
export type AckNotificationBody = z.infer<typeof AckNotificationBody>;

/** `GET notice_app/notifications/unread_count/` (ours): the badge's number, pending excluded. */
export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** `POST notice_app/notifications/mark_all_as_read/` (ours): how many became read. */
export const MarkAllRead = z.object({ updated: z.number().int() });
export type MarkAllRead = z.infer<typeof MarkAllRead>;

/**
 * The WebSocket address (api-contract §10), relative to the site root:
 * `/ws/notice_app/notifications/<user_id>/?token=<access>`.
 */
export const notificationsSocketPath = (userId: number, token: string) =>
  `/ws/notice_app/notifications/${userId}/?token=${encodeURIComponent(token)}`;

/**
 * Close codes of the channel: the token is missing, bad or expired (the client refreshes and
 * reconnects) or belongs to another user (it does not retry).
 */
export const SOCKET_CLOSE = { unauthorized: 4401, forbidden: 4403 } as const;
