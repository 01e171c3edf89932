import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { registerJobKinds } from './job-kinds.ts';
import { createFileStore } from './platform/files/file-store.ts';
import { s3SettingsOf } from './platform/files/s3-file-store.ts';
import { createAppJobs } from './platform/jobs/create-app-jobs.ts';
import { createEventBus } from './platform/realtime/event-bus.ts';

/**
 * `npm run worker` (decision 032): runs the job handlers without the HTTP server, on the same
 * database (DATABASE_URL, or the embedded one of PLOTLINE_DATA_DIR, joined when a server
 * runs it) and the same file store as the API servers. Start as many as the work needs;
 * each job runs once, in one of them.
 */
const config = loadConfig();
const log = pino({
  level: config.LOG_LEVEL === 'silent' ? 'silent' : config.LOG_LEVEL,
  base: { process: 'worker' },
});
const database = await createDb({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.dataDir,
  onEmbeddedLog: (line) => log.warn(`[embedded postgres] ${line}`),
});
await prepareDatabase(database);
const files = createFileStore(config.dataDir, s3SettingsOf(config));
const bus = await createEventBus(database, log);
const jobs = await createAppJobs({ config, database, files, log, runJobs: true });
registerJobKinds(jobs, { db: database.db, bus });
await jobs.start();
log.info({ pid: process.pid }, 'worker ready');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'worker stopping');
  // a job longer than this is left to the others: its heartbeat stops and it is retried
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await jobs.close();
  await bus.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
