// The PostgreSQL side of the benchmarks: a scratch database and a bench user's nursery.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb, type DatabaseHandle, queryRows } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare-database.ts';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.ts';

/** The bench user's sign-in. */
export const BENCH_USER = { username: 'bench', password: 'Bench-pass1' } as const;

/** A PostgreSQL URL: DATABASE_URL, else a fresh scratch database `name` on this machine's server. */
export async function benchDatabaseUrl(name: string): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = `postgres://${userInfo().username}@127.0.0.1:5432/postgres`;
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
    return admin.replace(/\/postgres$/, `/${name}`);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Migrates the database and creates the bench user with a crop (id 1), a nursery and its 2025
 * season; returns the open database (close it when seeded) and the season's id.
 */
export async function seedBenchSeason(databaseUrl: string) {
  const database = await createDb({ databaseUrl, dataDir: 'memory://' });
  await prepareDatabase(database);
  const hash = await hashPassword(BENCH_USER.password);
  const [ids] = await queryRows<{ year_id: number }>(
    database.db,
    sql`with u as (insert into users (username, password_hash) values (${BENCH_USER.username}, ${hash}) returning id),
      c as (insert into crops (owner_user_id, russian_name) select id, 'Пшеница' from u returning id, owner_user_id),
      f as (insert into fields (crop_id, owner_user_id, name, region) select id, owner_user_id, 'КСИ', 'Краснодар' from c returning id)
      insert into field_years (field_id, year) select id, 2025 from f returning id as year_id`,
  );
  return { database, db: database.db, yearId: ids?.year_id as number };
}

/**
 * The database `npm start` uses by default: an embedded PostgreSQL in a throw-away data
 * folder, migrated. `close` stops it and removes the folder.
 */
export async function openEmbeddedBenchDatabase(): Promise<DatabaseHandle> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plotline-bench-db-'));
  const database = await createDb({ dataDir });
  await prepareDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
