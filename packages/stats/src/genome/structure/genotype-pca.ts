/**
 * Principal components of the samples, as R's `prcomp(Gi, center = TRUE, scale. = FALSE)` on
 * the mean-imputed dosages (golden case 10). Centring by the column means of Gi is centring by
 * 2p_j (mean imputation keeps the mean), so the centred matrix is VanRaden's W and
 * prcomp's sdev² are the eigenvalues of WW'/(n − 1), its scores U·sqrt(λ(WW')) — the n × n
 * Gram matrix of the GRM kernel, then its top eigenpairs (Lanczos), never the m × m covariance.
 *
 * Signs of PCs are arbitrary (R's depend on LAPACK); here each PC's largest |score| is positive.
 */
import { StatsError } from '../../errors.ts';
import type { DosageMatrix } from '../dosage-matrix.ts';
import { computeCentredGram } from './centred-gram.ts';
import { computeTopEigenpairs } from './top-eigenpairs.ts';

/** The leading principal components (k = `components`). */
export type GenotypePca = {
  n: number;
  components: number;
  /** variances of the PCs, prcomp's `sdev^2`, descending */
  eigenvalues: Float64Array;
  /** 100·eigenvalue / total variance (prcomp: `100 * sdev^2 / sum(sdev^2)`) */
  varianceExplained: Float64Array;
  /** total variance Σ all sdev² = trace(WW')/(n − 1) */
  totalVariance: number;
  /** n × k, sample-major: score of sample i on PC t at i·k + t (prcomp's `x`) */
  scores: Float64Array;
  /** Lanczos steps taken */
  steps: number;
};

/**
 * The top `components` PCs from the centred Gram matrix WW' (n × n, full, row-major), e.g. a
 * streamed `createCentredGramAccumulator` result assembled with `assembleCentredGram`.
 * @throws StatsError `notEnoughData` with fewer than two samples
 */
export function pcaFromCentredGram(n: number, gram: Float64Array, components = 10): GenotypePca {
  if (n < 2)
    throw new StatsError('notEnoughData', 'a PCA needs at least two samples', {
      key: 'emptySample',
    });
  const k = Math.min(components, n);
  const { values, vectors, steps } = computeTopEigenpairs(n, gram, k);
  let trace = 0;
  for (let i = 0; i < n; i += 1) trace += gram[i * n + i] as number;
  const totalVariance = trace / (n - 1);
  const eigenvalues = new Float64Array(k);
  const varianceExplained = new Float64Array(k);
  const scores = new Float64Array(n * k);
  for (let t = 0; t < k; t += 1) {
    const lambda = Math.max(0, values[t] as number);
    eigenvalues[t] = lambda / (n - 1);
    varianceExplained[t] =
      totalVariance > 0 ? (100 * (eigenvalues[t] as number)) / totalVariance : 0;
    let largest = 0;
    for (let i = 0; i < n; i += 1) {
      const v = vectors[t * n + i] as number;
      if (Math.abs(v) > Math.abs(largest)) largest = v;
    }
    const factor = Math.sqrt(lambda) * (largest < 0 ? -1 : 1);
    for (let i = 0; i < n; i += 1) scores[i * k + t] = (vectors[t * n + i] as number) * factor;
  }
  return { n, components: k, eigenvalues, varianceExplained, totalVariance, scores, steps };
}

/**
 * The top `components` (default 10) principal components of the samples of a dosage matrix
 * (R: `prcomp(Gi, center = TRUE, scale. = FALSE)`, Gi mean-imputed). Markers without any call
 * are skipped.
 * @throws StatsError `notEnoughData` for an empty matrix or fewer than two samples
 */
export function computeGenotypePca(matrix: DosageMatrix, components = 10): GenotypePca {
  return pcaFromCentredGram(matrix.n, computeCentredGram(matrix).values, components);
}
