import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The one drizzle instance the app uses, whichever database is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration of db/migrations. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PostgreSQL only: a connected client of its own, outside the pool (LISTEN; the caller ends it). */
  openClient?: () => Promise<pg.Client>;
};

const MIGRATIONS_FOLDER = resolve(import.meta.dirname, 'migrations');

/**
 * Opens PostgreSQL through `pg` when a URL is given, else an embedded PGlite database kept in
 * `dataDir/pglite` (or in memory when `dataDir` is `memory://`).
 */
export async function createDb(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
      openClient: async () => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        return client;
      },
    };
  }
  const location =
    options.dataDir === 'memory://' ? undefined : ensureDir(resolve(options.dataDir, 'pglite'));
  const client = await PGlite.create(location);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

function ensureDir(path: string): string {
  mkdirSync(path, { recursive: true });
  return path;
}

/**
 * Runs raw SQL and gives its rows, whichever driver answers (both return `{ rows }`).
 * For statements drizzle's builder cannot express (`unnest` bulk writes, window queries).
 */
export async function queryRows<Row>(
  db: Pick<Db, 'execute'>,
  query: Parameters<Db['execute']>[0],
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
