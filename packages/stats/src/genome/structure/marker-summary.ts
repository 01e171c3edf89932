/**
 * Per-marker summaries of a dosage matrix (golden case 10, run.R "Allele frequency"): the ALT
 * allele frequency among called genotypes, the minor allele frequency, the missing and call
 * rates, and the MAF / call-rate filter that chooses the markers an analysis keeps.
 */
import { StatsError } from '../../errors.ts';
import { checkDosageMatrix, type DosageMatrix, MISSING_CALL } from '../dosage-matrix.ts';

/** One entry per marker (length m). */
export type MarkerSummary = {
  /** samples with a call at the marker */
  called: Uint32Array;
  /** p = (sum of ALT dosages)/(2·called), R: `colMeans(G, na.rm = TRUE)/2`; NaN if none called */
  altFrequency: Float64Array;
  /** min(p, 1 − p), R: `pmin(p, 1 - p)`; NaN if none called */
  maf: Float64Array;
  /** missing calls / n, R: `colMeans(is.na(G))` */
  missingRate: Float64Array;
  /** called / n = 1 − missing rate */
  callRate: Float64Array;
};

/**
 * The ALT allele frequency, MAF, missing and call rate of every marker, in one pass over the
 * calls (sample-major, so the sums run along each sample's row).
 * @throws StatsError `notEnoughData` for a matrix without samples or markers
 */
export function computeMarkerSummary(matrix: DosageMatrix): MarkerSummary {
  checkDosageMatrix(matrix);
  const { n, m, calls } = matrix;
  const called = new Uint32Array(m);
  const dosageSum = new Float64Array(m);
  for (let i = 0; i < n; i += 1) {
    const row = i * m;
    for (let j = 0; j < m; j += 1) {
      const call = calls[row + j] as number;
      if (call === MISSING_CALL) continue;
      called[j] = (called[j] as number) + 1;
      dosageSum[j] = (dosageSum[j] as number) + call;
    }
  }
  const altFrequency = new Float64Array(m);
  const maf = new Float64Array(m);
  const missingRate = new Float64Array(m);
  const callRate = new Float64Array(m);
  for (let j = 0; j < m; j += 1) {
    const c = called[j] as number;
    const p = c > 0 ? (dosageSum[j] as number) / (2 * c) : Number.NaN;
    altFrequency[j] = p;
    maf[j] = Math.min(p, 1 - p);
    missingRate[j] = (n - c) / n;
    callRate[j] = c / n;
  }
  return { called, altFrequency, maf, missingRate, callRate };
}

/** Thresholds of {@link selectMarkers}; a marker is kept when it meets both. */
export type MarkerFilter = {
  /** least minor allele frequency (default 0: keep monomorphic markers, as A.mat min.MAF = 0) */
  minMaf?: number;
  /** least call rate, 0..1 (default 0) */
  minCallRate?: number;
};

/**
 * The indices (ascending) of the markers with MAF ≥ minMaf and call rate ≥ minCallRate
 * (plink `--maf` / `--geno 1 − minCallRate`); a marker without any call is never kept.
 * @throws StatsError `notEnoughData` when no marker passes
 */
export function selectMarkers(summary: MarkerSummary, filter: MarkerFilter = {}): Uint32Array {
  const minMaf = filter.minMaf ?? 0;
  const minCallRate = filter.minCallRate ?? 0;
  const { maf, callRate, called } = summary;
  const kept: number[] = [];
  for (let j = 0; j < maf.length; j += 1)
    if (
      (called[j] as number) > 0 &&
      (maf[j] as number) >= minMaf &&
      (callRate[j] as number) >= minCallRate
    )
      kept.push(j);
  if (kept.length === 0)
    throw new StatsError(
      'notEnoughData',
      `no marker has MAF ≥ ${minMaf} and call rate ≥ ${minCallRate}`,
      { key: 'emptySample' },
    );
  return Uint32Array.from(kept);
}
