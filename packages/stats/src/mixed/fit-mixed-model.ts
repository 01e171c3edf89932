/**
 * Fits the linear mixed model y = Xβ + Σₖ Zₖuₖ + e of `types.ts` by REML with average-information
 * iterations (`reml-iterations.ts`): BLUEs β̂ = (X'V⁻¹X)⁻X'V⁻¹y, BLUPs with prediction error
 * variances var(û − u) (the random block of the inverted mixed-model equations: includes the
 * uncertainty of β̂), var(β̂), and what Satterthwaite's degrees of freedom need.
 *
 * Two paths, the same model:
 * - random terms with σ²ₖ·I only: the mixed-model equations with the factors' blocks absorbed
 *   in turn while diagonal (`reml-mme.ts`, `nested-structure.ts`): line:env, then line, for a
 *   multi-environment trial; thousands of lines in a fraction of a second;
 * - a relationship matrix K: V = Σσ²ₖZₖKₖZₖ' + σ²ₑI formed densely (`reml-dense.ts`); K is never
 *   inverted, so a singular (semi-definite) genomic relationship matrix is fine as it is.
 *
 * The fixed part is coded as R's `model.matrix` (`buildDesign`); aliased columns (R's `lm` rule,
 * `householder-qr.ts`) are left out as lme4 drops them: β 0, no degree of freedom.
 * Components' covariance: the inverse of the observed information −∂²ℓ/∂σ²ᵢ∂σ²ⱼ over the
 * components not on the boundary (rows and columns of boundary components are 0, their SE 0).
 *
 * References: Henderson (1975) Biometrics 31:423; Gilmour, Thompson & Cullis (1995) Biometrics
 * 51:1440; Kuznetsova, Brockhoff & Christensen (2017) J Stat Softw 82(13) (lmerTest).
 */
import { StatsError } from '../errors.ts';
import { buildDesign, type LinearModelInput } from '../linear/design-matrix.ts';
import { invertSpd } from './dense-cholesky.ts';
import { fitByDenseV } from './dense-results.ts';
import type { EngineResult } from './engine-result.ts';
import { disjointTerm, fixedColumns, sparseColumns } from './fixed-columns.ts';
import { fitByEquations } from './mme-results.ts';
import {
  isMissingLabel,
  type RandomTerm,
  readRandomTerms,
  termCovariance,
} from './random-terms.ts';
import { fitOneRelationship, isOneRecordPerLevel } from './relationship-fit.ts';
import type { MixedModelFit, MixedModelInput, VarianceComponent } from './types.ts';

/** The input with the response set to NaN where a random term has no level (lme4's na.omit). */
function dropUnlabelled(input: MixedModelInput): LinearModelInput {
  const response = Float64Array.from(input.fixed.response as ArrayLike<number>);
  for (const term of input.random) {
    if (term.values.length !== response.length)
      throw new RangeError(`random term ${term.name} needs one value per observation`);
    for (let i = 0; i < response.length; i += 1)
      if (isMissingLabel(term.values[i])) response[i] = Number.NaN;
  }
  return { ...input.fixed, response };
}

/** Rows kept by `buildDesign` (finite response and covariates). */
function usedRows(input: LinearModelInput): number[] {
  const series = [input.response, ...(input.covariates ?? []).map((c) => c.values)];
  const rows: number[] = [];
  for (let i = 0; i < input.response.length; i += 1)
    if (series.every((values) => Number.isFinite(values[i] as number))) rows.push(i);
  return rows;
}

/** An r×r matrix over the kept columns spread to p×p (0 at aliased columns). */
function spread(m: Float64Array, kept: number[], p: number): Float64Array {
  const r = kept.length;
  if (r === p) return m;
  const out = new Float64Array(p * p);
  for (let i = 0; i < r; i += 1)
    for (let j = 0; j < r; j += 1)
      out[(kept[i] as number) * p + (kept[j] as number)] = m[i * r + j] as number;
  return out;
}

function componentCovariance(result: EngineResult): Float64Array {
  const c = result.theta.length;
  const free = [...Array(c).keys()].filter((k) => !result.boundary[k]);
  const m = free.length;
  const sub = new Float64Array(m * m);
  free.forEach((k, i) => {
    free.forEach((l, j) => {
      sub[i * m + j] = result.observedInformation[k * c + l] as number;
    });
  });
  const inverse = invertSpd(sub, m)?.inverse ?? new Float64Array(m * m).fill(Number.NaN);
  const out = new Float64Array(c * c);
  free.forEach((k, i) => {
    free.forEach((l, j) => {
      out[k * c + l] = inverse[i * m + j] as number;
    });
  });
  return out;
}

/**
 * Fits a linear mixed model by REML (R: `lme4::lmer(y ~ fixed + (1|term) …, REML = TRUE)`;
 * with a relationship matrix as `rrBLUP::mixed.solve(y, K = K)`). Start: half the OLS residual
 * variance for every component.
 * @throws StatsError('notEnoughData', reason `noResidualDf`) when n ≤ rank(X)
 * @throws StatsError('notEnoughData', reason `randomTermOneLevel` / `relationshipMatrixInvalid`)
 * @throws RangeError when lengths differ or a term names an unknown variable
 */
export function fitMixedModel(input: MixedModelInput): MixedModelFit {
  const fixed = dropUnlabelled(input);
  const design = buildDesign(fixed, input.contrasts ?? 'treatment');
  const { n, y } = design;
  const p = design.columns.length;
  const { kept, olsVariance: ols, sparse } = fixedColumns(design);
  const r = kept.length;
  if (n - r < 1)
    throw new StatsError('notEnoughData', 'no residual degrees of freedom', {
      key: 'noResidualDf',
    });
  const terms = readRandomTerms(input.random, usedRows(fixed));
  const start = new Float64Array(terms.length + 1).fill(ols > 0 ? ols / 2 : 1);
  const tolerance = input.tolerance ?? 1e-10;
  const maxIterations = input.maxIterations ?? 100;
  let result: EngineResult;
  if (isOneRecordPerLevel(terms)) {
    const xColumns = kept.map((column) => design.columns[column] as Float64Array);
    const term = terms[0] as RandomTerm;
    const { predictions } = input;
    result = fitOneRelationship(y, xColumns, term, start, tolerance, maxIterations, predictions);
  } else if (terms.some((term) => term.relationship)) {
    const x = new Float64Array(n * r);
    kept.forEach((column, j) => {
      const values = design.columns[column] as Float64Array;
      for (let i = 0; i < n; i += 1) x[i * r + j] = values[i] as number;
    });
    const covariances = terms.map(termCovariance);
    result = fitByDenseV({ n, r, y, x, covariances }, terms, start, tolerance, maxIterations);
  } else {
    // REML is invariant to y → y − ȳ (the intercept is kept): centring keeps y'Py accurate
    let mean = 0;
    for (let i = 0; i < n; i += 1) mean += (y[i] as number) / n;
    const centred = y.map((v) => v - mean);
    const x = sparse ?? sparseColumns(design, kept);
    const model = {
      n,
      r,
      y: centred,
      x,
      terms: terms.map((term) => ({ codes: term.codes, q: term.levels.length })),
      disjointFixed: disjointTerm(design, kept, x),
    };
    result = fitByEquations(model, terms, start, tolerance, maxIterations);
    result.beta[0] = (result.beta[0] as number) + mean;
  }
  const covariance = componentCovariance(result);
  const c = result.theta.length;
  const components: VarianceComponent[] = [...terms.map((t) => t.name), 'Residual'].map(
    (name, k) => ({
      name,
      variance: result.theta[k] as number,
      se: Math.sqrt(covariance[k * c + k] as number),
      boundary: result.boundary[k] as boolean,
    }),
  );
  const beta = new Float64Array(p);
  const aliased = new Uint8Array(p).fill(1);
  kept.forEach((column, j) => {
    beta[column] = result.beta[j] as number;
    aliased[column] = 0;
  });
  return {
    n,
    rank: r,
    logLikelihood: result.logLik,
    converged: result.converged,
    iterations: result.iterations,
    components,
    columnNames: design.columnNames,
    beta,
    aliased,
    betaCovariance: spread(result.betaCovariance, kept, p),
    design,
    random: result.random,
    betaCovarianceGradient: result.betaCovarianceGradient.map((g) => spread(g, kept, p)),
    componentCovariance: covariance,
  };
}
