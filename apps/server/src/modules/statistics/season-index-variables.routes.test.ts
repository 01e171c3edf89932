import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectClose, expectP } from '@plotline/stats/testing/golden';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { createSector, paramOf } from '../meteo/meteo-test-kit.ts';

/**
 * Season indices as statistics variables (decision 044, issue 16): three nurseries of one crop
 * in 2025, each with a weather sector holding four hand-chosen June days and the same four
 * lines in two repetitions. The frozen answers come from R (`golden/ancova-gdd.R`, which also
 * computes the indices from the same days): ANCOVA of yield with `GDD` as the covariate over
 * the three seasons, the correlation of yield with `ГТК`.
 */
const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), 'golden');
const csv = (file: string) => {
  const [header, ...lines] = readFileSync(join(GOLDEN, file), 'utf8').trim().split('\n');
  const names = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
  });
};
type Golden = {
  coefficients: { term: string; coef: number; t: number; p: number }[];
  fvalue: number;
  f_pvalue: number;
  r_squared: number;
  adj_r_squared: number;
  covariate_mean: number;
  adjusted_df: number;
  slope: { coef: number; se: number; p: number };
  means: { level: string; mean: number; se: number; lower: number; upper: number }[];
  slope_homogeneity: { df: number; sum_sq: number; F: number; p: number; df_residual: number };
  correlation_htc: { n: number; r: number; p: number; ci: number[]; rho: number; rho_p: number };
};
const golden: Golden = JSON.parse(readFileSync(join(GOLDEN, 'ancova-gdd.json'), 'utf8'));

/** By hand from the weather CSV (decision 044's formulas, base 5 °C). */
const HAND_INDICES: Record<string, Record<string, number>> = {
  КСИ: { GDD: 30, 'САТ>10': 45, ГТК: 70 / 45, Осадки: 7, Заморозки: 1 },
  ПСИ: { GDD: 56, 'САТ>10': 76, ГТК: 40 / 76, Осадки: 4, Заморозки: 0 },
  ЭСИ: { GDD: 32, 'САТ>10': 45, ГТК: 4, Осадки: 18, Заморозки: 0 },
};

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
/** Field-year id by nursery name. */
let seasons: Map<string, number>;

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app);
  ({ api, cropId } = nursery);
  seasons = new Map([['КСИ', nursery.yearId]]);
  const fieldIds = new Map([['КСИ', nursery.fieldId]]);
  for (const name of ['ПСИ', 'ЭСИ']) {
    const field = await api('POST', 'field_table/', {
      spec_id: cropId,
      field_name: name,
      region: 'Краснодар',
    });
    const fieldId: number = field.json().field_id;
    const year = await api('POST', 'field_year_add/', {
      field_id: fieldId,
      year: 2025,
      spec_id: cropId,
    });
    fieldIds.set(name, fieldId);
    seasons.set(name, year.json().id);
  }
  const weather = csv('ancova-gdd-weather.csv');
  for (const [name, fieldId] of fieldIds) {
    const sector = await createSector(api, { name: `Пост ${name}`, field_ids: [fieldId] });
    const values = weather
      .filter((day) => day.nursery === name)
      .flatMap((day) =>
        (['t_min', 't_max', 'precipitation'] as const).map((kind) => ({
          param: paramOf(sector, kind),
          date: day.date,
          value: Number(day[kind]),
        })),
      );
    const written = await api('POST', 'meteo_params_value/', values);
    expect(written.statusCode, written.body).toBe(201);
  }
});
afterEach(() => app.close());

/** The golden plots with their yields, each nursery's in file order. */
async function plantYields() {
  const { db } = await getTestDatabase();
  const rows = csv('ancova-gdd-plots.csv');
  for (const [name, yearId] of seasons) {
    const mine = rows.filter((row) => row.nursery === name);
    const plots = await buildPlots(
      db,
      { id: yearId, cropId },
      mine.map((row) => row.plot ?? ''),
    );
    for (const [i, plot] of plots.entries()) {
      const value = Number(mine[i]?.yield);
      await buildResult(db, { cropId, plotId: plot.id, feature: 'урожай', value });
    }
  }
}

const ids = () => [...seasons.values()];

describe('season indices as statistics variables', () => {
  it('lists the indices of seasons with a sector, none without, a feature of the name winning', async () => {
    await plantYields();
    const list = await api('GET', `statistics_variables/?year_ids=${ids().join(',')}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      quantitative: ['урожай'],
      season_indices: ['GDD', 'САТ>10', 'ГТК', 'Осадки', 'Заморозки'],
    });
    const { db } = await getTestDatabase();
    const bare = await api('POST', 'field_table/', {
      spec_id: cropId,
      field_name: 'Без поста',
      region: 'Краснодар',
    });
    const bareYear: number = (
      await api('POST', 'field_year_add/', {
        field_id: bare.json().field_id,
        year: 2025,
        spec_id: cropId,
      })
    ).json().id;
    const [plot] = await buildPlots(db, { id: bareYear, cropId }, ['A/1']);
    if (!plot) throw new Error('no plot');
    await buildResult(db, { cropId, plotId: plot.id, feature: 'урожай', value: 1 });
    const none = await api('GET', `statistics_variables/?year_ids=${bareYear}`);
    expect(none.json().season_indices).toEqual([]);

    // a quantitative feature named GDD wins over the index, in the list and in the values
    await buildResult(db, { cropId, plotId: plot.id, feature: 'GDD', value: 999 });
    const shadowed = await api('GET', `statistics_variables/?year_ids=${ids()[0]},${bareYear}`);
    expect(shadowed.json()).toMatchObject({
      quantitative: ['урожай', 'GDD'],
      season_indices: ['САТ>10', 'ГТК', 'Осадки', 'Заморозки'],
    });
    const pairs = await api(
      'GET',
      `correlation/?year_id=${ids()[0]}&year_ids=${bareYear}&features=урожай,GDD`,
    );
    // only the bare season's plot has the feature GDD: fewer than three plots → refused
    expect(pairs.statusCode).toBe(400);
  });

  it('takes GDD as the ANCOVA covariate over three seasons, as R does', async () => {
    await plantYields();
    const [first, ...more] = ids();
    const response = await api(
      'GET',
      `ancova/?year_id=${first}&year_ids=${more.join(',')}&dependent_var=урожай&group_var=line&covariate_var=GDD`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.model).toBe('урожай ~ line * GDD');
    const name = (term: string) =>
      term === '(Intercept)' ? 'Intercept' : term.replace(/line([A-D])/, 'line[T.$1]');
    expect(Object.keys(body.data)).toEqual(golden.coefficients.map((c) => name(c.term)));
    for (const { term, coef, t, p } of golden.coefficients) {
      const item = body.data[name(term)];
      expectClose(item.coef, coef, term);
      expectClose(item.tvalue, t, term);
      expectP(item.pvalue, p, term);
    }
    expectClose(body.fvalue, golden.fvalue);
    expectP(body.f_pvalue, golden.f_pvalue);
    expectClose(body['R-squared'], golden.r_squared);
    expectClose(body.rsquared_adj, golden.adj_r_squared);

    // emmeans(lm(yield ~ GDD + line), ~ line): no blocks across seasons
    const adjusted = body.adjusted_means;
    expect(adjusted.model).toBe('урожай ~ GDD + line');
    expect(adjusted.df).toBe(golden.adjusted_df);
    expectClose(adjusted.covariate_mean, golden.covariate_mean);
    expectClose(adjusted.slope.coef, golden.slope.coef);
    expectClose(adjusted.slope.se, golden.slope.se);
    expectP(adjusted.slope.pvalue, golden.slope.p);
    expect(adjusted.means.map((m: { level: string }) => m.level)).toEqual(['A', 'B', 'C', 'D']);
    for (const expected of golden.means) {
      const mean = adjusted.means.find((m: { level: string }) => m.level === expected.level);
      expectClose(mean.mean, expected.mean, `${expected.level} emmean`);
      expectClose(mean.se, expected.se, `${expected.level} SE`);
      expectClose(mean.lower, expected.lower, `${expected.level} lower`);
      expectClose(mean.upper, expected.upper, `${expected.level} upper`);
    }
    const homogeneity = golden.slope_homogeneity;
    expect(body.slope_homogeneity).toMatchObject({
      df: homogeneity.df,
      df_residual: homogeneity.df_residual,
      significance: true,
    });
    expectClose(body.slope_homogeneity.sum_sq, homogeneity.sum_sq);
    expectClose(body.slope_homogeneity.F, homogeneity.F);
    expectP(body.slope_homogeneity['PR(>F)'], homogeneity.p);

    // one season alone: GDD is the same on every plot, so it cannot be a covariate
    const alone = await api(
      'GET',
      `ancova/?year_id=${first}&dependent_var=урожай&group_var=line&covariate_var=GDD`,
    );
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toEqual({
      covariate_var: [
        'The covariate «GDD» does not vary enough for its slope to be estimated: choose another covariate.',
      ],
    });
  });

  it('correlates yield with ГТК over the pooled seasons, as R does', async () => {
    await plantYields();
    const [first, ...more] = ids();
    const response = await api(
      'GET',
      `correlation/?year_id=${first}&year_ids=${more.join(',')}&features=урожай,ГТК`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [pair] = response.json();
    const expected = golden.correlation_htc;
    expect(pair.combination).toBe('урожай - ГТК');
    expect(pair.n).toBe(expected.n);
    expectClose(pair.corr, expected.r);
    expectP(pair.p_value, expected.p);
    expectClose(pair.ci[0], expected.ci[0] as number);
    expectClose(pair.ci[1], expected.ci[1] as number);
    expectClose(pair.spearman.rho, expected.rho);
    expectP(pair.spearman.p_value, expected.rho_p);
    // every plot of a season carries its season's ГТК
    expect(new Set(pair.y.map((v: number) => v.toFixed(6)))).toEqual(
      new Set(Object.values(HAND_INDICES).map((season) => (season.ГТК as number).toFixed(6))),
    );
  });

  it('shows each season’s indices beside the multi-field comparison and compares an index', async () => {
    await plantYields();
    const response = await api(
      'GET',
      `multiple_field_comparison/?year_ids=${ids().join(',')}&feature=урожай`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const environments = response.json().environments;
    expect(environments.map((e: { field_name: string }) => e.field_name)).toEqual([
      'КСИ',
      'ПСИ',
      'ЭСИ',
    ]);
    for (const environment of environments) {
      const hand = HAND_INDICES[environment.field_name] ?? {};
      expect(Object.keys(environment.season_indices)).toEqual(Object.keys(hand));
      for (const [index, value] of Object.entries(hand))
        expectClose(environment.season_indices[index], value, `${environment.field_name} ${index}`);
    }
  });

  it('keeps a season index out of sight of another tenant', async () => {
    await plantYields();
    const stranger = await setUpStranger(app);
    const [first, ...more] = ids();
    const answer = await stranger(
      'GET',
      `ancova/?year_id=${first}&year_ids=${more.join(',')}&dependent_var=урожай&group_var=line&covariate_var=GDD`,
    );
    expect(answer.statusCode).toBe(404);
    const own = await setUpNursery(app, 'bob');
    const mixed = await own.api(
      'GET',
      `correlation/?year_id=${own.yearId}&year_ids=${first}&features=урожай,ГТК`,
    );
    expect(mixed.statusCode).toBe(404);
  });
});
