import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb, type DatabaseHandle } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare-database.ts';
import * as schema from '../db/schema.ts';

let shared: Promise<DatabaseHandle> | undefined;

/**
 * The database of this test worker, opened and migrated once: the suite's embedded
 * PostgreSQL (server-embedded), or the PostgreSQL of DATABASE_URL (server-postgres).
 */
export function getTestDatabase(): Promise<DatabaseHandle> {
  shared ??= openTestDatabase();
  return shared;
}

/** Connection string of this suite's database (for a second server process in a test). */
export function getTestDatabaseUrl(): string {
  if (process.env.PLOTLINE_TEST_DB !== 'postgres') return inject('embeddedDatabaseUrl');
  if (!process.env.DATABASE_URL) throw new Error('server-postgres needs DATABASE_URL');
  return process.env.DATABASE_URL;
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const database = await createDb({ databaseUrl: getTestDatabaseUrl(), dataDir: 'memory://' });
  await prepareDatabase(database);
  return database;
}

/** Reference data that survives a reset. */
const KEPT_TABLES = new Set(['countries', 'regions']);

/** Empties every table but the reference data, restarting ids. */
export async function resetDatabase(database: DatabaseHandle): Promise<void> {
  const tables = Object.values(schema)
    .filter(
      (value) => typeof value === 'object' && value !== null && Symbol.for('drizzle:Name') in value,
    )
    .map((table) => getTableName(table as never))
    .filter((name) => !KEPT_TABLES.has(name));
  await database.db.execute(
    sql.raw(`truncate table ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`),
  );
  // the queue entries of earlier tests' jobs (decision 032), once pg-boss has made its schema
  await database.db.execute(
    sql.raw(`do $$ begin if to_regclass('pgboss.job') is not null then delete from pgboss.job;
      end if; end $$`),
  );
}

/**
 * A fresh app over an emptied test database. `env` overrides configuration (the login
 * block length, rate limits…).
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const database = await getTestDatabase();
  await resetDatabase(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PLOTLINE_DATA_DIR: 'memory://',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  return buildApp({ config, database });
}
