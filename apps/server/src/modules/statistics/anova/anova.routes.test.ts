import { expectClose, expectP, num, readGoldenCsv } from '@plotline/stats/testing/golden';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plotResults } from '../../../db/schema.ts';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../../test/test-app.ts';

const NO_PREDICTORS =
  'The model has no predictors: choose at least one factor (and a covariate for ANCOVA).';
const SAME_FEATURES = 'The same feature is chosen twice: choose different features.';
const factorNoValues = (factor: string) =>
  `No plot with a value of the analysed features has a level of «${factor}»: enter it on the plots or choose another factor.`;

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let yearId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, yearId } = await setUpNursery(app));
});
afterEach(() => app.close());

/** Plots in map order with their values (numbers → quantitative, texts → qualitative). */
async function plant(plots: { name: string; values: Record<string, number | string> }[]) {
  const { db } = await getTestDatabase();
  const rows = await buildPlots(
    db,
    { id: yearId, cropId },
    plots.map((plot) => plot.name),
  );
  for (const [index, row] of rows.entries()) {
    for (const [feature, value] of Object.entries(plots[index]?.values ?? {}))
      await buildResult(db, { cropId, plotId: row.id, feature, value });
  }
  return rows;
}

/** Golden case 02 (agricolae's sweetpotato, CRD): plots `<virus>/<n>` with `урожай`. */
async function plantSweetpotato() {
  const counters = new Map<string, number>();
  const input = readGoldenCsv('02_sweetpotato_crd_lsd_agricolae', 'input.csv');
  return plant(
    input.map((row) => {
      const virus = row.virus ?? '';
      const n = (counters.get(virus) ?? 0) + 1;
      counters.set(virus, n);
      return { name: `${virus}/${n}`, values: { урожай: num(row.yield) } };
    }),
  );
}

const anova = (query: string) => api('GET', `anova/?year_id=${yearId}&${query}`);

describe('anova/ one-way (golden case 02)', () => {
  it('gives R’s ANOVA and TukeyHSD p adj over the lines', async () => {
    await plantSweetpotato();
    const response = await anova('dependent_var=урожай&group_vars=line');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.model).toBe('урожай ~ line');
    expect(Object.keys(body.model_stat)).toEqual(['line', 'Residual']);
    // R: summary(aov(yield ~ virus))
    expect(body.model_stat.line).toMatchObject({ df: 3, significance: true, stars: '***' });
    expectClose(body.model_stat.line.sum_sq, 1170.209166666667);
    expectClose(body.model_stat.line.F, 17.34478, 'F');
    expectP(body.model_stat.line['PR(>F)'], 0.00073342);
    expect(body.model_stat.Residual).toMatchObject({ df: 8, F: null, 'PR(>F)': null });
    expectClose(body.model_stat.Residual.mean_sq, 22.489166666667);

    // R: TukeyHSD(aov(yield ~ virus)), "group2-group1" rows
    const tukey: Record<string, [number, number]> = {
      'cc fc': [-11.533333333333, 0.068554700596],
      'cc ff': [11.933333333333, 0.059248966764],
      'cc oo': [12.5, 0.048210693671],
      'fc ff': [23.466666666667, 0.001361220638],
      'fc oo': [24.033333333333, 0.001162094575],
      'ff oo': [0.566666666667, 0.998785784063],
    };
    const [predictor] = body.predictors;
    expect(predictor.predictor).toBe('line');
    const pairs = predictor.pairwise_comparison;
    expect(pairs.map((p: { group1: string; group2: string }) => `${p.group1} ${p.group2}`)).toEqual(
      Object.keys(tukey),
    );
    for (const pair of pairs) {
      const [diff, p] = tukey[`${pair.group1} ${pair.group2}`] ?? [];
      expectClose(pair.meandiff, diff ?? Number.NaN, 'meandiff');
      expectP(pair['p-adj'], p ?? Number.NaN);
    }
    expect(pairs[2]).toMatchObject({ significance: true, stars: '*' });
    expect(pairs[3]).toMatchObject({ significance: true, stars: '**' });
    expect(pairs[0]).toMatchObject({ significance: false, stars: '' });
    expectClose(pairs[2].lower, 0.100330198467);
    expectClose(pairs[2].upper, 24.8996698015);
  });

  it('groups by the only harvest technology, leaving out plots with several', async () => {
    const plots = await plantSweetpotato();
    const [odd] = await plant([{ name: 'Z/1', values: { урожай: 1000 } }]);
    const technologies = plots.map((plot) => ({
      plot: plot.id,
      feature: plot.name.split('/')[0],
      date_planned: null,
      date_real: null,
    }));
    for (const feature of ['cc', 'oo'])
      technologies.push({ plot: odd?.id ?? 0, feature, date_planned: null, date_real: null });
    await api('POST', 'harvest_technology/add_multiple/', { harvest_technologies: technologies });
    const body = (await anova('dependent_var=урожай&group_vars=harvest_technology')).json();
    expect(body.model_stat.harvest_technology.df).toBe(3);
    expectClose(body.model_stat.Residual.sum_sq, 179.913333333333);
    expectP(body.predictors[0].pairwise_comparison[0]['p-adj'], 0.068554700596);
  });
});

describe('anova/ of a stage', () => {
  it('counts the stage in days after sowing (from emergence)', async () => {
    const plots = await plant(
      ['A/1', 'A/2', 'B/1', 'B/2', 'C/1', 'C/2'].map((name) => ({ name, values: {} })),
    );
    const heading = ['06-20', '06-22', '06-25', '06-24', '06-30', '07-03'];
    for (const [index, plot] of plots.entries()) {
      for (const [stage, date] of [
        ['всходы', '2025-05-01'],
        ['колошение', `2025-${heading[index]}`],
      ])
        await api('POST', 'plot_stage/', {
          plot: plot.id,
          stage_of_vegetation: stage,
          date_of_stage: date,
        });
    }
    const body = (await anova('dependent_var=колошение&group_vars=line')).json();
    // days 50, 52 | 55, 54 | 60, 63: SS_line = 2·Σ(ȳᵢ − ȳ)² = 114⅓, SS_within = 2 + ½ + 4½
    expect(body.model_stat.line.df).toBe(2);
    expectClose(body.model_stat.line.sum_sq, 114 + 1 / 3);
    expectClose(body.model_stat.Residual.sum_sq, 7);
  });
});

/** Golden case 04 (Pearce's apple RCBD): rows = treatments, repetitions = the four blocks. */
async function plantPearce() {
  const input = readGoldenCsv('04_pearce_apple_rcbd_ancova_vs_control', 'input.csv');
  return plant(
    input.map((row) => ({
      name: `${row.trt}/${row.block?.replace('B', '')}`,
      values: { урожай: num(row.yield), 'урожай 1952': num(row.prev), обработка: row.trt ?? '' },
    })),
  );
}

describe('anova/ with several factors (golden case 04)', () => {
  it('gives the RCBD table with Type II sums of squares and Tukey per factor', async () => {
    await plantPearce();
    const body = (await anova('dependent_var=урожай&group_vars=line,repetition')).json();
    expect(body.model).toBe('урожай ~ line + repetition (Type II SS)');
    expect(Object.keys(body.model_stat)).toEqual(['line', 'repetition', 'Residual']);
    // R: car::Anova(lm(yield ~ trt + rep), type = 2), as aov in output.txt
    const { line, repetition, Residual } = body.model_stat;
    expect(line).toMatchObject({ df: 5, significance: false, stars: '' });
    expectClose(line.sum_sq, 749.5);
    expectClose(line.F, 0.0959578357386218);
    expectP(line['PR(>F)'], 0.991460642939363);
    expect(repetition).toMatchObject({ df: 3, significance: true, stars: '***' });
    expectClose(repetition.sum_sq, 47852.8333333333);
    expectClose(repetition.F, 10.2109279978377);
    expectP(repetition['PR(>F)'], 0.000649206089668258);
    // api-contract §8: every significance a boolean, the Residual's false
    expect(Residual).toMatchObject({ df: 15, significance: false, stars: null });
    expectClose(Residual.sum_sq, 23432.1666666667);

    // R: TukeyHSD(aov(yield ~ block + trt))
    const [lines, reps] = body.predictors;
    expect(lines.pairwise_comparison).toHaveLength(15);
    expect(lines.pairwise_comparison[4]).toMatchObject({ group1: 'A', group2: 'S' });
    // complete blocks: the adjusted means are the arithmetic ones (to rounding of the fit)
    expectClose(lines.pairwise_comparison[4].meandiff, -5);
    expectP(lines.pairwise_comparison[4]['p-adj'], 0.99996844761412);
    expectP(lines.pairwise_comparison[0]['p-adj'], 0.989468612472888);
    expect(reps.predictor).toBe('repetition');
    const b4b1 = reps.pairwise_comparison[2];
    expect(b4b1).toMatchObject({ group1: '1', group2: '4', significance: true, stars: '***' });
    expectP(b4b1['p-adj'], 0.000766771222195);
    expectClose(b4b1.lower, 49.0650744663917);
  });

  it('adjusts each factor for the others when plots are missing (car::Anova type 2)', async () => {
    const plots = await plantPearce();
    const { db } = await getTestDatabase();
    const lost = plots.filter((plot) => ['A/1', 'C/3', 'E/4'].includes(plot.name));
    await db.delete(plotResults).where(
      inArray(
        plotResults.plotId,
        lost.map((plot) => plot.id),
      ),
    );
    const body = (await anova('dependent_var=урожай&group_vars=обработка,repetition')).json();
    expect(body.model).toBe('урожай ~ обработка + repetition (Type II SS)');
    // R: car::Anova(lm(yield ~ trt + rep, data = without A/1, C/3, E/4), type = 2)
    const { обработка: treatment, repetition, Residual } = body.model_stat;
    expectClose(treatment.sum_sq, 660.884033613442);
    expectClose(treatment.F, 0.0795869624753404);
    expectP(treatment['PR(>F)'], 0.99421313664401456);
    expectClose(repetition.sum_sq, 45252.4173669467);
    expectClose(repetition.F, 9.0825375802824269);
    expectP(repetition['PR(>F)'], 0.00205746187587167);
    expect(Residual.df).toBe(12);
    expectClose(Residual.sum_sq, 19929.4159663866);
  });
});

describe('anova/ refusals', () => {
  it('answers the analysis errors on the field at fault, in the asked language', async () => {
    await plantPearce();
    const ask = async (query: string) => {
      const response = await anova(query);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    expect(await ask('dependent_var=урожай')).toEqual({ group_vars: [NO_PREDICTORS] });
    expect(await ask('dependent_var=урожай&group_vars=,')).toEqual({ group_vars: [NO_PREDICTORS] });
    expect(await ask('dependent_var=урожай&group_vars=line,урожай')).toEqual({
      group_vars: [SAME_FEATURES],
    });
    expect(await ask('dependent_var=урожай&group_vars=a b,a_b')).toEqual({
      group_vars: [SAME_FEATURES],
    });
    expect(await ask('dependent_var=нет&group_vars=line')).toEqual({
      dependent_var: [
        'No plot of the chosen nursery years has a value of «нет»: enter its values or choose another feature.',
      ],
    });
    expect(await ask('dependent_var=урожай&group_vars=line,окраска')).toEqual({
      group_vars: [factorNoValues('окраска')],
    });
    // no plot has a harvest technology
    expect(await ask('dependent_var=урожай&group_vars=harvest_technology')).toEqual({
      group_vars: [factorNoValues('harvest_technology')],
    });
    const russian = await api('GET', `anova/?year_id=${yearId}&dependent_var=урожай`, undefined, {
      'accept-language': 'ru',
    });
    expect(russian.json()).toEqual({
      group_vars: [
        'В модели нет предикторов: выберите хотя бы один фактор (а для ANCOVA и ковариату).',
      ],
    });
  });

  it('refuses a factor with one level and a season without residual df', async () => {
    await plant([
      { name: 'A/1', values: { урожай: 1, окраска: 'белая' } },
      { name: 'B/1', values: { урожай: 2, окраска: 'белая' } },
    ]);
    expect((await anova('dependent_var=урожай&group_vars=окраска')).json()).toEqual({
      group_vars: [
        'The factor «окраска» has a single level on the plots with values: it cannot explain anything. Choose another factor.',
      ],
    });
    expect((await anova('dependent_var=урожай&group_vars=line')).json()).toEqual({
      dependent_var: [
        'No degrees of freedom are left for the error: the rows (levels) need repeated plots. Add repetitions or choose fewer factors.',
      ],
    });
  });

  it('refuses a model without residual variation (every value equal) instead of an infinite F', async () => {
    await plant(
      ['A/1', 'A/2', 'B/1', 'B/2', 'C/1', 'C/2'].map((name) => ({ name, values: { урожай: 5 } })),
    );
    const response = await anova('dependent_var=урожай&group_vars=line,repetition');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      dependent_var: [
        'The values of «урожай» do not vary within the groups, so there is no error to test against: check the values or choose other factors.',
      ],
    });
  });

  it('answers 404 for another tenant’s season before looking at the query', async () => {
    await plantPearce();
    const stranger = await setUpStranger(app);
    const response = await stranger('GET', `anova/?year_id=${yearId}&dependent_var=урожай`);
    expect(response.statusCode).toBe(404);
  });
});

const ancova = (query: string) => api('GET', `ancova/?year_id=${yearId}&${query}`);

/** R: summary(lm(yield ~ trt * prev)) on golden case 04 (R 4.2.2; A is the reference). */
const R_COEFFICIENTS: Record<string, [number, number, number]> = {
  Intercept: [126.54575163398724, 0.50822083011857, 0.620511387026647],
  B: [-95.04520637771677, -0.353287626215089, 0.730001423375835],
  C: [-162.51853269907588, -0.600547940374275, 0.559312950184224],
  D: [-106.25495593009516, -0.41308384770615, 0.686830802137645],
  E: [-104.69547091034393, -0.36842067956762, 0.718976941566388],
  S: [-252.12875558655622, -0.865215000611017, 0.403886443149751],
  prev: [18.6928104575163, 0.636057453540215, 0.536681915282792],
  'B:prev': [9.60053741598424, 0.302419692453543, 0.767509945468902],
  'C:prev': [18.57937889159612, 0.581722710684234, 0.571519971491763],
  'D:prev': [12.84778314451626, 0.422493975716296, 0.68013609579846],
  'E:prev': [15.47437606774881, 0.447934782343984, 0.662179904250065],
  'S:prev': [24.86450179544811, 0.741368376151436, 0.47273003486663],
};

describe('ancova/ (golden case 04)', () => {
  it('gives R’s separate-slopes OLS, adjusted means and the test of equal slopes', async () => {
    await plantPearce();
    const response = await ancova(
      'dependent_var=урожай&group_var=line&covariate_var=урожай%201952',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.model).toBe('урожай ~ line * урожай_1952');
    const name = (key: string) =>
      key === 'Intercept'
        ? key
        : key.replace(/^([A-Z])(?=:|$)/, 'line[T.$1]').replace('prev', 'урожай_1952');
    expect(Object.keys(body.data)).toEqual(Object.keys(R_COEFFICIENTS).map(name));
    for (const [key, [coef, t, p]] of Object.entries(R_COEFFICIENTS)) {
      const item = body.data[name(key)];
      expectClose(item.coef, coef, key);
      expectClose(item.tvalue, t, key);
      expectP(item.pvalue, p, key);
      expect(item).toMatchObject({ significance: false, stars: '' });
    }
    expectClose(body.fvalue, 3.86473282701416);
    expectP(body.f_pvalue, 0.0141513165831938);
    expect(body).toMatchObject({ model_significance: true, model_stars: '*' });
    expectClose(body['R-squared'], 0.779865230584244);
    expectClose(body.rsquared_adj, 0.578075025286468);

    // R: emmeans(lm(yield ~ block + prev + trt), ~ trt), Booth et al. (2009) Table 1
    const adjusted = body.adjusted_means;
    expect(adjusted.model).toBe('урожай ~ repetition + урожай_1952 + line');
    expect(adjusted.df).toBe(14);
    expectClose(adjusted.covariate_mean, 8.30833333333333);
    expectClose(adjusted.slope.coef, 28.4009628610729);
    expectClose(adjusted.slope.se, 3.3840464564097);
    expectP(adjusted.slope.pvalue, 7.80633441656097e-7);
    expect(adjusted.means.map((m: { level: string }) => m.level)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'S',
    ]);
    for (const expected of readGoldenCsv(
      '04_pearce_apple_rcbd_ancova_vs_control',
      'expected_adjusted_means.csv',
    )) {
      const mean = adjusted.means.find((m: { level: string }) => m.level === expected.trt);
      expectClose(mean.mean, num(expected.emmean), `${expected.trt} emmean`);
      expectClose(mean.se, num(expected.SE), `${expected.trt} SE`);
      expectClose(mean.lower, num(expected['lower.CL']), `${expected.trt} lower`);
      expectClose(mean.upper, num(expected['upper.CL']), `${expected.trt} upper`);
    }
    // R: anova(lm(yield ~ block + prev + trt), lm(yield ~ block + prev * trt))
    expect(body.slope_homogeneity).toMatchObject({
      df: 5,
      df_residual: 9,
      significance: false,
      stars: '',
    });
    expectClose(body.slope_homogeneity.sum_sq, 2108.89754394024);
    expectClose(body.slope_homogeneity.F, 2.13702743361352);
    expectP(body.slope_homogeneity['PR(>F)'], 0.152070163024252);
  });

  it('takes a qualitative feature as the group; incomplete blocks are random or dropped', async () => {
    const plots = await plantPearce();
    const { db } = await getTestDatabase();
    const [extra] = await buildPlots(db, { id: yearId, cropId }, ['F/5']);
    if (!extra) throw new Error('no plot');
    for (const [feature, value] of [
      ['урожай', 300],
      ['урожай 1952', 9],
      ['обработка', 'F'],
    ] as const)
      await buildResult(db, { cropId, plotId: extra.id, feature, value });
    const body = (
      await ancova('dependent_var=урожай&group_var=обработка&covariate_var=урожай%201952')
    ).json();
    expect(plots).toHaveLength(24);
    expect(body.model).toBe('урожай ~ обработка * урожай_1952');
    // F has a single plot: its slope is not estimable (R: NA)
    expect(body.data['обработка[T.F]:урожай_1952']).toEqual({
      coef: null,
      tvalue: null,
      pvalue: null,
      significance: null,
      stars: null,
    });
    expectClose(body.data['обработка[T.B]'].coef, -95.04520637771677);
    // incomplete repetitions: by default the trial's mixed model (decision 053) …
    expect(body.adjusted_means.model).toBe('урожай ~ урожай_1952 + обработка + (1 | repetition)');
    expect(body.adjusted_means.means).toHaveLength(7);
    // … and without blocks under the simple model
    const simple = (
      await ancova(
        'dependent_var=урожай&group_var=обработка&covariate_var=урожай%201952&model=simple',
      )
    ).json();
    expect(simple.adjusted_means.model).toBe('урожай ~ урожай_1952 + обработка');
    expect(simple.adjusted_means.means).toHaveLength(7);
  });

  it('refuses a missing or repeated variable and too many groups', async () => {
    await plantPearce();
    const ask = async (query: string) => {
      const response = await ancova(query);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    expect(await ask('dependent_var=урожай&group_var=line')).toEqual({
      covariate_var: [NO_PREDICTORS],
    });
    expect(await ask('dependent_var=урожай&covariate_var=урожай%201952&group_var=')).toEqual({
      group_var: [NO_PREDICTORS],
    });
    expect(await ask('dependent_var=урожай&group_var=line&covariate_var=урожай')).toEqual({
      covariate_var: [SAME_FEATURES],
    });
    expect(await ask('dependent_var=урожай&group_var=line&covariate_var=нет')).toEqual({
      covariate_var: [
        'No plot of the chosen nursery years has a value of «нет»: enter its values or choose another feature.',
      ],
    });
    const many = Array.from({ length: 101 }, (_, i) => ({
      name: `M${i}/1`,
      values: { масса: i, высота: (i * 7) % 13 },
    }));
    await plant(many);
    expect(await ask('dependent_var=масса&group_var=line&covariate_var=высота')).toEqual({
      group_var: [
        'Too many groups for this analysis (at most 100): choose a factor with fewer levels.',
      ],
    });
  });

  it('answers 404 for another tenant’s season', async () => {
    await plantPearce();
    const stranger = await setUpStranger(app);
    const response = await stranger(
      'GET',
      `ancova/?year_id=${yearId}&dependent_var=урожай&group_var=line&covariate_var=урожай%201952`,
    );
    expect(response.statusCode).toBe(404);
  });
});
