import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatsError } from '../errors.ts';
import { expectClose, GOLDEN_DIR, num, readGoldenCsv } from '../testing/golden.ts';
import {
  computeBoxplotStats,
  computeFivenum,
  computeMean,
  computeQuantiles,
  describeGroups,
  describeSample,
} from './descriptive.ts';

const CASE = '01_plantgrowth_oneway_vs_control';
const input = readGoldenCsv(CASE, 'input.csv');
const weight = Float64Array.from(input, (row) => num(row.weight));
const group = input.map((row) => row.group as string);
const LEVELS = ['ctrl', 'trt1', 'trt2'];
const weightsOf = (level: string) => weight.filter((_, i) => group[i] === level);

/** The numbers after `label` on the line of output.txt that starts with `level`. */
function printedNumbers(level: string, label: string): number[] {
  const output = readFileSync(join(GOLDEN_DIR, CASE, 'output.txt'), 'utf8');
  const line = output.split('\n').find((l) => l.startsWith(`${level} `) && l.includes(label));
  if (!line) throw new Error(`no line ${level} … ${label} in output.txt`);
  const after = line.slice(line.indexOf(label) + label.length);
  return after.trim().split(/\s+/).filter(Boolean).map(Number);
}

function expectAllClose(actual: readonly number[], expected: readonly number[], label: string) {
  expect(actual.length, label).toBe(expected.length);
  actual.forEach((value, i) => {
    expectClose(value, expected[i] as number, `${label}[${i}]`);
  });
}

describe('golden case 01 (PlantGrowth): per-group descriptive statistics', () => {
  it('matches expected_desc.csv: n, mean, sd, se, cv_pct, min, max', () => {
    const expected = readGoldenCsv(CASE, 'expected_desc.csv');
    const summaries = describeGroups(weight, group, LEVELS);
    expect(summaries.map((s) => s.group)).toEqual(LEVELS);
    for (const row of expected) {
      const s = summaries.find((summary) => summary.group === row['']);
      if (!s) throw new Error(`no group ${row['']}`);
      expect(s.n).toBe(num(row.n));
      expectClose(s.mean, num(row.mean), `${s.group} mean`);
      expectClose(s.sd, num(row.sd), `${s.group} sd`);
      expectClose(s.se, num(row.se), `${s.group} se`);
      expectClose(s.cvPct ?? Number.NaN, num(row.cv_pct), `${s.group} cv`);
      expectClose(s.min, num(row.min), `${s.group} min`);
      expectClose(s.max, num(row.max), `${s.group} max`);
      expectClose(s.variance, num(row.sd) ** 2, `${s.group} variance`);
    }
  });

  it('describeSample of one group equals its grouped summary', () => {
    const [ctrl] = describeGroups(weight, group, LEVELS);
    if (!ctrl) throw new Error('no ctrl');
    const { group: _label, ...summary } = ctrl;
    expect(describeSample(weightsOf('ctrl'))).toEqual(summary);
  });

  it('matches the printed quantiles type 7 and type 6', () => {
    for (const level of LEVELS) {
      const x = weightsOf(level);
      const q7 = printedNumbers(level, 'quantile7(0,.25,.5,.75,1):');
      const q6 = printedNumbers(level, 'quantile6 (Minitab/SPSS):');
      expectAllClose(computeQuantiles(x, [0, 0.25, 0.5, 0.75, 1]), q7, `${level} type 7`);
      expectAllClose(computeQuantiles(x, [0.25, 0.5, 0.75], 6), q6, `${level} type 6`);
    }
  });

  it('matches the printed boxplot.stats: whiskers, hinges, median and outliers', () => {
    for (const level of LEVELS) {
      const printed = printedNumbers(level, 'upper whisker):');
      const outIndex = printed.findIndex(Number.isNaN);
      const stats = printed.slice(0, 5);
      const line = readFileSync(join(GOLDEN_DIR, CASE, 'output.txt'), 'utf8')
        .split('\n')
        .find((l) => l.startsWith(`${level} `) && l.includes('outliers:'));
      const outliers = (line?.split('outliers:')[1] ?? '').trim().split(/\s+/).filter(Boolean);
      const box = computeBoxplotStats(weightsOf(level));
      expect(outIndex).toBe(5);
      expectAllClose(box.stats, stats, `${level} stats`);
      expectAllClose(box.outliers, outliers.map(Number), `${level} outliers`);
      expect(box.n).toBe(10);
    }
  });
});

// R 4.2.2 on x <- c(3.1, -2, 7.25, 7.25, 0, 12, 5.5, 100, 4, -40, 6.75):
const X = [3.1, -2, 7.25, 7.25, 0, 12, 5.5, 100, 4, -40, 6.75];
const PROBS = [0, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 1];

describe('quantiles, fivenum and boxplot.stats against R on awkward data', () => {
  it('quantile(x, probs, type = 7 | 6) with ties, extremes and tiny samples', () => {
    // R: quantile(x, PROBS, type = 7) and type = 6
    expectAllClose(
      computeQuantiles(X, PROBS),
      [-40, -36.2, -2, 1.55, 5.5, 7.25, 12, 91.2, 100],
      't7',
    );
    const q6 = [-40, -40, -32.4, 0, 5.5, 7.25, 82.4000000000001, 100, 100];
    expectAllClose(computeQuantiles(X, PROBS, 6), q6, 't6');
    // R: quantile(5, PROBS, type = 7 | 6); quantile(c(1, 4), PROBS, type = 7 | 6)
    expectAllClose(
      computeQuantiles([5], PROBS),
      PROBS.map(() => 5),
      'n 1 t7',
    );
    expectAllClose(
      computeQuantiles([5], PROBS, 6),
      PROBS.map(() => 5),
      'n 1 t6',
    );
    const two7 = [1, 1.03, 1.3, 1.75, 2.5, 3.25, 3.7, 3.97, 4];
    expectAllClose(computeQuantiles([4, 1], PROBS), two7, 'n 2 t7');
    expectAllClose(computeQuantiles([4, 1], PROBS, 6), [1, 1, 1, 1, 2.5, 4, 4, 4, 4], 'n 2 t6');
  });

  it('fivenum for odd and even n', () => {
    // R: fivenum(x); fivenum(x[-1]); fivenum(c(4, 1, 3, 2))
    expectAllClose(computeFivenum(X), [-40, 1.55, 5.5, 7.25, 100], 'odd');
    expectAllClose(computeFivenum(X.slice(1)), [-40, 0, 6.125, 7.25, 100], 'even');
    expectAllClose(computeFivenum([4, 1, 3, 2]), [1, 1.5, 2.5, 3.5, 4], 'four');
  });

  it('boxplot.stats with outliers on both sides, coef 0 and 3', () => {
    // R: boxplot.stats(x): stats, n, conf, out
    const box = computeBoxplotStats(X);
    expectAllClose(box.stats, [-2, 1.55, 5.5, 7.25, 12], 'stats');
    expectAllClose(box.notch, [2.78458883073266, 8.21541116926734], 'conf');
    expect(box.outliers).toEqual([100, -40]);
    expect(box.n).toBe(11);
    // R: boxplot.stats(x, coef = 0); boxplot.stats(x, coef = 3)
    const none = computeBoxplotStats(X, 0);
    expectAllClose(none.stats, [-40, 1.55, 5.5, 7.25, 100], 'coef 0');
    expect(none.outliers).toEqual([]);
    expectAllClose(computeBoxplotStats(X, 3).stats, [-2, 1.55, 5.5, 7.25, 12], 'coef 3');
  });

  it('mean, var, sd, se and CV % of the same data', () => {
    // R: mean(x), var(x), sd(x), sd(x)/sqrt(11), 100*sd(x)/mean(x)
    const s = describeSample(X);
    expectClose(s.mean, 9.44090909090909, 'mean');
    expectClose(s.variance, 1097.41090909091, 'var');
    expectClose(s.sd, 33.1271928948245, 'sd');
    expectClose(s.se, 9.98822447180546, 'se');
    expectClose(s.cvPct ?? Number.NaN, 350.889862150283, 'cv');
    expect([s.min, s.max, s.n]).toEqual([-40, 100, 11]);
  });

  it('keeps full precision for values far from zero', () => {
    // R: var(1e9 + c(0.1, 0.2, 0.3, 0.4, 0.5)) = 0.0249999940395398
    const s = describeSample([0.1, 0.2, 0.3, 0.4, 0.5].map((v) => 1e9 + v));
    expectClose(s.variance, 0.0249999940395398, 'var');
  });
});

describe('missing values and undefined statistics', () => {
  it('leaves NaN out everywhere (na.rm = TRUE)', () => {
    const withGaps = [Number.NaN, ...X.slice(0, 5), Number.NaN, ...X.slice(5)];
    expect(describeSample(withGaps)).toEqual(describeSample(X));
    expect(computeQuantiles(withGaps, PROBS)).toEqual(computeQuantiles(X, PROBS));
    expect(computeBoxplotStats(withGaps)).toEqual(computeBoxplotStats(X));
    expect(computeMean([Number.NaN, 2, 4])).toBe(3);
  });

  it('throws notEnoughData for the SD of one value and for empty samples', () => {
    expect(() => describeSample([5])).toThrow(StatsError);
    expect(() => describeSample([5, Number.NaN])).toThrow(/notEnoughData|SD needs 2/);
    expect(() => describeGroups([1, 2, 3], ['a', 'a', 'b'])).toThrow(StatsError);
    expect(() => computeMean([])).toThrow(StatsError);
    expect(() => computeQuantiles([Number.NaN], [0.5])).toThrow(StatsError);
    expect(() => computeFivenum([])).toThrow(StatsError);
    expect(() => computeBoxplotStats([])).toThrow(StatsError);
  });

  it('rejects probabilities outside [0, 1] and mismatched groups', () => {
    expect(() => computeQuantiles(X, [1.5])).toThrow(RangeError);
    expect(() => describeGroups([1, 2], ['a'])).toThrow(RangeError);
  });

  it('gives a null CV when the mean is 0, and groups in order of appearance', () => {
    expect(describeSample([-1, 1]).cvPct).toBeNull();
    const groups = describeGroups([1, 2, 3, 4, 5, 6], [7, 3, 7, 3, 7, 3]);
    expect(groups.map((g) => [g.group, g.n, g.mean])).toEqual([
      [7, 3, 3],
      [3, 3, 4],
    ]);
  });
});

describe('properties', () => {
  const sample = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 2 });

  it('min ≤ type 7 and type 6 quantiles ≤ max, increasing in p', () => {
    fc.assert(
      fc.property(sample, (values) => {
        const q7 = computeQuantiles(values, PROBS);
        const q6 = computeQuantiles(values, PROBS, 6);
        const s = describeSample(values);
        for (const q of [q7, q6]) {
          // numeric equality: a sample of 0 and −0 may answer either zero
          expect(q[0] === s.min, `${q[0]} vs min ${s.min}`).toBe(true);
          expect(q[q.length - 1] === s.max, `${q[q.length - 1]} vs max ${s.max}`).toBe(true);
          for (let i = 1; i < q.length; i += 1) {
            expect(q[i] as number).toBeGreaterThanOrEqual((q[i - 1] as number) - 1e-9);
          }
        }
      }),
    );
  });

  it('the box lies within the whiskers and outliers outside them', () => {
    fc.assert(
      fc.property(sample, (values) => {
        const { stats, outliers } = computeBoxplotStats(values);
        for (let i = 1; i < 5; i += 1) {
          expect(stats[i]).toBeGreaterThanOrEqual(stats[i - 1] as number);
        }
        for (const x of outliers) expect(x < stats[0] || x > stats[4]).toBe(true);
      }),
    );
  });
});
