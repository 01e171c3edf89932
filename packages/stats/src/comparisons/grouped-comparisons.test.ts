import { describe, expect, it } from 'vitest';
import { expectClose, num, readGoldenCsv } from '../testing/golden.ts';
import { pairIndex } from './comparisons.ts';
import { computeHsdTest, computeLsdTest } from './grouped-comparisons.ts';

const POTATO = '02_sweetpotato_crd_lsd_agricolae';
const potato = readGoldenCsv(POTATO, 'input.csv');
const potatoYield = potato.map((row) => num(row.yield));
const potatoVirus = potato.map((row) => row.virus as string);

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
});
