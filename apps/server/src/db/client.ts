import { resolve } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import * as schema from './schema.ts';

/** The one drizzle instance the app uses, whichever database is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Db;
  /** `embedded`: the server this process runs in the data folder; `postgres`: DATABASE_URL. */
  kind: 'embedded' | 'postgres';
  /** Applies every pending migration of db/migrations. */
  migrate: () => Promise<void>;
  /** Ends the pool, and stops the embedded server when this process started it. */
  close: () => Promise<void>;
  /** A connected client of its own, outside the pool (LISTEN; the caller ends it). */
  openClient: () => Promise<pg.Client>;
  /** Raw SQL on the pool, as pg-boss's `db` option wants it (decision 032). */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
};

const MIGRATIONS_FOLDER = resolve(import.meta.dirname, 'migrations');
/** Advisory lock key held while migrating ("plotline" in ASCII, as a number). */
const MIGRATION_LOCK = 0x706c6f746c696e65n.toString();
/** Connections of one process; the embedded server allows 100 in all. */
const POOL_SIZE = 10;

/**
 * Opens PostgreSQL through `pg`: the server of `databaseUrl`, else the embedded server kept in
 * `dataDir/postgres` (decision 024), started now or joined when another process runs it.
 * @throws when the database cannot be reached or the embedded server cannot start
 */
export async function createDb(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Receives the embedded server's warnings and errors. */
  onEmbeddedLog?: (line: string) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connect(options.databaseUrl, 'postgres', async () => {});
  if (options.dataDir === 'memory://') {
    throw new Error('The embedded database needs a data folder (PLOTLINE_DATA_DIR)');
  }
  const server = await startEmbeddedPostgres({
    dir: resolve(options.dataDir, 'postgres'),
    onLog: options.onEmbeddedLog,
  });
  return connect(server.url, 'embedded', server.stop);
}

function connect(
  connectionString: string,
  kind: DatabaseHandle['kind'],
  stopServer: () => Promise<void>,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE });
  // an idle connection the server ended (a shutdown, a restart) leaves the pool; the next
  // query opens another. Unheard, its error would end the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind,
    migrate: async () => {
      // servers and workers may start together (decision 032): one migrates at a time
      const lock = new pg.Client({ connectionString });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.end();
      }
    },
    close: async () => {
      await pool.end();
      await stopServer();
    },
    openClient: async () => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      return client;
    },
    executeSql: (text, values) => pool.query(text, values),
  };
}

/**
 * Runs raw SQL and gives its rows.
 * For statements drizzle's builder cannot express (`unnest` bulk writes, window queries).
 */
export async function queryRows<Row>(
  db: Pick<Db, 'execute'>,
  query: Parameters<Db['execute']>[0],
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
