import { describe, expect, it } from 'vitest';
import { expectP } from '../testing/golden.ts';
import {
  at,
  column,
  factorOf,
  type MixedCase,
  randomOf,
  readMixedCase,
} from '../testing/mixed-golden.ts';
import { fitMixedModel } from './fit-mixed-model.ts';
import { estimateMixedContrast } from './mixed-contrasts.ts';
import { combineDenominatorDf, satterthwaiteDf, satterthwaiteFTest } from './satterthwaite.ts';
import type { MixedModelInput } from './types.ts';

type GoldenCoefficients = {
  names: string[];
  estimate: number[];
  se: number[];
  df: number[];
  t: number[];
  p: number[];
};

function expectNear(actual: number, expected: number, tolerance: number, label: string) {
  expect(Math.abs(actual - expected), `${label}: ${actual} vs R ${expected}`).toBeLessThanOrEqual(
    tolerance * Math.abs(expected),
  );
}

type Model = { name: string; path: string[]; input: (c: MixedCase) => MixedModelInput };

const cases: { name: string; tolerance?: number; models: Model[] }[] = [
  {
    name: 'rcbd-missing',
    models: [
      {
        name: 'y ~ line + (1 | rep)',
        path: ['linesFixed'],
        input: ({ rows }) => ({
          fixed: {
            response: column(rows, 'y'),
            factors: [factorOf(rows, 'line')],
            terms: [['line']],
          },
          random: [randomOf(rows, 'rep')],
        }),
      },
      {
        name: 'y ~ rep + (1 | line)',
        path: ['linesRandom'],
        input: ({ rows }) => ({
          fixed: {
            response: column(rows, 'y'),
            factors: [factorOf(rows, 'rep')],
            terms: [['rep']],
          },
          random: [randomOf(rows, 'line')],
        }),
      },
    ],
  },
  {
    name: 'split-plot',
    models: (['balanced', 'missing'] as const).map((variant) => ({
      name: `y ~ A * B + (1 | block) + (1 | block:A), ${variant}`,
      path: [variant],
      input: ({ rows }: MixedCase) => ({
        fixed: {
          response: column(rows, variant === 'balanced' ? 'y' : 'y_missing'),
          factors: [factorOf(rows, 'A'), factorOf(rows, 'B')],
          terms: [['A'], ['B'], ['A', 'B']],
        },
        random: [randomOf(rows, 'block', 'A'), randomOf(rows, 'block')],
      }),
    })),
  },
  {
    name: 'alpha-lattice',
    models: [
      {
        name: 'y ~ rep + line + (1 | rep:block)',
        path: ['linesFixed'],
        input: ({ rows }) => ({
          fixed: {
            response: column(rows, 'y'),
            factors: [factorOf(rows, 'rep'), factorOf(rows, 'line')],
            terms: [['rep'], ['line']],
          },
          random: [randomOf(rows, 'rep', 'block')],
        }),
      },
      {
        name: 'y ~ rep + (1 | line) + (1 | rep:block)',
        path: ['linesRandom'],
        input: ({ rows }) => ({
          fixed: {
            response: column(rows, 'y'),
            factors: [factorOf(rows, 'rep')],
            terms: [['rep']],
          },
          random: [randomOf(rows, 'line'), randomOf(rows, 'rep', 'block')],
        }),
      },
    ],
  },
  {
    name: 'multi-site',
    models: [
      {
        name: 'y ~ site + site:rep + (1 | line) + (1 | line:site)',
        path: ['linesRandom'],
        input: ({ rows }) => ({
          fixed: {
            response: column(rows, 'y'),
            factors: [factorOf(rows, 'site'), factorOf(rows, 'rep')],
            terms: [['site'], ['site', 'rep']],
          },
          random: [randomOf(rows, 'line', 'site'), randomOf(rows, 'line')],
        }),
      },
      {
        name: 'y ~ site + site:rep + line + (1 | line:site)',
        path: ['linesFixed'],
        input: ({ rows }) => ({
          fixed: {
            response: column(rows, 'y'),
            factors: [factorOf(rows, 'site'), factorOf(rows, 'rep'), factorOf(rows, 'line')],
            terms: [['site'], ['line'], ['site', 'rep']],
          },
          random: [randomOf(rows, 'line', 'site')],
        }),
      },
    ],
  },
  {
    // three sites: the REML surface is flat in σ²(site) (optima agree to ~2e-6)
    name: 'multi-site',
    tolerance: 1e-5,
    models: [
      {
        name: 'y ~ line + (1 | site) + (1 | site:rep) + (1 | line:site)',
        path: ['sitesRandom'],
        input: ({ rows }) => ({
          fixed: {
            response: column(rows, 'y'),
            factors: [factorOf(rows, 'line')],
            terms: [['line']],
          },
          random: [
            randomOf(rows, 'line', 'site'),
            randomOf(rows, 'site', 'rep'),
            randomOf(rows, 'site'),
          ],
        }),
      },
    ],
  },
  {
    name: 'two-traits',
    models: ['yield', 'tkw'].map((trait) => ({
      name: `${trait} ~ rep + (1 | line)`,
      path: ['fits', trait],
      input: ({ rows }: MixedCase) => ({
        fixed: {
          response: column(rows, trait),
          factors: [factorOf(rows, 'rep')],
          terms: [['rep']],
        },
        random: [randomOf(rows, 'line')],
      }),
    })),
  },
];

describe('estimateMixedContrast matches lmerTest’s coefficient t tests (Satterthwaite)', () => {
  for (const { name, tolerance = 1e-6, models } of cases) {
    const golden = readMixedCase(name);
    for (const model of models) {
      it(`${name}: ${model.name}`, () => {
        const fit = fitMixedModel(model.input(golden));
        const expected = at<GoldenCoefficients>(golden.expected, ...model.path, 'coefficients');
        expect(fit.columnNames).toEqual(expected.names);
        // the REML optimum these tests stand on (the 1e-5 for REML optima)
        const remlTolerance = Math.max(tolerance, 1e-5);
        const logLik = at<number>(golden.expected, ...model.path, 'logLik');
        expectNear(fit.logLikelihood, logLik, remlTolerance, 'REML log-likelihood');
        const components = at<{ name: string; variance: number }[]>(
          golden.expected,
          ...model.path,
          'components',
        );
        for (const c of components) {
          const variance = fit.components.find((f) => f.name === c.name)?.variance;
          expectNear(variance ?? Number.NaN, c.variance, remlTolerance, `σ² ${c.name}`);
        }
        expected.names.forEach((column, j) => {
          const l = new Float64Array(fit.beta.length);
          l[j] = 1;
          const e = estimateMixedContrast(fit, l);
          expectNear(e.estimate, expected.estimate[j] as number, tolerance, `${column} estimate`);
          expectNear(e.se, expected.se[j] as number, tolerance, `${column} SE`);
          expectNear(e.df, expected.df[j] as number, tolerance, `${column} df`);
          expectNear(e.t, expected.t[j] as number, tolerance, `${column} t`);
          expectP(e.p, expected.p[j] as number, `${column} p`);
          // a one-row F test is the t test squared on the same df
          const f = satterthwaiteFTest(fit, [l]);
          expectNear(f.f, e.t * e.t, 1e-12, `${column} F = t²`);
          expectNear(f.denDf, e.df, 1e-12, `${column} F df`);
        });
      });
    }
  }
});

describe('combineDenominatorDf (lmerTest get_Fstat_ddf)', () => {
  it('returns a single df, the mean of equal dfs, 2 when a df is at most 2, else 2E/(E − q)', () => {
    expect(combineDenominatorDf([7.5])).toBe(7.5);
    expect(combineDenominatorDf([12, 12, 12])).toBe(12);
    expect(combineDenominatorDf([1.5, 30])).toBe(2);
    // ν = (10, 20): E = 10/8 + 20/18 = 2.36111…, ddf = 2E/(E − 2) = 13.0769…
    const e = 10 / 8 + 20 / 18;
    expectNear(combineDenominatorDf([10, 20]), (2 * e) / (e - 2), 1e-15, 'ddf');
  });

  it('gives an infinite df when the variance does not depend on the components', () => {
    const golden = readMixedCase('rcbd-missing');
    const fit = fitMixedModel(cases[0]?.models[0]?.input(golden) as MixedModelInput);
    expect(satterthwaiteDf(fit, new Float64Array(fit.beta.length))).toBe(Number.POSITIVE_INFINITY);
  });
});
