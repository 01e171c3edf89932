import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { DEMO_LOGIN, seedDemo } from './modules/companies/seed-demo.ts';
import { startRetentionSchedule } from './modules/employees/retention-schedule.ts';

const startedAt = performance.now();
const config = loadConfig();
const database = await createDb({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.dataDir,
  onEmbeddedLog: (line) => console.error(`[embedded postgres] ${line}`),
});
await prepareDatabase(database);
const seeded = config.SEED_DEMO ? await seedDemo(database.db) : false;
const app = await buildApp({ config, database });
await app.listen({ port: config.PORT, host: config.HOST });
// personal data of employees deactivated over a year ago is erased daily (decision 014)
const stopRetention = startRetentionSchedule(database.db, app.log);

const where =
  database.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL';
const ms = Math.round(performance.now() - startedAt);
console.log(
  `\nPlotline is running at http://localhost:${config.PORT}  (${where}, ready in ${ms} ms)`,
);
if (database.kind === 'embedded' && existsSync(join(config.dataDir, 'pglite'))) {
  // before decision 024 the embedded database was PGlite, in <data>/pglite: no longer read
  console.warn(
    `An old PGlite database is in ${join(config.dataDir, 'pglite')}: it is not read since the embedded database became PostgreSQL (decision 024). Delete the folder once you no longer need it.`,
  );
}
if (config.SEED_DEMO) {
  const note = seeded ? 'created now' : 'created on first start';
  console.log(`Demo sign-in: ${DEMO_LOGIN.username} / ${DEMO_LOGIN.password}  (${note})`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  stopRetention();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
