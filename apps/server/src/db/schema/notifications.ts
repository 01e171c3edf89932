import { NOTIFICATION_EVENT_TYPES, NOTIFICATION_STATUSES } from '@plotline/contract/notifications';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const quotedList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(','));

/**
 * An in-app notification of one user (spec §3, decision 021): what happened (`event_type`),
 * stored text in the language of the request that caused it, how it went (`status`) and
 * whether the user has read it. Raised only through `platform/realtime/notify.ts`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: text('event_type', { enum: NOTIFICATION_EVENT_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull(),
    isAck: boolean('is_ack').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the list (newest first, paged by id) and the unread count read through this index
    index('notifications_user_id_id_idx').on(t.userId, t.id.desc()),
    check(
      'notifications_event_type_check',
      sql`${t.eventType} in (${quotedList(NOTIFICATION_EVENT_TYPES)})`,
    ),
    check('notifications_status_check', sql`${t.status} in (${quotedList(NOTIFICATION_STATUSES)})`),
  ],
);
