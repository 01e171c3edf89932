/**
 * Mean imputation of a dosage matrix (golden case 10: `Gi[is.na(Gi[, j]), j] <- 2*p[j]`): a
 * missing call becomes 2p_j, twice the marker's ALT frequency among its called genotypes, so
 * the column mean is unchanged. The result is a dense n × m view (sample-major) in Float64 or,
 * to halve the memory of big panels, Float32; `centre` subtracts 2p_j as well (VanRaden's W).
 */
import { StatsError } from '../../errors.ts';
import type { DosageMatrix } from '../dosage-matrix.ts';
import { computeMarkerSummary } from './marker-summary.ts';

/** Options of {@link imputeMeanDosages}. */
export type ImputeOptions = {
  /** ALT frequencies to impute with (default: those of the matrix, `computeMarkerSummary`) */
  altFrequency?: Float64Array;
  /** subtract 2p_j from every value (W = imputed dosage − 2p; missing → 0) */
  centre?: boolean;
};

/** 2p_j per marker; NaN frequencies (markers without any call) are refused. */
function twiceFrequencies(matrix: DosageMatrix, altFrequency?: Float64Array): Float64Array {
  const p = altFrequency ?? computeMarkerSummary(matrix).altFrequency;
  if (p.length !== matrix.m) throw new Error(`${p.length} frequencies for ${matrix.m} markers`);
  const twice = new Float64Array(matrix.m);
  for (let j = 0; j < matrix.m; j += 1) {
    const value = 2 * (p[j] as number);
    if (!Number.isFinite(value))
      throw new StatsError(
        'notEnoughData',
        `marker ${j + 1} has no called genotype to impute from`,
        {
          key: 'emptySample',
        },
      );
    twice[j] = value;
  }
  return twice;
}

/** Writes the imputed (optionally centred) matrix into `out`. */
function fill(
  matrix: DosageMatrix,
  twice: Float64Array,
  centre: boolean,
  out: Float64Array | Float32Array,
) {
  const { n, m, calls } = matrix;
  // lookup per marker: dosage 0, 1, 2, missing → value, so the loop has no branch
  const table = new Float64Array(4 * m);
  for (let j = 0; j < m; j += 1) {
    const mean = twice[j] as number;
    const shift = centre ? mean : 0;
    table[4 * j] = 0 - shift; // not -shift: -0 when uncentred
    table[4 * j + 1] = 1 - shift;
    table[4 * j + 2] = 2 - shift;
    table[4 * j + 3] = mean - shift;
  }
  for (let i = 0; i < n; i += 1) {
    const row = i * m;
    for (let j = 0; j < m; j += 1)
      out[row + j] = table[4 * j + (calls[row + j] as number)] as number;
  }
}

/**
 * The mean-imputed dosages, n × m sample-major, as Float64Array (R's `Gi`), or with `centre`
 * the centred W = Gi − 2p (rrBLUP::A.mat's W; prcomp's centred matrix).
 * @throws StatsError `notEnoughData` when a marker has no called genotype (filter it first with
 *   `selectMarkers`) or the matrix is empty
 */
export function imputeMeanDosages(matrix: DosageMatrix, options: ImputeOptions = {}): Float64Array {
  const out = new Float64Array(matrix.n * matrix.m);
  fill(matrix, twiceFrequencies(matrix, options.altFrequency), options.centre ?? false, out);
  return out;
}

/**
 * {@link imputeMeanDosages} stored as Float32Array (values rounded to single precision: exact
 * for dosages, ~7 significant digits for 2p_j), half the memory for big panels.
 * @throws StatsError as {@link imputeMeanDosages}
 */
export function imputeMeanDosagesFloat32(
  matrix: DosageMatrix,
  options: ImputeOptions = {},
): Float32Array {
  const out = new Float32Array(matrix.n * matrix.m);
  fill(matrix, twiceFrequencies(matrix, options.altFrequency), options.centre ?? false, out);
  return out;
}
