import { describe, expect, it } from 'vitest';
import { tukeySurvival } from '../distributions/studentized-range.ts';
import { computeOneWayAnova } from '../linear/anova.ts';
import { expectClose, expectP, num, readGoldenCsv } from '../testing/golden.ts';
import { pairIndex } from './comparisons.ts';
import { computeTukeyHsd, tukeyPValues } from './tukey-hsd.ts';

const POTATO = '02_sweetpotato_crd_lsd_agricolae';
const potato = readGoldenCsv(POTATO, 'input.csv');
const potatoYield = potato.map((row) => num(row.yield));
const potatoVirus = potato.map((row) => row.virus as string);

describe('R TukeyHSD on sweetpotato (golden 02)', () => {
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

describe('many lines', () => {
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
