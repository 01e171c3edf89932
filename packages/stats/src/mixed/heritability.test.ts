import { describe, expect, it } from 'vitest';
import { StatsError } from '../errors.ts';
import { expectClose } from '../testing/golden.ts';
import {
  at,
  column,
  factorOf,
  type GoldenComponent,
  type GoldenRandom,
  randomOf,
  readMixedCase,
} from '../testing/mixed-golden.ts';
import { fitMixedModel } from './fit-mixed-model.ts';
import { blupReliability, cullisHeritability, standardHeritability } from './heritability.ts';
import type { MixedModelFit } from './types.ts';

/** REML optima (and what follows from them) agree with lme4 to 1e-5 (the tolerance). */
function expectReml(actual: number, expected: number, label: string) {
  expect(Math.abs(actual - expected), `${label}: ${actual} vs R ${expected}`).toBeLessThanOrEqual(
    1e-5 * Math.abs(expected),
  );
}

function expectLineTerm(fit: MixedModelFit, golden: GoldenRandom[], term: string) {
  const expected = golden.find((r) => r.term === term) as GoldenRandom;
  const actual = fit.random.find((r) => r.term === term);
  expect(actual?.levels).toEqual(expected.levels);
  expected.levels.forEach((level, i) => {
    expectReml(actual?.values[i] as number, expected.values[i] as number, `BLUP ${level}`);
    expectReml(actual?.pev[i] as number, expected.pev[i] as number, `PEV ${level}`);
  });
  expectReml(actual?.pevTotal as number, expected.pevTotal, 'pevTotal');
  const cullis = cullisHeritability(fit, term);
  const reliability = blupReliability(fit, term);
  return { cullis, reliability };
}

describe('(a) RCBD with missing plots, lines random', () => {
  const { rows, expected } = readMixedCase('rcbd-missing');
  const fit = fitMixedModel({
    fixed: { response: column(rows, 'y'), factors: [factorOf(rows, 'rep')], terms: [['rep']] },
    random: [randomOf(rows, 'line')],
  });

  it('matches Cullis’ H², the mean PEV of differences and the BLUP reliabilities', () => {
    const golden = at<GoldenRandom[]>(expected, 'linesRandom', 'random');
    const { cullis, reliability } = expectLineTerm(fit, golden, 'line');
    const r = at<{ h2: number; meanPevDifference: number; reliability: number[] }>(
      expected,
      'linesRandom',
      'cullis',
    );
    expectReml(cullis.h2, r.h2, 'Cullis H²');
    expectReml(cullis.meanPevDifference, r.meanPevDifference, 'v̄ᴰ');
    for (const [i, v] of r.reliability.entries())
      expectReml(reliability[i] as number, v, `reliability ${i}`);
  });

  it('matches the standard H² = σ²g/(σ²g + σ²e/r)', () => {
    const [line, residual] = fit.components;
    const h2 = standardHeritability({
      genotype: line?.variance as number,
      residual: residual?.variance as number,
      replicates: 3,
    });
    expectReml(h2, at<number>(expected, 'linesRandom', 'standardH2'), 'standard H²');
  });
});

describe('(c) alpha-lattice, lines random', () => {
  it('matches Cullis’ H² with incomplete blocks random', () => {
    const { rows, expected } = readMixedCase('alpha-lattice');
    const fit = fitMixedModel({
      fixed: { response: column(rows, 'y'), factors: [factorOf(rows, 'rep')], terms: [['rep']] },
      random: [randomOf(rows, 'line'), randomOf(rows, 'rep', 'block')],
    });
    const golden = at<GoldenRandom[]>(expected, 'linesRandom', 'random');
    const { cullis } = expectLineTerm(fit, golden, 'line');
    expectReml(cullis.h2, at<number>(expected, 'linesRandom', 'cullis', 'h2'), 'Cullis H²');
  });
});

describe('(d) three sites, a line missing at one site', () => {
  const { rows, expected } = readMixedCase('multi-site');
  const fit = fitMixedModel({
    fixed: {
      response: column(rows, 'y'),
      factors: [factorOf(rows, 'site'), factorOf(rows, 'rep')],
      terms: [['site'], ['site', 'rep']],
    },
    random: [randomOf(rows, 'line', 'site'), randomOf(rows, 'line')],
  });

  it('keeps the line’s other plots: 177 plots, 20 lines, 59 line × site levels', () => {
    expect(fit.n).toBe(177);
    expect(fit.random.map((r) => r.levels.length)).toEqual([59, 20]);
  });

  it('matches the components, the BLUPs, Cullis’ and the standard H²', () => {
    const components = at<GoldenComponent[]>(expected, 'linesRandom', 'components');
    for (const c of components)
      expectReml(fit.components.find((f) => f.name === c.name)?.variance ?? 0, c.variance, c.name);
    const golden = at<GoldenRandom[]>(expected, 'linesRandom', 'random');
    const { cullis } = expectLineTerm(fit, golden, 'line');
    expectReml(cullis.h2, at<number>(expected, 'linesRandom', 'cullis', 'h2'), 'Cullis H²');
    const variance = (name: string) => fit.components.find((c) => c.name === name)?.variance ?? 0;
    const h2 = standardHeritability({
      genotype: variance('line'),
      genotypeByEnvironment: variance('line:site'),
      residual: variance('Residual'),
      replicates: 3,
      environments: 3,
    });
    expectReml(h2, at<number>(expected, 'linesRandom', 'standardH2'), 'standard H²');
  });
});

describe('heritability refusals and identities', () => {
  it('refuses a zero genotypic variance with the geneticVarianceZero reason', () => {
    const refuse = () => standardHeritability({ genotype: 0, residual: 1, replicates: 2 });
    expect(refuse).toThrow(StatsError);
    try {
      refuse();
    } catch (error) {
      expect((error as StatsError).reason?.key).toBe('geneticVarianceZero');
    }
  });

  it('gives Cullis’ H² equal to the standard H² on a balanced RCBD', () => {
    const { rows } = readMixedCase('rcbd-missing');
    const fit = fitMixedModel({
      fixed: {
        response: column(rows, 'y_complete'),
        factors: [factorOf(rows, 'rep')],
        terms: [['rep']],
      },
      random: [randomOf(rows, 'line')],
    });
    const [line, residual] = fit.components;
    const standard = standardHeritability({
      genotype: line?.variance as number,
      residual: residual?.variance as number,
      replicates: 3,
    });
    expectClose(cullisHeritability(fit, 'line').h2, standard, 'balanced H²');
  });

  it('refuses a term that is not random', () => {
    const { rows } = readMixedCase('rcbd-missing');
    const fit = fitMixedModel({
      fixed: { response: column(rows, 'y'), factors: [factorOf(rows, 'rep')], terms: [['rep']] },
      random: [randomOf(rows, 'line')],
    });
    expect(() => cullisHeritability(fit, 'rep')).toThrow(RangeError);
  });
});
