import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file of the file store to attach to an outgoing mail. */
export type MailAttachmentRef = { fileName: string; storageKey: string; contentType: string };

/**
 * Mail waiting to go out over SMTP (decision 022): written in the same transaction as what
 * caused it, sent by the outbox worker, retried with growing delays. `next_attempt_at` is
 * null once the mail is sent or given up; `last_error` keeps the latest failure.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_next_attempt_idx').on(t.nextAttemptAt)],
);
