// Pedigrees of a 100,000-line crop on PostgreSQL (issue 14, decision 036): the depth-10 graph
// (ancestors and descendants, with F of every node) of one line in the middle of the pedigree
// over HTTP, target ≤ 50 ms; the coancestry matrix of 500 lines, target ≤ 1 s.
//
// The pedigree: 25 yearly cohorts of 4,000 lines. Cohort 0 and 5% of every later cohort are
// introductions (parents unknown); of the rest, 40% are crosses between two advanced lines
// (every 20th line: the 5% kept for crossing) of the three cohorts before, 60% selections of a
// line of the cohort before (mother = father: one generation of selfing). Seeded, so every
// run draws the same pedigree.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { startServer } from '../e2e/support/start-server.ts';
import { BENCH_USER, benchDatabaseUrl, seedBenchSeason } from './bench-database.ts';
import type { Report } from './bench-report.ts';

const BENCH_DB = 'plotline_bench_pedigree';
const COHORT = 4_000;
const COHORTS = 25;
const LINES = COHORT * COHORTS;
const ELITE_EVERY = 20;
const DEPTH = 10;
const COANCESTRY_LINES = 500;
const TARGET_PEDIGREE_MS = 50;
const TARGET_COANCESTRY_MS = 1_000;
const RUNS = 9;

/** 100,000 lines with their parents; every id is its line number (a fresh database). */
async function seedPedigree(databaseUrl: string): Promise<void> {
  const { database, db } = await seedBenchSeason(databaseUrl);
  await db.execute(sql`select setseed(0.14)`);
  await db.execute(
    sql`insert into lines (crop_id, name) select 1, 'Линия ' || g from generate_series(1, ${LINES}) g`,
  );
  // r1 picks the kind, r2 and r3 the parents; `0 * g` draws them per row
  await db.execute(sql`
    with drawn as (
      select g, (g - 1) / ${COHORT} as cohort, random() + 0 * g as r1, random() + 0 * g as r2,
        random() + 0 * g as r3
      from generate_series(${COHORT + 1}::int, ${LINES}::int) g
    ),
    pools as (
      select g, cohort, r1, r2, r3,
        greatest(0, cohort - 3) * ${COHORT} as elite_from,
        (cohort - greatest(0, cohort - 3)) * ${COHORT / ELITE_EVERY} as elites
      from drawn
    ),
    parents as (
      select g,
        case
          when r1 < 0.05 then null
          when r1 < 0.43 then elite_from + ${ELITE_EVERY} * (1 + floor(r2 * elites)::int)
          else (cohort - 1) * ${COHORT} + 1 + floor(r2 * ${COHORT})::int
        end as mother_id,
        case
          when r1 < 0.05 then null
          when r1 < 0.43 then elite_from + ${ELITE_EVERY} * (1 + floor(r3 * elites)::int)
          else (cohort - 1) * ${COHORT} + 1 + floor(r2 * ${COHORT})::int
        end as father_id
      from pools
    )
    update lines set mother_id = parents.mother_id, father_id = parents.father_id
    from parents where lines.id = parents.g`);
  await db.execute(sql`analyze lines`);
  await database.close();
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** Runs the pedigree benchmarks and prints their figures. */
export async function benchPedigree(report: Report): Promise<void> {
  const databaseUrl = await benchDatabaseUrl(BENCH_DB);
  if (!databaseUrl) {
    console.log('pedigree: no PostgreSQL reachable, skipped');
    return;
  }
  const seedStarted = performance.now();
  await seedPedigree(databaseUrl);
  console.log(
    `pedigree: seeded ${LINES} lines in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  try {
    const login = await fetch(`${server.url}/api/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_USER),
    });
    const { access } = (await login.json()) as { access: string };
    const call = async (path: string, body?: object) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/v1/plotline_db/${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${access}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return { ms: performance.now() - started, json };
    };
    const measure = async (
      label: string,
      run: () => ReturnType<typeof call>,
      target: number,
      before?: () => Promise<unknown>,
    ) => {
      await before?.();
      const first = await run();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        await before?.();
        times.push((await run()).ms);
      }
      times.sort((a, b) => a - b);
      report(label, percentile(times, 0.5), 'ms', target, true);
      console.log(
        `${''.padEnd(34)} p95 ${percentile(times, 0.95).toFixed(1)} ms, first ${first.ms.toFixed(1)} ms`,
      );
      return first.json;
    };
    // an advanced line of cohort 12: parents and grandparents above it, crosses below
    const middle = 12 * COHORT + 5 * ELITE_EVERY;
    const graph = await measure(
      `pedigree depth ${DEPTH} up+down (PG)`,
      () => call(`getting_pedigree/?line_id=${middle}&recursion_depth=${DEPTH}`),
      TARGET_PEDIGREE_MS,
    );
    // the same with no F kept yet (the first view after a parent change above these lines):
    // F of every node computed over its whole ancestry (4,803 lines) and kept
    const forget = new pg.Client({ connectionString: databaseUrl });
    await forget.connect();
    try {
      await measure(
        `pedigree depth ${DEPTH}, F not kept (PG)`,
        () => call(`getting_pedigree/?line_id=${middle}&recursion_depth=${DEPTH}`),
        TARGET_PEDIGREE_MS,
        () => forget.query('update lines set inbreeding = null where inbreeding is not null'),
      );
    } finally {
      await forget.end();
    }
    const nodes = graph.nodes as { generation: number }[];
    console.log(
      `${''.padEnd(34)} ${nodes.length} nodes (${nodes.filter((n) => n.generation < 0).length} ancestors, ${nodes.filter((n) => n.generation > 0).length} descendants), ${(graph.edges as unknown[]).length} edges`,
    );
    // 500 advanced lines of the last five cohorts: the candidates of next year's crosses
    const candidates = Array.from(
      { length: COANCESTRY_LINES },
      (_, i) => (COHORTS - 5) * COHORT + (i + 1) * ((5 * COHORT) / COANCESTRY_LINES),
    );
    const matrix = await measure(
      `coancestry of ${COANCESTRY_LINES} lines (PG)`,
      () => call('lines_coancestry/', { spec_id: 1, line_ids: candidates }),
      TARGET_COANCESTRY_MS,
    );
    const F = matrix.inbreeding as number[];
    console.log(
      `${''.padEnd(34)} mean F of the 500: ${(F.reduce((a, b) => a + b, 0) / F.length).toFixed(3)}`,
    );
  } finally {
    await server.stop();
  }
}
