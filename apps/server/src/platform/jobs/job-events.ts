import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { listenOn } from '../realtime/event-bus.ts';

/** The PostgreSQL channel of job events, beside the notifications' one (decision 032). */
export const JOB_CHANNEL = 'plotline_jobs';

/**
 * What one process tells the others about jobs: a job was queued (`queued`: wake the
 * workers of its kind), made progress, ended, or its creator asked to cancel it.
 */
export type JobEvent =
  | { t: 'queued'; kind: string }
  | { t: 'progress'; id: number; p: number }
  | { t: 'ended'; id: number }
  | { t: 'cancel'; id: number };

export type JobEvents = {
  /** Sends the event to every process of the database, this one included. */
  publish: (event: JobEvent) => Promise<void>;
  /** @returns a function that unsubscribes */
  subscribe: (listener: (event: JobEvent) => void) => () => void;
  close: () => Promise<void>;
};

/**
 * Job events over LISTEN/NOTIFY, so a poll, a wait or a cancel reaches whichever server or
 * worker runs the job. Delivery is at most once; everything an event says is also in the
 * `jobs` row (progress, status, cancel request), which the readers fall back on.
 */
export async function openJobEvents(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<JobEvents> {
  const listeners = new Set<(event: JobEvent) => void>();
  const listening = await listenOn(
    database.openClient,
    JOB_CHANNEL,
    (payload) => {
      let event: JobEvent;
      try {
        event = JSON.parse(payload) as JobEvent;
      } catch {
        return;
      }
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          log.error({ err: error }, 'a job event listener failed');
        }
      }
    },
    log,
  );
  return {
    publish: async (event) => {
      await database.db.execute(sql`select pg_notify(${JOB_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await listening.close();
    },
  };
}
