import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GOLDEN_DIR, readGoldenCsv } from '@plotline/stats/testing/golden';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

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

/** Plots `<row>/<repetition>` with a value of `feature`, straight into the database. */
async function plant(season: number, feature: string, plots: [string, number][]) {
  const { db } = await getTestDatabase();
  const rows = await buildPlots(
    db,
    { id: season, cropId },
    plots.map(([name]) => name),
  );
  for (const [index, row] of rows.entries()) {
    await buildResult(db, { cropId, plotId: row.id, feature, value: plots[index]?.[1] ?? 0 });
  }
}

/** Golden case 04 (Pearce's apple RCBD): treatment rows with the four blocks as repetitions. */
async function plantPearce() {
  const text = readFileSync(
    join(GOLDEN_DIR, '04_pearce_apple_rcbd_ancova_vs_control', 'input.csv'),
    'utf8',
  );
  const plots = text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([block, trt, , crop]) => [
      `${trt?.replaceAll('"', '')}/${block?.replaceAll('"', '').replace('B', '')}`,
      Number(crop),
    ]) as [string, number][];
  await plant(yearId, 'урожай', plots);
}

const features = (rows: { plot_name: string; features: Record<string, unknown>[] }[]) =>
  Object.fromEntries(rows.map((row) => [row.plot_name, row.features[0]]));

describe('calculate_nsr_multiple/', () => {
  it('gives R’s НСР₀₅ of an RCBD against the control (golden case 04)', async () => {
    await plantPearce();
    const response = await api(
      'GET',
      `calculate_nsr_multiple/?year_ids=${yearId}&feature=урожай&control_plot=S&control_plot_year_id=${yearId}`,
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({
      field_name: 'КСИ',
      year: 2025,
      year_id: yearId,
      region: 'Краснодар',
      region_id: null,
      plot_name: 'A',
      line_name: 'A',
    });
    expect(rows[0].plot_data).toHaveLength(4);
    const byRow = features(rows);
    expect(byRow.S).toEqual({
      feature: 'урожай',
      avg_value: 279.5,
      nsr: null,
      significance: null,
      stars: null,
      color: null,
    });
    for (const expected of readGoldenCsv(
      '04_pearce_apple_rcbd_ancova_vs_control',
      'expected_rcbd_vs_control.csv',
    )) {
      const item = byRow[expected.trt ?? ''];
      expect(item?.nsr).toBeCloseTo(59.5690471402901, 9);
      expect(Number(item?.avg_value) - 279.5).toBeCloseTo(Number(expected.diff_vs_S), 9);
      expect(item?.significance).toBe(expected.signif_LSD05 === 'TRUE');
      expect(item?.stars).toBe(expected.signif_LSD05 === 'TRUE' ? '*' : '');
      expect(item?.color).toBeNull();
    }
  });

  it('colours rows beyond the НСР: green above, red below, ** past НСР₀₁ (1.68 and 2.55 here)', async () => {
    await plant(yearId, 'урожай', [
      ['К/1', 50],
      ['К/2', 52],
      ['К/3', 51],
      ['Выше/1', 70],
      ['Выше/2', 72],
      ['Выше/3', 71],
      ['Ниже/1', 48.3],
      ['Ниже/2', 49.8],
      ['Ниже/3', 49],
      ['Так же/1', 51],
      ['Так же/2', 50],
      ['Так же/3', 52],
    ]);
    const rows = (
      await api(
        'GET',
        `calculate_nsr_multiple/?year_ids=${yearId}&feature=урожай&control_plot=К/2&control_plot_year_id=${yearId}`,
      )
    ).json();
    const byRow = features(rows);
    expect(byRow.Выше).toMatchObject({ significance: true, stars: '**', color: 'green' });
    expect(byRow.Ниже).toMatchObject({ significance: true, stars: '*', color: 'red' });
    expect(byRow['Так же']).toMatchObject({ significance: false, stars: '', color: null });
  });

  it('refuses without a control, with a control outside the years, or an unknown one', async () => {
    await plantPearce();
    const base = `calculate_nsr_multiple/?year_ids=${yearId}&feature=урожай`;
    const noControl = await api('GET', base, undefined, { 'accept-language': 'ru' });
    expect(noControl.statusCode).toBe(400);
    expect(noControl.json()).toEqual({
      control_plot: ['Выберите контрольную делянку или признак.'],
    });
    const elsewhere = await api(
      'GET',
      `${base}&control_plot=S&control_plot_year_id=${yearId + 99}`,
    );
    expect(Object.keys(elsewhere.json())).toEqual(['control_plot_year_id']);
    const unknown = await api('GET', `${base}&control_plot=Z&control_plot_year_id=${yearId}`);
    expect(unknown.json()).toEqual({
      control_plot: ['There is no plot «Z» in that nursery year: pick the control from its list.'],
    });
    const empty = await api(
      'GET',
      `calculate_nsr_multiple/?year_ids=${yearId}&feature=нет&control_plot=S&control_plot_year_id=${yearId}`,
    );
    expect(empty.json()).toEqual({
      feature: [
        'No plot of the chosen nursery years has a value of «нет»: enter its values or choose another feature.',
      ],
    });
  });

  it('answers 404 for another tenant’s year and reads nothing', async () => {
    await plantPearce();
    const stranger = await setUpStranger(app);
    const response = await stranger(
      'GET',
      `calculate_nsr_multiple/?year_ids=${yearId}&feature=урожай&control_plot=S&control_plot_year_id=${yearId}`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('perform_t_test_multiple/', () => {
  it('matches R’s Welch t-test with its 95 % CI (golden case 01)', async () => {
    const input = readGoldenCsv('01_plantgrowth_oneway_vs_control', 'input.csv');
    const counters = new Map<string, number>();
    const plots = input.map((row): [string, number] => {
      const group = row.group ?? '';
      const n = (counters.get(group) ?? 0) + 1;
      counters.set(group, n);
      return [`${group}/${n}`, Number(row.weight)];
    });
    await plant(yearId, 'масса', plots);
    const rows = (
      await api(
        'GET',
        `perform_t_test_multiple/?year_ids=${yearId}&feature=масса&control_plot=ctrl&control_plot_year_id=${yearId}`,
      )
    ).json();
    const byRow = features(rows);
    expect(byRow.ctrl).toEqual({
      feature: 'масса',
      upper: null,
      avg_value: 5.032,
      lower: null,
      significance: null,
      stars: null,
      color: null,
      p_value: null,
    });
    const welch = readGoldenCsv('01_plantgrowth_oneway_vs_control', 'expected_ttests.csv').filter(
      (row) => row.test === 'Welch',
    );
    for (const expected of welch) {
      const item = byRow[expected.variety ?? ''] as Record<string, number>;
      expect(Math.abs(Number(item.p_value) - Number(expected.p))).toBeLessThan(1e-9);
      expect(item.lower).toBeCloseTo(Number(expected.ci_low), 9);
      expect(item.upper).toBeCloseTo(Number(expected.ci_high), 9);
    }
    expect(byRow.trt2).toMatchObject({ significance: true, stars: '*', color: 'green' });
    expect(byRow.trt1).toMatchObject({ significance: false, stars: '', color: null });
  });
});

describe('cross_avg_values_multiple/ and the row query', () => {
  it('merges seasons into one ranked list, sorts and filters as §8 says', async () => {
    await plantPearce();
    const second = (
      await api('POST', 'field_year_add/', { field_id: fieldId, year: 2026, spec_id: cropId })
    ).json().id;
    await plant(second, 'урожай', [
      ['S/1', 300],
      ['S/2', 310],
      ['Новый/1', 400],
      ['Новый/2', 420],
    ]);
    const url = `cross_avg_values_multiple/?year_ids=${yearId},${second}&feature=урожай`;
    const merged = (await api('GET', url)).json();
    expect(merged).toHaveLength(8);
    const top = merged.find((row: { plot_name: string }) => row.plot_name === 'Новый');
    expect(top.features[0]).toMatchObject({ avg_value: 410, rank: 1, nsr: null });

    const sorted = (await api('GET', `${url}&sort_by__avg=-урожай`)).json();
    expect(sorted.map((row: { features: { rank: number }[] }) => row.features[0]?.rank)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    const byName = (await api('GET', `${url}&sort_by=-plot_name&line_name=s`)).json();
    expect(byName.map((row: { year: number }) => row.year)).toEqual([2025, 2026]);
    const ranked = (
      await api('GET', `${url}&rank_multiple=1,2&feature_rank_multiple=урожай`)
    ).json();
    expect(ranked.map((row: { plot_name: string }) => row.plot_name).sort()).toEqual([
      'S',
      'Новый',
    ]);

    const withControl = (
      await api('GET', `${url}&control_plot=S/1&control_plot_year_id=${second}`)
    ).json();
    const newRow = withControl.find((row: { plot_name: string }) => row.plot_name === 'Новый');
    expect(newRow.features[0].nsr).toBeGreaterThan(0);
    const pearceA = withControl.find(
      (row: { plot_name: string; year: number }) => row.plot_name === 'A' && row.year === 2025,
    );
    expect(pearceA.features[0].nsr).toBeCloseTo(59.5690471402901, 9);
  });
});

describe('statistics_variables/', () => {
  it('lists features by kind, stages with days after sowing and technologies', async () => {
    await plantPearce();
    const { db } = await getTestDatabase();
    const [plot] = await buildPlots(db, { id: yearId, cropId }, ['Z/1']);
    if (!plot) throw new Error('no plot');
    await buildResult(db, { cropId, plotId: plot.id, feature: 'окраска', value: 'белая' });
    for (const [stage, date] of [
      ['всходы', '2025-05-01'],
      ['колошение', '2025-06-20'],
      ['цветение', null],
    ] as const) {
      await api('POST', 'plot_stage/', {
        plot: plot.id,
        stage_of_vegetation: stage,
        date_of_stage: date,
      });
    }
    await api('POST', 'harvest_technology/add_multiple/', {
      harvest_technologies: [
        { plot: plot.id, feature: 'комбайн', date_planned: null, date_real: null },
      ],
    });
    const response = await api('GET', `statistics_variables/?year_ids=${yearId}`);
    expect(response.json()).toEqual({
      quantitative: ['урожай'],
      stages: ['колошение'],
      qualitative: ['окраска'],
      technologies: ['комбайн'],
      season_indices: [],
    });
  });
});
