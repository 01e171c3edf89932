/**
 * Average-information REML iterations: θ ← θ + AI⁻¹·∂ℓ/∂θ over the components not held at
 * zero, with step halving when ℓ falls; a component pushed below zero is held at 0 (the
 * boundary, as lme4 reports it) and released when the gradient at 0 points inside again.
 *
 * Reference: Gilmour, Thompson & Cullis (1995) Biometrics 51:1440; Johnson & Thompson (1995)
 * J Dairy Sci 78:449.
 */
import { invertSpd } from './dense-cholesky.ts';

/** One REML evaluation as the iterations need it. */
export type Evaluation = {
  logLik: number;
  gradient: Float64Array;
  averageInformation: Float64Array;
};

export type IterationResult<E extends Evaluation> = {
  theta: Float64Array;
  evaluation: E;
  /** Components held at zero (the residual is never). */
  boundary: boolean[];
  iterations: number;
  converged: boolean;
};

/** Converged when no component moves by more than this (relative) … */
const RELATIVE_STEP = 1e-8;
/** … and ℓ changes by less than the tolerance, relative to max(1, |ℓ|). */
const NOISE = 1e-10;

function solveStep(ev: Evaluation, free: number[], size: number): Float64Array {
  const m = free.length;
  const a = new Float64Array(m * m);
  free.forEach((k, i) => {
    free.forEach((l, j) => {
      a[i * m + j] = ev.averageInformation[k * size + l] as number;
    });
  });
  // a tiny ridge keeps a nearly singular AI invertible far from the optimum
  const inverse =
    invertSpd(a, m)?.inverse ??
    invertSpd(
      a.map((value, i) => (i % (m + 1) === 0 ? value * (1 + 1e-8) + 1e-300 : value)),
      m,
    )?.inverse;
  const step = new Float64Array(size);
  if (!inverse) return step;
  free.forEach((k, i) => {
    let sum = 0;
    free.forEach((l, j) => {
      sum += (inverse[i * m + j] as number) * (ev.gradient[l] as number);
    });
    step[k] = sum;
  });
  return step;
}

/**
 * Maximises the REML log-likelihood from `start` (random components in order, then σ²ₑ).
 * `evaluate` returns null where V is not positive definite (then the step is halved).
 */
export function iterateReml<E extends Evaluation>(
  evaluate: (theta: Float64Array) => E | null,
  start: Float64Array,
  tolerance: number,
  maxIterations: number,
): IterationResult<E> {
  const size = start.length;
  let theta: Float64Array = Float64Array.from(start);
  let current = evaluate(theta);
  if (!current) throw new RangeError('the starting values give a singular V');
  const boundary = new Array<boolean>(size).fill(false);
  let converged = false;
  let iterations = 0;
  while (iterations < maxIterations && !converged) {
    iterations += 1;
    for (let k = 0; k < size - 1; k += 1)
      if (boundary[k] && (current.gradient[k] as number) > 0) boundary[k] = false;
    const free = [...Array(size).keys()].filter((k) => !boundary[k]);
    const step = solveStep(current, free, size);
    let accepted: { theta: Float64Array; evaluation: E } | null = null;
    for (let halving = 0; halving < 30 && !accepted; halving += 1) {
      const scale = 0.5 ** halving;
      const next = theta.map((value, k) => (boundary[k] ? 0 : value + scale * (step[k] as number)));
      if (!((next[size - 1] as number) > 0)) continue;
      for (let k = 0; k < size - 1; k += 1) if ((next[k] as number) < 0) next[k] = 0;
      const evaluation = evaluate(next);
      // ℓ is computed to ~1e-11 relative: a smaller fall is rounding, not a worse point
      if (
        evaluation &&
        evaluation.logLik >= current.logLik - NOISE * Math.max(1, Math.abs(current.logLik))
      )
        accepted = { theta: next, evaluation };
    }
    if (!accepted) {
      converged = true;
      break;
    }
    let change = 0;
    accepted.theta.forEach((value, k) => {
      const scale = Math.max(Math.abs(value), Math.abs(theta[k] as number), 1e-300);
      change = Math.max(change, Math.abs(value - (theta[k] as number)) / scale);
    });
    const gain = accepted.evaluation.logLik - current.logLik;
    for (let k = 0; k < size - 1; k += 1) if (accepted.theta[k] === 0) boundary[k] = true;
    theta = accepted.theta;
    current = accepted.evaluation;
    converged =
      (Math.abs(gain) < tolerance * Math.max(1, Math.abs(current.logLik)) &&
        change < RELATIVE_STEP) ||
      change < 1e-12;
  }
  for (let k = 0; k < size - 1; k += 1) boundary[k] = (theta[k] as number) === 0;
  return { theta, evaluation: current, boundary, iterations, converged };
}

/** Relative step of the central differences of `observedByDifferences`. */
const DIFFERENCE_STEP = 1e-4;

/**
 * −∂²ℓ/∂θ∂θ' by central differences of the analytic gradient (relative step 1e-4: error
 * ~1e-8 relative), symmetrised; rows and columns of boundary components stay 0.
 */
export function observedByDifferences(
  evaluate: (theta: Float64Array) => Evaluation | null,
  theta: Float64Array,
  boundary: boolean[],
): Float64Array {
  const c = theta.length;
  const out = new Float64Array(c * c);
  for (let j = 0; j < c; j += 1) {
    if (boundary[j]) continue;
    const h = DIFFERENCE_STEP * (theta[j] as number);
    const up = Float64Array.from(theta);
    const down = Float64Array.from(theta);
    up[j] = (up[j] as number) + h;
    down[j] = (down[j] as number) - h;
    const gUp = evaluate(up)?.gradient;
    const gDown = evaluate(down)?.gradient;
    if (!gUp || !gDown) throw new RangeError('the information is not computable at the optimum');
    for (let k = 0; k < c; k += 1)
      if (!boundary[k]) out[k * c + j] = -((gUp[k] as number) - (gDown[k] as number)) / (2 * h);
  }
  for (let j = 0; j < c; j += 1)
    for (let k = 0; k < j; k += 1) {
      const mean = ((out[j * c + k] as number) + (out[k * c + j] as number)) / 2;
      out[j * c + k] = mean;
      out[k * c + j] = mean;
    }
  return out;
}
