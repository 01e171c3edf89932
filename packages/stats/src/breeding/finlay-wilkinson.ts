/**
 * Finlay–Wilkinson (Eberhart–Russell) stability regressions of genotype means on the
 * environment index of a multi-environment trial.
 *
 * References: Finlay & Wilkinson (1963) Aust. J. Agric. Res. 14:742; Eberhart & Russell (1966)
 * Crop Sci. 6:36.
 */
import { StatsError } from '../errors.ts';
import { meanOf, sumOfSquaredDeviations } from './met-means.ts';

/** One genotype's Finlay–Wilkinson regression of its means on the environment index. */
export type FinlayWilkinsonFit = {
  genotype: string;
  /** Mean over environments (= intercept, since the index sums to zero). */
  mean: number;
  intercept: number;
  /** b: 1 = average stability, > 1 responsive to good environments, < 1 stable. */
  slope: number;
  interceptSe: number;
  slopeSe: number;
  r2: number;
  /** s²d = Σ (ȳᵢⱼ − a − b Iⱼ)² / (e − 2), Eberhart & Russell's deviation mean square on means. */
  deviationMs: number;
};

export type FinlayWilkinsonResult = {
  /** Iⱼ = ȳ.ⱼ − ȳ, the environment index, in environment order. */
  environmentIndex: Float64Array;
  fits: FinlayWilkinsonFit[];
};

/**
 * Finlay–Wilkinson (Eberhart–Russell) stability regression: for each genotype the least-squares
 * line ȳᵢⱼ = aᵢ + bᵢ Iⱼ through its environment means, with Iⱼ = ȳ.ⱼ − ȳ. Then
 * bᵢ = Σⱼ ȳᵢⱼ (Iⱼ − Ī) / Sxx, aᵢ = ȳᵢ. − bᵢ Ī, s²d = RSS / (e − 2), SE(b) = √(s²d / Sxx),
 * SE(a) = √(s²d (1/e + Ī² / Sxx)), R² = 1 − RSS / Σⱼ (ȳᵢⱼ − ȳᵢ.)² (0 when the genotype's
 * means do not vary; R gives NaN). Same numbers as R `lm(y ~ Ij)` per genotype (run.R).
 *
 * Reference: Finlay & Wilkinson (1963) Aust. J. Agric. Res. 14:742; Eberhart & Russell (1966)
 * Crop Sci. 6:36.
 *
 * @param cellMeans genotype × environment means, row-major (`MetMeans.cell`).
 * @throws StatsError('notEnoughData') with fewer than 3 environments or equal environment means.
 */
export function computeFinlayWilkinson(
  cellMeans: Float64Array,
  genotypes: readonly string[],
  environmentCount: number,
): FinlayWilkinsonResult {
  const e = environmentCount;
  const g = genotypes.length;
  if (e < 3) {
    throw new StatsError('notEnoughData', 'Stability regression needs at least 3 environments.', {
      key: 'stabilityFewEnvironments',
    });
  }
  const environmentIndex = new Float64Array(e);
  for (let i = 0; i < g; i += 1) {
    for (let j = 0; j < e; j += 1) {
      environmentIndex[j] = (environmentIndex[j] as number) + (cellMeans[i * e + j] as number) / g;
    }
  }
  const grand = meanOf(environmentIndex);
  for (let j = 0; j < e; j += 1) environmentIndex[j] = (environmentIndex[j] as number) - grand;
  const indexMean = meanOf(environmentIndex);
  const sxx = sumOfSquaredDeviations(environmentIndex, indexMean);
  if (!(sxx > 0)) {
    throw new StatsError('notEnoughData', 'All environments have the same mean: no index.', {
      key: 'stabilitySameMeans',
    });
  }
  const fits = genotypes.map((genotype, i) => {
    const y = cellMeans.subarray(i * e, i * e + e);
    const mean = meanOf(y);
    let sxy = 0;
    for (let j = 0; j < e; j += 1) {
      sxy += ((y[j] as number) - mean) * ((environmentIndex[j] as number) - indexMean);
    }
    const slope = sxy / sxx;
    const intercept = mean - slope * indexMean;
    const syy = sumOfSquaredDeviations(y, mean);
    let rss = 0;
    for (let j = 0; j < e; j += 1) {
      rss += ((y[j] as number) - intercept - slope * (environmentIndex[j] as number)) ** 2;
    }
    const deviationMs = rss / (e - 2);
    return {
      genotype,
      mean,
      intercept,
      slope,
      interceptSe: Math.sqrt(deviationMs * (1 / e + indexMean ** 2 / sxx)),
      slopeSe: Math.sqrt(deviationMs / sxx),
      r2: syy > 0 ? 1 - rss / syy : 0,
      deviationMs,
    };
  });
  return { environmentIndex, fits };
}
