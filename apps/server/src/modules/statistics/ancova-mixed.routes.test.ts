import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AncovaResult } from '@plotline/contract/statistics-anova';
import { expectClose } from '@plotline/stats/testing/golden';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery } from '../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

// Issue 18, decision 053: the ANCOVA's adjusted means of a trial with lost plots under its
// design's mixed model, lmer(y ~ x + line + (1 | rep)) with emmeans (golden/ancova-mixed.R),
// instead of the least-squares fallback that drops the incomplete repetitions.

const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), 'golden');
const plots = readFileSync(join(GOLDEN, 'ancova-mixed.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((row) => {
    const [plot, , , x, y, lost] = row.replaceAll('"', '').split(',');
    return { plot: plot as string, x: Number(x), y: Number(y), lost: lost === '1' };
  });
type Mean = { level: string; mean: number; se: number; df: number; lower: number; upper: number };
const R = JSON.parse(readFileSync(join(GOLDEN, 'ancova-mixed.json'), 'utf8')) as {
  n: number;
  covariate_mean: number;
  block_variance: number;
  residual_variance: number;
  slope: { coef: number; se: number; df: number; t: number; p: number };
  means: Mean[];
};

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let yearId: number;
let fieldId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, yearId, fieldId } = await setUpNursery(app));
  const { db } = await getTestDatabase();
  const rows = await buildPlots(
    db,
    { id: yearId, cropId },
    plots.map((plot) => plot.plot),
  );
  for (const [index, row] of rows.entries()) {
    const plot = plots[index];
    if (!plot || plot.lost) continue;
    await buildResult(db, { cropId, plotId: row.id, feature: 'урожай', value: plot.y });
    await buildResult(db, { cropId, plotId: row.id, feature: 'густота', value: plot.x });
  }
});
afterEach(() => app.close());

const ancova = (extra = '') =>
  api(
    'GET',
    `ancova/?year_id=${yearId}&dependent_var=урожай&group_var=line&covariate_var=густота${extra}`,
  );

const near = (actual: number | null | undefined, expected: number, tolerance: number) =>
  expect(Math.abs((actual ?? Number.NaN) / expected - 1)).toBeLessThan(tolerance);

describe('ancova/ on a trial with lost plots (decision 053)', () => {
  it('adjusts the means under the trial’s mixed model by default, as lmerTest and emmeans', async () => {
    const response = await ancova();
    expect(response.statusCode, response.body).toBe(200);
    const { adjusted_means: adjusted } = AncovaResult.parse(response.json());
    expect(adjusted.trial_model).toBe('mixed');
    expect(adjusted.model).toBe('урожай ~ густота + line + (1 | repetition)');
    expectClose(adjusted.covariate_mean, R.covariate_mean, 'covariate mean');
    // REML optima and what hangs on their uncertainty: 1e-5; estimates and SEs: 1e-6
    near(adjusted.block_variance, R.block_variance, 1e-5);
    near(adjusted.residual_variance, R.residual_variance, 1e-5);
    expectClose(adjusted.slope.coef as number, R.slope.coef, 'slope');
    expectClose(adjusted.slope.se as number, R.slope.se, 'slope SE');
    near(adjusted.df, R.slope.df, 1e-5);
    near(adjusted.slope.pvalue, R.slope.p, 1e-5);
    expect(adjusted.means.map((m) => m.level)).toEqual(R.means.map((m) => m.level));
    for (const [i, mean] of R.means.entries()) {
      const ours = adjusted.means[i];
      expectClose(ours?.mean as number, mean.mean, `${mean.level} mean`);
      expectClose(ours?.se as number, mean.se, `${mean.level} SE`);
      near(ours?.df, mean.df, 1e-5);
      near(ours?.lower, mean.lower, 1e-5);
      near(ours?.upper, mean.upper, 1e-5);
    }
  });

  it('keeps the least-squares means with model=simple, and refuses mixed without blocks', async () => {
    const simple = AncovaResult.parse((await ancova('&model=simple')).json()).adjusted_means;
    expect(simple.trial_model).toBe('simple');
    expect(simple.model).toBe('урожай ~ густота + line');
    expect(simple.df).toBe(R.n - 8 - 1);
    const second = await api('POST', 'field_year_add/', {
      field_id: fieldId,
      year: 2024,
      spec_id: cropId,
    });
    const pooled = await ancova(`&year_ids=${second.json().id}&model=mixed`);
    expect(pooled.statusCode).toBe(400);
    expect(Object.keys(pooled.json())).toEqual(['model']);
  });
});
