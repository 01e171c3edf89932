// The plot table at scale (issue 12, decision 029), on PostgreSQL: a 100,000-plot season with
// 20 phenotypes, 250,000 plots of the same crop elsewhere and a 13-plot season. Each figure is
// the median (and p95) over HTTP as the web asks, and its ratio to the direct SQL: the same
// statements the server issues for that request, replayed over one connection in the same run.
import { CombinedPlotsQuery } from '@plotline/contract/plots';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { listCombinedPlots } from '../apps/server/src/modules/plots/list-combined-plots.ts';
import { startServer } from '../e2e/support/start-server.ts';
import { BENCH_USER, benchDatabaseUrl } from './bench-database.ts';
import type { Report } from './bench-report.ts';
import {
  BIG_PLOTS,
  OTHER_PLOTS,
  type ScaleSeed,
  SMALL_PLOTS,
  seedPlotTableScale,
} from './plot-table-scale-seed.ts';

const BENCH_DB = 'plotline_bench_plot_scale';
const TARGETS = { firstPageMs: 150, pageMs: 100, smallSeasonMs: 50, ratio: 1.5 };
const RUNS = 15;

type Statement = { text: string; values: unknown[] };

/** Median and 95th percentile of `runs` timed calls (after one warm-up). */
async function time(runs: number, call: () => Promise<unknown>) {
  await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/**
 * The SQL statements the server runs for one table request: listCombinedPlots in this process
 * over a pool that writes down every statement.
 */
async function recordStatements(
  databaseUrl: string,
  season: { id: number; cropId: number },
  query: Record<string, string>,
): Promise<Statement[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const statements: Statement[] = [];
  const send = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown[]) => {
    const statement =
      typeof config === 'string'
        ? { text: config }
        : (config as { text: string; values?: unknown[] });
    statements.push({ text: statement.text, values: statement.values ?? values ?? [] });
    return send(config, values);
  };
  const db = drizzle(pool, { schema }) as unknown as Db;
  await listCombinedPlots(db, season, CombinedPlotsQuery.parse(query));
  await pool.end();
  return statements;
}

/** Runs the plot-table scale benchmark and prints its figures. */
export async function benchPlotTableScale(report: Report): Promise<void> {
  const databaseUrl = await benchDatabaseUrl(BENCH_DB);
  if (!databaseUrl) {
    console.log('plot table at scale: no PostgreSQL reachable, skipped');
    return;
  }
  const seedStarted = performance.now();
  const seeded = await seedPlotTableScale(databaseUrl);
  const steps = Object.entries(seeded.steps)
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
    .join(', ');
  console.log(
    `plot table at scale: seeded ${BIG_PLOTS} + ${OTHER_PLOTS} + ${SMALL_PLOTS} plots × ≤${seeded.features} phenotypes in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${steps})`,
  );
  await measurePlotTableScale(report, databaseUrl, seeded);
}

/** The timed part, on a database seeded by seedPlotTableScale. */
export async function measurePlotTableScale(
  report: Report,
  databaseUrl: string,
  seeded: ScaleSeed,
): Promise<void> {
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  const direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  try {
    const login = await fetch(`${server.url}/api/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_USER),
    });
    const { access } = (await login.json()) as { access: string };
    const cases: { name: string; target: number; yearId: number; query: Record<string, string> }[] =
      [
        {
          name: 'first page + unique values (100k)',
          target: TARGETS.firstPageMs,
          yearId: seeded.bigYearId,
          query: { page: '1', page_size: '250' },
        },
        {
          name: 'page 2, map order (100k)',
          target: TARGETS.pageMs,
          yearId: seeded.bigYearId,
          query: { page: '2', page_size: '250', with_unique_values: 'false' },
        },
        {
          name: 'page 400 (last), map order',
          target: TARGETS.pageMs,
          yearId: seeded.bigYearId,
          query: { page: '400', page_size: '250', with_unique_values: 'false' },
        },
        {
          name: 'page 1 by phenotype (fine) desc',
          target: TARGETS.pageMs,
          yearId: seeded.bigYearId,
          query: {
            page: '1',
            page_size: '250',
            sort_by: 'feature:признак 09',
            order: 'desc',
            with_unique_values: 'false',
          },
        },
        {
          name: 'page 200 by phenotype (score)',
          target: TARGETS.pageMs,
          yearId: seeded.bigYearId,
          query: {
            page: '200',
            page_size: '250',
            sort_by: 'feature:признак 03',
            with_unique_values: 'false',
          },
        },
        {
          name: 'page 400 by phenotype (colour)',
          target: TARGETS.pageMs,
          yearId: seeded.bigYearId,
          query: {
            page: '400',
            page_size: '250',
            sort_by: 'feature:признак 19',
            order: 'desc',
            with_unique_values: 'false',
          },
        },
        {
          name: 'small season (13) + unique values',
          target: TARGETS.smallSeasonMs,
          yearId: seeded.smallYearId,
          query: { page: '1', page_size: '250' },
        },
      ];
    for (const item of cases) {
      const query = { year_id: String(item.yearId), ...item.query };
      const url = `${server.url}/api/v1/plotline_db/combined_plot_field_line_genealogy/?${new URLSearchParams(query)}`;
      const api = await time(RUNS, async () => {
        const response = await fetch(url, { headers: { authorization: `Bearer ${access}` } });
        if (!response.ok) throw new Error(`${item.name}: ${response.status}`);
        await response.arrayBuffer();
      });
      const statements = await recordStatements(databaseUrl, { id: item.yearId, cropId: 1 }, query);
      const sqlTime = await time(RUNS, async () => {
        for (const statement of statements) await direct.query(statement.text, statement.values);
      });
      report(`plot table ${item.name}`, api.median, 'ms', item.target, true);
      const ratio = api.median / sqlTime.median;
      console.log(
        `${''.padEnd(34)} p95 ${api.p95.toFixed(1)} ms; direct SQL (${statements.length} statements) median ${sqlTime.median.toFixed(1)} ms, p95 ${sqlTime.p95.toFixed(1)} ms; ratio ${ratio.toFixed(2)} (target ≤ ${TARGETS.ratio}) ${ratio <= TARGETS.ratio ? 'ok' : 'SLOW'}`,
      );
    }
  } finally {
    await direct.end();
    await server.stop();
  }
}
