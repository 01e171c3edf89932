import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatsError } from '../../errors.ts';
import { type DosageMatrix, MISSING_CALL, selectMarkerColumns } from '../dosage-matrix.ts';
import { createCentredGramAccumulator, splitGramRows } from './centred-gram.ts';
import { readGoldenDosages, readGoldenSquare, worstRelativeError } from './structure-golden.ts';
import {
  assembleVanRadenGrm,
  computeVanRadenGrm,
  computeVanRadenGrmFromChunks,
} from './vanraden-grm.ts';

/** Columns [from, to) of a dosage matrix. */
function markerSlice(matrix: DosageMatrix, from: number, to: number): DosageMatrix {
  return selectMarkerColumns(
    matrix,
    Array.from({ length: to - from }, (_, t) => from + t),
  );
}

/** A.mat by its formula, entry by entry (the test's own oracle for random matrices). */
function naiveGrm({ n, m, calls }: DosageMatrix): Float64Array {
  const twoP = new Float64Array(m);
  let denominator = 0;
  for (let j = 0; j < m; j += 1) {
    let sum = 0;
    let called = 0;
    for (let i = 0; i < n; i += 1) {
      const c = calls[i * m + j] as number;
      if (c !== MISSING_CALL) {
        sum += c;
        called += 1;
      }
    }
    const p = sum / called / 2;
    twoP[j] = 2 * p;
    denominator += 2 * p * (1 - p);
  }
  const w = (i: number, j: number) => {
    const c = calls[i * m + j] as number;
    return c === MISSING_CALL ? 0 : c - (twoP[j] as number);
  };
  const out = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1)
    for (let k = 0; k < n; k += 1) {
      let s = 0;
      for (let j = 0; j < m; j += 1) s += w(i, j) * w(k, j);
      out[i * n + k] = s / denominator;
    }
  return out;
}

/**
 * Random dosages: up to 40 samples (so row parts start inside 16-sample groups), sometimes more
 * than one 512-marker pass, and 0 %, ~5 % (exact packed kernel + missing-call terms) or ~30 %
 * missing (float kernel).
 */
const dosageMatrix = fc
  .record({
    n: fc.integer({ min: 1, max: 40 }),
    m: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 500, max: 530 })),
    missing: fc.constantFrom(0, 0.05, 0.3),
    seed: fc.integer(),
  })
  .map(({ n, m, missing, seed }) => {
    let state = seed;
    const uniform = () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) | 0;
      return ((state >>> 8) & 0xffff) / 65536;
    };
    const calls = Uint8Array.from({ length: n * m }, () =>
      uniform() < missing ? MISSING_CALL : Math.floor(uniform() * 3),
    );
    return { n, m, calls };
  });

describe('computeVanRadenGrm', () => {
  const { matrix } = readGoldenDosages();
  const expected = readGoldenSquare('expected_grm_vanraden.csv');

  it('equals rrBLUP::A.mat(M, impute.method = "mean", min.MAF = 0) on golden case 10', () => {
    const grm = computeVanRadenGrm(matrix);
    expect(grm.markers).toBe(117);
    expect(worstRelativeError(grm.values, expected)).toBeLessThan(1e-9);
  });

  it('gives the same matrix from streamed chunks and from two row parts', () => {
    const chunks = [
      markerSlice(matrix, 0, 50),
      markerSlice(matrix, 50, 51),
      markerSlice(matrix, 51, 117),
    ];
    const streamed = computeVanRadenGrmFromChunks(matrix.n, chunks);
    expect(worstRelativeError(streamed.values, expected)).toBeLessThan(1e-9);
    const parts = splitGramRows(matrix.n, 2).map((range) => {
      const accumulator = createCentredGramAccumulator(matrix.n, range);
      for (const chunk of chunks) accumulator.add(chunk);
      return accumulator.finish();
    });
    expect(parts[0]?.rows.end).toBe(48); // ≈ n(1 − 1/√2), rounded to a multiple of 4
    expect(worstRelativeError(assembleVanRadenGrm(parts).values, expected)).toBeLessThan(1e-9);
  });

  it('matches the formula on random matrices, any row split (property)', () => {
    fc.assert(
      fc.property(
        dosageMatrix,
        fc.integer({ min: 1, max: 4 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (matrix, parts, cut) => {
          const naive = naiveGrm(matrix);
          if (!naive.every(Number.isFinite)) return; // a marker without calls, or none varies
          const whole = computeVanRadenGrm(matrix).values;
          // balanced ranges, or two parts cut anywhere (not on a multiple of 4)
          const at = Math.floor(cut * matrix.n);
          const ranges =
            parts === 4 && at > 0 && at < matrix.n
              ? [
                  { start: 0, end: at },
                  { start: at, end: matrix.n },
                ]
              : splitGramRows(matrix.n, parts);
          const split = assembleVanRadenGrm(
            ranges.map((range) => {
              const accumulator = createCentredGramAccumulator(matrix.n, range);
              accumulator.add(matrix);
              return accumulator.finish();
            }),
          ).values;
          for (let t = 0; t < naive.length; t += 1) {
            expect(whole[t]).toBeCloseTo(naive[t] as number, 10);
            expect(split[t]).toBeCloseTo(whole[t] as number, 12);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('matches the formula when passes alternate between the two kernels, in parts', () => {
    // two chunks of 300 markers: the first with ~3 % missing (look-up kernel + missing-call
    // terms), the second with ~40 % (float kernel), which must keep the stored Y' terms
    const n = 53;
    const m = 600;
    let state = 11;
    const uniform = () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) | 0;
      return ((state >>> 8) & 0xffff) / 65536;
    };
    const calls = Uint8Array.from({ length: n * m }, (_, at) =>
      uniform() < (at % m < 300 ? 0.03 : 0.4) ? MISSING_CALL : Math.floor(uniform() * 3),
    );
    const matrix = { n, m, calls };
    const naive = naiveGrm(matrix);
    for (const ranges of [splitGramRows(n, 2), splitGramRows(n, 3), [{ start: 0, end: n }]]) {
      const grm = assembleVanRadenGrm(
        ranges.map((range) => {
          const accumulator = createCentredGramAccumulator(n, range);
          accumulator.add(markerSlice(matrix, 0, 300));
          accumulator.add(markerSlice(matrix, 300, m));
          return accumulator.finish();
        }),
      ).values;
      for (let t = 0; t < naive.length; t += 1) expect(grm[t]).toBeCloseTo(naive[t] as number, 10);
    }
  });

  it('refuses a panel where no marker varies', () => {
    const monomorphic = { n: 3, m: 2, calls: Uint8Array.from([2, 0, 2, 0, MISSING_CALL, 0]) };
    expect(() => computeVanRadenGrm(monomorphic)).toThrow(StatsError);
  });
});
