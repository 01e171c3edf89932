import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOneWayAnova, computeRcbdAnova } from './anova.ts';
import {
  compareWithControl,
  computeControlTTests,
  computeDunnett,
  computeHsdTest,
  computeLsd,
  computeLsdTest,
  computePairwiseLsd,
  computeTukeyHsd,
  pairIndex,
  tukeyPValues,
} from './comparisons.ts';
import { tukeySurvival } from './studentized-range.ts';
import { expectClose, expectP, num, readGoldenCsv } from './testing/golden.ts';

const PLANT = '01_plantgrowth_oneway_vs_control';
const plantGrowth = readGoldenCsv(PLANT, 'input.csv');
const plant = computeOneWayAnova(
  plantGrowth.map((row) => num(row.weight)),
  plantGrowth.map((row) => row.group as string),
);
const { ms: plantMse, df: plantDf } = plant.residual;

const POTATO = '02_sweetpotato_crd_lsd_agricolae';
const potato = readGoldenCsv(POTATO, 'input.csv');
const potatoYield = potato.map((row) => num(row.yield));
const potatoVirus = potato.map((row) => row.virus as string);

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

describe('Dunnett against the control (golden 01)', () => {
  const dunnett = computeDunnett(plant.groups, 'ctrl', plantMse, plantDf);

  it("agrees with multcomp's glht within 1e-4", () => {
    // multcomp integrates the multivariate t by randomized quasi-Monte Carlo (mvtnorm, run.R's
    // set.seed(1)): its printed p-values and quantile carry errors of ~1e-4, so 1e-4 is the
    // tolerance against that output; the exact values are checked in the next test.
    expect(Math.abs((dunnett.rows[0]?.p ?? 0) - 0.3227)).toBeLessThan(1e-4);
    expect(Math.abs((dunnett.rows[1]?.p ?? 0) - 0.15349)).toBeLessThan(1e-4);
    expect(Math.abs(dunnett.critical - 2.333538448807)).toBeLessThan(2e-4);
    expect(Math.abs((dunnett.rows[1]?.lower ?? 0) - -0.156547602034)).toBeLessThan(1e-4);
    expectClose(dunnett.rows[0]?.t ?? Number.NaN, -1.33079080116468, 't trt1');
  });

  it("matches mvtnorm's exact bivariate t (TVPACK) to 1e-6", () => {
    // R: 1 - P(|T1|,|T2| ≤ c) with pmvt(..., corr = 0.5, df = 27, algorithm = TVPACK(1e-14)) by
    // inclusion–exclusion of lower-tail probabilities; critical value by uniroot(tol = 1e-13)
    expectP(dunnett.rows[0]?.p ?? Number.NaN, 0.32269568576878, 'trt1');
    expectP(dunnett.rows[1]?.p ?? Number.NaN, 0.153485861515124, 'trt2');
    expectClose(dunnett.critical, 2.33341154692846, 'critical');
  });

  it('is exact for unequal group sizes (trivariate t, TVPACK)', () => {
    // n0 = 4, n = 3, 6, 10, MSE = 1, df = 19; means chosen so that t = 1.2, 2.0, 2.7.
    // R: pmvt with corr λiλj, λ = √(n/(n + n0)), TVPACK(abseps = 1e-14)
    const sizes = [4, 3, 6, 10];
    const ts = [0, 1.2, 2.0, 2.7];
    const groups = {
      levels: ['control', 'a', 'b', 'c'],
      counts: sizes,
      means: ts.map((t, i) => t * Math.sqrt(1 / (sizes[i] as number) + 1 / 4)),
    };
    const result = computeDunnett(groups, 'control', 1, 19);
    expectP(result.rows[0]?.p ?? Number.NaN, 0.482963442109038, 't = 1.2');
    expectP(result.rows[1]?.p ?? Number.NaN, 0.13809332710736, 't = 2.0');
    expectP(result.rows[2]?.p ?? Number.NaN, 0.0353027152082136, 't = 2.7');
    expectClose(result.critical, 2.52981423056099, 'critical');
  });

  it('throws pickControl for an unknown control', () => {
    expect(() => computeDunnett(plant.groups, 'none', plantMse, plantDf)).toThrow(
      expect.objectContaining({ code: 'pickControl' }),
    );
  });
});

describe('agricolae LSD.test and HSD.test on sweetpotato (golden 02)', () => {
  it('gives the LSD statistics and means table (expected_*.csv)', () => {
    const test = computeLsdTest(potatoYield, potatoVirus);
    const [statistics] = readGoldenCsv(POTATO, 'expected_lsd_statistics.csv');
    expectClose(test.mse, num(statistics?.MSerror), 'MSerror');
    expect(test.dfError).toBe(num(statistics?.Df));
    expectClose(test.mean, num(statistics?.Mean), 'Mean');
    expectClose(test.cvPercent, num(statistics?.CV), 'CV');
    expectClose(test.critical, num(statistics?.['t.value']), 't.value');
    expectClose(test.minimumDifference ?? Number.NaN, num(statistics?.LSD), 'LSD');
    const means = readGoldenCsv(POTATO, 'expected_means.csv');
    for (const expected of means) {
      const row = test.means.find((m) => m.level === expected['']);
      if (!row) throw new Error(`${expected['']} missing`);
      const pairs: [number | null, string][] = [
        [row.mean, 'yield'],
        [row.std, 'std'],
        [row.r, 'r'],
        [row.se, 'se'],
        [row.lower, 'LCL'],
        [row.upper, 'UCL'],
        [row.min, 'Min'],
        [row.max, 'Max'],
        [row.q25, 'Q25'],
        [row.q50, 'Q50'],
        [row.q75, 'Q75'],
      ];
      for (const [value, column] of pairs)
        expectClose(value ?? Number.NaN, num(expected[column]), `${row.level} ${column}`);
    }
  });

  it('assigns the letters a, a, b, c (and Bonferroni a, a, ab, b) as agricolae', () => {
    const plain = computeLsdTest(potatoYield, potatoVirus);
    expect(plain.groups.map((g) => [g.level, g.group])).toEqual([
      ['oo', 'a'],
      ['ff', 'a'],
      ['cc', 'b'],
      ['fc', 'c'],
    ]);
    const bonferroni = computeLsdTest(potatoYield, potatoVirus, { pAdjust: 'bonferroni' });
    expect(bonferroni.groups.map((g) => g.group)).toEqual(['a', 'a', 'ab', 'b']);
  });

  it('gives the group = FALSE comparisons (differences, p to 4 decimals, CI)', () => {
    const { comparisons } = computeLsdTest(potatoYield, potatoVirus);
    const expected: [number, number, number, number, number][] = [
      [11.533333333333, 0.0176, 2.60436806366, 20.46229860301, pairIndex(0, 1, 4)],
      [-23.466666666667, 0.0003, -32.39563193634, -14.53770139699, pairIndex(1, 2, 4)],
      [-0.566666666667, 0.8873, -9.49563193634, 8.36229860301, pairIndex(2, 3, 4)],
    ];
    for (const [difference, p, lower, upper, index] of expected) {
      expectClose(comparisons.difference[index] as number, difference, 'difference');
      expect(Math.round((comparisons.p[index] as number) * 1e4) / 1e4).toBe(p);
      expectClose(comparisons.lower[index] as number, lower, 'LCL');
      expectClose(comparisons.upper[index] as number, upper, 'UCL');
    }
  });

  it('gives HSD.test MSD 12.40 and groups a, ab, bc, c', () => {
    const test = computeHsdTest(potatoYield, potatoVirus);
    expectClose(test.minimumDifference ?? Number.NaN, 12.3996698015331, 'MSD');
    expect(Math.abs(test.critical - 4.52881)).toBeLessThan(5e-6);
    expect(test.groups.map((g) => g.group)).toEqual(['a', 'ab', 'bc', 'c']);
  });

  it('gives R TukeyHSD diff, lwr, upr and p adj (pairs j − i in R, i − j here)', () => {
    const anova = computeOneWayAnova(potatoYield, potatoVirus);
    const tukey = computeTukeyHsd(anova.groups, anova.residual.ms, anova.residual.df);
    const expected: [number, number, number, number, number][] = [
      [pairIndex(0, 1, 4), -11.533333333333, -23.933003134866, 0.8663364682, 0.068554700596],
      [pairIndex(0, 2, 4), 11.933333333333, -0.4663364682, 24.3330031349, 0.059248966764],
      [pairIndex(0, 3, 4), 12.5, 0.100330198467, 24.8996698015, 0.048210693671],
      [pairIndex(1, 2, 4), 23.466666666667, 11.066996865134, 35.8663364682, 0.001361220638],
      [pairIndex(1, 3, 4), 24.033333333333, 11.6336635318, 36.4330031349, 0.001162094575],
      [pairIndex(2, 3, 4), 0.566666666667, -11.833003134866, 12.9663364682, 0.998785784063],
    ];
    for (const [index, diff, lwr, upr, p] of expected) {
      expectClose(-(tukey.difference[index] as number), diff, 'diff');
      expectClose(-(tukey.upper[index] as number), lwr, 'lwr');
      expectClose(-(tukey.lower[index] as number), upr, 'upr');
      expectP(tukey.p[index] as number, p, 'p adj');
    }
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

  it('interpolates the Tukey tail within 1e-10 of ptukey', () => {
    const q = Float64Array.from({ length: 2000 }, (_, i) => (i * 7.3) / 2000);
    const fast = tukeyPValues(q, 500, 1000);
    for (let i = 0; i < q.length; i += 37) {
      expect(Math.abs((fast[i] as number) - tukeySurvival(q[i] as number, 500, 1000))).toBeLessThan(
        1e-10,
      );
    }
  });
});
