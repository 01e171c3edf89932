import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRanks } from '../comparisons/ranks.ts';
import { StatsError } from '../errors.ts';
import { expectClose, expectP, GOLDEN_DIR, num, readGoldenCsv } from '../testing/golden.ts';
import { computeCorrelationMatrix, testCorrelation } from './correlation.ts';
import { clusterFeatures } from './feature-clustering.ts';

const CASE = '05_iris_correlation_matrix_heatmap';
const TRAITS = ['Sepal.Length', 'Sepal.Width', 'Petal.Length', 'Petal.Width'];
const input = readGoldenCsv(CASE, 'input.csv');
const columns = TRAITS.map((trait) => Float64Array.from(input, (row) => num(row[trait])));
const output = readFileSync(join(GOLDEN_DIR, CASE, 'output.txt'), 'utf8').split('\n');

/** The numbers on the output.txt line that starts with `prefix`, after it. */
function printed(prefix: string, from = 0): number[] {
  const line = output.slice(from).find((l) => l.startsWith(prefix));
  if (line === undefined) throw new Error(`no line "${prefix}" in output.txt`);
  return line.slice(prefix.length).trim().split(/\s+/).map(Number);
}

function expectMatrix(actual: Float64Array, expected: readonly number[], label: string): void {
  expect(actual.length, label).toBe(expected.length);
  expected.forEach((value, i) => {
    expectClose(actual[i] as number, value, `${label}[${i}]`);
  });
}

function goldenMatrix(file: string): number[] {
  return readGoldenCsv(CASE, file).flatMap((row) => TRAITS.map((trait) => num(row[trait])));
}

describe('golden case 05 (iris): correlation matrices and cor.test', () => {
  const pearson = computeCorrelationMatrix(columns, 'pearson');
  const spearman = computeCorrelationMatrix(columns, 'spearman');
  const pairs = readGoldenCsv(CASE, 'expected_pairs.csv');

  it('matches expected_pearson.csv and expected_spearman.csv (mid-ranks for ties)', () => {
    expectMatrix(pearson.r, goldenMatrix('expected_pearson.csv'), 'pearson');
    expectMatrix(spearman.r, goldenMatrix('expected_spearman.csv'), 'spearman');
    expect([...pearson.n]).toEqual(new Array(16).fill(150));
  });

  it('matches expected_pairs.csv: t, p and Fisher-z 95% CI; Spearman S and p', () => {
    for (const row of pairs) {
      const i = TRAITS.indexOf(row.trait1 as string);
      const j = TRAITS.indexOf(row.trait2 as string);
      const label = `${row.trait1}~${row.trait2}`;
      for (const at of [i * 4 + j, j * 4 + i]) {
        expect(pearson.n[at]).toBe(num(row.n));
        expectClose(pearson.r[at] as number, num(row.pearson_r), `${label} r`);
        expectClose(pearson.t[at] as number, num(row.pearson_t), `${label} t`);
        expectP(pearson.p[at] as number, num(row.pearson_p), `${label} p`);
        expectClose(pearson.ciLower?.[at] as number, num(row.pearson_ci_low), `${label} ci low`);
        expectClose(pearson.ciUpper?.[at] as number, num(row.pearson_ci_high), `${label} ci high`);
        expectClose(spearman.r[at] as number, num(row.spearman_rho), `${label} rho`);
        expectClose(spearman.s?.[at] as number, num(row.spearman_S), `${label} S`);
        expectP(spearman.p[at] as number, num(row.spearman_p), `${label} spearman p`);
      }
    }
  });

  it('keeps the relative accuracy of tiny p-values (1e-86 … 1e-8)', () => {
    for (const row of pairs) {
      const at = TRAITS.indexOf(row.trait1 as string) * 4 + TRAITS.indexOf(row.trait2 as string);
      expectClose(pearson.p[at] as number, num(row.pearson_p), `${row.trait1} pearson p`);
      expectClose(spearman.p[at] as number, num(row.spearman_p), `${row.trait1} spearman p`);
    }
  });

  it('matches the within-setosa matrix and the SL~SW test printed in output.txt', () => {
    const setosa = input.map((row) => row.Species === 'setosa');
    const within = computeCorrelationMatrix(columns.map((c) => c.filter((_, i) => setosa[i])));
    const start = output.findIndex((l) => l.startsWith("== Same, within species 'setosa'"));
    const expected = TRAITS.flatMap((trait) => printed(trait, start));
    expectMatrix(within.r, expected, 'setosa');
    // "SL~SW setosa r = 0.74254668566516  p = 6.70984301766051e-10"
    const match = output.find((l) => l.startsWith('SL~SW setosa'))?.match(/r = (\S+)\s+p = (\S+)/);
    expect(within.n[1]).toBe(50);
    expectClose(within.r[1] as number, Number(match?.[1]), 'setosa r');
    expectP(within.p[1] as number, Number(match?.[2]), 'setosa p');
    expectClose(within.p[1] as number, Number(match?.[2]), 'setosa p, relative');
  });

  it('gives the printed mid-ranks of Sepal.Length', () => {
    const ranks = computeRanks(columns[0] as Float64Array);
    expect([...ranks.slice(0, 10)]).toEqual(printed(' [1]'));
  });

  it('orders the heat map as hclust(as.dist(1 - r), "complete")', () => {
    const tree = clusterFeatures(pearson.r, 4);
    const order = output
      .find((l) => l.startsWith('order:'))
      ?.slice(6)
      .trim()
      .split(/\s+/);
    expect(tree.order.map((i) => TRAITS[i])).toEqual(order);
    const mergeAt = output.findIndex((l) => l.startsWith('merge:'));
    const merge = [1, 2, 3].map((step) => printed(`[${step},]`, mergeAt));
    expect(tree.merge).toEqual(merge);
    const heights = printed('heights:');
    tree.height.forEach((h, i) => {
      expectClose(h, heights[i] as number, `height ${i}`);
    });
  });
});

// Iris with missing values: X[c(3, 17, 50), 1] <- NA; X[c(17, 90), 2] <- NA;
// X[c(120, 121, 122), 4] <- NA (R rows, 1-based)
function withGaps(): Float64Array[] {
  const gaps: [number, number[]][] = [
    [0, [3, 17, 50]],
    [1, [17, 90]],
    [3, [120, 121, 122]],
  ];
  const copy = columns.map((c) => Float64Array.from(c));
  for (const [column, rows] of gaps)
    for (const row of rows) (copy[column] as Float64Array)[row - 1] = Number.NaN;
  return copy;
}

describe('missing values: pairwise complete observations', () => {
  it('matches cor(X, use = "pairwise.complete.obs") for Pearson and Spearman', () => {
    // R 4.2.2: cor(X, use = "pairwise.complete.obs"), method "pearson" and "spearman"
    const pearson = [
      1, -0.110553842104832, 0.870686066203292, 0.8176028590263, -0.110553842104832, 1,
      -0.419526465791236, -0.362373877819026, 0.870686066203292, -0.419526465791236, 1,
      0.963459689297573, 0.8176028590263, -0.362373877819026, 0.963459689297573, 1,
    ];
    const spearman = [
      1, -0.151250382155969, 0.882113199343766, 0.834620097532478, -0.151250382155969, 1,
      -0.302118021608002, -0.292793594282363, 0.882113199343766, -0.302118021608002, 1,
      0.938186942574819, 0.834620097532478, -0.292793594282363, 0.938186942574819, 1,
    ];
    const p = computeCorrelationMatrix(withGaps(), 'pearson');
    const s = computeCorrelationMatrix(withGaps(), 'spearman');
    expectMatrix(p.r, pearson, 'pearson');
    expectMatrix(s.r, spearman, 'spearman');
    expect([p.n[1], p.n[3], p.n[5], p.n[15]]).toEqual([146, 144, 148, 147]);
  });

  it('tests each pair on its complete rows as cor.test does', () => {
    const p = computeCorrelationMatrix(withGaps(), 'pearson');
    const s = computeCorrelationMatrix(withGaps(), 'spearman');
    // R: cor.test(X[, 1], X[, 2]): n 146, t, p, conf.int
    expectClose(p.t[1] as number, -1.33482842143219, 't');
    expectP(p.p[1] as number, 0.184039103131713, 'p');
    expectClose(p.ciLower?.[1] as number, -0.26818579952128, 'ci low');
    expectClose(p.ciUpper?.[1] as number, 0.0528435759538071, 'ci high');
    // R: cor.test(X[, 1], X[, 4], method = "spearman", exact = FALSE): S, p
    expectClose(s.s?.[3] as number, 82299.6546639376, 'S');
    expectClose(s.p[3] as number, 1.337484653675e-38, 'spearman p');
  });
});

describe('single tests and errors', () => {
  it('gives the whole [−1, 1] as the interval at n = 3 and [1, 1] at r = 1', () => {
    const small = testCorrelation(0.5, 3, 'pearson');
    expect([small.ciLower, small.ciUpper]).toEqual([-1, 1]);
    const perfect = testCorrelation(1, 10, 'pearson');
    expect([perfect.ciLower, perfect.ciUpper, perfect.p]).toEqual([1, 1, 0]);
  });

  it('throws for fewer than 2 features, 3 pairs or a constant feature', () => {
    expect(() => computeCorrelationMatrix([Float64Array.of(1, 2, 3)])).toThrow(StatsError);
    const short = [Float64Array.of(1, 2, Number.NaN), Float64Array.of(3, 1, 2)];
    expect(() => computeCorrelationMatrix(short)).toThrow(StatsError);
    const constant = [Float64Array.of(1, 2, 3, 4), Float64Array.of(5, 5, 5, 5)];
    expect(() => computeCorrelationMatrix(constant, 'spearman')).toThrow(StatsError);
    expect(() => computeCorrelationMatrix([Float64Array.of(1, 2), Float64Array.of(1)])).toThrow(
      RangeError,
    );
    expect(() => clusterFeatures(Float64Array.of(1), 1)).toThrow(StatsError);
  });
});

describe('properties', () => {
  const value = fc.oneof(
    fc.integer({ min: -5, max: 5 }),
    fc.double({ min: -1e3, max: 1e3, noNaN: true }),
    fc.constant(Number.NaN),
  );
  const data = fc
    .integer({ min: 2, max: 5 })
    .chain((k) =>
      fc.array(fc.array(value, { minLength: k, maxLength: k }), { minLength: 6, maxLength: 30 }),
    );

  it('r lies in [−1, 1], is symmetric with 1 on the diagonal, for both methods', () => {
    fc.assert(
      fc.property(
        data,
        fc.constantFrom('pearson' as const, 'spearman' as const),
        (rows, method) => {
          const k = (rows[0] as number[]).length;
          const cols = Array.from({ length: k }, (_, j) =>
            Float64Array.from(rows, (row) => row[j] as number),
          );
          let m: ReturnType<typeof computeCorrelationMatrix>;
          try {
            m = computeCorrelationMatrix(cols, method);
          } catch (error) {
            // too few complete pairs or a constant feature: r is undefined there
            expect(error).toBeInstanceOf(StatsError);
            return;
          }
          for (let i = 0; i < k; i += 1) {
            expect(m.r[i * k + i]).toBe(1);
            for (let j = 0; j < k; j += 1) {
              const r = m.r[i * k + j] as number;
              expect(Math.abs(r)).toBeLessThanOrEqual(1);
              expect(m.r[j * k + i]).toBe(r);
              expect(m.p[j * k + i]).toBe(m.p[i * k + j]);
              expect(m.p[i * k + j]).toBeGreaterThanOrEqual(0);
              expect(m.p[i * k + j]).toBeLessThanOrEqual(1);
            }
          }
        },
      ),
    );
  });
});
