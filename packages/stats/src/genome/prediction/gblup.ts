/**
 * GBLUP: y = Xβ + g + e with g ~ N(0, σ²g·K) over the lines (K a genomic relationship matrix),
 * e ~ N(0, σ²ₑ·I), one record per line, by REML through the mixed-model engine
 * (`fitMixedModel`, a random term with `relationship: K`). Lines without a phenotype are
 * predicted from their relationships with the phenotyped ones (ĝ = σ²g·K·Z'Py over all lines).
 *
 * Per line: the GEBV ĝᵢ, its prediction error variance PEVᵢ = var(ĝᵢ − gᵢ) (includes the
 * uncertainty of β̂; rrBLUP's u.SE = √PEV), the reliability r²ᵢ = 1 − PEVᵢ/(σ²g·Kᵢᵢ) (the
 * squared correlation between ĝᵢ and gᵢ; 0 when σ²g = 0) and the prediction interval
 * ĝᵢ ± z₍₁₊c₎/₂·√PEVᵢ for the line's true genetic value gᵢ (ĝᵢ − gᵢ is normal with mean 0 and
 * variance PEVᵢ given the variance components; their estimation error is ignored).
 *
 * Log-likelihoods: `logLikelihood` is lme4's REML criterion logLik(fit, REML = TRUE);
 * rrBLUP's mixed.solve reports LL = logLikelihood + ½·log|X'X| (EMMA's REML omits that constant
 * term; Kang et al. 2008 eq. 9), given as `rrblupLogLikelihood`.
 *
 * References: VanRaden (2008) J Dairy Sci 91:4414; Henderson (1975) Biometrics 31:423;
 * Endelman (2011) Plant Genome 4:250 (rrBLUP); Kang et al. (2008) Genetics 178:1709.
 */
import { normalQuantile } from '../../distributions/distributions.ts';
import { cholesky, logDeterminant } from '../../mixed/dense-cholesky.ts';
import { fitMixedModel } from '../../mixed/fit-mixed-model.ts';
import { abortTridiagonalHelper, type TridiagonalWorkspace } from '../../mixed/tridiagonal-team.ts';
import { type FixedPart, fixedMatrix, fixedModel } from '../gwas/fixed-part.ts';

export type GblupInput = {
  /** phenotype per line (NaN = not phenotyped: predicted only) */
  y: ArrayLike<number>;
  /** relationship matrix over the lines (q×q row-major, symmetric PSD; may be singular) */
  relationship: Float64Array;
  /** covariates and factors besides the intercept */
  fixed?: FixedPart;
  /** prediction interval coverage (default 0.95) */
  level?: number;
  /**
   * false: the GEBVs only — PEV, SE, reliability and the interval are NaN, and no O(n³) factor
   * of V is formed (cross-validation folds). Default true.
   */
  standardErrors?: boolean;
  /**
   * Shared memory for reducing K with a helper thread that runs `helpTridiagonalise` on it
   * (`mixed/tridiagonal-team.ts`); the helper is let go when the fit ends, also on an error.
   */
  workspace?: TridiagonalWorkspace;
};

export type GblupFit = {
  /** phenotyped lines used */
  n: number;
  /** σ²g (rrBLUP Vu) and σ²ₑ (Ve) */
  genetic: number;
  residual: number;
  /** σ²g/(σ²g + σ²ₑ) */
  heritability: number;
  columnNames: string[];
  /** BLUEs (rrBLUP beta) and their standard errors (beta.SE) */
  beta: Float64Array;
  betaSe: Float64Array;
  /** REML log-likelihood as lme4 */
  logLikelihood: number;
  /** as rrBLUP::mixed.solve's LL */
  rrblupLogLikelihood: number;
  converged: boolean;
  /** per line, in the relationship matrix's order */
  gebv: Float64Array;
  pev: Float64Array;
  /** √PEV (rrBLUP u.SE) */
  se: Float64Array;
  reliability: Float64Array;
  lower: Float64Array;
  upper: Float64Array;
};

/**
 * Genomic BLUP of every line by REML (R: `rrBLUP::mixed.solve(y, K = K, SE = TRUE)`, lines with
 * missing y predicted; equivalently `sommer`/`lme4` with a relationship-structured line effect).
 * @throws StatsError('notEnoughData', reason `noResidualDf` / `relationshipMatrixInvalid`)
 * @throws RangeError when K's size is not the number of lines
 */
export function fitGblup(input: GblupInput): GblupFit {
  const { y, relationship } = input;
  const q = y.length;
  if (relationship.length !== q * q)
    throw new RangeError(`relationship needs ${q}×${q} entries, has ${relationship.length}`);
  const ids = Array.from({ length: q }, (_, i) => String(i));
  const { workspace } = input;
  let fit: ReturnType<typeof fitMixedModel>;
  try {
    fit = fitMixedModel({
      fixed: fixedModel(y, input.fixed),
      random: [{ name: 'line', values: ids, levels: ids, relationship, workspace }],
      predictions: input.standardErrors === false ? 'values' : 'all',
    });
  } finally {
    if (workspace) abortTridiagonalHelper(workspace);
  }
  const genetic = fit.components[0]?.variance as number;
  const residual = fit.components[1]?.variance as number;
  const p = fit.beta.length;
  const betaSe = Float64Array.from({ length: p }, (_, j) =>
    Math.sqrt(fit.betaCovariance[j * p + j] as number),
  );
  const { x, n, p: columns } = fixedMatrix(y, input.fixed);
  const xtx = new Float64Array(columns * columns);
  for (let i = 0; i < n; i += 1)
    for (let a = 0; a < columns; a += 1)
      for (let b = 0; b < columns; b += 1)
        xtx[a * columns + b] =
          (xtx[a * columns + b] as number) +
          (x[i * columns + a] as number) * (x[i * columns + b] as number);
  const factor = cholesky(xtx, columns);
  const logDetXtX = factor ? logDeterminant(factor, columns) : Number.NaN;
  const random = fit.random[0];
  const gebv = Float64Array.from(random?.values ?? []);
  const pev = Float64Array.from(random?.pev ?? []);
  const se = pev.map(Math.sqrt);
  const z = normalQuantile((1 + (input.level ?? 0.95)) / 2);
  const reliability = new Float64Array(q);
  for (let i = 0; i < q; i += 1) {
    const prior = genetic * (relationship[i * q + i] as number);
    reliability[i] = prior > 0 ? Math.max(0, 1 - (pev[i] as number) / prior) : 0;
  }
  return {
    n: fit.n,
    genetic,
    residual,
    heritability: genetic / (genetic + residual),
    columnNames: fit.columnNames,
    beta: fit.beta,
    betaSe,
    logLikelihood: fit.logLikelihood,
    rrblupLogLikelihood: fit.logLikelihood + 0.5 * logDetXtX,
    converged: fit.converged,
    gebv,
    pev,
    se,
    reliability,
    lower: gebv.map((g, i) => g - z * (se[i] as number)),
    upper: gebv.map((g, i) => g + z * (se[i] as number)),
  };
}
