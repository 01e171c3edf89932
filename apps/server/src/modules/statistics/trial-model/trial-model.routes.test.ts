import { AverageRowsPage, NsrRows, NsrRowsPage, TTestRows } from '@plotline/contract/statistics';
import { expectClose, expectP } from '@plotline/stats/testing/golden';
import { readGoldenPlots, readTrialGolden } from '@plotline/stats/testing/trial-model-golden';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery } from '../../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../../test/test-app.ts';
import { starsOf } from '../significance.ts';

// Issue 18, decision 050: a trial with missing plots gets the verdicts R gives for its real
// design (lmer(y ~ line + (1|rep)), emmeans with Satterthwaite df), not the one-way fallback.
// The RCBD: 16 lines × 3 repetitions, 5 of the 48 plots without a value, control L01.

const golden = readTrialGolden();
const FEATURE = 'урожай';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let yearId: number;
let fieldId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, yearId, fieldId } = await setUpNursery(app));
});
afterEach(() => app.close());

/** The golden plots in a season; the missing ones are planted without a value unless `all`. */
async function plantTrial(season: number, { all = false } = {}) {
  const { db } = await getTestDatabase();
  const plots = readGoldenPlots();
  const rows = await buildPlots(
    db,
    { id: season, cropId },
    plots.map((plot) => plot.plot),
  );
  for (const [index, row] of rows.entries()) {
    const plot = plots[index];
    if (!plot || (plot.missing && !all)) continue;
    await buildResult(db, { cropId, plotId: row.id, feature: FEATURE, value: plot.y });
  }
}

type Item = Record<string, unknown> & { feature: string };
type Row = { plot_name: string; year_id: number; features: Item[] };

const url = (endpoint: string, season: number, extra = '') =>
  `${endpoint}/?year_ids=${season}&feature=${FEATURE}&control_plot=L01&control_plot_year_id=${season}${extra}`;

async function itemsOf(endpoint: string, season: number, extra = '') {
  const response = await api('GET', url(endpoint, season, extra));
  expect(response.statusCode, response.body).toBe(200);
  const rows: Row[] = response.json();
  return new Map(rows.map((row) => [row.plot_name, row.features[0] as Item]));
}

const significantLines = (contrasts: Record<string, { nsr_stars: string }>) =>
  Object.keys(contrasts).filter((line) => contrasts[line]?.nsr_stars !== '');

describe('a trial with missing plots (the mixed model by default)', () => {
  it('gives R’s adjusted means, НСР₀₅ and verdicts on the НСР page', async () => {
    await plantTrial(yearId);
    const response = await api('GET', url('calculate_nsr_multiple', yearId));
    expect(NsrRows.parse(response.json())).toEqual(response.json());
    const items = await itemsOf('calculate_nsr_multiple', yearId);
    expect(items.get('L01')).toMatchObject({ nsr: null, significance: null, stars: null });
    expectClose(items.get('L01')?.avg_value as number, golden.mixed.means.L01?.emmean as number);
    for (const [line, contrast] of Object.entries(golden.mixed.contrasts)) {
      const item = items.get(line) as Item;
      expectClose(item.avg_value as number, golden.mixed.means[line]?.emmean as number, line);
      expectClose(item.nsr as number, contrast.nsr05, `${line} НСР₀₅`);
      expect(item.stars, line).toBe(contrast.nsr_stars);
      expect(item.significance, line).toBe(contrast.nsr_stars !== '');
      const color = contrast.nsr_stars === '' ? null : contrast.estimate > 0 ? 'green' : 'red';
      expect(item.color, line).toBe(color);
    }
  });

  it('gives the model’s t test of line − control: R’s p and 95 % CI', async () => {
    await plantTrial(yearId);
    const response = await api('GET', url('perform_t_test_multiple', yearId));
    expect(TTestRows.parse(response.json())).toEqual(response.json());
    const items = await itemsOf('perform_t_test_multiple', yearId);
    for (const [line, contrast] of Object.entries(golden.mixed.contrasts)) {
      const item = items.get(line) as Item;
      expectP(item.p_value as number, contrast.p, line);
      expectClose(item.lower as number, contrast.lower, `${line} lower`);
      expectClose(item.upper as number, contrast.upper, `${line} upper`);
      expect(item.stars, line).toBe(starsOf(contrast.p));
    }
  });

  it('ranks the adjusted means on the averages page and says which model ran', async () => {
    await plantTrial(yearId);
    const response = await api('GET', url('cross_avg_values_multiple', yearId, '&page_size=50'));
    const page = AverageRowsPage.parse(response.json());
    const means = Object.entries(golden.mixed.means).sort(([, a], [, b]) => b.emmean - a.emmean);
    const ranked = [...page.data].sort(
      (a, b) => (a.features[0]?.rank ?? 0) - (b.features[0]?.rank ?? 0),
    );
    expect(ranked.map((row) => row.plot_name)).toEqual(means.map(([line]) => line));
    expect(page.seasons).toHaveLength(1);
    const [season] = page.seasons;
    expect(season).toMatchObject({ model: 'mixed', design: 'rcbd', df: null });
    expect(
      Math.abs((season?.block_variance as number) / golden.mixed.block_variance - 1),
    ).toBeLessThan(1e-5);
    expect(
      Math.abs((season?.residual_variance as number) / golden.mixed.residual_variance - 1),
    ).toBeLessThan(1e-5);
    expect(season?.mse).toBe(season?.residual_variance);
    const nsrs = Object.values(golden.mixed.contrasts).map((contrast) => contrast.nsr05);
    expectClose(season?.nsr_min as number, Math.min(...nsrs), 'nsr_min');
    expectClose(season?.nsr_max as number, Math.max(...nsrs), 'nsr_max');
  });

  it('keeps decision 017 with model=simple — and loses verdicts R keeps', async () => {
    await plantTrial(yearId);
    const simple = await itemsOf('calculate_nsr_multiple', yearId, '&model=simple');
    for (const [line, row] of Object.entries(golden.simple.rows)) {
      const item = simple.get(line) as Item;
      expectClose(item.avg_value as number, row.mean, `${line} mean`);
      expectClose(item.nsr as number, row.nsr05, `${line} НСР₀₅`);
      expect(item.stars, line).toBe(row.nsr_stars);
    }
    const simpleLines = Object.keys(golden.simple.rows).filter(
      (line) => golden.simple.rows[line]?.nsr_stars !== '',
    );
    const lost = significantLines(golden.mixed.contrasts).filter((l) => !simpleLines.includes(l));
    expect(lost).toEqual(['L04', 'L09']);
    const mixed = await itemsOf('calculate_nsr_multiple', yearId);
    for (const line of lost) {
      expect(simple.get(line)?.significance, line).toBe(false);
      expect(mixed.get(line)?.significance, line).toBe(true);
    }
    // the one-way error is about 40 % above the model's (НСР 2.41 against 1.65)
    expect((simple.get('L02')?.nsr as number) / (mixed.get('L02')?.nsr as number)).toBeGreaterThan(
      1.4,
    );
    const welch = await itemsOf('perform_t_test_multiple', yearId, '&model=simple');
    for (const [line, row] of Object.entries(golden.simple.rows)) {
      expectP(welch.get(line)?.p_value as number, row.p, line);
      expectClose(welch.get(line)?.lower as number, row.lower, `${line} lower`);
    }
    const page = (
      await api('GET', url('calculate_nsr_multiple', yearId, '&model=simple&page=1'))
    ).json();
    expect(NsrRowsPage.parse(page).seasons[0]).toMatchObject({
      model: 'simple',
      design: 'crd',
      df: golden.simple.df,
      block_variance: null,
      residual_variance: null,
    });
  });

  it('refuses an unknown model', async () => {
    await plantTrial(yearId);
    const response = await api('GET', url('calculate_nsr_multiple', yearId, '&model=blup'));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['model']);
  });
});

describe('a balanced trial', () => {
  it('gives the textbook НСР₀₅ either way, and fits each season on its own', async () => {
    await plantTrial(yearId, { all: true });
    const second = (
      await api('POST', 'field_year_add/', { field_id: fieldId, year: 2026, spec_id: cropId })
    ).json().id;
    await plantTrial(second);
    for (const model of ['', '&model=mixed', '&model=simple']) {
      const items = await itemsOf('calculate_nsr_multiple', yearId, model);
      for (const line of Object.keys(golden.balanced.mixed.contrasts)) {
        expectClose(items.get(line)?.nsr as number, golden.balanced.nsr05, `${line} ${model}`);
      }
    }
    const both = `year_ids=${yearId},${second}&feature=${FEATURE}&control_plot=L01&control_plot_year_id=${yearId}&page=1`;
    const page = NsrRowsPage.parse((await api('GET', `calculate_nsr_multiple/?${both}`)).json());
    expect(page.seasons.map((season) => [season.year_id, season.model, season.design])).toEqual([
      [yearId, 'simple', 'rcbd'],
      [second, 'mixed', 'rcbd'],
    ]);
    expect(page.seasons[0]).toMatchObject({ df: golden.balanced.df });
    expectClose(page.seasons[0]?.mse as number, golden.balanced.mse, 'MSE');
  });
});
