import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { createJobs, type Jobs } from './jobs-service.ts';

/** The jobs service with the settings of `config` (decision 032). */
export function createAppJobs(deps: {
  config: Config;
  database: DatabaseHandle;
  files: FileStore;
  log: FastifyBaseLogger;
  runJobs: boolean;
}): Promise<Jobs> {
  return createJobs({
    database: deps.database,
    files: deps.files,
    log: deps.log,
    runJobs: deps.runJobs,
    heartbeatSeconds: deps.config.JOBS_HEARTBEAT_SECONDS,
    staleSeconds: deps.config.JOBS_STALE_SECONDS,
    retryDelaySeconds: deps.config.JOBS_RETRY_DELAY_SECONDS,
  });
}
