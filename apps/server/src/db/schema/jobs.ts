import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const JOB_STATUSES = ['pending', 'processing', 'success', 'failed', 'cancelled'] as const;

/**
 * A long piece of work (an import) run outside the request, as its creator sees it: its
 * progress, and its result or the list of problems when it failed. pg-boss carries the queue
 * (decision 032); this row is the user-facing record.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    /** 0..100. */
    progress: integer('progress').notNull().default(0),
    result: jsonb('result'),
    errors: jsonb('errors'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the job works on (form fields, the file-store key of its upload), decision 032. */
    input: jsonb('input'),
    /** The pg-boss job carrying this one through the queue (leases, retries). */
    queueId: uuid('queue_id'),
    /** Runs started so far; a run writes progress and its end only while it is the latest. */
    attempt: integer('attempt').notNull().default(0),
    /** Last sign of life of the run; a stale one means its process died (decision 032). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Set when the creator asked to cancel; the run stops at its next check. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
  },
  (t) => [index('jobs_created_by_idx').on(t.createdBy)],
);
