import { describe, expect, it } from 'vitest';
import { fitLinearModel } from '../linear/linear-model.ts';
import { computeMarginalMeans, estimateLinearFunction } from '../linear/marginal-means.ts';
import { expectClose, expectP } from '../testing/golden.ts';
import {
  at,
  column,
  factorOf,
  type GoldenMeans,
  type GoldenPairs,
  randomOf,
  readMixedCase,
} from '../testing/mixed-golden.ts';
import { fitMixedModel } from './fit-mixed-model.ts';
import {
  allPairs,
  compareMeans,
  computeMixedMarginalMeans,
  type MeanDifference,
  type MixedMarginalMeans,
  pairsWithControl,
  pairwiseDifferences,
} from './mixed-marginal-means.ts';

/** Relative error ≤ `tolerance` (the REML-optimum tolerance where the surface is flat). */
function expectNear(actual: number, expected: number, tolerance: number, label: string) {
  const error = Math.abs(actual - expected);
  expect(error, `${label}: ${actual} vs R ${expected}`).toBeLessThanOrEqual(
    tolerance * Math.abs(expected),
  );
}

function expectMeans(
  actual: MixedMarginalMeans,
  expected: GoldenMeans,
  label: string,
  tolerance = 1e-6,
) {
  expect(actual.levels).toEqual(expected.levels);
  const close = (a: number, b: number, what: string) =>
    tolerance === 1e-6 ? expectClose(a, b, what) : expectNear(a, b, tolerance, what);
  expected.levels.forEach((level, i) => {
    close(actual.means[i] as number, expected.emmean[i] as number, `${label} ${level} mean`);
    close(actual.se[i] as number, expected.se[i] as number, `${label} ${level} SE`);
    close(actual.dfs[i] as number, expected.df[i] as number, `${label} ${level} df`);
    close(actual.lower[i] as number, expected.lower[i] as number, `${label} ${level} lower`);
    close(actual.upper[i] as number, expected.upper[i] as number, `${label} ${level} upper`);
  });
  expect(actual.df).toBe(Math.min(...actual.dfs));
}

function expectPairs(actual: MeanDifference[], expected: GoldenPairs, label: string) {
  expect(actual.map((d) => `${d.first} - ${d.second}`)).toEqual(expected.contrast);
  actual.forEach((d, i) => {
    const name = `${label} ${expected.contrast[i]}`;
    expectClose(d.estimate, expected.estimate[i] as number, `${name} estimate`);
    expectClose(d.se, expected.se[i] as number, `${name} SED`);
    expectClose(d.df, expected.df[i] as number, `${name} df`);
    expectClose(d.t, expected.t[i] as number, `${name} t`);
    expectP(d.p, expected.p[i] as number, `${name} p`);
    expectClose(d.nsr05, expected.nsr05[i] as number, `${name} НСР05`);
  });
}

describe('golden (a): RCBD with 5 of 48 plots missing', () => {
  const { rows, expected } = readMixedCase('rcbd-missing');
  const line = factorOf(rows, 'line');
  const rep = factorOf(rows, 'rep');

  it('gives the least-squares НСР05 of each line vs the control from its own SED (lm + emmeans)', () => {
    const fit = fitLinearModel({
      response: column(rows, 'y'),
      factors: [rep, line],
      terms: [['rep'], ['line']],
    });
    const means = computeMarginalMeans(fit, 'line');
    const golden = at<GoldenMeans>(expected, 'lm', 'emmeans');
    golden.levels.forEach((level, i) => {
      expectClose(means.means[i] as number, golden.emmean[i] as number, `lm mean ${level}`);
      expectClose(means.se[i] as number, golden.se[i] as number, `lm SE ${level}`);
    });
    const estimate = (l: Float64Array) => estimateLinearFunction(fit, l);
    const control = compareMeans(means, pairsWithControl(16, 0), estimate);
    expectPairs(control, at<GoldenPairs>(expected, 'lm', 'control'), 'lm');
    expectPairs(compareMeans(means, allPairs(16), estimate), at(expected, 'lm', 'pairs'), 'lm');
    // the SED (so the НСР) differs between pairs with and without missing plots
    expect(new Set(control.map((d) => d.nsr05.toFixed(9))).size).toBeGreaterThan(1);
  });

  it('equals the textbook НСР05 = t·√(2·MSE/r) on the complete (balanced) data', () => {
    const fit = fitLinearModel({
      response: column(rows, 'y_complete'),
      factors: [rep, line],
      terms: [['rep'], ['line']],
    });
    const means = computeMarginalMeans(fit, 'line');
    const control = compareMeans(means, pairsWithControl(16, 0), (l) =>
      estimateLinearFunction(fit, l),
    );
    const textbook = at<number>(expected, 'balanced', 'textbookNsr05');
    for (const d of control) expectClose(d.nsr05, textbook, `${d.first} НСР05`);
    expectPairs(control, at(expected, 'balanced', 'control'), 'balanced');
  });

  it('matches emmeans (Satterthwaite) with lines fixed and replicates random', () => {
    const fit = fitMixedModel({
      fixed: { response: column(rows, 'y'), factors: [line], terms: [['line']] },
      random: [randomOf(rows, 'rep')],
    });
    const means = computeMixedMarginalMeans(fit, 'line');
    expectMeans(means, at(expected, 'linesFixed', 'emmeans'), 'lines fixed');
    expectPairs(
      pairwiseDifferences(fit, means, pairsWithControl(16, 0)),
      at(expected, 'linesFixed', 'control'),
      'lines fixed',
    );
  });
});

describe('golden (b): split-plot, main-plot error stratum', () => {
  const { rows, expected } = readMixedCase('split-plot');
  for (const variant of ['balanced', 'missing'] as const) {
    it(`matches emmeans of A and B and the pairs of B (${variant})`, () => {
      const fit = fitMixedModel({
        fixed: {
          response: column(rows, variant === 'balanced' ? 'y' : 'y_missing'),
          factors: [factorOf(rows, 'A'), factorOf(rows, 'B')],
          terms: [['A'], ['B'], ['A', 'B']],
        },
        random: [randomOf(rows, 'block', 'A'), randomOf(rows, 'block')],
      });
      expectMeans(computeMixedMarginalMeans(fit, 'A'), at(expected, variant, 'emmeansA'), 'A');
      const b = computeMixedMarginalMeans(fit, 'B');
      expectMeans(b, at(expected, variant, 'emmeansB'), 'B');
      expectPairs(pairwiseDifferences(fit, b, allPairs(4)), at(expected, variant, 'pairsB'), 'B');
    });
  }
});

describe('golden (c): alpha-lattice, lines fixed', () => {
  it('matches emmeans and each line vs the first', () => {
    const { rows, expected } = readMixedCase('alpha-lattice');
    const fit = fitMixedModel({
      fixed: {
        response: column(rows, 'y'),
        factors: [factorOf(rows, 'rep'), factorOf(rows, 'line')],
        terms: [['rep'], ['line']],
      },
      random: [randomOf(rows, 'rep', 'block')],
    });
    const means = computeMixedMarginalMeans(fit, 'line');
    expectMeans(means, at(expected, 'linesFixed', 'emmeans'), 'alpha');
    expectPairs(
      pairwiseDifferences(fit, means, pairsWithControl(24, 0)),
      at(expected, 'linesFixed', 'control'),
      'alpha',
    );
  });
});

describe('golden (d): three sites, a line missing at one site', () => {
  const { rows, expected } = readMixedCase('multi-site');
  const site = factorOf(rows, 'site');
  const rep = factorOf(rows, 'rep');
  const line = factorOf(rows, 'line');

  it('matches emmeans of lines (fixed) with G×E random and sites fixed', () => {
    const fit = fitMixedModel({
      fixed: {
        response: column(rows, 'y'),
        factors: [site, rep, line],
        terms: [['site'], ['line'], ['site', 'rep']],
      },
      random: [randomOf(rows, 'line', 'site')],
    });
    const means = computeMixedMarginalMeans(fit, 'line');
    expectMeans(means, at(expected, 'linesFixed', 'emmeans'), 'lines fixed');
    expectPairs(
      pairwiseDifferences(fit, means, pairsWithControl(20, 0)),
      at(expected, 'linesFixed', 'control'),
      'lines fixed',
    );
  });

  // Three sites leave the REML surface flat in σ²(site): lme4 and our optimum agree to ~2e-6
  // there (the 1e-5 for REML optima), and Satterthwaite's df inherits it.
  it('matches emmeans of lines (fixed) with sites random (df within the REML tolerance)', () => {
    const fit = fitMixedModel({
      fixed: { response: column(rows, 'y'), factors: [line], terms: [['line']] },
      random: [
        randomOf(rows, 'line', 'site'),
        randomOf(rows, 'site', 'rep'),
        randomOf(rows, 'site'),
      ],
    });
    expectMeans(
      computeMixedMarginalMeans(fit, 'line'),
      at(expected, 'sitesRandom', 'emmeans'),
      'sites random',
      1e-5,
    );
  });

  it('matches emmeans of sites with lines random', () => {
    const fit = fitMixedModel({
      fixed: {
        response: column(rows, 'y'),
        factors: [site, rep],
        terms: [['site'], ['site', 'rep']],
      },
      random: [randomOf(rows, 'line', 'site'), randomOf(rows, 'line')],
    });
    expectMeans(
      computeMixedMarginalMeans(fit, 'site'),
      at(expected, 'linesRandom', 'emmeansSite'),
      'sites',
    );
  });
});

describe('computeMixedMarginalMeans', () => {
  it('refuses a factor that is not a fixed factor of the model', () => {
    const { rows } = readMixedCase('rcbd-missing');
    const fit = fitMixedModel({
      fixed: { response: column(rows, 'y'), factors: [factorOf(rows, 'rep')], terms: [['rep']] },
      random: [randomOf(rows, 'line')],
    });
    expect(() => computeMixedMarginalMeans(fit, 'line')).toThrow(RangeError);
  });
});
