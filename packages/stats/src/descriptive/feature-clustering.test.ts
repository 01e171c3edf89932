import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectClose } from '../testing/golden.ts';
import { computeCorrelationMatrix } from './correlation.ts';
import { clusterFeatures } from './feature-clustering.ts';

function expectMatrix(actual: Float64Array, expected: readonly number[], label: string): void {
  expect(actual.length, label).toBe(expected.length);
  expected.forEach((value, i) => {
    expectClose(actual[i] as number, value, `${label}[${i}]`);
  });
}

// 8 integer features with ties, 40 rows (exact in R and here):
// i <- 1:40
// Y <- sapply(0:7, function(j) ((i*(j+3)*7919) %% 23) + (i %% (j+2)) + (j %% 3)*(i %/% 4))
function syntheticFeatures(): Float64Array[] {
  return Array.from({ length: 8 }, (_, j) =>
    Float64Array.from({ length: 40 }, (_, index) => {
      const i = index + 1;
      return ((i * (j + 3) * 7919) % 23) + (i % (j + 2)) + (j % 3) * Math.floor(i / 4);
    }),
  );
}

describe('heat-map clustering against R on more features and on ties', () => {
  it('reproduces hclust order, merge and height for 8 features', () => {
    const { r } = computeCorrelationMatrix(syntheticFeatures());
    // R: cor(Y)[1, ]; cor(Y, method = "spearman")[1, ]
    const row1 = [
      1, -0.027341842962292, -0.102067262043535, 0.454800611299993, 0.0330728455263061,
      -0.0736807430665628, 0.325456014151278, -0.193083885530694,
    ];
    expectMatrix(r.slice(0, 8), row1, 'pearson row 1');
    const rho = computeCorrelationMatrix(syntheticFeatures(), 'spearman').r.slice(0, 8);
    const rho1 = [
      1, -0.0333583914271095, -0.112055611183611, 0.462879278792322, 0.0143340549655511,
      -0.0710159241789314, 0.329715762637785, -0.165851321882538,
    ];
    expectMatrix(rho, rho1, 'spearman row 1');
    // R: h <- hclust(as.dist(1 - cor(Y)), "complete"); h$order; h$merge; h$height
    const tree = clusterFeatures(r, 8);
    expect(tree.order.map((i) => i + 1)).toEqual([7, 1, 4, 2, 6, 5, 3, 8]);
    expect(tree.merge).toEqual([
      [-3, -8],
      [-2, -6],
      [-1, -4],
      [-5, 1],
      [-7, 3],
      [2, 4],
      [5, 6],
    ]);
    const heights = [
      0.350907867191931, 0.425625757764927, 0.545199388700007, 0.568623035680921, 0.871351511776132,
      0.982060049694379, 1.27472511581735,
    ];
    tree.height.forEach((h, i) => {
      expectClose(h, heights[i] as number, `height ${i}`);
    });
  });

  it('breaks ties between equal distances as R does', () => {
    // R: hclust(as.dist(1 - R), "complete") with R = 0.5 among features 1, 2, 3, 5 and 0.2 to 4
    const k = 5;
    const r = new Float64Array(k * k).fill(0.5);
    for (let i = 0; i < k; i += 1) {
      r[i * k + i] = 1;
      r[i * k + 3] = i === 3 ? 1 : 0.2;
      r[3 * k + i] = i === 3 ? 1 : 0.2;
    }
    const tree = clusterFeatures(r, k);
    expect(tree.order.map((i) => i + 1)).toEqual([4, 5, 3, 1, 2]);
    expect(tree.merge).toEqual([
      [-1, -2],
      [-3, 1],
      [-5, 2],
      [-4, 3],
    ]);
    expect(tree.height).toEqual([0.5, 0.5, 0.5, 0.8]);
  });
});

describe('properties', () => {
  it('the heat-map order is a permutation of the features', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 36, maxLength: 36 }),
        (cells) => {
          const k = 6;
          const r = new Float64Array(k * k);
          for (let i = 0; i < k; i += 1) {
            r[i * k + i] = 1;
            for (let j = i + 1; j < k; j += 1) {
              r[i * k + j] = cells[i * k + j] as number;
              r[j * k + i] = cells[i * k + j] as number;
            }
          }
          const { order, height } = clusterFeatures(r, k);
          expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
          expect(height).toHaveLength(k - 1);
        },
      ),
    );
  });
});
