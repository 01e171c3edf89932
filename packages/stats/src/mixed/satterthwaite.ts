/**
 * Satterthwaite's degrees of freedom for linear functions of the fixed effects of a mixed model,
 * and the multi-degree-of-freedom F test built on them, as lmerTest computes them.
 *
 * For one function ℓ'β: var(ℓ'β̂) = ℓ'Cℓ with C = var(β̂) = (X'V⁻¹X)⁻¹ at the REML estimates, and
 *   df = 2·(ℓ'Cℓ)² / (g'Ag),  gₖ = ℓ'(∂C/∂σ²ₖ)ℓ,
 * A the asymptotic covariance of the variance components (inverse observed REML information).
 * The value does not depend on how the components are parameterised (lmerTest differentiates on
 * lme4's θ scale, we on σ²: at the optimum the two agree).
 *
 * For q ≥ 2 functions Lβ (lmerTest's `contestMD`): with LCL' = PDP' (eigenvalues dᵢ > √ε·d_max
 * kept), F = Σᵢ (pᵢ'Lβ̂)²/dᵢ / q; each row pᵢ'L gets its own df νᵢ as above, and
 *   E = Σ νᵢ/(νᵢ − 2),  ddf = 2E/(E − q)   (ddf = 2 when some νᵢ ≤ 2; the mean when all agree).
 *
 * References: Satterthwaite (1946) Biometrics Bull. 2:110; Fai & Cornelius (1996) J. Stat.
 * Comput. Simul. 54:363; Kuznetsova, Brockhoff & Christensen (2017) J. Stat. Softw. 82(13).
 */
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import { fSurvival } from '../distributions/distributions.ts';
import type { MixedModelFit } from './types.ts';

/** ℓ'Mℓ for a p×p row-major M. */
export function quadraticForm(m: ArrayLike<number>, l: ArrayLike<number>): number {
  const p = l.length;
  let sum = 0;
  for (let i = 0; i < p; i += 1) {
    const li = l[i] as number;
    if (li === 0) continue;
    let row = 0;
    for (let j = 0; j < p; j += 1) row += (m[i * p + j] as number) * (l[j] as number);
    sum += li * row;
  }
  return sum;
}

/**
 * Satterthwaite's df of ℓ'β̂ from var(ℓ'β̂) = ℓ'Cℓ: 2·(ℓ'Cℓ)²/(g'Ag), gₖ = ℓ'(∂C/∂σ²ₖ)ℓ
 * (lmerTest's `contest1D`). Components on the boundary carry no uncertainty (A has 0 there).
 * Infinity when g'Ag = 0 (ℓ'β̂'s variance does not depend on the components).
 */
export function satterthwaiteDf(fit: MixedModelFit, l: ArrayLike<number>): number {
  const variance = quadraticForm(fit.betaCovariance, l);
  const g = fit.betaCovarianceGradient.map((gradient) => quadraticForm(gradient, l));
  const denominator = quadraticForm(fit.componentCovariance, g);
  if (!(denominator > 0)) return Number.POSITIVE_INFINITY;
  return (2 * variance * variance) / denominator;
}

/** lmerTest's `get_Fstat_ddf`: the F statistic's denominator df from the rows' dfs. */
export function combineDenominatorDf(nu: readonly number[]): number {
  if (nu.length === 1) return nu[0] as number;
  if (nu.every((v, i) => i === 0 || Math.abs(v - (nu[i - 1] as number)) < 1e-8))
    return nu.reduce((sum, v) => sum + v, 0) / nu.length;
  if (nu.some((v) => v <= 2)) return 2;
  const e = nu.reduce((sum, v) => sum + v / (v - 2), 0);
  return (2 * e) / (e - nu.length);
}

/** An F test of Lβ = 0 with Satterthwaite's denominator df, as a row of lmerTest's anova. */
export type SatterthwaiteFTest = {
  /** F·σ̂²·numDf, as lmerTest prints it. */
  sumSq: number;
  meanSq: number;
  numDf: number;
  denDf: number;
  f: number;
  p: number;
};

/**
 * Tests Lβ = 0 (rows of `l`, each of length p) with F = (Lβ̂)'(LCL')⁺(Lβ̂)/q on q = rank(LCL')
 * numerator df and Satterthwaite's denominator df (lmerTest's `contestMD`). Mean Sq = F·σ̂²ₑ.
 * @throws RangeError when L has no estimable row (rank 0)
 */
export function satterthwaiteFTest(
  fit: MixedModelFit,
  l: readonly ArrayLike<number>[],
): SatterthwaiteFTest {
  const p = fit.beta.length;
  const rows = l.length;
  const lcl = new Matrix(rows, rows);
  const cl = l.map((row) => {
    const out = new Float64Array(p);
    for (let i = 0; i < p; i += 1) {
      let sum = 0;
      for (let j = 0; j < p; j += 1)
        sum += (fit.betaCovariance[i * p + j] as number) * (row[j] as number);
      out[i] = sum;
    }
    return out;
  });
  for (let a = 0; a < rows; a += 1)
    for (let b = 0; b < rows; b += 1) {
      let sum = 0;
      const la = l[a] as ArrayLike<number>;
      const clb = cl[b] as Float64Array;
      for (let i = 0; i < p; i += 1) sum += (la[i] as number) * (clb[i] as number);
      lcl.set(a, b, sum);
    }
  const eigen = new EigenvalueDecomposition(lcl, { assumeSymmetric: true });
  const values = eigen.realEigenvalues;
  const vectors = eigen.eigenvectorMatrix;
  const tolerance = Math.max(Math.sqrt(Number.EPSILON) * Math.max(...values), 0);
  let chi = 0;
  const nu: number[] = [];
  values.forEach((d, m) => {
    if (!(d > tolerance)) return;
    const row = new Float64Array(p);
    for (let a = 0; a < rows; a += 1) {
      const weight = vectors.get(a, m);
      const la = l[a] as ArrayLike<number>;
      for (let i = 0; i < p; i += 1) row[i] = (row[i] as number) + weight * (la[i] as number);
    }
    let estimate = 0;
    for (let i = 0; i < p; i += 1) estimate += (row[i] as number) * (fit.beta[i] as number);
    chi += (estimate * estimate) / d;
    nu.push(satterthwaiteDf(fit, row));
  });
  const q = nu.length;
  if (q === 0) throw new RangeError('the hypothesis has no estimable row');
  const f = chi / q;
  const denDf = combineDenominatorDf(nu);
  const residual = fit.components[fit.components.length - 1]?.variance ?? Number.NaN;
  const meanSq = f * residual;
  return { sumSq: meanSq * q, meanSq, numDf: q, denDf, f, p: fSurvival(f, q, denDf) };
}
