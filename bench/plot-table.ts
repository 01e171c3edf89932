// The plot table on a big nursery: 20,000 plots × 30 phenotypes on PostgreSQL (target:
// first page of 250 rows sorted by a phenotype in ≤ 100 ms, measured over HTTP).
import { sql } from 'drizzle-orm';
import { startServer } from '../e2e/support/start-server.ts';
import { BENCH_USER, benchDatabaseUrl, seedBenchSeason } from './bench-database.ts';
import { benchPlotTableScroll } from './plot-table-scroll.ts';

const PLOTS = 20_000;
const FEATURES = 30;
const TARGET_MS = 100;
const BENCH_DB = 'plotline_bench_plots';

/** Seeds one user, crop, nursery year with PLOTS plots, FEATURES numeric features each. */
async function seed(databaseUrl: string): Promise<number> {
  const { database, db, yearId } = await seedBenchSeason(databaseUrl);
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
  const databaseUrl = await benchDatabaseUrl(BENCH_DB);
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
      body: JSON.stringify(BENCH_USER),
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
