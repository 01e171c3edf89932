/**
 * AMMI (additive main effects and multiplicative interaction) of the genotype × environment
 * means of a multi-environment trial.
 *
 * References: Gauch (1992) Statistical Analysis of Regional Yield Trials (AMMI); Gollob (1968)
 * Psychometrika 33:73 (AMMI degrees of freedom); agricolae 1.3-7 `AMMI`.
 */
import { SingularValueDecomposition } from 'ml-matrix';
import { fSurvival } from '../distributions/distributions.ts';
import { meanOf } from './met-means.ts';

/** One multiplicative term of AMMI. */
export type AmmiComponent = {
  /** 1 for PC1. */
  component: number;
  /** λₖ, the k-th singular value of the interaction matrix of means. */
  singularValue: number;
  /** r λₖ², the share of SS_GE (plot scale) this term explains. */
  ss: number;
  /** Gollob's df: g + e − 1 − 2k. */
  df: number;
  ms: number;
  /** 100 · ssₖ / SS_GE (agricolae prints it rounded to 0.1). */
  percent: number;
  cumulativePercent: number;
  /** msₖ / residual MS of the combined ANOVA (agricolae prints it rounded to 0.01). */
  f: number;
  p: number;
};

export type AmmiResult = {
  components: AmmiComponent[];
  /** Per component, the genotype scores uᵢₖ √λₖ (agricolae's biplot scaling). */
  genotypeScores: Float64Array[];
  /** Per component, the environment scores vⱼₖ √λₖ. */
  environmentScores: Float64Array[];
};

/**
 * AMMI (additive main effects and multiplicative interaction): the singular value decomposition
 * of the interaction residuals of the genotype × environment means,
 * zᵢⱼ = ȳᵢⱼ − ȳᵢ. − ȳ.ⱼ + ȳ = Σₖ λₖ uᵢₖ vⱼₖ. Component k carries SS = r λₖ² with Gollob's
 * df = g + e − 1 − 2k and is F-tested against the residual mean square of the combined ANOVA,
 * F = (SSₖ / dfₖ) / MSE on (dfₖ, df_error). Components 1 … min(g, e) − 1 with df > 0 are returned,
 * as agricolae `AMMI` prints them (agricolae rounds F to 2 decimals before its p; here F and p
 * are exact). Singular vectors have arbitrary signs: each component is oriented so that its
 * largest environment score (in absolute value) is positive.
 *
 * Reference: Gauch (1992) Statistical Analysis of Regional Yield Trials, ch. 4; Gollob (1968)
 * Psychometrika 33:73; agricolae 1.3-7 `AMMI`.
 *
 * @param cellMeans genotype × environment means, row-major (`MetMeans.cell`).
 */
export function computeAmmi(
  cellMeans: Float64Array,
  genotypeCount: number,
  environmentCount: number,
  repCount: number,
  error: { ms: number; df: number },
): AmmiResult {
  const g = genotypeCount;
  const e = environmentCount;
  const residuals = interactionResiduals(cellMeans, g, e);
  // Left singular vectors are not asked for: accumulating them (g × g work) costs far more than
  // the decomposition itself; the genotype scores come from Z v / √λ below.
  const svd = new SingularValueDecomposition(residuals, {
    autoTranspose: true,
    computeLeftSingularVectors: false,
  });
  const singularValues = svd.diagonal;
  const totalSs = repCount * singularValues.reduce((sum, value) => sum + value * value, 0);
  const negligible = (singularValues[0] ?? 0) * Math.max(g, e) * Number.EPSILON;
  const result: AmmiResult = { components: [], genotypeScores: [], environmentScores: [] };
  let cumulativePercent = 0;
  for (let k = 1; k < Math.min(g, e) && g + e - 1 - 2 * k > 0; k += 1) {
    const singularValue = singularValues[k - 1] as number;
    const ss = repCount * singularValue * singularValue;
    const df = g + e - 1 - 2 * k;
    const f = ss / df / error.ms;
    const percent = totalSs > 0 ? (100 * ss) / totalSs : 0;
    cumulativePercent += percent;
    const p = fSurvival(f, df, error.df);
    result.components.push({
      component: k,
      singularValue,
      ss,
      df,
      ms: ss / df,
      percent,
      cumulativePercent,
      f,
      p,
    });
    const v = Float64Array.from({ length: e }, (_, j) => svd.rightSingularVectors.get(j, k - 1));
    // Orient each axis so that its largest environment loading is positive (SVD signs are arbitrary).
    const pivot = v.reduce((best, x) => (Math.abs(x) > Math.abs(best) ? x : best), 0);
    const sign = pivot < 0 ? -1 : 1;
    const scale = Math.sqrt(singularValue);
    result.environmentScores.push(v.map((x) => sign * scale * x));
    // uᵢₖ √λₖ = (Z v)ᵢ / √λₖ; a numerically null axis has null scores.
    const genotype = new Float64Array(g);
    if (singularValue > negligible) {
      residuals.forEach((row, i) => {
        genotype[i] = (sign * row.reduce((sum, z, j) => sum + z * (v[j] as number), 0)) / scale;
      });
    }
    result.genotypeScores.push(genotype);
  }
  return result;
}

/** zᵢⱼ = ȳᵢⱼ − ȳᵢ. − ȳ.ⱼ + ȳ as rows of a g × e matrix. */
function interactionResiduals(cellMeans: Float64Array, g: number, e: number): number[][] {
  const rowMeans = new Float64Array(g);
  const columnMeans = new Float64Array(e);
  for (let i = 0; i < g; i += 1) {
    for (let j = 0; j < e; j += 1) {
      const value = cellMeans[i * e + j] as number;
      rowMeans[i] = (rowMeans[i] as number) + value / e;
      columnMeans[j] = (columnMeans[j] as number) + value / g;
    }
  }
  const grand = meanOf(rowMeans);
  return Array.from({ length: g }, (_, i) =>
    Array.from(
      { length: e },
      (_, j) =>
        (cellMeans[i * e + j] as number) -
        (rowMeans[i] as number) -
        (columnMeans[j] as number) +
        grand,
    ),
  );
}
