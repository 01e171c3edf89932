/**
 * Euclidean distances among samples on mean-imputed dosages (golden case 10: R `dist(Gi)`),
 * from the centred Gram matrix G = WW' (centring does not change differences):
 * d_ik² = G_ii + G_kk − 2·G_ik. The Gram kernel is the GRM's, so a panel of 2,000 × 50,000
 * costs what the GRM costs. Rounding: about 1e-15·G_ii absolute on d², so two samples closer
 * than ~1e-6 (in dosage units) come out as 0 or a few 1e-7 rather than exactly.
 */
import type { DosageMatrix } from '../dosage-matrix.ts';
import { computeCentredGram } from './centred-gram.ts';

/**
 * d_ik = sqrt(G_ii + G_kk − 2G_ik) from a full n × n Gram matrix (row-major); negative
 * rounding residues are clamped to 0.
 */
export function euclideanFromGram(n: number, gram: Float64Array): Float64Array {
  const out = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1)
    for (let k = i + 1; k < n; k += 1) {
      const squared =
        (gram[i * n + i] as number) + (gram[k * n + k] as number) - 2 * (gram[i * n + k] as number);
      const d = Math.sqrt(Math.max(0, squared));
      out[i * n + k] = d;
      out[k * n + i] = d;
    }
  return out;
}

/**
 * The n × n Euclidean distance matrix (row-major) of the mean-imputed dosages (R:
 * `as.matrix(dist(Gi))`, Gi with NA → 2p_j). Markers without any call are skipped.
 * @throws StatsError `notEnoughData` for an empty matrix
 */
export function computeEuclideanDistances(matrix: DosageMatrix): Float64Array {
  return euclideanFromGram(matrix.n, computeCentredGram(matrix).values);
}
