import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatsError } from '../errors.ts';
import { computeOneWayAnova, computeRcbdAnova } from '../linear/anova.ts';
import { expectClose, expectP, num, readGoldenCsv } from '../testing/golden.ts';
import {
  compareWithControl,
  computeControlTTests,
  computeLsd,
  computePairwiseLsd,
  lsdCriticalT,
  lsdFromCritical,
  pairIndex,
} from './comparisons.ts';
import { computeTukeyHsd } from './tukey-hsd.ts';

const PLANT = '01_plantgrowth_oneway_vs_control';
const plantGrowth = readGoldenCsv(PLANT, 'input.csv');
const plant = computeOneWayAnova(
  plantGrowth.map((row) => num(row.weight)),
  plantGrowth.map((row) => row.group as string),
);
const { ms: plantMse, df: plantDf } = plant.residual;

describe('LSD (НСР) on PlantGrowth (golden 01)', () => {
  it('gives LSD05 and LSD01 = t·√(2·MSE/n)', () => {
    expectClose(computeLsd(plantMse, plantDf, 10), 0.572012611559963, 'LSD05');
    expectClose(computeLsd(plantMse, plantDf, 10, 10, 0.01), 0.772415451168374, 'LSD01');
  });

  it('gives pairwise.t.test(pool.sd = TRUE) p-values and the vs-control differences', () => {
    const pairs = computePairwiseLsd(plant.groups, plantMse, plantDf);
    expectP(pairs.p[pairIndex(0, 1, 3)] as number, 0.1943878800543011, 'ctrl-trt1');
    expectP(pairs.p[pairIndex(0, 2, 3)] as number, 0.0876816750626833, 'ctrl-trt2');
    expectP(pairs.p[pairIndex(1, 2, 3)] as number, 0.00445923593820546, 'trt1-trt2');
    const vsControl = compareWithControl(plant.groups, 'ctrl', plantMse, plantDf);
    expectClose(vsControl[0]?.difference ?? Number.NaN, -0.371, 'trt1 − ctrl');
    expectClose(vsControl[0]?.se ?? Number.NaN, 0.27878160840555, 'SED');
    expectClose(
      (vsControl[1]?.upper ?? 0) - (vsControl[1]?.difference ?? 0),
      0.572012611559963,
      'half CI = LSD05',
    );
  });

  it('gives t.test Student and Welch against the control (expected_ttests.csv)', () => {
    const expected = readGoldenCsv(PLANT, 'expected_ttests.csv');
    for (const equalVariance of [true, false]) {
      const rows = computeControlTTests(plant.groups, 'ctrl', { equalVariance });
      for (const row of rows) {
        const r = expected.find(
          (e) => e.variety === row.level && e.test === (equalVariance ? 'Student' : 'Welch'),
        );
        const label = `${row.level} ${r?.test}`;
        expectClose(row.difference, num(r?.diff), `${label} diff`);
        expectClose(row.t, num(r?.t), `${label} t`);
        expectClose(row.df, num(r?.df), `${label} df`);
        expectP(row.p, num(r?.p), label);
        expectClose(row.lower, num(r?.ci_low), `${label} lower`);
        expectClose(row.upper, num(r?.ci_high), `${label} upper`);
      }
    }
  });

  it('grows with the error mean square (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 2, max: 50 }),
        (a, b, df, n) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(computeLsd(low, df, n)).toBeLessThanOrEqual(computeLsd(high, df, n));
        },
      ),
    );
  });
});

describe('RCBD treatments against the control S (golden 04, expected_rcbd_vs_control.csv)', () => {
  it('gives t, p and diff ± LSD05 from the model MSE', () => {
    const apple = readGoldenCsv('04_pearce_apple_rcbd_ancova_vs_control', 'input.csv');
    const anova = computeRcbdAnova(
      apple.map((row) => num(row.yield)),
      apple.map((row) => row.trt as string),
      apple.map((row) => row.block as string),
    );
    const lsd05 = computeLsd(anova.residual.ms, anova.residual.df, 4);
    expectClose(lsd05, 59.5690471402901, 'LSD05');
    expectClose((100 * lsd05) / anova.grandMean, 21.6025556265785, 'LSD05 % of the mean');
    const rows = compareWithControl(anova.treatments, 'S', anova.residual.ms, anova.residual.df);
    for (const expected of readGoldenCsv(
      '04_pearce_apple_rcbd_ancova_vs_control',
      'expected_rcbd_vs_control.csv',
    )) {
      const row = rows.find((r) => r.level === expected.trt);
      if (!row) throw new Error(`${expected.trt} missing`);
      expectClose(row.difference, num(expected.diff_vs_S), `${row.level} diff`);
      expectClose(row.t, num(expected.t), `${row.level} t`);
      expectP(row.p, num(expected.p), row.level);
      expectClose(row.lower, num(expected.ci_low), `${row.level} low`);
      expectClose(row.upper, num(expected.ci_high), `${row.level} high`);
      expect(Math.abs(row.difference) > lsd05).toBe(expected.signif_LSD05 === 'TRUE');
    }
  });
});

describe('many lines', () => {
  const lineCount = 500;
  const plots = 100_000;
  const values = new Float64Array(plots);
  const lines = new Array<string>(plots);
  let seed = 12345;
  const uniform = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < plots; i += 1) {
    lines[i] = `line${i % lineCount}`;
    values[i] = 50 + (i % lineCount) * 0.01 + (uniform() + uniform() + uniform() - 1.5) * 5;
  }

  it('analyses 100 000 plots × 500 lines: ANOVA, НСР05/01, every line vs control', () => {
    const anova = computeOneWayAnova(values, lines);
    expect(computeLsd(anova.residual.ms, anova.residual.df, 200, 200, 0.01)).toBeGreaterThan(
      computeLsd(anova.residual.ms, anova.residual.df, 200),
    );
    expect(
      compareWithControl(anova.groups, 'line0', anova.residual.ms, anova.residual.df),
    ).toHaveLength(499);
  });

  it('gives all 124 750 pairwise LSD and Tukey p-values of 500 lines', () => {
    const anova = computeOneWayAnova(values, lines);
    expect(computePairwiseLsd(anova.groups, anova.residual.ms, anova.residual.df).p).toHaveLength(
      124_750,
    );
    expect(computeTukeyHsd(anova.groups, anova.residual.ms, anova.residual.df).p).toHaveLength(
      124_750,
    );
  });
});

describe('lsdCriticalT and lsdFromCritical', () => {
  it('give computeLsd exactly, with the quantile computed once for every pair of a trial', () => {
    const critical05 = lsdCriticalT(15, 0.05);
    const critical01 = lsdCriticalT(15, 0.01);
    for (const [n1, n2] of [
      [4, 4],
      [3, 4],
      [2, 5],
    ] as const) {
      expect(lsdFromCritical(critical05, 2.7, n1, n2)).toBe(computeLsd(2.7, 15, n1, n2));
      expect(lsdFromCritical(critical01, 2.7, n1, n2)).toBe(computeLsd(2.7, 15, n1, n2, 0.01));
    }
    expect(() => lsdCriticalT(0)).toThrow(StatsError);
  });
});
