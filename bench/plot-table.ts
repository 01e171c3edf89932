// The plot table on a big nursery: 20,000 plots × 30 phenotypes on PostgreSQL (target:
// first page of 250 rows sorted by a phenotype in ≤ 100 ms, measured over HTTP).
import { userInfo } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb, queryRows } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare-database.ts';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.ts';
import { startServer } from '../e2e/support/start-server.ts';
import { benchPlotTableScroll } from './plot-table-scroll.ts';

const PLOTS = 20_000;
const FEATURES = 30;
const TARGET_MS = 100;
const BENCH_DB = 'plotline_bench_plots';

/** A PostgreSQL URL: DATABASE_URL, else a scratch database on this machine's server. */
async function benchDatabaseUrl(): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = `postgres://${userInfo().username}@127.0.0.1:5432/postgres`;
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
    await client.query(`drop database if exists ${BENCH_DB}`);
    await client.query(`create database ${BENCH_DB}`);
    return admin.replace(/\/postgres$/, `/${BENCH_DB}`);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Seeds one user, crop, nursery year with PLOTS plots, FEATURES numeric features each. */
async function seed(databaseUrl: string): Promise<number> {
  const database = await createDb({ databaseUrl, dataDir: 'memory://' });
  await prepareDatabase(database);
  const { db } = database;
  const hash = await hashPassword('Bench-pass1');
  const [ids] = await queryRows<{ year_id: number }>(
    db,
    sql`with u as (insert into users (username, password_hash) values ('bench', ${hash}) returning id),
      c as (insert into crops (owner_user_id, russian_name) select id, 'Пшеница' from u returning id, owner_user_id),
      f as (insert into fields (crop_id, owner_user_id, name, region) select id, owner_user_id, 'КСИ', 'Краснодар' from c returning id)
      insert into field_years (field_id, year) select id, 2025 from f returning id as year_id`,
  );
  const yearId = ids?.year_id as number;
  await db.execute(
    sql`insert into lines (crop_id, name) select 1, 'Линия ' || g from generate_series(1, ${PLOTS}) g`,
  );
  await db.execute(sql`insert into plots (field_year_id, line_id, name, label, position)
    select ${yearId}, g, 'Делянка ' || g || '/1', g::text, g from generate_series(1, ${PLOTS}) g`);
  await db.execute(sql`insert into features (crop_id, name, kind)
    select 1, 'признак ' || g, 'quantitative' from generate_series(1, ${FEATURES}) g`);
  await db.execute(sql`insert into plot_results (plot_id, feature_id, value_float, value_entered)
    select p, f, v, v::text from (select p, f, round((random() * 1000)::numeric, 2)::float8 as v
      from generate_series(1, ${PLOTS}) p, generate_series(1, ${FEATURES}) f) t`);
  await db.execute(sql`analyze`);
  await database.close();
  return yearId;
}

async function median(times: number, run: () => Promise<void>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

/** Runs the plot-table benchmark and prints its figures. */
export async function benchPlotTable(
  report: (
    name: string,
    value: number,
    unit: string,
    target: number,
    lowerIsBetter: boolean,
  ) => void,
): Promise<void> {
  const databaseUrl = await benchDatabaseUrl();
  if (!databaseUrl) {
    console.log('plot table: no PostgreSQL reachable, skipped');
    return;
  }
  const seedStarted = performance.now();
  const yearId = await seed(databaseUrl);
  console.log(
    `plot table: seeded ${PLOTS} plots × ${FEATURES} features in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  try {
    const login = await fetch(`${server.url}/api/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password: 'Bench-pass1' }),
    });
    const { access } = (await login.json()) as { access: string };
    const get = async (query: string) => {
      const response = await fetch(
        `${server.url}/api/v1/plotline_db/combined_plot_field_line_genealogy/?year_id=${yearId}&${query}`,
        { headers: { authorization: `Bearer ${access}` } },
      );
      if (!response.ok) throw new Error(`plot table answered ${response.status}`);
      await response.arrayBuffer();
    };
    await get('page_size=250'); // warm-up
    const sorted = await median(15, () =>
      get('page_size=250&sort_by=feature:признак 7&order=desc&with_unique_values=false'),
    );
    report('plot table p1 sorted by phenotype', sorted, 'ms', TARGET_MS, true);
    const middle = await median(15, () =>
      get('page=40&page_size=250&sort_by=feature:признак 3&with_unique_values=false'),
    );
    report('plot table p40 sorted by phenotype', middle, 'ms', TARGET_MS, true);
    const withValues = await median(5, () => get('page_size=250&sort_by=feature:признак 7'));
    console.log(
      `${''.padEnd(34)} with unique_values (30 × ≤500 values): ${withValues.toFixed(1)} ms`,
    );
    await benchPlotTableScroll(report, {
      url: server.url,
      username: 'bench',
      password: 'Bench-pass1',
      cropId: 1,
      fieldId: 1,
      yearId,
    });
  } finally {
    await server.stop();
  }
}
