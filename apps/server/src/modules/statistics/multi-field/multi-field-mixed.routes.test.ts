import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type MultiFieldMixed,
  MultipleFieldComparison,
} from '@plotline/contract/statistics-hybrids';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery } from '../../../test/nursery-api.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import {
  expectNear,
  type GoldenPlot,
  HEIGHT,
  plantGoldenTrial,
  readGoldenPlots,
  YIELD,
} from '../heritability/heritability-test-kit.ts';

// Issue 18, decision 053: golden/multi-field-mixed.R fits the plots of heritability.R (two
// seasons of 20 lines × 3 repetitions, KS-20 not planted in 2025, two 2025 plots without yield)
// with lmerTest: y ~ env + env:rep + line + (1 | line:env); emmeans of the lines, Type III.

type GoldenMixed = {
  n: number;
  logLik: number;
  components: { name: string; variance: number }[];
  anova: { term: string; num_df: number; den_df: number; f: number; p: number }[];
  lines: { line: string; mean: number; se: number; df: number }[];
  mean_sed: number;
  lsd: number;
};
const R = JSON.parse(
  readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '..', 'golden', 'multi-field-mixed.json'),
    'utf8',
  ),
) as { yield: GoldenMixed; height: GoldenMixed };
const TERM = {
  env: 'environment',
  'env:rep': 'replicate_within_environment',
  line: 'line',
} as const;

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let season2025: number;
let season2024: number;

beforeEach(async () => {
  app = await buildTestApp();
  let fieldId: number;
  ({ api, cropId, fieldId, yearId: season2025 } = await setUpNursery(app));
  season2024 = (
    await api('POST', 'field_year_add/', { field_id: fieldId, year: 2024, spec_id: cropId })
  ).json().id;
});
afterEach(() => app.close());

async function compare(feature: string, extra = '', language = 'en') {
  const response = await api(
    'GET',
    `multiple_field_comparison/?year_ids=${season2024},${season2025}&feature=${encodeURIComponent(feature)}${extra}`,
    undefined,
    { 'accept-language': language },
  );
  return response;
}

async function comparison(feature: string, extra = '', language = 'en') {
  const response = await compare(feature, extra, language);
  expect(response.statusCode, response.body).toBe(200);
  return MultipleFieldComparison.parse(response.json());
}

/** REML optima and the df and tests that hang on them: 1e-5; means, SEs, SEDs: 1e-6. */
function expectLikeR(mixed: MultiFieldMixed, r: GoldenMixed) {
  expect(mixed.formula).toBe('y ~ env + env:rep + line + (1 | line:env)');
  expect(mixed.converged).toBe(true);
  expectNear(mixed.log_likelihood ?? Number.NaN, r.logLik, 'logLik', 1e-5);
  const [gxe, residual] = r.components;
  expectNear(mixed.components[0]?.variance ?? Number.NaN, gxe?.variance ?? 0, 'G×E', 1e-5);
  expectNear(mixed.components[1]?.variance ?? Number.NaN, residual?.variance ?? 0, 'resid', 1e-5);
  expect(mixed.tests.map((t) => t.term).sort()).toEqual(Object.values(TERM).sort());
  for (const row of r.anova) {
    const ours = mixed.tests.find((t) => t.term === TERM[row.term as keyof typeof TERM]);
    expect(ours?.num_df).toBe(row.num_df);
    expectNear(ours?.den_df ?? Number.NaN, row.den_df, `${row.term} den df`, 1e-5);
    expectNear(ours?.f ?? Number.NaN, row.f, `${row.term} F`, 1e-5);
    expectNear(ours?.p ?? Number.NaN, row.p, `${row.term} p`, 1e-5);
  }
  expect(mixed.lines).toHaveLength(r.lines.length);
  for (const line of r.lines) {
    const ours = mixed.lines.find((l) => l.line === line.line);
    expectNear(ours?.mean ?? Number.NaN, line.mean, `mean ${line.line}`);
    expectNear(ours?.se ?? Number.NaN, line.se, `SE ${line.line}`);
    expectNear(ours?.df ?? Number.NaN, line.df, `df ${line.line}`, 1e-5);
  }
  expectNear(mixed.mean_sed ?? Number.NaN, r.mean_sed, 'mean SED');
  expectNear(mixed.lsd ?? Number.NaN, r.lsd, 'НСР₀₅', 1e-5);
  const means = mixed.lines.map((l) => l.mean ?? Number.NaN);
  expect(means).toEqual([...means].sort((a, b) => b - a));
  // competition ranking: a tie shares the first place of its run
  expect(mixed.lines.map((l) => l.rank)).toEqual(means.map((m) => means.indexOf(m) + 1));
}

describe('multiple_field_comparison/ mixed model (decision 053)', () => {
  it('runs by default when lines are left out of the balanced part, and agrees with R', async () => {
    await plantGoldenTrial(cropId, { 2024: season2024, 2025: season2025 }, readGoldenPlots());
    const answer = await comparison(YIELD);
    expect(answer.model).toBe('mixed');
    expect(answer.balanced_refusal).toBeNull();
    // the balanced analysis goes on without the lines missing a season or a repetition
    expect(answer.excluded_lines).toEqual(['KS-03', 'KS-11', 'KS-20']);
    expect(answer.lines).toHaveLength(17);
    expectLikeR(answer.mixed as MultiFieldMixed, R.yield);
    // the line not planted in 2025 keeps its 2024 plots
    const missing = answer.mixed?.lines.find((l) => l.line === 'KS-20');
    expect(missing).toMatchObject({ n_plots: 3, n_environments: 1 });
    expect(answer.mixed?.lines.find((l) => l.line === 'KS-03')).toMatchObject({
      n_plots: 5,
      n_environments: 2,
    });
    expectLikeR((await comparison(HEIGHT, '&model=mixed')).mixed as MultiFieldMixed, R.height);
  });

  it('model=simple gives the balanced analysis alone', async () => {
    await plantGoldenTrial(cropId, { 2024: season2024, 2025: season2025 }, readGoldenPlots());
    const simple = await comparison(YIELD, '&model=simple');
    const mixed = await comparison(YIELD, '&model=mixed');
    expect(simple.model).toBe('simple');
    expect(simple.mixed).toBeNull();
    const { model: _a, mixed: _b, ...balancedSimple } = simple;
    const { model: _c, mixed: _d, ...balancedMixed } = mixed;
    expect(balancedMixed).toEqual(balancedSimple);
  });

  it('answers the mixed model where the balanced analysis refuses, saying why in the language asked', async () => {
    // 2024: A, B, C, D; 2025: C, D (one repetition only), E — the balanced part is C alone
    const plots: GoldenPlot[] = [2024, 2025].flatMap((season) =>
      (season === 2024 ? ['A', 'B', 'C', 'D'] : ['C', 'D', 'E']).flatMap((line, i) =>
        [1, 2]
          .filter((rep) => !(season === 2025 && line === 'D' && rep === 2))
          .map((rep) => ({
            season,
            plot: `${line}/${rep}`,
            line,
            yield: 40 + i * 3 + rep + (season === 2025 ? 5 : 0) + (line === 'C' ? rep * 0.7 : 0),
            height: undefined,
          })),
      ),
    );
    await plantGoldenTrial(cropId, { 2024: season2024, 2025: season2025 }, plots);
    const answer = await comparison(YIELD, '', 'ru');
    expect(answer.model).toBe('mixed');
    expect(answer.lines).toEqual([]);
    expect(answer.combined_anova).toEqual([]);
    expect(answer.excluded_lines).toEqual(['A', 'B', 'D', 'E']);
    expect(answer.balanced_refusal).toMatch(/[а-яё]/i);
    expect(answer.environments).toHaveLength(2);
    expect(answer.mixed?.lines.map((l) => l.line).sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
    const lineTest = answer.mixed?.tests.find((t) => t.term === 'line');
    expect(lineTest?.den_df).toBeGreaterThan(0.5);
    // asked for the balanced part alone, the refusal stays a 400
    const refused = await compare(YIELD, '&model=simple');
    expect(refused.statusCode).toBe(400);
  });

  it('refuses the mixed model without repetitions, naming the feature (400, nothing else)', async () => {
    const plots: GoldenPlot[] = [2024, 2025].flatMap((season) =>
      ['A', 'B', 'C'].map((line, i) => ({
        season,
        plot: line,
        line,
        yield: 40 + i + (season === 2025 ? 2 : 0),
        height: undefined,
      })),
    );
    await plantGoldenTrial(cropId, { 2024: season2024, 2025: season2025 }, plots);
    const response = await compare(YIELD, '&model=mixed', 'es');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(`«${YIELD}»`);
    expect(JSON.stringify(response.json())).toContain('modelo mixto');
    // by default only the balanced analysis can be tried: its own refusal
    const balanced = await compare(YIELD, '', 'en');
    expect(balanced.statusCode).toBe(400);
    expect(JSON.stringify(balanced.json())).toContain('two repetitions');
  });
});

describe('multiple_field_comparison/ mixed model refusals', () => {
  it('refuses nursery years that share no line (400 in the language asked)', async () => {
    const plots: GoldenPlot[] = [2024, 2025].flatMap((season) =>
      (season === 2024 ? ['A', 'B'] : ['C', 'D']).flatMap((line, i) =>
        [1, 2].map((rep) => ({
          season,
          plot: `${line}/${rep}`,
          line,
          yield: 40 + i + rep,
          height: undefined,
        })),
      ),
    );
    await plantGoldenTrial(cropId, { 2024: season2024, 2025: season2025 }, plots);
    const response = await compare(YIELD, '&model=mixed', 'it');
    expect(response.statusCode).toBe(400);
    expect(response.json().feature?.[0]).toContain('linee comuni');
  });

  it('refuses seasons sharing one line: no df for the line × season variation', async () => {
    // 2024: A, B, C; 2025: C, D, E — every line but C in one season
    const plots: GoldenPlot[] = [2024, 2025].flatMap((season) =>
      (season === 2024 ? ['A', 'B', 'C'] : ['C', 'D', 'E']).flatMap((line, i) =>
        [1, 2].map((rep) => ({
          season,
          plot: `${line}/${rep}`,
          line,
          yield: 40 + i + rep,
          height: undefined,
        })),
      ),
    );
    await plantGoldenTrial(cropId, { 2024: season2024, 2025: season2025 }, plots);
    const response = await compare(YIELD, '&model=mixed', 'ru');
    expect(response.statusCode).toBe(400);
    expect(response.json().feature?.[0]).toContain('не менее двух линий');
    // by default the balanced analysis is tried alone, and refuses with its own message
    const balanced = await compare(YIELD);
    expect(balanced.statusCode).toBe(400);
    expect(balanced.json().feature?.[0]).not.toContain('line × year');
  });
});
