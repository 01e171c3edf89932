import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatsError } from '../errors.ts';
import { expectClose, expectP, num, readGoldenCsv } from '../testing/golden.ts';
import { computeFactorialAnova, computeOneWayAnova, computeRcbdAnova } from './anova.ts';
import { encodeFactor } from './encode-factor.ts';

const plantGrowth = readGoldenCsv('01_plantgrowth_oneway_vs_control', 'input.csv');
const weights = plantGrowth.map((row) => num(row.weight));
const plantGroups = plantGrowth.map((row) => row.group as string);

const APPLE = '04_pearce_apple_rcbd_ancova_vs_control';
const apple = readGoldenCsv(APPLE, 'input.csv');
const APPLE_LEVELS = ['S', 'A', 'B', 'C', 'D', 'E'];

describe('computeOneWayAnova', () => {
  it('matches R aov on PlantGrowth (golden 01: F 4.846, p 0.01591)', () => {
    const anova = computeOneWayAnova(weights, plantGroups);
    const [group] = anova.rows;
    expect(group.df).toBe(2);
    expectClose(group.ss, 3.76634, 'SS group');
    expectClose(group.ms, 1.88317, 'MS group');
    expectClose(group.f ?? Number.NaN, 4.84608786238014, 'F');
    expectP(group.p ?? Number.NaN, 0.0159099583256229, 'p');
    expect(anova.residual.df).toBe(27);
    expectClose(anova.residual.ss, 10.49209, 'SS error');
    expectClose(anova.residual.ms, 0.388595925925926, 'MSE');
    expectClose(anova.grandMean, 5.073, 'grand mean');
    expectClose(anova.cvPercent, 12.2880864827821, 'CV%');
    expect(anova.groups.levels).toEqual(['ctrl', 'trt1', 'trt2']);
    expect(anova.groups.counts).toEqual([10, 10, 10]);
    expectClose(anova.groups.means[2] as number, 5.526, 'trt2 mean');
  });

  it('matches agricolae on the sweetpotato CRD (golden 02 statistics)', () => {
    const potato = readGoldenCsv('02_sweetpotato_crd_lsd_agricolae', 'input.csv');
    const anova = computeOneWayAnova(
      potato.map((row) => num(row.yield)),
      potato.map((row) => row.virus as string),
    );
    const [statistics] = readGoldenCsv(
      '02_sweetpotato_crd_lsd_agricolae',
      'expected_lsd_statistics.csv',
    );
    expectClose(anova.residual.ms, num(statistics?.MSerror), 'MSerror');
    expect(anova.residual.df).toBe(num(statistics?.Df));
    expectClose(anova.grandMean, num(statistics?.Mean), 'Mean');
    expectClose(anova.cvPercent, num(statistics?.CV), 'CV');
  });

  it('handles unequal group sizes and leaves NaN values out', () => {
    const anova = computeOneWayAnova(
      [1, 2, 3, Number.NaN, 10, 12, Number.NaN],
      ['a', 'a', 'a', 'b', 'b', 'b', 'c'],
    );
    expect(anova.groups.levels).toEqual(['a', 'b']);
    expect(anova.groups.counts).toEqual([3, 2]);
    // R: summary(aov(c(1,2,3,10,12) ~ factor(c(1,1,1,2,2)))): SS 97.2, F 72.9
    expectClose(anova.rows[0].ss, 97.2, 'SS');
    expectClose(anova.rows[0].f ?? Number.NaN, 72.9, 'F');
  });

  it('throws notEnoughData with a single group or no residual df', () => {
    expect(() => computeOneWayAnova([1, 2], ['a', 'a'])).toThrow(
      expect.objectContaining({ code: 'notEnoughData' }),
    );
    expect(() => computeOneWayAnova([1, 2], ['a', 'b'])).toThrowError(StatsError);
  });

  it('does not depend on the order of the plots', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.double({ min: -1e3, max: 1e3, noNaN: true }), fc.integer({ min: 0, max: 3 })),
          {
            minLength: 8,
            maxLength: 40,
          },
        ),
        fc.nat(),
        (plots, seed) => {
          const groups = plots.map(([, g]) => `g${g}`);
          if (new Set(groups).size < 2 || new Set(groups).size === plots.length) return;
          const order = plots
            .map((_, i) => i)
            .sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101));
          const a = computeOneWayAnova(
            plots.map(([y]) => y),
            groups,
          );
          const b = computeOneWayAnova(
            order.map((i) => (plots[i] as [number, number])[0]),
            order.map((i) => groups[i] as string),
          );
          const scale = Math.max(1, a.total.ss);
          expect(Math.abs(a.rows[0].ss - b.rows[0].ss)).toBeLessThanOrEqual(1e-9 * scale);
          expect(Math.abs(a.residual.ss - b.residual.ss)).toBeLessThanOrEqual(1e-9 * scale);
          expect(b.groups.counts).toEqual(a.groups.counts);
        },
      ),
    );
  });
});

describe('computeRcbdAnova', () => {
  const yields = apple.map((row) => num(row.yield));
  const treatments = apple.map((row) => row.trt as string);
  const blocks = apple.map((row) => row.block as string);

  it('matches R aov(yield ~ block + trt) on pearce.apple (golden 04)', () => {
    const anova = computeRcbdAnova(yields, treatments, blocks, { treatmentLevels: APPLE_LEVELS });
    const [block, treatment] = anova.rows;
    expect(anova.balanced).toBe(true);
    expect(anova.replications).toBe(4);
    expect([block.source, block.df, treatment.source, treatment.df]).toEqual([
      'block',
      3,
      'treatment',
      5,
    ]);
    expectClose(block.ss, 47852.8333333333, 'SS block');
    expectClose(treatment.ss, 749.5, 'SS trt');
    expectClose(anova.residual.ms, 1562.14444444445, 'MSE');
    expect(anova.residual.df).toBe(15);
    // output.txt prints F to 5 decimals and p to 8
    expect(Math.abs((block.f ?? 0) - 10.21093)).toBeLessThanOrEqual(5e-6);
    expect(Math.abs((treatment.p ?? 0) - 0.99146064)).toBeLessThanOrEqual(5e-9);
    expect(Math.abs((block.p ?? 0) - 0.00064921)).toBeLessThanOrEqual(5e-9);
    expectClose(anova.cvPercent, 14.3332631132036, 'CV%');
    expect(anova.treatments.means).toEqual([279.5, 284.5, 267.75, 275.25, 270.25, 277.25]);
  });

  it('falls back to least squares (treatment adjusted for blocks) when a plot is missing', () => {
    // R: summary(aov(yield ~ block + trt, data = d[-3, ])) (B1 C removed)
    const keep = (_: unknown, i: number) => i !== 2;
    const anova = computeRcbdAnova(
      yields.filter(keep),
      treatments.filter(keep),
      blocks.filter(keep),
    );
    expect(anova.balanced).toBe(false);
    expect(anova.replications).toBeNull();
    expectClose(anova.rows[0].ss, 46036.6855072463, 'SS block');
    expectClose(anova.rows[1].ss, 748.4, 'SS trt');
    expectClose(anova.residual.ss, 23430.5666666667, 'SS error');
    expect(anova.residual.df).toBe(14);
    expect(Math.abs((anova.rows[1].p ?? 0) - 0.9926467)).toBeLessThanOrEqual(5e-8);
  });

  it('does not depend on the order of the plots', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const order = yields
          .map((_, i) => i)
          .sort((a, b) => ((a * 7919 + seed) % 97) - ((b * 7919 + seed) % 97));
        const shuffled = computeRcbdAnova(
          order.map((i) => yields[i] as number),
          order.map((i) => treatments[i] as string),
          order.map((i) => blocks[i] as string),
        );
        expectClose(shuffled.rows[1].ss, 749.5, 'SS trt');
        expectClose(shuffled.residual.ss, 23432.1666666667, 'SS error');
      }),
    );
  });

  it('throws notEnoughData with a single block', () => {
    expect(() => computeRcbdAnova([1, 2], ['a', 'b'], ['1', '1'])).toThrow(
      expect.objectContaining({ code: 'notEnoughData' }),
    );
  });
});

describe('computeFactorialAnova', () => {
  const npk = readGoldenCsv('03_npk_factorial_blocks_typeI_II_III', 'input.csv');
  const factor = (name: string) => ({ name, values: npk.map((row) => row[name] as string) });

  it('gives MASS p.166: yield ~ block + N*P*K with the aliased N:P:K and model.tables means', () => {
    const anova = computeFactorialAnova({
      response: npk.map((row) => num(row.yield)),
      factors: [factor('N'), factor('P'), factor('K')],
      block: factor('block'),
    });
    expect(anova.rows.map((row) => row.source)).toEqual([
      'block',
      'N',
      'P',
      'K',
      'N:P',
      'N:K',
      'P:K',
      'N:P:K',
    ]);
    expect(anova.rows.map((row) => row.df)).toEqual([5, 1, 1, 1, 1, 1, 1, 0]);
    expectClose(anova.rows[1]?.ss ?? Number.NaN, 189.281666667, 'SS N');
    expectClose(anova.residual.ms, 15.4405555556, 'MSE');
    expectClose(anova.grandMean, 54.875, 'grand mean');
    expectClose(anova.factorMeans.N?.means[1] ?? Number.NaN, 57.683333, 'N1 mean');
    expectClose(anova.factorMeans.block?.means[2] ?? Number.NaN, 60.775, 'block 3 mean');
  });

  it('limits the interactions with maxOrder', () => {
    const anova = computeFactorialAnova({
      response: npk.map((row) => num(row.yield)),
      factors: [factor('N'), factor('P'), factor('K')],
      block: factor('block'),
      maxOrder: 2,
      type: 'III',
    });
    expect(anova.rows.map((row) => row.source)).toEqual([
      'block',
      'N',
      'P',
      'K',
      'N:P',
      'N:K',
      'P:K',
    ]);
    expectClose(anova.intercept?.ss ?? Number.NaN, 72270.375, 'intercept SS');
  });
});

describe('encoded factors', () => {
  it('give the same tables as the labels they encode', () => {
    const values = [4.2, 4.8, 5.1, 6.3, 6.1, 5.9, 3.9, 4.4, 4.0];
    const treatments = ['a', 'a', 'a', 'b', 'b', 'b', 'c', 'c', 'c'];
    const blocks = ['1', '2', '3', '1', '2', '3', '1', '2', '3'];
    const encoded = (labels: string[]) => encodeFactor(labels);
    expect(computeOneWayAnova(values, encoded(treatments))).toEqual(
      computeOneWayAnova(values, treatments),
    );
    expect(computeRcbdAnova(values, encoded(treatments), encoded(blocks))).toEqual(
      computeRcbdAnova(values, treatments, blocks),
    );
    // unbalanced: the least-squares path reads the labels back
    const missing = values.slice(1);
    expect(
      computeRcbdAnova(missing, encoded(treatments.slice(1)), encoded(blocks.slice(1))),
    ).toEqual(computeRcbdAnova(missing, treatments.slice(1), blocks.slice(1)));
  });
});
