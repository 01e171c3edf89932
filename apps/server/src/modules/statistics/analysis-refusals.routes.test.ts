import type { Language } from '@plotline/contract/rules';
import { computeDiallelAnalysis } from '@plotline/stats/breeding/diallel';
import { computeFinlayWilkinson } from '@plotline/stats/breeding/finlay-wilkinson';
import { computeLineByTesterAnalysis } from '@plotline/stats/breeding/line-by-tester';
import { layOutMet } from '@plotline/stats/breeding/met-layout';
import { computeControlTTests, findLevel } from '@plotline/stats/comparisons/comparisons';
import { computeDunnett } from '@plotline/stats/comparisons/dunnett';
import { tukeyQuantile } from '@plotline/stats/distributions/studentized-range';
import { StatsError, type StatsReasonKey } from '@plotline/stats/errors';
import { computeOneWayAnova, computeRcbdAnova } from '@plotline/stats/linear/anova';
import { computeBartlettTest } from '@plotline/stats/linear/bartlett-test';
import { fitMixedModel } from '@plotline/stats/mixed/fit-mixed-model';
import { standardHeritability } from '@plotline/stats/mixed/heritability';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lines, plots } from '../../db/schema.ts';
import { registerErrorHandler } from '../../errors.ts';
import { MESSAGES, type MessageKey } from '../../platform/i18n/messages.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { type ApiCaller, setUpNursery } from '../../test/nursery-api.ts';
import { buildLine, buildResult } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { reasonMessageKey, refusalOf } from './refuse-analysis.ts';

// Issue 12: every refusal of an analysis reaches the user as a catalogue message (ru/en/it/es)
// with its parameters, saying what to do. One test per message key, in Russian and English:
// through the HTTP API where the data can provoke it, else the engine's own refusal rendered
// by the server's error handler.

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

type Params = Record<string, string | number>;
/** A plot: its name, optionally its pedigree (mother × father), and its values. */
type Planted = [name: string, values: Record<string, number | string>, pedigree?: [string, string]];

/** Plots of the season with their lines (the base name, or `mother×father`) and values. */
async function plant(season: number, planted: readonly Planted[]) {
  const { db } = await getTestDatabase();
  for (const [index, [name, values, pedigree]] of planted.entries()) {
    const base = name.replace(/\/\d+$/, '');
    const line = await buildLine(db, cropId, pedigree ? `${pedigree[0]}×${pedigree[1]}` : base);
    if (pedigree) {
      const mother = await buildLine(db, cropId, pedigree[0]);
      const father = await buildLine(db, cropId, pedigree[1]);
      await db
        .update(lines)
        .set({ motherId: mother.id, fatherId: father.id })
        .where(eq(lines.id, line.id));
    }
    const [plot] = await db
      .insert(plots)
      .values({ fieldYearId: season, lineId: line.id, name, position: index + 1 })
      .returning({ id: plots.id });
    for (const [feature, value] of Object.entries(values)) {
      await buildResult(db, { cropId, plotId: plot?.id ?? 0, feature, value });
    }
  }
}

/** Rows × repetitions with a value each: `values[row][repetition]`. */
function trial(feature: string, values: Record<string, number[]>): Planted[] {
  return Object.entries(values).flatMap(([row, list]) =>
    list.map((value, rep): Planted => [`${row}/${rep + 1}`, { [feature]: value }]),
  );
}

/** Crosses `[mother, father]` in every repetition, values from `value(i, rep)`. */
function crosses(pairs: [string, string][], reps: number, skip?: [number, number]): Planted[] {
  return pairs.flatMap(([mother, father], i) =>
    Array.from({ length: reps }, (_, rep): Planted[] =>
      skip && skip[0] === i && skip[1] === rep
        ? []
        : [
            [
              `${mother}${father}/${rep + 1}`,
              { урожай: 10 + i * 3 + rep * 0.7 + ((i * rep) % 3) },
              [mother, father],
            ],
          ],
    ).flat(),
  );
}

/** Plants in the main season; the set-up's result (nothing to pass on). */
async function plantHere(planted: readonly Planted[]): Promise<string> {
  await plant(yearId, planted);
  return '';
}

async function secondSeason(year = 2026): Promise<number> {
  return (await api('POST', 'field_year_add/', { field_id: fieldId, year, spec_id: cropId })).json()
    .id;
}

/** A case provoked through the API: the data to plant, then the request. */
type HttpCase = {
  key: MessageKey;
  field: string;
  params: Params;
  setUp?: () => Promise<string>;
  url: string | ((setUp: string) => string);
};

const P4 = [
  ['A', 'B'],
  ['A', 'C'],
  ['A', 'D'],
  ['B', 'C'],
  ['B', 'D'],
  ['C', 'D'],
] as [string, string][];

const HTTP_CASES: HttpCase[] = [
  {
    key: 'analysis.pickControl',
    field: 'control_plot',
    params: {},
    setUp: () => plantHere(trial('урожай', { A: [1, 2] })),
    url: () => `calculate_nsr_multiple/?year_ids=${yearId}&feature=урожай`,
  },
  {
    key: 'analysis.controlYearNotAnalysed',
    field: 'control_plot_year_id',
    params: {},
    url: () =>
      `calculate_nsr_multiple/?year_ids=${yearId}&feature=урожай&control_plot=A&control_plot_year_id=${yearId + 9}`,
  },
  {
    key: 'analysis.controlNotFound',
    field: 'control_plot',
    params: { plot: 'Z/2' },
    setUp: () => plantHere(trial('урожай', { A: [1, 2] })),
    url: () =>
      `perform_t_test_multiple/?year_ids=${yearId}&feature=урожай&control_plot=Z/2&control_plot_year_id=${yearId}`,
  },
  {
    key: 'analysis.noValues',
    field: 'feature',
    params: { feature: 'масса' },
    setUp: () => plantHere(trial('урожай', { A: [1, 2] })),
    url: () => `cross_avg_values_multiple/?year_ids=${yearId}&feature=масса`,
  },
  {
    key: 'analysis.noFeatureValues',
    field: 'year_ids',
    params: {},
    setUp: () => plantHere([['A/1', {}]]),
    url: () => `cross_avg_values_multiple/?year_ids=${yearId}`,
  },
  {
    key: 'analysis.noPredictors',
    field: 'group_vars',
    params: {},
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай`,
  },
  {
    key: 'analysis.sameFeatures',
    field: 'features',
    params: {},
    url: () => `correlation/?year_id=${yearId}&features=x,x`,
  },
  {
    key: 'analysis.notEnoughQuantitativeFeatures',
    field: 'features',
    params: {},
    url: () => `correlation_matrix/?year_id=${yearId}&features=x`,
  },
  {
    key: 'analysis.factorNoValues',
    field: 'group_vars',
    params: { factor: 'окраска' },
    setUp: () => plantHere(trial('урожай', { A: [1, 2], B: [3, 5] })),
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line,окраска`,
  },
  {
    key: 'analysis.factorOneLevel',
    field: 'group_var',
    params: { factor: 'repetition' },
    setUp: () =>
      plantHere([
        ['A', { урожай: 1, масса: 2 }],
        ['B', { урожай: 2, масса: 5 }],
      ]),
    url: () =>
      `ancova/?year_id=${yearId}&dependent_var=урожай&group_var=repetition&covariate_var=масса`,
  },
  {
    key: 'analysis.noResidualDf',
    field: 'dependent_var',
    params: {},
    setUp: () => plantHere(trial('урожай', { A: [1], B: [2] })),
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line`,
  },
  {
    key: 'analysis.noResidualVariation',
    field: 'dependent_var',
    params: { feature: 'урожай' },
    setUp: () => plantHere(trial('урожай', { A: [5, 5], B: [5, 5] })),
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line`,
  },
  {
    key: 'analysis.covariateConstant',
    field: 'covariate_var',
    params: { covariate: 'масса' },
    setUp: () =>
      plantHere(
        ['A/1', 'A/2', 'B/1', 'B/2', 'C/1', 'C/2'].map(
          (name, i): Planted => [name, { урожай: i * 1.7 + (i % 2), масса: 3 }],
        ),
      ),
    url: () => `ancova/?year_id=${yearId}&dependent_var=урожай&group_var=line&covariate_var=масса`,
  },
  {
    key: 'analysis.tooManyGroups',
    field: 'group_var',
    params: { max: 100 },
    setUp: () =>
      plantHere(
        Array.from({ length: 101 }, (_, i): Planted => [`M${i}`, { урожай: i, масса: i % 7 }]),
      ),
    url: () => `ancova/?year_id=${yearId}&dependent_var=урожай&group_var=line&covariate_var=масса`,
  },
  {
    key: 'analysis.correlationTooFew',
    field: 'features',
    params: { first: 'x', second: 'y' },
    setUp: () =>
      plantHere([
        ['A', { x: 1, y: 2 }],
        ['B', { x: 2, y: 1 }],
        ['C', { x: 3 }],
      ]),
    url: () => `correlation/?year_id=${yearId}&features=x,y`,
  },
  {
    key: 'analysis.correlationPair',
    field: 'features',
    params: { first: 'x', second: 'c' },
    setUp: () => plantHere([1, 2, 3, 4].map((x): Planted => [`P${x}`, { x, c: 3 }])),
    url: () => `correlation_matrix/?year_id=${yearId}&features=x,c`,
  },
  {
    key: 'analysis.notEnoughForVisualisation',
    field: 'feature',
    params: {},
    url: () => `statistics_boxplot/?year_id=${yearId}&feature=нет`,
  },
  {
    key: 'analysis.noCrosses',
    field: 'feature',
    params: { feature: 'урожай' },
    setUp: () => plantHere(trial('урожай', { A: [1, 2] })),
    url: () => `combining_ability/?year_id=${yearId}&feature=урожай&design=diallel`,
  },
  {
    key: 'analysis.diallelFewParents',
    field: 'feature',
    params: { method: 4, least: 4 },
    setUp: () => plantHere(crosses(P4.slice(0, 1), 2)),
    url: () => `combining_ability/?year_id=${yearId}&feature=урожай&design=diallel&method=4`,
  },
  {
    key: 'analysis.diallelFewReplicates',
    field: 'feature',
    params: {},
    setUp: () => plantHere(crosses(P4, 1)),
    url: () => `combining_ability/?year_id=${yearId}&feature=урожай&design=diallel&method=4`,
  },
  {
    key: 'analysis.diallelCrossMissing',
    field: 'feature',
    params: { method: 4, mother: 'B', father: 'C' },
    setUp: () => plantHere(crosses(P4, 2, [3, 1])),
    url: () => `combining_ability/?year_id=${yearId}&feature=урожай&design=diallel&method=4`,
  },
  {
    key: 'analysis.diallelOneCrossPerPair',
    field: 'feature',
    params: { method: 4, mother: 'B', father: 'A', replicate: '1' },
    setUp: () => plantHere(crosses([...P4, ['B', 'A']], 2)),
    url: () => `combining_ability/?year_id=${yearId}&feature=урожай&design=diallel&method=4`,
  },
  {
    key: 'analysis.lineTesterFewEntries',
    field: 'feature',
    params: {},
    setUp: () =>
      plantHere(
        crosses(
          [
            ['L', 'T'],
            ['L', 'U'],
          ],
          2,
        ),
      ),
    url: () => `combining_ability/?year_id=${yearId}&feature=урожай&design=line_by_tester`,
  },
  {
    key: 'analysis.lineTesterCrossMissing',
    field: 'feature',
    params: { line: 'M', tester: 'U' },
    setUp: () =>
      plantHere(
        crosses(
          [
            ['L', 'T'],
            ['L', 'U'],
            ['M', 'T'],
            ['M', 'U'],
          ],
          2,
          [3, 1],
        ),
      ),
    url: () => `combining_ability/?year_id=${yearId}&feature=урожай&design=line_by_tester`,
  },
  {
    key: 'analysis.fewSeasons',
    field: 'year_ids',
    params: {},
    url: () => `multiple_field_comparison/?year_ids=${yearId}&feature=урожай`,
  },
  {
    key: 'analysis.metTooSmall',
    field: 'feature',
    params: {},
    setUp: async () => {
      const second = await secondSeason();
      await plant(yearId, trial('урожай', { A: [1, 2], B: [3, 5] }));
      await plant(second, trial('урожай', { C: [1, 2], D: [3, 5] }));
      return String(second);
    },
    url: (second) => `multiple_field_comparison/?year_ids=${yearId},${second}&feature=урожай`,
  },
  {
    key: 'analysis.metReplicatesDiffer',
    field: 'feature',
    params: { environment: 'КСИ 2026', count: 3, first: 'КСИ 2025', firstCount: 2 },
    setUp: async () => {
      const second = await secondSeason();
      await plant(yearId, trial('урожай', { A: [1, 2], B: [3, 5] }));
      await plant(second, trial('урожай', { A: [1, 2, 4], B: [3, 5, 4] }));
      return String(second);
    },
    url: (second) => `multiple_field_comparison/?year_ids=${yearId},${second}&feature=урожай`,
  },
  {
    key: 'analysis.metNoResidualVariation',
    field: 'feature',
    params: { environment: 'КСИ 2025' },
    setUp: async () => {
      const second = await secondSeason();
      await plant(yearId, trial('урожай', { A: [1, 2], B: [3, 4] }));
      await plant(second, trial('урожай', { A: [1, 2.5], B: [3, 4] }));
      return String(second);
    },
    url: (second) => `multiple_field_comparison/?year_ids=${yearId},${second}&feature=урожай`,
  },
  // anova/ terms, split-plot and control (decision 049)
  {
    key: 'analysis.badTerm',
    field: 'group_vars',
    params: { term: 'line*' },
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line*`,
  },
  {
    key: 'analysis.tooManyTerms',
    field: 'group_vars',
    params: { max: 15 },
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=a*b*c*d*e`,
  },
  {
    key: 'analysis.tooManyLevels',
    field: 'group_vars',
    params: { factor: 'line', max: 100 },
    setUp: () =>
      plantHere(
        Array.from(
          { length: 101 },
          (_, i): Planted => [`L${i}/1`, { урожай: i, доза: `N${i % 2}` }],
        ),
      ),
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line*доза`,
  },
  {
    key: 'analysis.tooManyColumns',
    field: 'group_vars',
    params: { max: 600 },
    setUp: () =>
      plantHere(
        Array.from({ length: 30 }, (_, i): Planted => [`L${i}/1`, { урожай: i, доза: `N${i}` }]),
      ),
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line*доза`,
  },
  {
    key: 'analysis.interactionNoReplicates',
    field: 'dependent_var',
    params: { term: 'line × доза' },
    setUp: () =>
      plantHere([
        ['A/1', { урожай: 1, доза: 'N0' }],
        ['A/2', { урожай: 2, доза: 'N1' }],
        ['B/1', { урожай: 4, доза: 'N0' }],
        ['B/2', { урожай: 3, доза: 'N1' }],
      ]),
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line*доза`,
  },
  {
    key: 'analysis.interactionEmptyCells',
    field: 'group_vars',
    params: { term: 'line × доза' },
    setUp: () =>
      plantHere([
        ['A/1', { урожай: 1, доза: 'N0' }],
        ['A/2', { урожай: 2, доза: 'N0' }],
        ['A/3', { урожай: 4, доза: 'N1' }],
        ['A/4', { урожай: 6, доза: 'N1' }],
        ['B/1', { урожай: 3, доза: 'N0' }],
        ['B/2', { урожай: 5, доза: 'N0' }],
        ['C/1', { урожай: 7, доза: 'N1' }],
        ['C/2', { урожай: 8, доза: 'N1' }],
      ]),
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line*доза`,
  },
  {
    key: 'analysis.mainPlotNotInModel',
    field: 'main_plot',
    params: { factor: 'доза' },
    url: () =>
      `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=repetition,line&main_plot=доза`,
  },
  {
    key: 'analysis.splitPlotNoRepetition',
    field: 'main_plot',
    params: {},
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line*доза&main_plot=line`,
  },
  {
    key: 'analysis.splitPlotRepetitionInteraction',
    field: 'group_vars',
    params: {},
    url: () =>
      `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=repetition*line&main_plot=line`,
  },
  {
    key: 'analysis.controlFactorNotInModel',
    field: 'control_factor',
    params: { factor: 'доза' },
    url: () =>
      `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line&control=A&control_factor=доза`,
  },
  {
    key: 'analysis.controlNoFactor',
    field: 'control',
    params: { control: 'Z' },
    setUp: () => plantHere(trial('урожай', { A: [1, 2], B: [3, 5] })),
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line&control=Z`,
  },
  {
    key: 'analysis.controlNotLevel',
    field: 'control',
    params: { control: 'Z', factor: 'line' },
    setUp: () => plantHere(trial('урожай', { A: [1, 2], B: [3, 5] })),
    url: () =>
      `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line&control=Z&control_factor=line`,
  },
  {
    key: 'analysis.controlAmbiguous',
    field: 'control',
    params: { control: 'A' },
    setUp: () =>
      plantHere([
        ['A/1', { урожай: 1, доза: 'A' }],
        ['A/2', { урожай: 2, доза: 'B' }],
        ['B/1', { урожай: 4, доза: 'A' }],
        ['B/2', { урожай: 3, доза: 'B' }],
      ]),
    url: () => `anova/?year_id=${yearId}&dependent_var=урожай&group_vars=line,доза&control=A`,
  },
];

describe.each(HTTP_CASES)('$key', ({ key, field, params, setUp, url }) => {
  it('answers 400 on the field at fault with the message in ru and en', async () => {
    const path = typeof url === 'string' ? url : url((await setUp?.()) ?? '');
    for (const language of ['ru', 'en'] as const) {
      const response = await api('GET', path, undefined, { 'accept-language': language });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toEqual({ [field]: [translate(key, language, params)] });
    }
  });
});

/** The engine's refusal of a computation (the error it throws). */
function refusal(compute: () => unknown): StatsError {
  try {
    compute();
  } catch (error) {
    if (error instanceof StatsError) return error;
    throw error;
  }
  throw new Error('no refusal');
}

const met = (genotype: string, environment: string, rep: number, value: number) => ({
  genotype,
  environment,
  rep,
  value,
});
const diallel = (parent1: string, parent2: string, replicate: number, value = 1) => ({
  parent1,
  parent2,
  replicate,
  value,
});
const lineTester = (line: string | null, tester: string | null, replicate: number, value = 1) => ({
  line,
  tester,
  replicate,
  value,
});
const DIALLEL_4 = P4.flatMap(([a, b]) => [diallel(a, b, 1), diallel(a, b, 2)]);
const LT_2X2 = [
  ['L', 'T'],
  ['L', 'U'],
  ['M', 'T'],
  ['M', 'U'],
].flatMap(([l, t]) => [lineTester(l ?? '', t ?? '', 1), lineTester(l ?? '', t ?? '', 2, 2)]);

/** Engine refusals the server's checks come before (the data cannot reach them through the API). */
const ENGINE_CASES: [StatsReasonKey, () => unknown][] = [
  ['fewGroups', () => computeOneWayAnova([1, 2], ['a', 'a'])],
  ['fewTreatmentsOrBlocks', () => computeRcbdAnova([1, 2], ['a', 'b'], ['1', '1'])],
  [
    'tTestFewValues',
    () =>
      computeControlTTests(
        { levels: ['a', 'c'], means: [1, 2], counts: [1, 3], withinSs: [0, 1] },
        'c',
        { equalVariance: false },
      ),
  ],
  ['controlNotTreatment', () => findLevel(['a'], 'z')],
  [
    'noTreatmentBesidesControl',
    () => computeDunnett({ levels: ['c'], means: [1], counts: [3] }, 'c', 1, 5),
  ],
  [
    'diallelValueMissing',
    () =>
      computeDiallelAnalysis([...DIALLEL_4, diallel('A', 'B', 3, Number.NaN)], {
        method: 4,
        model: 'fixed',
      }),
  ],
  [
    'diallelRecordedTwice',
    () =>
      computeDiallelAnalysis([...DIALLEL_4, diallel('A', 'B', 1)], { method: 4, model: 'fixed' }),
  ],
  [
    'lineTesterFewReplicates',
    () => computeLineByTesterAnalysis(LT_2X2.filter((r) => r.replicate === 1)),
  ],
  ['lineTesterNoParent', () => computeLineByTesterAnalysis([...LT_2X2, lineTester(null, null, 1)])],
  [
    'lineTesterValueMissing',
    () => computeLineByTesterAnalysis([...LT_2X2.slice(1), lineTester('L', 'T', 1, Number.NaN)]),
  ],
  [
    'lineTesterRecordedTwice',
    () => computeLineByTesterAnalysis([...LT_2X2, lineTester('L', 'T', 1)]),
  ],
  [
    'lineTesterParentMissing',
    () => computeLineByTesterAnalysis([...LT_2X2, lineTester('L', null, 1)]),
  ],
  ['metValueMissing', () => layOutMet([met('A', 'E1', 1, Number.NaN)])],
  [
    'metRecordedTwice',
    () =>
      layOutMet(
        ['A', 'B']
          .flatMap((g) => ['E1', 'E2'].flatMap((e) => [met(g, e, 1, 1), met(g, e, 2, 2)]))
          .concat(met('A', 'E1', 1, 3)),
      ),
  ],
  [
    'metUnbalanced',
    () =>
      layOutMet(
        ['A', 'B']
          .flatMap((g) => ['E1', 'E2'].flatMap((e) => [met(g, e, 1, 1), met(g, e, 2, 2)]))
          .slice(1),
      ),
  ],
  ['stabilityFewEnvironments', () => computeFinlayWilkinson(new Float64Array(4), ['A', 'B'], 2)],
  [
    'stabilitySameMeans',
    () => computeFinlayWilkinson(new Float64Array([1, 1, 1, 2, 2, 2]), ['A', 'B'], 3),
  ],
  ['bartlettVariances', () => computeBartlettTest([1], [2])],
  ['outOfRange', () => tukeyQuantile(1.5, 3, 10)],
  ['geneticVarianceZero', () => standardHeritability({ genotype: 0, residual: 1, replicates: 2 })],
  [
    'randomTermOneLevel',
    () =>
      fitMixedModel({
        fixed: { response: [1, 2, 3, 4], terms: [] },
        random: [{ name: 'line', values: ['A', 'A', 'A', 'A'] }],
      }),
  ],
  [
    'relationshipMatrixInvalid',
    () =>
      fitMixedModel({
        fixed: { response: [1, 2, 3, 4], terms: [] },
        random: [{ name: 'line', values: ['A', 'B', 'C', 'D'], relationship: new Float64Array(4) }],
      }),
  ],
  [
    'emptySample',
    () => {
      throw new StatsError('notEnoughData', 'no values', { key: 'emptySample' });
    },
  ],
  [
    'fewValuesForSd',
    () => {
      throw new StatsError('notEnoughData', 'x: 1 value(s)', {
        key: 'fewValuesForSd',
        params: { label: 'x' },
      });
    },
  ],
];

/** A bare server with the real error handler, answering the refusal of `error` on `feature`. */
async function refusingServer(error: StatsError, context: Record<string, string>) {
  const server = Fastify();
  registerErrorHandler(server);
  server.get('/', () => {
    throw refusalOf('feature', error, context);
  });
  await server.ready();
  return server;
}

describe.each(ENGINE_CASES)('analysis.%s (engine)', (key, compute) => {
  it('is the engine’s reason, rendered in ru and en with its parameters', async () => {
    const error = refusal(compute);
    expect(error.reason?.key).toBe(key);
    const context = { feature: 'урожай' };
    const server = await refusingServer(error, context);
    try {
      for (const language of ['ru', 'en'] as Language[]) {
        const response = await server.inject({
          url: '/',
          headers: { 'accept-language': language },
        });
        expect(response.statusCode).toBe(400);
        const text = translate(reasonMessageKey(key), language, {
          ...error.reason?.params,
          ...context,
        });
        expect(response.json()).toEqual({ feature: [text] });
        expect(text, 'every placeholder filled').not.toMatch(/\{\w+\}/);
      }
    } finally {
      await server.close();
    }
  });
});

describe('the analysis catalogue', () => {
  const analysisKeys = Object.keys(MESSAGES).filter((key) => key.startsWith('analysis.'));

  it('has a test above for every analysis message (the generic fallback aside)', () => {
    const tested = new Set<string>([
      ...HTTP_CASES.map((item) => item.key),
      ...ENGINE_CASES.map(([key]) => reasonMessageKey(key)),
      'analysis.notEnoughData',
    ]);
    expect(analysisKeys.filter((key) => !tested.has(key))).toEqual([]);
  });

  it('says every message in the four languages with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of analysisKeys) {
      const texts = MESSAGES[key as MessageKey] as Record<Language, string>;
      for (const language of ['ru', 'it', 'es'] as const) {
        expect(placeholders(texts[language]), `${key}.${language}`).toEqual(placeholders(texts.en));
        expect(texts[language], `${key}.${language} is translated`).not.toBe(texts.en);
      }
      // the Russian interface shows no English sentence
      expect(texts.ru, key).not.toMatch(/\b(the|is|needs|missing|choose|enter)\b/i);
    }
  });

  it('falls back to the generic message for a refusal without a reason', async () => {
    const server = await refusingServer(new StatsError('notEnoughData'), {});
    try {
      const response = await server.inject({ url: '/', headers: { 'accept-language': 'ru' } });
      expect(response.json()).toEqual({
        feature: [translate('analysis.notEnoughData', 'ru')],
      });
    } finally {
      await server.close();
    }
  });
});
