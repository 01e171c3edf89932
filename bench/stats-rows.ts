// The NSR, t-test and averages endpoints on a nursery season of 100,000 plots (25,000 lines ×
// 4 repetitions) on PostgreSQL, as the statistics pages ask for them (the first page of 50
// rows; the averages ranked): median and p95 against the goal of 400 ms, and the ratio to the
// direct SQL reading the same values in the same run (goal ≤ 1.5). Issue 12, decision 028.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { startServer } from '../e2e/support/start-server.ts';
import { BENCH_USER, benchDatabaseUrl, seedBenchSeason } from './bench-database.ts';
import type { Report } from './bench-report.ts';

const BENCH_DB = 'plotline_bench_stats_rows';
const LINES = 25_000;
const REPETITIONS = 4;
const FEATURES = 3;
const TARGET_MS = 400;
const TARGET_RATIO = 1.5;
const RUNS = 9;
const FEATURE = 'признак 2';

/** 100,000 plots with a value of every feature, control row `Л1`; returns the season's id. */
async function seedSeason(databaseUrl: string): Promise<number> {
  const { database, db, yearId } = await seedBenchSeason(databaseUrl);
  await db.execute(
    sql`insert into lines (crop_id, name) select 1, 'Линия ' || g from generate_series(1, ${LINES}) g`,
  );
  await db.execute(sql`insert into plots (field_year_id, line_id, name, position)
    select ${yearId}, g, 'Л' || g || '/' || r, (g - 1) * ${REPETITIONS} + r
    from generate_series(1, ${LINES}) g, generate_series(1, ${REPETITIONS}) r`);
  await db.execute(sql`insert into features (crop_id, name, kind)
    select 1, 'признак ' || g, 'quantitative' from generate_series(1, ${FEATURES}) g`);
  // the lateral subquery names p.id so that random() is drawn per row, not once
  await db.execute(sql`insert into plot_results (plot_id, feature_id, value_float, value_entered)
    select p.id, f.id, v, v::text from plots p cross join features f
      cross join lateral (select round((40 + random() * 20 + 0 * p.id)::numeric, 2)::float8 as v) t`);
  await db.execute(sql`analyze`);
  await database.close();
  return yearId;
}

/** The direct SQL reading what the endpoints read: every plot with its line and its value. */
const DIRECT_SQL = `select p.id, p.name, p.line_id, p.position, l.name as line_name, r.value_float
  from plots p join lines l on l.id = p.line_id
    left join plot_results r on r.plot_id = p.id and r.brush_id is null
      and r.feature_id = (select id from features where name = $2)
  where p.field_year_id = $1`;

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Runs the 100,000-plot benchmark of the row endpoints and prints its figures. */
export async function benchStatisticsRows(report: Report): Promise<void> {
  const databaseUrl = await benchDatabaseUrl(BENCH_DB);
  if (!databaseUrl) {
    console.log('statistics rows at scale: no PostgreSQL reachable, skipped');
    return;
  }
  const seedStarted = performance.now();
  const yearId = await seedSeason(databaseUrl);
  console.log(
    `statistics rows: seeded ${LINES * REPETITIONS} plots in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const login = await fetch(`${server.url}/api/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_USER),
    });
    const { access } = (await login.json()) as { access: string };
    const rows = `year_ids=${yearId}&feature=${FEATURE}`;
    const control = `control_plot=Л1&control_plot_year_id=${yearId}`;
    let bytes = 0;
    const get = (path: string) => async () => {
      const response = await fetch(`${server.url}/api/v1/plotline_db/${path}`, {
        headers: { authorization: `Bearer ${access}` },
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      bytes = (await response.arrayBuffer()).byteLength;
    };
    const direct = () => client.query(DIRECT_SQL, [yearId, FEATURE]);
    for (const [label, path] of [
      ['nsr', `calculate_nsr_multiple/?${rows}&${control}&page=1&page_size=50`],
      ['t-test', `perform_t_test_multiple/?${rows}&${control}&page=1&page_size=50`],
      [
        'averages',
        `cross_avg_values_multiple/?${rows}&sort_by__rank=${FEATURE}&page=1&page_size=50`,
      ],
    ] as const) {
      await get(path)();
      await direct();
      const endpoint: number[] = [];
      const database: number[] = [];
      // alternate, so that both see the same load of the machine
      for (let i = 0; i < RUNS; i += 1) {
        endpoint.push(await timed(get(path)));
        database.push(await timed(direct));
      }
      endpoint.sort((a, b) => a - b);
      database.sort((a, b) => a - b);
      const median = percentile(endpoint, 0.5);
      const sqlMedian = percentile(database, 0.5);
      report(`${label} 100k plots, page of 50 (PG)`, median, 'ms', TARGET_MS, true);
      console.log(
        `${''.padEnd(34)} p95 ${percentile(endpoint, 0.95).toFixed(1)} ms; direct SQL median ${sqlMedian.toFixed(1)} ms, ratio ${(median / sqlMedian).toFixed(2)} (goal ≤ ${TARGET_RATIO}); ${(bytes / 1024).toFixed(1)} KiB`,
      );
    }
    const whole = await timed(get(`calculate_nsr_multiple/?${rows}&${control}`));
    console.log(
      `${''.padEnd(34)} (unpaged nsr, the plain array of api-contract §8: ${whole.toFixed(0)} ms, ${(bytes / 1024 / 1024).toFixed(1)} MiB)`,
    );
  } finally {
    await client.end();
    await server.stop();
  }
}
