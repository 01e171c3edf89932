import { expectClose, expectP, num, readGoldenCsv } from '@plotline/stats/testing/golden';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  features,
  harvestTechnologies,
  plotResults,
  plotStages,
  plots as plotsTable,
} from '../../db/schema.ts';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildLine } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let yearId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, yearId } = await setUpNursery(app));
});
afterEach(() => app.close());

type PlantedPlot = {
  name: string;
  /** The plot's line; default: the name without its repetition suffix. */
  line?: string;
  values?: Record<string, number>;
  stages?: Record<string, string>;
  technologies?: string[];
};

/** Plots of the season in map order with values, stages and technologies, in a few inserts. */
async function plant(plots: PlantedPlot[]): Promise<Map<string, number>> {
  const { db } = await getTestDatabase();
  const lineIds = new Map<string, number>();
  for (const plot of plots) {
    const line = plot.line ?? plot.name.replace(/\/\d+$/, '');
    if (!lineIds.has(line)) lineIds.set(line, (await buildLine(db, cropId, line)).id);
  }
  const created = await db
    .insert(plotsTable)
    .values(
      plots.map((plot, index) => ({
        fieldYearId: yearId,
        lineId: lineIds.get(plot.line ?? plot.name.replace(/\/\d+$/, '')) as number,
        name: plot.name,
        position: index + 1,
      })),
    )
    .returning({ id: plotsTable.id, name: plotsTable.name });
  const ids = new Map(created.map((row) => [row.name, row.id]));
  const names = [...new Set(plots.flatMap((plot) => Object.keys(plot.values ?? {})))];
  const featureIds = new Map<string, number>();
  if (names.length > 0) {
    const rows = await db
      .insert(features)
      .values(names.map((name) => ({ cropId, name, kind: 'quantitative' as const })))
      .returning({ id: features.id, name: features.name });
    for (const row of rows) featureIds.set(row.name, row.id);
  }
  const each = <T>(pick: (plot: PlantedPlot, plotId: number) => T[]) =>
    plots.flatMap((plot) => pick(plot, ids.get(plot.name) as number));
  const results = each((plot, plotId) =>
    Object.entries(plot.values ?? {}).map(([name, value]) => ({
      plotId,
      featureId: featureIds.get(name) as number,
      valueFloat: value,
      valueEntered: String(value),
    })),
  );
  const stages = each((plot, plotId) =>
    Object.entries(plot.stages ?? {}).map(([stage, date]) => ({ plotId, stage, date })),
  );
  const techs = each((plot, plotId) =>
    (plot.technologies ?? []).map((technology) => ({ plotId, technology })),
  );
  if (results.length > 0) await db.insert(plotResults).values(results);
  if (stages.length > 0) await db.insert(plotStages).values(stages);
  if (techs.length > 0) await db.insert(harvestTechnologies).values(techs);
  return ids;
}

const IRIS = '05_iris_correlation_matrix_heatmap';
const IRIS_TRAITS = ['Sepal.Length', 'Sepal.Width', 'Petal.Length', 'Petal.Width'];
/** Feature names are stored lower-case (api-contract §5). */
const featureOf = (trait: string) => trait.toLowerCase();

/** Golden case 05: the 150 iris plants as plots I1…I150 with the four traits. */
async function plantIris() {
  const input = readGoldenCsv(IRIS, 'input.csv');
  await plant(
    input.map((row, index) => ({
      name: `I${index + 1}`,
      line: row.Species,
      values: Object.fromEntries(IRIS_TRAITS.map((t) => [featureOf(t), num(row[t])])),
    })),
  );
}
const IRIS_FEATURES = IRIS_TRAITS.map(featureOf).join(',');

/** A small season: rows A (5 repetitions), B (one), C (no value), stages and technologies. */
async function plantSmall() {
  return plant([
    {
      name: 'A/1',
      values: { урожай: 1 },
      stages: { всходы: '2025-05-01', колошение: '2025-06-20' },
    },
    {
      name: 'A/2',
      values: { урожай: 2 },
      stages: { всходы: '2025-05-03', колошение: '2025-06-20' },
      technologies: ['комбайн'],
    },
    { name: 'A/3', values: { урожай: 3 } },
    { name: 'A/4', values: { урожай: 4 } },
    { name: 'A/5', values: { урожай: 100 } },
    { name: 'B/1', line: 'Б-линия', values: { урожай: 5, масса: 7 }, technologies: ['ёлка'] },
    { name: 'C/1', technologies: ['вручную'] },
  ]);
}

describe('statistics_visualisation/', () => {
  it('gives the repetitions’ values of every row per feature and stage, with technologies', async () => {
    const ids = await plantSmall();
    const response = await api('GET', `statistics_visualisation/?year_id=${yearId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['масса', 'урожай', 'колошение']);
    const tech = { вручную: false, ёлка: false, комбайн: true };
    expect(body.урожай).toEqual([
      {
        plot_name: 'A',
        line_name: 'A',
        data: [1, 2, 3, 4, 100],
        plot_data: ['A/1', 'A/2', 'A/3', 'A/4', 'A/5'].map((name) => ({
          plot_id: ids.get(name),
          line_id: expect.any(Number),
        })),
        tech,
      },
      {
        plot_name: 'B',
        line_name: 'Б-линия',
        data: [5],
        plot_data: [{ plot_id: ids.get('B/1'), line_id: expect.any(Number) }],
        tech: { вручную: false, ёлка: true, комбайн: false },
      },
    ]);
    expect(body.колошение).toEqual([expect.objectContaining({ plot_name: 'A', data: [50, 48] })]);
    expect(body.масса.map((row: { plot_name: string }) => row.plot_name)).toEqual(['B']);
  });

  it('answers {} for a season without numbers, 404 to another tenant, 400 without year_id', async () => {
    expect((await api('GET', `statistics_visualisation/?year_id=${yearId}`)).json()).toEqual({});
    await plantSmall();
    const stranger = await setUpStranger(app);
    const hidden = await stranger('GET', `statistics_visualisation/?year_id=${yearId}`);
    expect(hidden.statusCode).toBe(404);
    const missing = await api('GET', 'statistics_visualisation/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ year_id: ['This field is required.'] });
  });
});

describe('statistics_boxplot/', () => {
  it('gives R’s boxplot.stats per row and over all plots', async () => {
    await plantSmall();
    const response = await api('GET', `statistics_boxplot/?year_id=${yearId}&feature=урожай`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.feature).toBe('урожай');
    expect(body.rows.map((row: { plot_name: string }) => row.plot_name)).toEqual(['A', 'B']);
    const [a, b] = body.rows;
    expect(a.data).toEqual([1, 2, 3, 4, 100]);
    expect(a.tech).toEqual({ вручную: false, ёлка: false, комбайн: true });
    // R: boxplot.stats(c(1, 2, 3, 4, 100)); sd(…) = 43.6176569751288
    expect(a.summary).toMatchObject({
      n: 5,
      mean: 22,
      min: 1,
      max: 100,
      median: 3,
      hinges: [2, 4],
      whiskers: [1, 4],
      box: [1, 2, 3, 4, 4],
      outliers: [100],
    });
    expectClose(a.summary.sd, 43.6176569751288, 'sd');
    expectClose(a.summary.se, 43.6176569751288 / Math.sqrt(5), 'se');
    expectClose(a.summary.cv, (100 * 43.6176569751288) / 22, 'cv');
    expectClose(a.summary.notch[0], 3 - (1.58 * 2) / Math.sqrt(5), 'notch');
    expect(b.summary).toMatchObject({ n: 1, mean: 5, sd: null, se: null, cv: null });
    expect(b.summary.box).toEqual([5, 5, 5, 5, 5]);
    // R: boxplot.stats(c(1, 2, 3, 4, 100, 5)): hinges 2 and 5, 100 an outlier
    expect(body.overall).toMatchObject({
      n: 6,
      median: 3.5,
      box: [1, 2, 3.5, 5, 5],
      outliers: [100],
    });
  });

  it('keeps the rows with a technology, refuses when nothing can be drawn', async () => {
    await plantSmall();
    const base = `statistics_boxplot/?year_id=${yearId}`;
    const combine = (await api('GET', `${base}&feature=урожай&technology=комбайн`)).json();
    expect(combine.rows.map((row: { plot_name: string }) => row.plot_name)).toEqual(['A']);
    expect(combine.overall.n).toBe(5);
    const stage = (await api('GET', `${base}&feature=колошение`)).json();
    expect(stage.rows[0].data).toEqual([50, 48]);
    for (const query of ['&feature=нет', '&feature=урожай&technology=вручную']) {
      const refused = await api('GET', `${base}${query}`, undefined, { 'accept-language': 'ru' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        feature: [
          'Ни у одной строки нет значения этого признака (с этой технологией уборки): внесите значения или выберите другой признак.',
        ],
      });
    }
    const stranger = await setUpStranger(app);
    expect((await stranger('GET', `${base}&feature=урожай`)).statusCode).toBe(404);
  });
});

describe('correlation/', () => {
  it('matches R’s cor.test for every pair of the iris traits (golden case 05)', async () => {
    await plantIris();
    const response = await api('GET', `correlation/?year_id=${yearId}&features=${IRIS_FEATURES}`);
    expect(response.statusCode).toBe(200);
    const pairs = response.json();
    const expected = readGoldenCsv(IRIS, 'expected_pairs.csv');
    expect(pairs.map((pair: { combination: string }) => pair.combination)).toEqual(
      expected.map((row) => `${featureOf(row.trait1 ?? '')} - ${featureOf(row.trait2 ?? '')}`),
    );
    for (const [index, row] of expected.entries()) {
      const pair = pairs[index];
      const label = pair.combination;
      expect(pair.n).toBe(150);
      expect(pair.x).toHaveLength(150);
      expect(pair.plot_names[0]).toBe('I1');
      expectClose(pair.corr, num(row.pearson_r), `${label} r`);
      expectP(pair.p_value, num(row.pearson_p), label);
      expectClose(pair.ci[0], num(row.pearson_ci_low), `${label} CI low`);
      expectClose(pair.ci[1], num(row.pearson_ci_high), `${label} CI high`);
      expectClose(pair.spearman.rho, num(row.spearman_rho), `${label} ρ`);
      expectP(pair.spearman.p_value, num(row.spearman_p), `${label} ρ`);
    }
  });

  it('pairs the plots having both values and draws the least-squares line over the x range', async () => {
    await plant([
      ...[1, 2, 3, 4, 5].map((x, i) => ({
        name: `П${i + 1}`,
        values: { x, y: [2, 4, 5, 4, 5][i] as number, z: [5, 3, 4, 1, 2][i] as number },
      })),
      { name: 'П6', values: { x: 9 } },
    ]);
    const pairs = (await api('GET', `correlation/?year_id=${yearId}&features=x,y,z`)).json();
    expect(pairs.map((pair: { combination: string }) => pair.combination)).toEqual([
      'x - y',
      'x - z',
      'y - z',
    ]);
    const [xy] = pairs;
    expect(xy).toMatchObject({ x: [1, 2, 3, 4, 5], y: [2, 4, 5, 4, 5], n: 5 });
    expect(xy.plot_names).toEqual(['П1', 'П2', 'П3', 'П4', 'П5']);
    expectClose(xy.corr, Math.sqrt(0.6), 'r');
    // R: coef(lm(y ~ x)) = 2.2, 0.6
    expect(xy.trend_line.x).toEqual([1, 5]);
    expectClose(xy.trend_line.y[0], 2.8, 'line at min x');
    expectClose(xy.trend_line.y[1], 5.2, 'line at max x');
  });

  it('refuses one feature, the same feature twice and too few paired plots', async () => {
    await plant([
      { name: 'A', values: { x: 1, y: 1, c: 3 } },
      { name: 'B', values: { x: 2, y: 3, c: 3 } },
      { name: 'C', values: { x: 3, c: 3 } },
      { name: 'D', values: { x: 4, c: 3 } },
    ]);
    const ask = async (features: string) => {
      const response = await api('GET', `correlation/?year_id=${yearId}&features=${features}`);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    const tooFew = (first: string, second: string) =>
      `«${first}» and «${second}» have both values on fewer than three plots: enter both on more plots or choose other features.`;
    expect(await ask('x')).toEqual({ features: ['Choose at least two quantitative features.'] });
    expect(await ask('x,%20x')).toEqual({
      features: ['The same feature is chosen twice: choose different features.'],
    });
    expect(await ask('x,y')).toEqual({ features: [tooFew('x', 'y')] });
    expect(await ask('x,c')).toEqual({
      features: [
        '«x» and «c» cannot be correlated: fewer than three plots have both values or one of them does not vary. Choose other features.',
      ],
    });
    expect(await ask('x,нет')).toEqual({ features: [tooFew('x', 'нет')] });
    const stranger = await setUpStranger(app);
    const hidden = await stranger('GET', `correlation/?year_id=${yearId}&features=x`);
    expect(hidden.statusCode).toBe(404);
  });

  it('correlates stages in days after sowing, features given as repeated parameters', async () => {
    await plant(
      [50, 52, 55, 53].map((days, i) => ({
        name: `P${i}`,
        values: { рост: 70 + days },
        stages: {
          всходы: '2025-05-01',
          колошение: `2025-06-${String(days - 30).padStart(2, '0')}`,
        },
      })),
    );
    const [pair] = (
      await api('GET', `correlation/?year_id=${yearId}&features=колошение&features=рост`)
    ).json();
    expect(pair.combination).toBe('колошение - рост');
    expect(pair.x).toEqual([50, 52, 55, 53]);
    expectClose(pair.corr, 1, 'r');
  });
});

describe('correlation_matrix/', () => {
  it('gives R’s matrices in the hclust order of golden case 05', async () => {
    await plantIris();
    const url = `correlation_matrix/?year_id=${yearId}&features=${IRIS_FEATURES}`;
    const pearson = (await api('GET', url)).json();
    expect(pearson.method).toBe('pearson');
    expect(pearson.features).toEqual(
      ['Sepal.Width', 'Sepal.Length', 'Petal.Length', 'Petal.Width'].map(featureOf),
    );
    const pairs = readGoldenCsv(IRIS, 'expected_pairs.csv');
    for (const [method, file] of [
      [pearson, 'expected_pearson.csv'],
      [(await api('GET', `${url}&method=spearman`)).json(), 'expected_spearman.csv'],
    ] as const) {
      const at = (name: string) => method.features.indexOf(featureOf(name));
      for (const row of readGoldenCsv(IRIS, file)) {
        for (const trait of IRIS_TRAITS) {
          const cell = method.r[at(row[''] ?? '')][at(trait)];
          expectClose(cell, num(row[trait]), `${file} ${row['']} × ${trait}`);
        }
      }
      for (const pair of pairs) {
        const [i, j] = [at(pair.trait1 ?? ''), at(pair.trait2 ?? '')];
        const p = num(method === pearson ? pair.pearson_p : pair.spearman_p);
        expectP(method.p[i][j], p, `${pair.trait1} × ${pair.trait2}`);
        expectP(method.p[j][i], p, 'symmetric');
        expect(method.n[i][j]).toBe(150);
      }
      expect(method.p[0][0]).toBe(0);
    }
  });

  it('uses the plots having both values of each pair and refuses as correlation/ does', async () => {
    await plant([
      { name: 'A', values: { x: 1, y: 2, z: 1 } },
      { name: 'B', values: { x: 2, y: 1, z: 2 } },
      { name: 'C', values: { x: 3, y: 4 } },
      { name: 'D', values: { x: 4, z: 3 } },
      { name: 'E', values: { y: 5, z: 5 } },
    ]);
    const body = (await api('GET', `correlation_matrix/?year_id=${yearId}&features=x,y,z`)).json();
    const at = (name: string) => body.features.indexOf(name);
    expect(body.n[at('x')][at('x')]).toBe(4);
    expect(body.n[at('x')][at('y')]).toBe(3);
    expect(body.n[at('y')][at('z')]).toBe(3);
    const same = await api('GET', `correlation_matrix/?year_id=${yearId}&features=x,x`);
    expect(same.json()).toEqual({
      features: ['The same feature is chosen twice: choose different features.'],
    });
    const method = await api('GET', `correlation_matrix/?year_id=${yearId}&features=x,y&method=k`);
    expect(Object.keys(method.json())).toEqual(['method']);
  });
});

describe('get_unique_harvest_technologies_from_field/', () => {
  it('lists the season’s technologies sorted (ё = е), 404 to another tenant', async () => {
    await plantSmall();
    const url = `get_unique_harvest_technologies_from_field/?year_id=${yearId}`;
    expect((await api('GET', url)).json()).toEqual({
      harvest_technologies: ['вручную', 'ёлка', 'комбайн'],
    });
    const stranger = await setUpStranger(app);
    expect((await stranger('GET', url)).statusCode).toBe(404);
  });
});
