import { API_PATHS } from '@plotline/contract/api-paths';
import { IdParams } from '@plotline/contract/common';
import {
  AckNotificationBody,
  MarkAllRead,
  NotificationItem,
  NotificationList,
  NotificationsQuery,
  UnreadCount,
} from '@plotline/contract/notifications';
import { and, count, desc, eq, lt, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { presentNotification } from '../../platform/realtime/present-notification.ts';

const TAGS = ['notifications'];
const LIST = `/${API_PATHS.notifications}`;

/** The caller's unread notifications the badge counts: pending ones are not shown. */
const unreadOf = (userId: number) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.isAck, false),
    ne(notifications.status, 'pending'),
  );

/**
 * The caller's in-app notifications (api-contract §10, decision 021): the list, the
 * acknowledgement, the unread count and mark-all-as-read. Every user reaches only their own
 * notifications; another user's id is a 404. New ones also arrive on the socket
 * (`notifications-socket.routes.ts`).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    LIST,
    {
      schema: {
        tags: TAGS,
        description:
          'The caller’s notifications, newest first. `status__neq` hides one status (the web ' +
          'asks `pending`); `before_id` pages to older ones (pass the last id received). ' +
          'New notifications arrive in the same item shape on the WebSocket ' +
          '`/ws/notice_app/notifications/<user_id>/?token=<access>`: close 4401 for a missing, ' +
          'bad or expired token or an inactive user, 4403 for another user’s id, 1001 when ' +
          'the server stops.',
        querystring: NotificationsQuery,
        response: { 200: NotificationList },
      },
    },
    async (request) => {
      const { status__neq, before_id, page_size } = request.query;
      const rows = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, requireUser(request).id),
            status__neq ? ne(notifications.status, status__neq) : undefined,
            before_id ? lt(notifications.id, before_id) : undefined,
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(page_size);
      return rows.map(presentNotification);
    },
  );

  app.get(
    `/${API_PATHS.notificationsUnreadCount}`,
    {
      schema: {
        tags: TAGS,
        description: 'How many of the caller’s notifications are unread (pending ones aside).',
        response: { 200: UnreadCount },
      },
    },
    async (request) => {
      const [row] = await db
        .select({ count: count() })
        .from(notifications)
        .where(unreadOf(requireUser(request).id));
      return { count: row?.count ?? 0 };
    },
  );

  app.post(
    `/${API_PATHS.notificationsMarkAllRead}`,
    {
      schema: {
        tags: TAGS,
        description: 'Marks every unread notification of the caller read; answers how many.',
        response: { 200: MarkAllRead },
      },
    },
    async (request) => {
      const updated = await db
        .update(notifications)
        .set({ isAck: true })
        .where(unreadOf(requireUser(request).id))
        .returning({ id: notifications.id });
      return { updated: updated.length };
    },
  );

  app.patch(
    `${LIST}:id/`,
    {
      schema: {
        tags: TAGS,
        description: 'Marks one of the caller’s notifications read (or unread again).',
        params: IdParams,
        body: AckNotificationBody,
        response: { 200: NotificationItem },
      },
    },
    async (request) => {
      const [row] = await db
        .update(notifications)
        .set({ isAck: request.body.is_ack })
        .where(
          and(
            eq(notifications.id, request.params.id),
            eq(notifications.userId, requireUser(request).id),
          ),
        )
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return presentNotification(row);
    },
  );
};
