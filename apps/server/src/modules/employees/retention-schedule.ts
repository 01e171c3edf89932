import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { purgeDeactivatedUsers } from './purge-deactivated-users.ts';

/** How often the running server looks for deactivations past the retention period. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Delay of the first run after start, so it does not compete with start-up. */
const FIRST_RUN_DELAY_MS = 60 * 1000;

/**
 * Starts the in-process retention job (decision 014): a minute after start, then daily,
 * purgeDeactivatedUsers runs; runs never overlap and failures are logged, not thrown. The
 * timers do not keep the process alive.
 * @returns a function that stops the schedule
 */
export function startRetentionSchedule(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs: number = RETENTION_INTERVAL_MS,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const purged = await purgeDeactivatedUsers(db);
      if (purged > 0) log.info({ purged }, 'retention: personal data of deactivated users erased');
    } catch (error) {
      log.error({ err: error }, 'retention: purge failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), Math.min(FIRST_RUN_DELAY_MS, intervalMs));
  const every = setInterval(() => void run(), intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
