/**
 * The REML fit by the mixed-model equations (`reml-mme.ts`): iterations, then BLUEs, var(β̂)
 * and its gradient, BLUPs with prediction error variances, and the observed information.
 *
 * var(β̂) = σ²ₑ·[C⁻¹]ββ; ∂var(β̂)/∂σ²ₖ = HZₖ(HZₖ)' with H = var(β̂)X'V⁻¹ = [C⁻¹W']β (rows of β̂),
 * ∂var(β̂)/∂σ²ₑ from Euler's identity Σθᵢ·∂var(β̂)/∂θᵢ = var(β̂); PEV = σ²ₑ·diag([C⁻¹]ₖₖ),
 * pevTotal = σ²ₑ·1'[C⁻¹]ₖₖ1; the observed information −∂²ℓ/∂θ∂θ' by central differences of
 * the analytic gradient (`observedByDifferences`).
 *
 * Reference: Henderson (1975) Biometrics 31:423; Kuznetsova et al. (2017) J Stat Softw 82(13).
 */

import type { EngineResult } from './engine-result.ts';
import { inverseBlock, inverseDiagonal, solve } from './nested-factor.ts';
import type { RandomTerm } from './random-terms.ts';
import { iterateReml, observedByDifferences } from './reml-iterations.ts';
import {
  createMmeEvaluator,
  type MmeEvaluation,
  type MmeModel,
  transposeTimes,
} from './reml-mme.ts';
import type { RandomEffectPredictions } from './types.ts';

function predictions(
  ev: MmeEvaluation,
  term: RandomTerm,
  k: number,
  residual: number,
): RandomEffectPredictions {
  const q = term.levels.length;
  const offset = ev.layout.offset[k] as number;
  if (offset < 0)
    return {
      term: term.name,
      levels: term.levels,
      values: new Float64Array(q),
      pev: new Float64Array(q),
      pevTotal: 0,
    };
  const unknowns = Array.from({ length: q }, (_, l) => offset + l);
  const values = ev.solution.slice(offset, offset + q);
  const pev = inverseDiagonal(ev.factor, unknowns).map((v) => v * residual);
  const ones = new Float64Array(ev.solution.length).fill(1, offset, offset + q);
  const solved = solve(ev.factor, ones);
  let total = 0;
  for (let l = 0; l < q; l += 1) total += solved[offset + l] as number;
  return { term: term.name, levels: term.levels, values, pev, pevTotal: total * residual };
}

/** HZₖ (r×qₖ) with H = [C⁻¹W']β: qₖ solves of C⁻¹W'Zₖ, or r solves of C⁻¹ at β then W. */
function hz(model: MmeModel, ev: MmeEvaluation, k: number): Float64Array {
  const { n, r } = model;
  const term = model.terms[k] as MmeModel['terms'][number];
  const rows = ev.layout.rows;
  const q = term.q;
  const out = new Float64Array(r * q);
  if (q <= r) {
    for (let level = 0; level < q; level += 1) {
      const z = new Float64Array(n);
      term.codes.forEach((code, i) => {
        if (code === level) z[i] = 1;
      });
      const solved = solve(ev.factor, transposeTimes(rows, z));
      for (let a = 0; a < r; a += 1) out[a * q + level] = solved[a] as number;
    }
    return out;
  }
  for (let a = 0; a < r; a += 1) {
    const unit = new Float64Array(rows.size);
    unit[a] = 1;
    const column = solve(ev.factor, unit);
    for (let i = 0; i < n; i += 1) {
      let sum = 0;
      for (let z = rows.start[i] as number; z < (rows.start[i + 1] as number); z += 1)
        sum += (rows.value[z] as number) * (column[rows.index[z] as number] as number);
      const at = a * q + (term.codes[i] as number);
      out[at] = (out[at] as number) + sum;
    }
  }
  return out;
}

/** var(β̂) = σ²ₑ[C⁻¹]ββ and its gradient. */
function betaMoments(model: MmeModel, ev: MmeEvaluation, residual: number) {
  const { r, terms } = model;
  const covariance = inverseBlock(ev.factor, [...Array(r).keys()]);
  for (let i = 0; i < covariance.length; i += 1)
    covariance[i] = (covariance[i] as number) * residual;
  const gradients = terms.map((term, k) => {
    const h = hz(model, ev, k);
    const q = term.q;
    const g = new Float64Array(r * r);
    for (let a = 0; a < r; a += 1)
      for (let b = 0; b <= a; b += 1) {
        let sum = 0;
        for (let l = 0; l < q; l += 1) sum += (h[a * q + l] as number) * (h[b * q + l] as number);
        g[a * r + b] = sum;
        g[b * r + a] = sum;
      }
    return g;
  });
  const residualGradient = Float64Array.from(covariance);
  gradients.forEach((g, k) => {
    const s2 = ev.theta[k] as number;
    for (let index = 0; index < g.length; index += 1)
      residualGradient[index] = (residualGradient[index] as number) - s2 * (g[index] as number);
  });
  for (let index = 0; index < residualGradient.length; index += 1)
    residualGradient[index] = (residualGradient[index] as number) / residual;
  return { covariance, gradients: [...gradients, residualGradient] };
}

/** REML by average information on the mixed-model equations, and everything the fit reports. */
export function fitByEquations(
  model: MmeModel,
  terms: RandomTerm[],
  start: Float64Array,
  tolerance: number,
  maxIterations: number,
): EngineResult {
  const evaluate = createMmeEvaluator(model);
  const result = iterateReml(evaluate, start, tolerance, maxIterations);
  const { theta, evaluation: ev, boundary } = result;
  const residual = theta[theta.length - 1] as number;
  const moments = betaMoments(model, ev, residual);
  return {
    theta,
    boundary,
    iterations: result.iterations,
    converged: result.converged,
    logLik: ev.logLik,
    beta: ev.solution.slice(0, model.r),
    betaCovariance: moments.covariance,
    betaCovarianceGradient: moments.gradients,
    observedInformation: observedByDifferences(evaluate, theta, boundary),
    random: terms.map((term, k) => predictions(ev, term, k, residual)),
  };
}
