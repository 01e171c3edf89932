/**
 * Genetic distances between samples on the markers both have called (pairwise-complete, as
 * golden case 10's run.R `pairwise()` computes them), with p = dosage/2 each sample's ALT
 * allele frequency at a marker:
 * - IBS distance mean|a − b|/2 (plink `--distance 1-ibs flat-missing`); for biallelic markers
 *   also Rogers' (1972) distance mean_l |p_il − p_jl|;
 * - modified Rogers sqrt(mean((p_a − p_b)²)) (Wright 1978; Goodman & Stuber 1983);
 * - Nei (1972) −log(Jxy/sqrt(Jx·Jy)), Jx = mean(p_a² + (1 − p_a)²), Jxy = mean(p_a·p_b +
 *   (1 − p_a)(1 − p_b)) (adegenet::dist.genpop method 1).
 *
 * All three come from five integer sums per pair: shared markers N, Σ|a − b|, Σ(a² + (2 − a)²),
 * Σ(b² + (2 − b)²), Σ(ab + (2 − a)(2 − b)) (Σ(a − b)² is half the last three's Jx + Jy − 2Jxy).
 * Calls are packed four markers (2 bits each) to a byte; a table indexed by a pair of bytes
 * holds the five sums of those four markers packed into one exact double (9 + 10 + 11 + 11 +
 * 11 bits), so a pair costs one lookup and one addition per four markers, unpacked every 64
 * bytes before a field can overflow.
 */
import { StatsError } from '../../errors.ts';
import { checkDosageMatrix, type DosageMatrix, MISSING_CALL } from '../dosage-matrix.ts';

/** Bytes (4 markers each) summed before unpacking: 256 markers keep every field in range. */
const FLUSH_BYTES = 64;
const N_UNIT = 1;
const D_UNIT = 2 ** 9;
const JX_UNIT = 2 ** 19;
const JY_UNIT = 2 ** 30;
const JXY_UNIT = 2 ** 41;

/** Symmetric n × n matrices (row-major, 0 on the diagonal). */
export type PairwiseCompleteDistances = {
  n: number;
  /** mean|a − b|/2 = Rogers (1972) for biallelic markers */
  ibs: Float64Array;
  /** sqrt(mean((a/2 − b/2)²)) */
  modifiedRogers: Float64Array;
  /** −log(Jxy/sqrt(Jx·Jy)); +∞ when two samples share no allele at any shared marker */
  nei: Float64Array;
  /** markers called in both samples (on the diagonal: in the sample) */
  sharedMarkers: Uint32Array;
};

/** The five sums of one marker pair of calls, packed. */
function markerSums(a: number, b: number): number {
  if (a === MISSING_CALL || b === MISSING_CALL) return 0;
  const jx = a * a + (2 - a) * (2 - a);
  const jy = b * b + (2 - b) * (2 - b);
  const jxy = a * b + (2 - a) * (2 - b);
  return N_UNIT + Math.abs(a - b) * D_UNIT + jx * JX_UNIT + jy * JY_UNIT + jxy * JXY_UNIT;
}

let pairTable: Float64Array | null = null;

/** The packed sums of every pair of bytes of four calls (built once, 512 KiB). */
function bytePairTable(): Float64Array {
  if (pairTable) return pairTable;
  const single = new Float64Array(16);
  for (let a = 0; a < 4; a += 1)
    for (let b = 0; b < 4; b += 1) single[a * 4 + b] = markerSums(a, b);
  const table = new Float64Array(65536);
  for (let x = 0; x < 256; x += 1)
    for (let y = 0; y < 256; y += 1) {
      let s = 0;
      for (let t = 0; t < 8; t += 2) s += single[((x >> t) & 3) * 4 + ((y >> t) & 3)] as number;
      table[(x << 8) | y] = s;
    }
  pairTable = table;
  return table;
}

/**
 * Σ table[(x_b << 8) | y_b] over bytes [from, to) of rows rowI and rowK, in four independent
 * sums so the additions do not wait on each other (one chain would cost an FP-add latency per
 * byte). Exact: every partial sum is an integer below 2⁵³.
 */
function sumLookups(
  table: Float64Array,
  bytes: Uint8Array,
  rowI: number,
  rowK: number,
  from: number,
  to: number,
): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let b = from;
  for (; b + 4 <= to; b += 4) {
    const i = rowI + b;
    const k = rowK + b;
    s0 += table[((bytes[i] as number) << 8) | (bytes[k] as number)] as number;
    s1 += table[((bytes[i + 1] as number) << 8) | (bytes[k + 1] as number)] as number;
    s2 += table[((bytes[i + 2] as number) << 8) | (bytes[k + 2] as number)] as number;
    s3 += table[((bytes[i + 3] as number) << 8) | (bytes[k + 3] as number)] as number;
  }
  for (; b < to; b += 1)
    s0 += table[((bytes[rowI + b] as number) << 8) | (bytes[rowK + b] as number)] as number;
  return s0 + s1 + s2 + s3;
}

/** Each sample's calls, four markers to a byte (marker 4b + t in bits 2t, 2t + 1; padding missing). */
function packCalls({ n, m, calls }: DosageMatrix): { bytes: Uint8Array; width: number } {
  const width = Math.ceil(m / 4);
  const bytes = new Uint8Array(n * width).fill(0xff);
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < m; j += 1) {
      const at = i * width + (j >> 2);
      const shift = 2 * (j & 3);
      bytes[at] = ((bytes[at] as number) & ~(3 << shift)) | ((calls[i * m + j] as number) << shift);
    }
  return { bytes, width };
}

/**
 * The IBS (= Rogers), modified Rogers and Nei 1972 distances among the samples, each pair on
 * the markers both have called (R: golden case 10 run.R `pairwise(f)`).
 * @throws StatsError `notEnoughData` for an empty matrix, or when two samples share no called
 *   marker (filter samples or markers by call rate first)
 */
export function computePairwiseCompleteDistances(matrix: DosageMatrix): PairwiseCompleteDistances {
  checkDosageMatrix(matrix);
  const { n } = matrix;
  const table = bytePairTable();
  const { bytes, width } = packCalls(matrix);
  const ibs = new Float64Array(n * n);
  const modifiedRogers = new Float64Array(n * n);
  const nei = new Float64Array(n * n);
  const sharedMarkers = new Uint32Array(n * n);
  for (let i = 0; i < n; i += 1) {
    const rowI = i * width;
    for (let k = i; k < n; k += 1) {
      const rowK = k * width;
      let shared = 0;
      let absolute = 0;
      let jx = 0;
      let jy = 0;
      let jxy = 0;
      for (let from = 0; from < width; from += FLUSH_BYTES) {
        let s = sumLookups(table, bytes, rowI, rowK, from, Math.min(width, from + FLUSH_BYTES));
        // unpack from the top field down; every step is exact in doubles
        const fieldJxy = Math.floor(s / JXY_UNIT);
        s -= fieldJxy * JXY_UNIT;
        const fieldJy = Math.floor(s / JY_UNIT);
        s -= fieldJy * JY_UNIT;
        const fieldJx = Math.floor(s / JX_UNIT);
        s -= fieldJx * JX_UNIT;
        const fieldD = Math.floor(s / D_UNIT);
        shared += s - fieldD * D_UNIT;
        absolute += fieldD;
        jx += fieldJx;
        jy += fieldJy;
        jxy += fieldJxy;
      }
      sharedMarkers[i * n + k] = shared;
      sharedMarkers[k * n + i] = shared;
      if (k === i) continue;
      if (shared === 0)
        throw new StatsError(
          'notEnoughData',
          `samples ${i + 1} and ${k + 1} share no called marker`,
          {
            key: 'emptySample',
          },
        );
      const squared = (jx + jy - 2 * jxy) / 2; // Σ(a − b)²
      const values = [
        absolute / (2 * shared),
        Math.sqrt(squared / (4 * shared)),
        -Math.log(jxy / Math.sqrt(jx * jy)),
      ];
      for (const [out, value] of [
        [ibs, values[0]],
        [modifiedRogers, values[1]],
        [nei, values[2]],
      ] as const) {
        out[i * n + k] = value as number;
        out[k * n + i] = value as number;
      }
    }
  }
  return { n, ibs, modifiedRogers, nei, sharedMarkers };
}
