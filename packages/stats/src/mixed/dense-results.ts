/**
 * The REML fit with V formed densely (`reml-dense.ts`): the path for relationship matrices
 * (singular ones included, since K is never inverted). BLUPs ûₖ = σ²ₖKₖZₖ'Py, PEV from
 * σ²ₖKₖ − σ⁴ₖKₖZₖ'PZₖKₖ, ∂var(β̂)/∂θₖ = C·X'V⁻¹VₖV⁻¹X·C with C = var(β̂), exact observed information.
 *
 * Reference: Henderson (1975) Biometrics 31:423; Gilmour, Thompson & Cullis (1995).
 */
import { crossProduct, multiply } from './dense-cholesky.ts';
import type { EngineResult } from './engine-result.ts';
import type { RandomTerm } from './random-terms.ts';
import { type DenseModel, evaluateReml, observedInformation } from './reml-dense.ts';
import { iterateReml } from './reml-iterations.ts';
import type { RandomEffectPredictions } from './types.ts';

function predictions(
  term: RandomTerm,
  variance: number,
  p: Float64Array,
  py: Float64Array,
): RandomEffectPredictions {
  const n = term.codes.length;
  const q = term.levels.length;
  const zpy = new Float64Array(q);
  term.codes.forEach((c, i) => {
    zpy[c] = (zpy[c] as number) + (py[i] as number);
  });
  const zpz = new Float64Array(q * q);
  for (let i = 0; i < n; i += 1) {
    const ci = term.codes[i] as number;
    for (let j = 0; j < n; j += 1) {
      const index = ci * q + (term.codes[j] as number);
      zpz[index] = (zpz[index] as number) + (p[i * n + j] as number);
    }
  }
  const k =
    term.relationship ??
    Float64Array.from({ length: q * q }, (_, i) => (i % (q + 1) === 0 ? 1 : 0));
  const kzpzk = multiply(multiply(k, zpz, q, q, q), k, q, q, q);
  const values = new Float64Array(q);
  const pev = new Float64Array(q);
  let pevTotal = 0;
  for (let a = 0; a < q; a += 1) {
    let u = 0;
    for (let b = 0; b < q; b += 1) {
      u += (k[a * q + b] as number) * (zpy[b] as number);
      pevTotal +=
        variance * (k[a * q + b] as number) - variance * variance * (kzpzk[a * q + b] as number);
    }
    values[a] = variance * u;
    pev[a] =
      variance * (k[a * q + a] as number) - variance * variance * (kzpzk[a * q + a] as number);
  }
  return { term: term.name, levels: term.levels, values, pev, pevTotal };
}

/** REML by average information with V dense, and everything the fit reports. */
export function fitByDenseV(
  model: DenseModel,
  terms: RandomTerm[],
  start: Float64Array,
  tolerance: number,
  maxIterations: number,
): EngineResult {
  const { n, r, y } = model;
  const result = iterateReml(
    (theta) => evaluateReml(model, theta),
    start,
    tolerance,
    maxIterations,
  );
  const { theta, evaluation } = result;
  const beta = multiply(
    evaluation.betaCovariance,
    crossProduct(evaluation.viX, y, n, r, 1),
    r,
    r,
    1,
  );
  const cxvi = multiply(evaluation.viX, evaluation.betaCovariance, n, r, r);
  const gradients = [...model.covariances, null].map((vk) =>
    crossProduct(cxvi, vk ? multiply(vk, cxvi, n, n, r) : cxvi, n, r, r),
  );
  return {
    theta,
    boundary: result.boundary,
    iterations: result.iterations,
    converged: result.converged,
    logLik: evaluation.logLik,
    beta,
    betaCovariance: evaluation.betaCovariance,
    betaCovarianceGradient: gradients,
    observedInformation: observedInformation(model, evaluation),
    random: terms.map((term, k) =>
      predictions(term, theta[k] as number, evaluation.p, evaluation.py),
    ),
  };
}
