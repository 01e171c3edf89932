import { FEEDBACK_ATTACHMENT_KINDS } from '@plotline/contract/feedback';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * A message a signed-in user sent through the feedback dialog (spec §1, decision 022), with
 * where it was written from. Kept whether or not mail is configured.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** The web address the dialog was opened on, when the client said. */
    page: text('page'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_user_idx').on(t.userId)],
);

/** A file sent with a feedback; its bytes live in the file store under `storage_key`. */
export const feedbackAttachments = pgTable(
  'feedback_attachments',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    /** The name the file was uploaded with (not trusted for its kind). */
    fileName: text('file_name').notNull(),
    /** What the file's bytes show it is. */
    kind: text('kind', { enum: FEEDBACK_ATTACHMENT_KINDS }).notNull(),
    /** Bytes. */
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [
    index('feedback_attachments_feedback_idx').on(t.feedbackId),
    check(
      'feedback_attachments_kind_check',
      sql`${t.kind} in (${sql.raw(FEEDBACK_ATTACHMENT_KINDS.map((kind) => `'${kind}'`).join(','))})`,
    ),
  ],
);
