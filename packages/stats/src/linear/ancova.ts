/**
 * Analysis of covariance with one covariate (e.g. the previous season's yield of the same plot,
 * stand count): `response ~ [block +] covariate + treatment`, a common within-treatment slope.
 * Gives the Type I/II/III tables, the common slope, the test of homogeneous slopes (treatment ×
 * covariate interaction), treatment means adjusted to the covariate mean with their SEs, and
 * adjusted comparisons of every treatment with a control (unadjusted t, i.e. LSD-type, and
 * Dunnett-type as emmeans' `dunnettx`).
 *
 * References: Snedecor & Cochran (1989) Statistical Methods, ch. 18; Pearce (1953) Field
 * Experimentation with Fruit Trees, App. IV; Booth, Federer, Wells & Wolfinger (2009) Statist.
 * Sci. 24:223 (Table 1); R `lm`, `anova`, car `Anova`, emmeans `emmeans` and `contrast(…,
 * "trt.vs.ctrl", adjust = "dunnettx")` (Lenth 2016).
 */
import type { ControlComparison } from '../comparisons/comparisons.ts';
import { fCdf, fQuantile, fSurvival, tQuantile } from '../distributions/distributions.ts';
import { tukeyCdf, tukeyQuantile } from '../distributions/studentized-range.ts';
import { StatsError } from '../errors.ts';
import type { LinearModelInput } from './design-matrix.ts';
import { computeLinearModelAnova, fitLinearModel, type LinearModelAnova } from './linear-model.ts';
import {
  computeMarginalMeans,
  type Estimate,
  estimateLinearFunction,
  type MarginalMeans,
} from './marginal-means.ts';

export type AncovaInput = {
  response: ArrayLike<number>;
  treatment: ArrayLike<string | number>;
  covariate: ArrayLike<number>;
  /** Blocks (replicates) of an RCBD; omit for a completely randomized design. */
  block?: ArrayLike<string | number>;
  /** Treatment level order (default: sorted labels). */
  treatmentLevels?: readonly string[];
  /** The control treatment for adjusted comparisons; omit to skip them. */
  control?: string;
  /** Confidence level of the intervals (default 0.95). */
  confidence?: number;
};

/** Test of equal slopes: the treatment × covariate interaction added to the model. */
export type SlopeHomogeneity = { df: number; ss: number; f: number; p: number; dfResidual: number };

export type Ancova = {
  /** Sequential: block, covariate, treatment (R `anova(lm(y ~ block + x + trt))`). */
  typeI: LinearModelAnova;
  typeII: LinearModelAnova;
  /** With sum-to-zero contrasts, including the intercept (car::Anova type 3). */
  typeIII: LinearModelAnova;
  covariateMean: number;
  /** The common within-treatment regression slope b of the response on the covariate. */
  slope: Estimate;
  /** Null when the separate-slopes model leaves no residual df. */
  slopeHomogeneity: SlopeHomogeneity | null;
  /** Treatment means adjusted to the covariate mean (averaged over blocks). */
  adjustedMeans: Omit<MarginalMeans, 'weights'>;
  /** Adjusted treatment − control: unadjusted t (LSD-type) and Dunnett-type (dunnettx). */
  vsControl: {
    control: string;
    lsd: ControlComparison[];
    dunnett: ControlComparison[];
    dunnettCritical: number;
  } | null;
};

function modelInput(input: AncovaInput, separateSlopes: boolean): LinearModelInput {
  const factors = [{ name: 'treatment', values: input.treatment, levels: input.treatmentLevels }];
  const terms: string[][] = [['covariate'], ['treatment']];
  if (input.block) {
    factors.unshift({ name: 'block', values: input.block, levels: undefined });
    terms.unshift(['block']);
  }
  if (separateSlopes) terms.push(['covariate', 'treatment']);
  return {
    response: input.response,
    factors,
    covariates: [{ name: 'covariate', values: input.covariate }],
    terms,
  };
}

/**
 * ANCOVA with one covariate and a common slope. Adjusted mean of treatment i:
 * ȳᵢ(adj) = ȳᵢ − b(x̄ᵢ − x̄) in a CRD, in general the least-squares mean at x = x̄ averaged over
 * blocks (emmeans), SE = σ̂·√(ℓ'(X'X)⁻¹ℓ) on n − t − b df (n − t − 1 without blocks). Slope homogeneity:
 * F = [(RSS_common − RSS_separate)/(t − 1)] / [RSS_separate/df_separate].
 * Assumes a linear within-treatment relation with equal slopes and normal errors.
 * @throws StatsError('noPredictors') when the covariate is constant
 * @throws StatsError('notEnoughData') when no residual df remain
 * @throws StatsError('pickControl') when `control` is not a treatment level
 */
export function computeAncova(input: AncovaInput): Ancova {
  const confidence = input.confidence ?? 0.95;
  const common = modelInput(input, false);
  const fit = fitLinearModel(common);
  const slopeColumn = fit.design.columnNames.indexOf('covariate');
  if (fit.aliased[slopeColumn])
    throw new StatsError('noPredictors', 'the covariate does not vary within treatments', {
      key: 'covariateConstant',
    });
  const slopeVector = new Float64Array(fit.beta.length);
  slopeVector[slopeColumn] = 1;
  const { weights, ...adjustedMeans } = computeMarginalMeans(fit, 'treatment', confidence);
  const covariate = fit.design.variables.find((v) => v.kind === 'covariate');
  return {
    typeI: computeLinearModelAnova(common, 'I'),
    typeII: computeLinearModelAnova(common, 'II'),
    typeIII: computeLinearModelAnova(common, 'III'),
    covariateMean: covariate?.kind === 'covariate' ? covariate.mean : Number.NaN,
    slope: estimateLinearFunction(fit, slopeVector),
    slopeHomogeneity: testSlopeHomogeneity(input, fit.rss, fit.rank),
    adjustedMeans,
    vsControl:
      input.control === undefined
        ? null
        : compareAdjusted(fit, weights, adjustedMeans.levels, input.control, confidence),
  };
}

function testSlopeHomogeneity(
  input: AncovaInput,
  rssCommon: number,
  rankCommon: number,
): SlopeHomogeneity | null {
  let separate: ReturnType<typeof fitLinearModel>;
  try {
    separate = fitLinearModel(modelInput(input, true));
  } catch (error) {
    if (error instanceof StatsError) return null;
    throw error;
  }
  const df = separate.rank - rankCommon;
  if (df < 1) return null;
  const ss = rssCommon - separate.rss;
  const f = ss / df / (separate.rss / separate.dfResidual);
  return { df, ss, f, p: fSurvival(f, df, separate.dfResidual), dfResidual: separate.dfResidual };
}

function compareAdjusted(
  fit: ReturnType<typeof fitLinearModel>,
  weights: Float64Array[],
  levels: string[],
  control: string,
  confidence: number,
): NonNullable<Ancova['vsControl']> {
  const c = levels.indexOf(control);
  if (c < 0) {
    throw new StatsError('pickControl', `control ${control} is not a treatment`, {
      key: 'controlNotTreatment',
    });
  }
  const reference = weights[c] as Float64Array;
  const estimates = levels
    .map((level, i) => ({ level, i }))
    .filter(({ i }) => i !== c)
    .map(({ level, i }) => ({
      level,
      ...estimateLinearFunction(
        fit,
        (weights[i] as Float64Array).map((w, j) => w - (reference[j] as number)),
      ),
    }));
  const df = fit.dfResidual;
  const k = estimates.length;
  const tCritical = tQuantile(1 - (1 - confidence) / 2, df);
  const dunnettCritical = dunnettxQuantile(confidence, k, df);
  const row = (e: (typeof estimates)[number], p: number, critical: number): ControlComparison => ({
    level: e.level,
    difference: e.estimate,
    se: e.se,
    t: e.t,
    df,
    p,
    lower: e.estimate - critical * e.se,
    upper: e.estimate + critical * e.se,
  });
  return {
    control,
    lsd: estimates.map((e) => row(e, e.p, tCritical)),
    dunnett: estimates.map((e) =>
      row(e, k === 1 ? e.p : 1 - dunnettxCdf(Math.abs(e.t), k, df), dunnettCritical),
    ),
    dunnettCritical,
  };
}

/**
 * emmeans' approximate Dunnett distribution (`.pdunnx`, emmeans 1.8.4): a mix of the Tukey
 * law for a family of (1 + √(1 + 8k))/2 means and the Šidák bound,
 * P(max |Tᵢ| ≤ x) ≈ (k − 1)/k · ptukey(√2·x; (1 + √(1 + 8k))/2, ν) + 1/k · F(x²; 1, ν)ᵏ.
 * Exact for k = 1, close for equicorrelated (ρ = ½) comparisons with a control.
 */
export function dunnettxCdf(x: number, k: number, df: number): number {
  const tukeyWeight = (k - 1) / k;
  const tukey = tukeyCdf(Math.SQRT2 * x, (1 + Math.sqrt(1 + 8 * k)) / 2, df);
  return tukeyWeight * tukey + (1 - tukeyWeight) * fCdf(x * x, 1, df) ** k;
}

/**
 * The quantile of `dunnettxCdf` as emmeans' `.qdunnx`: R's `uniroot` (Brent's zeroin, tol 5e-4)
 * between the Tukey and Šidák approximations, reproduced step by step so the critical value is
 * emmeans' own (it differs from the exact root by up to ~1e-4).
 */
export function dunnettxQuantile(p: number, k: number, df: number): number {
  if (k < 1.005) return tQuantile(1 - 0.5 * (1 - p), df);
  const tukey = tukeyQuantile(p, (1 + Math.sqrt(1 + 8 * k)) / 2, df) / Math.SQRT2;
  const sidak = Math.sqrt(fQuantile(p ** (1 / k), 1, df));
  if (Math.abs(tukey - sidak) < 0.0005) return tukey;
  const f = (x: number) => dunnettxCdf(x, k, df) - p;
  const lower = Math.min(tukey, sidak);
  const upper = Math.max(tukey, sidak);
  const fLower = f(lower);
  const fUpper = f(upper);
  // uniroot fails without a sign change; emmeans then falls back to the Tukey value
  if (Math.sign(fLower) * Math.sign(fUpper) > 0) return tukey;
  return zeroin(f, lower, upper, fLower, fUpper, 0.0005, 1000);
}

/** R's `R_zeroin2` (Brent 1973, as in R's zeroin.c), the engine of `uniroot`. */
function zeroin(
  f: (x: number) => number,
  ax: number,
  bx: number,
  faStart: number,
  fbStart: number,
  tol: number,
  maxIterations: number,
): number {
  let a = ax;
  let b = bx;
  let fa = faStart;
  let fb = fbStart;
  let c = a;
  let fc = fa;
  if (fa === 0) return a;
  if (fb === 0) return b;
  for (let iteration = 0; iteration <= maxIterations; iteration += 1) {
    const previousStep = b - a;
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tolerance = 2 * Number.EPSILON * Math.abs(b) + tol / 2;
    let step = (c - b) / 2;
    if (Math.abs(step) <= tolerance || fb === 0) return b;
    if (Math.abs(previousStep) >= tolerance && Math.abs(fa) > Math.abs(fb)) {
      const cb = c - b;
      let p: number;
      let q: number;
      if (a === c) {
        const t1 = fb / fa;
        p = cb * t1;
        q = 1 - t1;
      } else {
        const qa = fa / fc;
        const t1 = fb / fc;
        const t2 = fb / fa;
        p = t2 * (cb * qa * (qa - t1) - (b - a) * (t1 - 1));
        q = (qa - 1) * (t1 - 1) * (t2 - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (p < 0.75 * cb * q - Math.abs(tolerance * q) / 2 && p < Math.abs((previousStep * q) / 2))
        step = p / q;
    }
    if (Math.abs(step) < tolerance) step = step > 0 ? tolerance : -tolerance;
    a = b;
    fa = fb;
    b += step;
    fb = f(b);
    if ((fb > 0 && fc > 0) || (fb < 0 && fc < 0)) {
      c = a;
      fc = fa;
    }
  }
  return b;
}
