import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const JOB_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;

/**
 * A long piece of work (an import) run outside the request: its progress, and its result or
 * the list of problems when it failed.
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
  },
  (t) => [index('jobs_created_by_idx').on(t.createdBy)],
);
