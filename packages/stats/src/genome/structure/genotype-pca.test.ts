import fc from 'fast-check';
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import { describe, expect, it } from 'vitest';
import { StatsError } from '../../errors.ts';
import { num, readGoldenCsv } from '../../testing/golden.ts';
import { computeGenotypePca } from './genotype-pca.ts';
import { readGoldenDosages, STRUCTURE_CASE } from './structure-golden.ts';
import { computeTopEigenpairs } from './top-eigenpairs.ts';

describe('computeGenotypePca', () => {
  const { matrix, sampleIds } = readGoldenDosages();
  const pca = computeGenotypePca(matrix, 10);
  const eigen = readGoldenCsv(STRUCTURE_CASE, 'expected_pca_eigen.csv');

  it('has prcomp’s sdev² and % variance (golden case 10, PCs 1–10)', () => {
    expect(pca.components).toBe(10);
    let worst = 0;
    for (let t = 0; t < 10; t += 1) {
      const row = eigen[t] as Record<string, string>;
      worst = Math.max(worst, Math.abs((pca.eigenvalues[t] as number) / num(row.eig) - 1));
      worst = Math.max(worst, Math.abs((pca.varianceExplained[t] as number) / num(row.pct) - 1));
    }
    expect(worst).toBeLessThan(1e-9);
    const total = eigen.reduce((s, row) => s + num(row.eig), 0);
    expect(Math.abs(pca.totalVariance / total - 1)).toBeLessThan(1e-12);
  });

  it('has prcomp’s scores up to sign (PCs 1–5)', () => {
    const rows = readGoldenCsv(STRUCTURE_CASE, 'expected_pca_scores.csv');
    let worst = 0;
    for (let t = 0; t < 5; t += 1) {
      const expected = rows.map((row) => num(row[`PC${t + 1}`]));
      const sign = Math.sign(expected[0] as number) * Math.sign(pca.scores[t] as number);
      expected.forEach((value, i) => {
        expect(rows[i]?.['']).toBe(sampleIds[i]);
        worst = Math.max(
          worst,
          Math.abs(sign * (pca.scores[i * 10 + t] as number) - value) /
            Math.max(Math.abs(value), 1e-2),
        );
      });
    }
    expect(worst).toBeLessThan(1e-7);
  });

  it('refuses a single sample', () => {
    expect(() => computeGenotypePca({ n: 1, m: 2, calls: Uint8Array.from([0, 2]) })).toThrow(
      StatsError,
    );
  });
});

describe('computeTopEigenpairs', () => {
  /** A random PSD matrix XX' (rank ≤ r), with a duplicated column of X to force ties sometimes. */
  const psd = fc
    .record({
      n: fc.integer({ min: 1, max: 30 }),
      r: fc.integer({ min: 1, max: 35 }),
      seed: fc.integer(),
    })
    .map(({ n, r, seed }) => {
      let s = seed;
      const rand = () => {
        s = (Math.imul(s, 1_103_515_245) + 12_345) | 0;
        return ((s >>> 8) % 1000) / 1000 - 0.5;
      };
      const x = Array.from({ length: n * r }, rand);
      const a = new Float64Array(n * n);
      for (let i = 0; i < n; i += 1)
        for (let k = 0; k < n; k += 1) {
          let v = 0;
          for (let j = 0; j < r; j += 1) v += (x[i * r + j] as number) * (x[k * r + j] as number);
          a[i * n + k] = v;
        }
      return { n, a };
    });

  it('agrees with the full eigendecomposition on random PSD matrices (property)', () => {
    fc.assert(
      fc.property(psd, fc.integer({ min: 1, max: 12 }), ({ n, a }, k) => {
        const full = new EigenvalueDecomposition(Matrix.from1DArray(n, n, a), {
          assumeSymmetric: true,
        });
        const expected = [...full.realEigenvalues].sort((p, q) => q - p).slice(0, Math.min(k, n));
        const top = computeTopEigenpairs(n, a, k);
        const scale = Math.max(1, Math.abs(expected[0] as number));
        expected.forEach((value, t) => {
          expect(Math.abs((top.values[t] as number) - value)).toBeLessThan(1e-9 * scale);
          // A v = λ v for the returned vector, unit length
          let residual = 0;
          let length = 0;
          for (let i = 0; i < n; i += 1) {
            let av = 0;
            for (let j = 0; j < n; j += 1)
              av += (a[i * n + j] as number) * (top.vectors[t * n + j] as number);
            residual = Math.max(
              residual,
              Math.abs(av - value * (top.vectors[t * n + i] as number)),
            );
            length += (top.vectors[t * n + i] as number) ** 2;
          }
          expect(residual).toBeLessThan(1e-8 * scale);
          expect(length).toBeCloseTo(1, 9);
        });
      }),
      { numRuns: 80 },
    );
  });

  it('finds a repeated top eigenvalue twice', () => {
    const a = Float64Array.from([2, 0, 0, 0, 2, 0, 0, 0, 1]);
    const { values } = computeTopEigenpairs(3, a, 2);
    expect(values[0]).toBeCloseTo(2, 12);
    expect(values[1]).toBeCloseTo(2, 12);
  });
});
