import {
  AverageRows,
  AverageRowsPage,
  NsrRows,
  NsrRowsPage,
  TTestRows,
} from '@plotline/contract/statistics';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { type ApiCaller, setUpNursery } from '../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

// Issue 12: the wire format of the row endpoints (api-contract §8) and their paging (ours).

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

type Values = Record<string, number>;

/** Plots `<row>/<repetition>` of the season with their values, straight into the database. */
async function plant(season: number, plots: [string, Values][]) {
  const { db } = await getTestDatabase();
  const rows = await buildPlots(
    db,
    { id: season, cropId },
    plots.map(([name]) => name),
  );
  for (const [index, row] of rows.entries()) {
    for (const [feature, value] of Object.entries(plots[index]?.[1] ?? {})) {
      await buildResult(db, { cropId, plotId: row.id, feature, value });
    }
  }
  return rows;
}

/** A control `К` and three rows, three repetitions each, with `урожай` and `высота`. */
async function plantTrial(season = yearId) {
  const trial: [string, Values][] = [];
  const rows: [string, number[], number][] = [
    ['К', [50, 52, 51], 100],
    ['Выше', [70, 72, 71], 90],
    ['Ниже', [48.3, 49.8, 49], 120],
    ['Так же', [51, 51, 51.5], 110],
  ];
  for (const [name, yields, height] of rows) {
    yields.forEach((value, index) => {
      trial.push([`${name}/${index + 1}`, { урожай: value, высота: height + index }]);
    });
  }
  return plant(season, trial);
}

const names = (rows: { plot_name: string }[]) => rows.map((row) => row.plot_name);
const control = (season = yearId) => `control_plot=К&control_plot_year_id=${season}`;

describe('the row identity', () => {
  it('carries the id of the seeded region the nursery names (null for a free-text region)', async () => {
    const { db } = await getTestDatabase();
    const [krai] = await queryRows<{ id: number }>(
      db,
      sql`select id from regions where code = 'RU-KDA'`,
    );
    const seeded = (
      await api('POST', 'field_table/', {
        spec_id: cropId,
        field_name: 'КСИ-2',
        region: ' краснодарский КРАЙ ',
      })
    ).json().field_id;
    const season = (
      await api('POST', 'field_year_add/', { field_id: seeded, year: 2025, spec_id: cropId })
    ).json().id;
    await plant(season, [['A/1', { урожай: 1 }]]);
    await plant(yearId, [['B/1', { урожай: 2 }]]);
    const rows = (
      await api('GET', `cross_avg_values_multiple/?year_ids=${season},${yearId}&feature=урожай`)
    ).json();
    const regionOf = (name: string) =>
      rows.find((row: { plot_name: string }) => row.plot_name === name).region_id;
    expect(krai?.id).toEqual(expect.any(Number));
    expect(regionOf('A')).toBe(krai?.id);
    expect(regionOf('B')).toBeNull();
  });
});

describe('significance on the wire', () => {
  it('is a boolean with the stars beside it, and the answers keep the contract’s shape', async () => {
    await plantTrial();
    const query = `year_ids=${yearId}&feature=урожай&${control()}`;
    const nsr = (await api('GET', `calculate_nsr_multiple/?${query}`)).json();
    expect(NsrRows.parse(nsr)).toEqual(nsr);
    const byName = Object.fromEntries(
      nsr.map((row: { plot_name: string; features: unknown[] }) => [
        row.plot_name,
        row.features[0],
      ]),
    );
    expect(byName.К).toMatchObject({ significance: null, stars: null });
    expect(byName.Выше).toMatchObject({ significance: true, stars: '**', color: 'green' });
    expect(byName['Так же']).toMatchObject({ significance: false, stars: '' });
    const ttest = (await api('GET', `perform_t_test_multiple/?${query}`)).json();
    expect(TTestRows.parse(ttest)).toEqual(ttest);
    for (const row of ttest) {
      expect([true, false, null]).toContain(row.features[0].significance);
    }
    const averages = (await api('GET', `cross_avg_values_multiple/?${query}`)).json();
    expect(AverageRows.parse(averages)).toEqual(averages);
  });
});

describe('cross_avg_values_multiple/ without a feature', () => {
  it('answers every feature and stage of the rows, each ranked, in natural name order', async () => {
    const plots = await plantTrial();
    for (const [index, plot] of plots.entries()) {
      for (const [stage, date] of [
        ['всходы', '2025-05-01'],
        ['колошение', `2025-06-${String(10 + (index % 9)).padStart(2, '0')}`],
      ] as const) {
        await api('POST', 'plot_stage/', {
          plot: plot.id,
          stage_of_vegetation: stage,
          date_of_stage: date,
        });
      }
    }
    const response = await api('GET', `cross_avg_values_multiple/?year_ids=${yearId}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(AverageRows.parse(rows)).toEqual(rows);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.features.map((item: { feature: string }) => item.feature)).toEqual([
        'высота',
        'колошение',
        'урожай',
      ]);
    }
    const ranks = (feature: string) =>
      Object.fromEntries(
        rows.map((row: { plot_name: string; features: { feature: string; rank: number }[] }) => [
          row.plot_name,
          row.features.find((item) => item.feature === feature)?.rank,
        ]),
      );
    expect(ranks('урожай')).toEqual({ Выше: 1, 'Так же': 2, К: 3, Ниже: 4 });
    expect(ranks('высота')).toEqual({ Ниже: 1, 'Так же': 2, К: 3, Выше: 4 });
    // the control and the sort apply to every feature
    const sorted = (
      await api('GET', `cross_avg_values_multiple/?year_ids=${yearId}&sort_by__avg=-высота`)
    ).json();
    expect(names(sorted)).toEqual(['Ниже', 'Так же', 'К', 'Выше']);
    const withControl = (
      await api('GET', `cross_avg_values_multiple/?year_ids=${yearId}&${control()}`)
    ).json();
    const above = withControl.find((row: { plot_name: string }) => row.plot_name === 'Выше');
    expect(above.features[2]).toMatchObject({ feature: 'урожай', significance: true });
  });

  it('refuses, saying what to enter, a season without any numeric value', async () => {
    await plant(yearId, [['A/1', {}]]);
    const response = await api('GET', `cross_avg_values_multiple/?year_ids=${yearId}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      year_ids: [
        'The plots of the chosen nursery years have no numeric values: enter phenotype values or stage dates first.',
      ],
    });
  });
});

describe('the §8 query semantics the original’s clients send', () => {
  it('filters NSR and t-test rows on the average with avg_value_multiple', async () => {
    await plantTrial();
    for (const endpoint of ['calculate_nsr_multiple', 'perform_t_test_multiple']) {
      const url = `${endpoint}/?year_ids=${yearId}&feature=урожай&${control()}`;
      const kept = (await api('GET', `${url}&avg_value_multiple=71,49.03`)).json();
      expect(names(kept), endpoint).toEqual(['Выше', 'Ниже']);
      const named = (
        await api('GET', `${url}&avg_value_multiple=51&feature_avg_value_multiple=урожай`)
      ).json();
      expect(names(named), endpoint).toEqual(['К', 'Так же']);
    }
  });

  it('sorts by the metric of the computed feature when the named feature differs', async () => {
    await plantTrial();
    const url = `calculate_nsr_multiple/?year_ids=${yearId}&feature=урожай&${control()}`;
    const byOther = (await api('GET', `${url}&sort_by__avg=-высота`)).json();
    expect(names(byOther)).toEqual(['Выше', 'Так же', 'К', 'Ниже']);
    const ttest = `perform_t_test_multiple/?year_ids=${yearId}&feature=урожай&${control()}`;
    const byP = (await api('GET', `${ttest}&sort_by__p_value=нет`)).json();
    expect(names(byP).at(-1)).toBe('К');
    expect(byP[0].features[0].p_value).toBeLessThan(byP[1].features[0].p_value);
  });

  it('keeps names in natural order: “д 2” before “д 10”', async () => {
    await plant(yearId, [
      ['д 10/1', { 'признак 10': 1, 'признак 2': 5 }],
      ['д 2/1', { 'признак 10': 2, 'признак 2': 6 }],
      ['д 1/1', { 'признак 10': 3, 'признак 2': 7 }],
    ]);
    const url = `cross_avg_values_multiple/?year_ids=${yearId}&feature=признак 2`;
    expect(names((await api('GET', `${url}&sort_by=plot_name`)).json())).toEqual([
      'д 1',
      'д 2',
      'д 10',
    ]);
    expect(names((await api('GET', `${url}&sort_by=-line_name`)).json())).toEqual([
      'д 10',
      'д 2',
      'д 1',
    ]);
    const variables = (await api('GET', `statistics_variables/?year_ids=${yearId}`)).json();
    expect(variables.quantitative).toEqual(['признак 2', 'признак 10']);
    const all = (await api('GET', `cross_avg_values_multiple/?year_ids=${yearId}`)).json();
    expect(all[0].features.map((item: { feature: string }) => item.feature)).toEqual([
      'признак 2',
      'признак 10',
    ]);
  });
});

describe('paging (ours, decision 028)', () => {
  it('answers one page of the filtered, sorted rows with the controls and the seasons', async () => {
    await plantTrial();
    const second = (
      await api('POST', 'field_year_add/', { field_id: fieldId, year: 2026, spec_id: cropId })
    ).json().id;
    await plantTrial(second);
    const url = `cross_avg_values_multiple/?year_ids=${yearId},${second}&feature=урожай&${control()}`;
    const plain = (await api('GET', url)).json();
    expect(Array.isArray(plain)).toBe(true);
    expect(plain).toHaveLength(8);

    const response = await api('GET', `${url}&sort_by__avg=-урожай&page=2&page_size=3`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(AverageRowsPage.parse(page)).toEqual(page);
    expect(page.meta).toEqual({ total_pages: 3, total_items: 8, current_page: 2, page_size: 3 });
    const sorted = [...plain].sort(
      (a, b) => (b.features[0].avg_value as number) - (a.features[0].avg_value as number),
    );
    expect(page.data).toEqual(sorted.slice(3, 6));
    // each season's control, wherever it sorts: the chosen one, then the same line in 2026
    expect(page.controls.map((row: { year: number; plot_name: string }) => row.year)).toEqual([
      2025, 2026,
    ]);
    expect(names(page.controls)).toEqual(['К', 'К']);
    expect(page.seasons).toHaveLength(2);
    expect(page.seasons[0]).toMatchObject({
      year_id: yearId,
      feature: 'урожай',
      design: 'rcbd',
      df: 6,
      avg_min: 49.03333333333333,
      avg_max: 71,
    });
    const nsrs = plain
      .filter((row: { year_id: number }) => row.year_id === yearId)
      .map((row: { features: { nsr: number | null }[] }) => row.features[0]?.nsr)
      .filter((nsr: number | null) => nsr !== null);
    expect(page.seasons[0].nsr_min).toBe(Math.min(...nsrs));

    // the filters apply before paging; `search` looks in plot and line names
    const found = (await api('GET', `${url}&search=ТАК&page_size=10`)).json();
    expect(found.meta.total_items).toBe(2);
    expect(names(found.data)).toEqual(['Так же', 'Так же']);
    // a page sorted by line names reads every name first; a plain page only its own
    const byLine = (await api('GET', `${url}&sort_by=-line_name&page_size=3`)).json();
    expect(byLine.data.map((row: { line_name: string }) => row.line_name)).toEqual([
      'Так же',
      'Так же',
      'Ниже',
    ]);
    expect(page.controls[0].line_name).toBe('К');
    const nsrPage = (
      await api(
        'GET',
        `calculate_nsr_multiple/?year_ids=${yearId}&feature=урожай&${control()}&page=1`,
      )
    ).json();
    expect(NsrRowsPage.parse(nsrPage)).toEqual(nsrPage);
    expect(nsrPage.meta.page_size).toBe(50);
  });

  it('refuses a page size beyond 1000 or below 1', async () => {
    await plantTrial();
    const url = `cross_avg_values_multiple/?year_ids=${yearId}&feature=урожай`;
    const large = await api('GET', `${url}&page_size=1001`);
    expect(large.statusCode).toBe(400);
    expect(large.json()).toEqual({
      page_size: ['Ensure this value is less than or equal to 1000.'],
    });
    expect((await api('GET', `${url}&page=0`)).json()).toEqual({
      page: ['Ensure this value is greater than or equal to 1.'],
    });
  });
});
