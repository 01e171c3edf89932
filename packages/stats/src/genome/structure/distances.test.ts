import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatsError } from '../../errors.ts';
import { type DosageMatrix, MISSING_CALL } from '../dosage-matrix.ts';
import { computeEuclideanDistances } from './euclidean-distance.ts';
import { imputeMeanDosages } from './mean-imputation.ts';
import { computePairwiseCompleteDistances } from './pairwise-complete-distances.ts';
import { readGoldenDosages, readGoldenSquare, worstRelativeError } from './structure-golden.ts';

/** run.R's pairwise(): the four statistics of samples i and k, marker by marker. */
function naivePair({ m, calls }: DosageMatrix, i: number, k: number) {
  let shared = 0;
  let abs = 0;
  let sq = 0;
  let jx = 0;
  let jy = 0;
  let jxy = 0;
  for (let j = 0; j < m; j += 1) {
    const a = calls[i * m + j] as number;
    const b = calls[k * m + j] as number;
    if (a === MISSING_CALL || b === MISSING_CALL) continue;
    const [pa, pb] = [a / 2, b / 2];
    shared += 1;
    abs += Math.abs(a - b);
    sq += (pa - pb) ** 2;
    jx += pa ** 2 + (1 - pa) ** 2;
    jy += pb ** 2 + (1 - pb) ** 2;
    jxy += pa * pb + (1 - pa) * (1 - pb);
  }
  return {
    shared,
    ibs: abs / shared / 2,
    rogers: Math.sqrt(sq / shared),
    nei: -Math.log(jxy / Math.sqrt(jx * jy)),
  };
}

/** Random matrices (up to 300 markers, so the packed sums are flushed) with row 0 fully called. */
const dosageMatrix = fc
  .record({ n: fc.integer({ min: 2, max: 6 }), m: fc.integer({ min: 1, max: 300 }) })
  .chain(({ n, m }) =>
    fc
      .array(fc.constantFrom(0, 1, 2, 0, 1, 2, MISSING_CALL), {
        minLength: n * m,
        maxLength: n * m,
      })
      .map((cells) => ({ n, m, calls: Uint8Array.from(cells) })),
  );

describe('pairwise-complete distances', () => {
  const { matrix } = readGoldenDosages();
  const distances = computePairwiseCompleteDistances(matrix);

  it.each([
    ['ibs', 'expected_dist_ibs_pairwise.csv'],
    ['modifiedRogers', 'expected_dist_modrogers_pairwise.csv'],
    ['nei', 'expected_dist_nei1972_pairwise.csv'],
  ] as const)('%s equals golden case 10 %s (12 significant digits)', (key, file) => {
    expect(worstRelativeError(distances[key], readGoldenSquare(file))).toBeLessThan(1e-9);
  });

  it('counts the shared markers (117 less the missing calls of either line)', () => {
    expect(distances.sharedMarkers[0]).toBe(117);
    const pair = naivePair(matrix, 0, 1);
    expect(distances.sharedMarkers[1]).toBe(pair.shared);
  });

  it('equals the marker-by-marker definitions on random dosages (property)', () => {
    fc.assert(
      fc.property(dosageMatrix, (random) => {
        const { n } = random;
        const pairs = Array.from({ length: n * n }, (_, t) =>
          naivePair(random, Math.floor(t / n), t % n),
        );
        if (pairs.some((pair) => pair.shared === 0)) {
          expect(() => computePairwiseCompleteDistances(random)).toThrow(StatsError);
          return;
        }
        const d = computePairwiseCompleteDistances(random);
        pairs.forEach((pair, t) => {
          if (Math.floor(t / n) === t % n) return;
          expect(d.sharedMarkers[t]).toBe(pair.shared);
          expect(d.ibs[t]).toBeCloseTo(pair.ibs, 12);
          expect(d.modifiedRogers[t]).toBeCloseTo(pair.rogers, 12);
          expect(d.nei[t]).toBeCloseTo(pair.nei, 12);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('refuses two samples without a shared called marker', () => {
    const disjoint = { n: 2, m: 2, calls: Uint8Array.from([0, MISSING_CALL, MISSING_CALL, 2]) };
    expect(() => computePairwiseCompleteDistances(disjoint)).toThrow(StatsError);
  });
});

describe('computeEuclideanDistances', () => {
  it('equals dist(Gi) of golden case 10 (12 significant digits)', () => {
    const { matrix } = readGoldenDosages();
    const expected = readGoldenSquare('expected_dist_euclidean_imputed.csv');
    expect(worstRelativeError(computeEuclideanDistances(matrix), expected)).toBeLessThan(1e-9);
  });

  it('equals the distance of the imputed rows on random dosages (property)', () => {
    fc.assert(
      fc.property(dosageMatrix, (random) => {
        const { n, m } = random;
        const summaryOk = Array.from({ length: m }, (_, j) =>
          Array.from({ length: n }, (_, i) => random.calls[i * m + j]).some(
            (c) => c !== MISSING_CALL,
          ),
        ).every(Boolean);
        if (!summaryOk) return;
        const gi = imputeMeanDosages(random);
        const d = computeEuclideanDistances(random);
        for (let i = 0; i < n; i += 1)
          for (let k = 0; k < n; k += 1) {
            let s = 0;
            for (let j = 0; j < m; j += 1)
              s += ((gi[i * m + j] as number) - (gi[k * m + j] as number)) ** 2;
            expect(Math.abs((d[i * n + k] as number) - Math.sqrt(s))).toBeLessThan(1e-6);
          }
      }),
      { numRuns: 60 },
    );
  });
});
