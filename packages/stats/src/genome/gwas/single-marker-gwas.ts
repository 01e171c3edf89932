/**
 * Single-marker regression GWAS: for every marker j the least-squares fit y = a + b·xⱼ + e over
 * the samples with a phenotype and a call at j (complete cases), with b's standard error, t on
 * n − 2 df and its two-sided p-value — R's `summary(lm(y ~ G[, j]))$coefficients[2, ]` and
 * plink's `--linear` without covariates.
 *
 * One pass over the sample-major calls accumulates, per marker, the count and the sums of x, x²,
 * y, y², xy (y centred first, so the sums of squares keep their digits): O(n·m) with six typed
 * arrays of length m and no allocation per marker.
 *
 * Reference: Draper & Smith (1998) Applied Regression Analysis §1.3, §3.1.
 */
import { tTwoSidedP } from '../../distributions/distributions.ts';
import { StatsError } from '../../errors.ts';
import { type DosageMatrix, MISSING_CALL } from '../dosage-matrix.ts';

export type SingleMarkerGwas = {
  /** complete cases per marker (samples with a phenotype and a call) */
  n: Int32Array;
  /** slope: change of y per ALT allele; NaN for a marker without variation (lm: NA) */
  beta: Float64Array;
  se: Float64Array;
  t: Float64Array;
  /** two-sided p-value of t on n − 2 df */
  p: Float64Array;
  /** −log10 p */
  neglog10p: Float64Array;
};

/**
 * Regresses the phenotype on each marker's dosage in turn (R: for each j,
 * `summary(lm(y ~ G[, j]))`, complete cases). `y` has one value per sample (NaN = missing).
 * Markers with fewer than 3 complete cases or no variation get NaN, as lm's NA row.
 * @throws StatsError('notEnoughData', reason `noResidualDf`) when fewer than 3 samples have y
 * @throws RangeError when y's length is not the number of samples
 */
export function singleMarkerGwas(genotypes: DosageMatrix, y: ArrayLike<number>): SingleMarkerGwas {
  const { n: samples, m, calls } = genotypes;
  if (y.length !== samples) throw new RangeError(`y needs ${samples} values, has ${y.length}`);
  let mean = 0;
  let observed = 0;
  for (let i = 0; i < samples; i += 1)
    if (Number.isFinite(y[i] as number)) {
      mean += y[i] as number;
      observed += 1;
    }
  if (observed < 3)
    throw new StatsError('notEnoughData', 'fewer than three phenotyped samples', {
      key: 'noResidualDf',
    });
  mean /= observed;
  const count = new Int32Array(m);
  const sx = new Float64Array(m);
  const sxx = new Float64Array(m);
  const sy = new Float64Array(m);
  const syy = new Float64Array(m);
  const sxy = new Float64Array(m);
  for (let i = 0; i < samples; i += 1) {
    const value = y[i] as number;
    if (!Number.isFinite(value)) continue;
    const yc = value - mean;
    const yy = yc * yc;
    const offset = i * m;
    for (let j = 0; j < m; j += 1) {
      const x = calls[offset + j] as number;
      if (x === MISSING_CALL) continue;
      count[j] = (count[j] as number) + 1;
      sx[j] = (sx[j] as number) + x;
      sxx[j] = (sxx[j] as number) + x * x;
      sy[j] = (sy[j] as number) + yc;
      syy[j] = (syy[j] as number) + yy;
      sxy[j] = (sxy[j] as number) + x * yc;
    }
  }
  const beta = new Float64Array(m).fill(Number.NaN);
  const se = new Float64Array(m).fill(Number.NaN);
  const t = new Float64Array(m).fill(Number.NaN);
  const p = new Float64Array(m).fill(Number.NaN);
  const neglog10p = new Float64Array(m).fill(Number.NaN);
  for (let j = 0; j < m; j += 1) {
    const k = count[j] as number;
    if (k < 3) continue;
    const xBar = (sx[j] as number) / k;
    const centredXX = (sxx[j] as number) - xBar * (sx[j] as number);
    if (!(centredXX > 1e-12 * (sxx[j] as number))) continue;
    const centredXY = (sxy[j] as number) - xBar * (sy[j] as number);
    const centredYY = (syy[j] as number) - ((sy[j] as number) * (sy[j] as number)) / k;
    const slope = centredXY / centredXX;
    const residual = Math.max(centredYY - slope * centredXY, 0);
    const df = k - 2;
    const error = Math.sqrt(residual / df / centredXX);
    const statistic = slope / error;
    const pValue = tTwoSidedP(statistic, df);
    beta[j] = slope;
    se[j] = error;
    t[j] = statistic;
    p[j] = pValue;
    neglog10p[j] = -Math.log10(pValue);
  }
  return { n: count, beta, se, t, p, neglog10p };
}
