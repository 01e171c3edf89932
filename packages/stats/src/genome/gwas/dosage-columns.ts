/**
 * Marker columns of a dosage matrix as numbers: the mean dosage of each marker over chosen
 * samples (missing calls left out) and blocks of mean-imputed columns for the scans.
 * Local helpers of the GWAS and prediction folders (the structure folder has the full allele
 * frequency statistics).
 */
import { type DosageMatrix, MISSING_CALL } from '../dosage-matrix.ts';

/** Every sample 0 … n − 1. */
export function allRows(n: number): Int32Array {
  return Int32Array.from({ length: n }, (_, i) => i);
}

/**
 * The mean dosage of each marker over the given samples' non-missing calls (NaN when a marker
 * has no call there): twice the ALT allele frequency, R's `colMeans(G[rows, ], na.rm = TRUE)`.
 */
export function markerMeans(genotypes: DosageMatrix, rows: ArrayLike<number>): Float64Array {
  const { m, calls } = genotypes;
  const sums = new Float64Array(m);
  const counts = new Int32Array(m);
  for (let r = 0; r < rows.length; r += 1) {
    const offset = (rows[r] as number) * m;
    for (let j = 0; j < m; j += 1) {
      const call = calls[offset + j] as number;
      if (call === MISSING_CALL) continue;
      sums[j] = (sums[j] as number) + call;
      counts[j] = (counts[j] as number) + 1;
    }
  }
  for (let j = 0; j < m; j += 1) sums[j] = (sums[j] as number) / (counts[j] as number);
  return sums;
}

/** Minor allele frequency min(p, 1 − p) from a mean dosage 2p. */
export function minorAlleleFrequency(meanDosage: number): number {
  const p = meanDosage / 2;
  return Math.min(p, 1 - p);
}

/**
 * Fills `out` (rows.length × width, row-major) with markers j0 … j0 + width − 1 of the given
 * samples: dosage − shift, a missing call replaced by the marker's mean (so it becomes
 * mean − shift). shift = means centres the columns; shift = 1 gives rrBLUP's −1/0/1 coding.
 */
export function fillBlock(
  genotypes: DosageMatrix,
  rows: ArrayLike<number>,
  means: Float64Array,
  shift: Float64Array | number,
  j0: number,
  width: number,
  out: Float64Array,
): void {
  const { m, calls } = genotypes;
  for (let r = 0; r < rows.length; r += 1) {
    const offset = (rows[r] as number) * m + j0;
    const target = r * width;
    for (let c = 0; c < width; c += 1) {
      const call = calls[offset + c] as number;
      const value = call === MISSING_CALL ? (means[j0 + c] as number) : call;
      const s = typeof shift === 'number' ? shift : (shift[j0 + c] as number);
      out[target + c] = value - s;
    }
  }
}

/** Positions (in `rows`) of the samples without a call at marker j. */
export function missingSamples(
  genotypes: DosageMatrix,
  rows: ArrayLike<number>,
  j: number,
): number[] {
  const { m, calls } = genotypes;
  const out: number[] = [];
  for (let r = 0; r < rows.length; r += 1)
    if (calls[(rows[r] as number) * m + j] === MISSING_CALL) out.push(r);
  return out;
}
