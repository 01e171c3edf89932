// The statistics engine against the issue's targets, and its ratio to R where Rscript is
// installed (the same data, the same run): ANOVA + НСР + every line vs control on
// 100,000 plots × 500 lines (≤ 100 ms), all pairwise LSD/Tukey p-values of 500 lines (≤ 1 s),
// Pearson and Spearman matrices of 20,000 × 50 with p-values (ratio to R ≤ 1), the
// NSR / t-test / averages / ANOVA / correlation endpoints on a 20,000-plot nursery on
// PostgreSQL (≤ 1 s each), and the NSR / t-test / averages pages of a 100,000-plot season
// (≤ 400 ms, ≤ 1.5 × the direct SQL; stats-rows.ts, also `npm run bench -- stats-rows`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  compareWithControl,
  computeLsd,
  computePairwiseLsd,
} from '@plotline/stats/comparisons/comparisons';
import { computeTukeyHsd } from '@plotline/stats/comparisons/tukey-hsd';
import { computeCorrelationMatrix } from '@plotline/stats/descriptive/correlation';
import { computeOneWayAnova } from '@plotline/stats/linear/anova';
import { sql } from 'drizzle-orm';
import { startServer } from '../e2e/support/start-server.ts';
import { BENCH_USER, benchDatabaseUrl, seedBenchSeason } from './bench-database.ts';
import type { Report } from './bench-report.ts';
import { benchStatisticsRows } from './stats-rows.ts';

/** R's times on this machine class for what R cannot do faster (issue 5, R 4.2, reference BLAS). */
const R_REFERENCE_S = { aov: 16.3, lsdTest: 7.0, tukeyHsd: 34.7 };

/** A deterministic pseudo-random stream (Park–Miller), so R and we read the same numbers. */
function stream(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

/** Best of `times` runs after one warm-up (the JIT), in milliseconds. */
function bestOf(times: number, run: () => void): number {
  run();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** Seconds R takes for `body` (best of 3, after reading `csv` into `d`), or null without R. */
function timeInR(csv: string, body: string): number | null {
  try {
    execFileSync('Rscript', ['--version'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'plotline-bench-r-'));
  try {
    writeFileSync(join(dir, 'data.csv'), csv);
    const script = `d <- read.csv("${join(dir, 'data.csv')}")
      f <- function() { ${body} }
      invisible(f())
      cat(min(sapply(1:3, function(i) system.time(f())[["elapsed"]])))`;
    writeFileSync(join(dir, 'run.R'), script);
    return Number(execFileSync('Rscript', [join(dir, 'run.R')], { encoding: 'utf8' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function withRatio(
  report: Report,
  name: string,
  ms: number,
  target: number,
  rSeconds: number | null,
) {
  report(name, ms, 'ms', target, true);
  if (rSeconds !== null) {
    console.log(
      `${''.padEnd(34)} R in this run: ${(rSeconds * 1000).toFixed(1)} ms, ratio to R ${(ms / (rSeconds * 1000)).toFixed(3)}`,
    );
  }
}

function benchAnova(report: Report) {
  const plots = 100_000;
  const lineCount = 500;
  const random = stream(12345);
  const values = new Float64Array(plots);
  const lines = new Array<string>(plots);
  for (let i = 0; i < plots; i += 1) {
    lines[i] = `L${i % lineCount}`;
    values[i] = 50 + (i % lineCount) * 0.01 + (random() + random() + random() - 1.5) * 5;
  }
  const anovaMs = bestOf(5, () => {
    const anova = computeOneWayAnova(values, lines);
    computeLsd(anova.residual.ms, anova.residual.df, 200);
    computeLsd(anova.residual.ms, anova.residual.df, 200, 200, 0.01);
    compareWithControl(anova.groups, 'L0', anova.residual.ms, anova.residual.df);
  });
  const csv = `y,g\n${Array.from(values, (y, i) => `${y},${lines[i]}`).join('\n')}`;
  const handWritten = timeInR(
    csv,
    `m <- tapply(d$y, d$g, mean); n <- tapply(d$y, d$g, length); gm <- mean(d$y)
     sst <- sum(n * (m - gm)^2); sse <- sum((d$y - m[d$g])^2); mse <- sse / (nrow(d) - length(m))
     lsd <- qt(0.975, nrow(d) - length(m)) * sqrt(2 * mse / 200)
     p <- 2 * pt(-abs((m - m[["L0"]]) / sqrt(2 * mse / 200)), nrow(d) - length(m))`,
  );
  withRatio(report, 'ANOVA+НСР+vs control 100k×500', anovaMs, 100, handWritten);
  console.log(`${''.padEnd(34)} (R aov on the same design: ${R_REFERENCE_S.aov} s, issue 5)`);

  const anova = computeOneWayAnova(values, lines);
  const pairwiseMs = bestOf(3, () => {
    computePairwiseLsd(anova.groups, anova.residual.ms, anova.residual.df);
    computeTukeyHsd(anova.groups, anova.residual.ms, anova.residual.df);
  });
  report('pairwise LSD+Tukey p, 500 lines', pairwiseMs, 'ms', 1000, true);
  console.log(
    `${''.padEnd(34)} (R agricolae::LSD.test ${R_REFERENCE_S.lsdTest} s, TukeyHSD ${R_REFERENCE_S.tukeyHsd} s, issue 5; ratio ${(pairwiseMs / ((R_REFERENCE_S.lsdTest + R_REFERENCE_S.tukeyHsd) * 1000)).toFixed(4)})`,
  );
}

function benchCorrelation(report: Report) {
  const rows = 20_000;
  const features = 50;
  const random = stream(777);
  const columns = Array.from({ length: features }, () => new Float64Array(rows));
  for (let i = 0; i < rows; i += 1) {
    const common = random();
    for (let f = 0; f < features; f += 1) {
      (columns[f] as Float64Array)[i] =
        common * (f % 5) + random() * 10 + (f % 7 === 0 ? Math.round(random() * 3) : 0);
    }
  }
  const csv = [
    columns.map((_, f) => `f${f}`).join(','),
    ...Array.from({ length: rows }, (_, i) => columns.map((column) => column[i]).join(',')),
  ].join('\n');
  const pValues = (method: string) =>
    `r <- cor(d, method = "${method}"); n <- nrow(d); t <- r * sqrt((n - 2) / (1 - r^2)); p <- 2 * pt(-abs(t), n - 2)`;
  for (const method of ['pearson', 'spearman'] as const) {
    const ms = bestOf(3, () => computeCorrelationMatrix(columns, method, 0.95));
    const rSeconds = timeInR(csv, method === 'pearson' ? pValues('pearson') : pValues('spearman'));
    const target = method === 'pearson' ? 85 : 240;
    withRatio(
      report,
      `${method} 20k×50 with p-values`,
      ms,
      rSeconds === null ? target : rSeconds * 1000,
      rSeconds,
    );
  }
}

const BENCH_DB = 'plotline_bench_stats';
const LINES = 5_000;
const REPETITIONS = 4;

/**
 * A 20,000-plot trial: 5,000 lines × 4 repetitions, 10 features with a random value per plot
 * (the lateral subquery names `p.id` so it is drawn per row, not once).
 */
async function seedTrial(databaseUrl: string): Promise<number> {
  const { database, db, yearId } = await seedBenchSeason(databaseUrl);
  await db.execute(
    sql`insert into lines (crop_id, name) select 1, 'Линия ' || g from generate_series(1, ${LINES}) g`,
  );
  await db.execute(sql`insert into plots (field_year_id, line_id, name, position)
    select ${yearId}, g, 'Л' || g || '/' || r, (g - 1) * ${REPETITIONS} + r
    from generate_series(1, ${LINES}) g, generate_series(1, ${REPETITIONS}) r`);
  await db.execute(sql`insert into features (crop_id, name, kind)
    select 1, 'признак ' || g, 'quantitative' from generate_series(1, 10) g`);
  await db.execute(sql`insert into plot_results (plot_id, feature_id, value_float, value_entered)
    select p.id, f.id, v, v::text from plots p cross join features f
      cross join lateral (select round((40 + random() * 20 + 0 * p.id)::numeric, 2)::float8 as v) t`);
  await db.execute(sql`analyze`);
  await database.close();
  return yearId;
}

async function benchEndpoints(report: Report) {
  const databaseUrl = await benchDatabaseUrl(BENCH_DB);
  if (!databaseUrl) {
    console.log('statistics endpoints: no PostgreSQL reachable, skipped');
    return;
  }
  const yearId = await seedTrial(databaseUrl);
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  try {
    const login = await fetch(`${server.url}/api/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_USER),
    });
    const { access } = (await login.json()) as { access: string };
    const query = `year_ids=${yearId}&feature=признак 3&control_plot=Л1&control_plot_year_id=${yearId}`;
    const year = `year_id=${yearId}`;
    for (const [label, path] of [
      ['nsr', `calculate_nsr_multiple/?${query}`],
      ['t-test', `perform_t_test_multiple/?${query}`],
      ['averages', `cross_avg_values_multiple/?${query}`],
      ['anova line+rep', `anova/?${year}&dependent_var=признак 3&group_vars=line,repetition`],
      ['correlation', `correlation/?${year}&features=признак 1,признак 2,признак 3`],
    ] as const) {
      const get = async () => {
        const response = await fetch(`${server.url}/api/v1/plotline_db/${path}`, {
          headers: { authorization: `Bearer ${access}` },
        });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        await response.arrayBuffer();
      };
      await get();
      const samples: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const started = performance.now();
        await get();
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      report(`${label} 20k plots (PG)`, samples[3] ?? 0, 'ms', 1000, true);
    }
  } finally {
    await server.stop();
  }
}

/** Runs the statistics benchmarks and prints their figures. */
export async function benchStatistics(report: Report): Promise<void> {
  benchAnova(report);
  benchCorrelation(report);
  await benchEndpoints(report);
  await benchStatisticsRows(report);
}
