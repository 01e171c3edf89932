/**
 * The REML log-likelihood of y ~ N(Xβ, V), V = Σₖ σ²ₖ·Vₖ + σ²ₑ·I, and its derivatives with
 * respect to the variance components, with V formed densely (n×n): the general path, valid
 * with singular relationship matrices and components at zero.
 *
 * ℓ = −½·[log|V| + log|X'V⁻¹X| + y'Py + (n − r)·log 2π], P = V⁻¹ − V⁻¹X(X'V⁻¹X)⁻¹X'V⁻¹,
 * ∂ℓ/∂σ²ₖ = −½·[tr(PVₖ) − y'PVₖPy], average information AIₖₗ = ½·y'PVₖPVₗPy,
 * observed information −∂²ℓ/∂σ²ₖ∂σ²ₗ = −½·tr(PVₖPVₗ) + y'PVₖPVₗPy.
 *
 * References: Patterson & Thompson (1971); Harville (1977) JASA 72:320; Gilmour, Thompson &
 * Cullis (1995) Biometrics 51:1440 (average information).
 */
import {
  cholesky,
  crossProduct,
  inverseFromCholesky,
  invertSpd,
  logDeterminant,
  multiply,
} from './dense-cholesky.ts';

/** The model on the used observations: y, X (n×r, full column rank), the Vₖ (n×n). */
export type DenseModel = {
  n: number;
  r: number;
  y: Float64Array;
  x: Float64Array;
  covariances: Float64Array[];
};

/** Everything one REML evaluation gives (θ = random components in order, then σ²ₑ). */
export type RemlEvaluation = {
  logLik: number;
  gradient: Float64Array;
  averageInformation: Float64Array;
  /** P (n×n). */
  p: Float64Array;
  py: Float64Array;
  /** (X'V⁻¹X)⁻¹ (r×r). */
  betaCovariance: Float64Array;
  /** V⁻¹X (n×r). */
  viX: Float64Array;
  /** V⁻¹ (n×n). */
  vInverse: Float64Array;
};

const LOG_2PI = Math.log(2 * Math.PI);

/** y'·A·x for a symmetric n×n A. */
function quadratic(a: Float64Array, x: Float64Array, y: Float64Array, n: number): number {
  let sum = 0;
  for (let i = 0; i < n; i += 1) {
    let row = 0;
    for (let j = 0; j < n; j += 1) row += (a[i * n + j] as number) * (x[j] as number);
    sum += (y[i] as number) * row;
  }
  return sum;
}

function matVec(a: Float64Array, x: Float64Array, n: number): Float64Array {
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let sum = 0;
    for (let j = 0; j < n; j += 1) sum += (a[i * n + j] as number) * (x[j] as number);
    out[i] = sum;
  }
  return out;
}

/** The derivative matrices: the terms' Vₖ, then the identity for the residual (null). */
function derivative(model: DenseModel, k: number): Float64Array | null {
  return model.covariances[k] ?? null;
}

function applyDerivative(model: DenseModel, k: number, x: Float64Array): Float64Array {
  const d = derivative(model, k);
  return d ? matVec(d, x, model.n) : Float64Array.from(x);
}

/**
 * Evaluates ℓ, its gradient and the average information at θ. Returns null when V or X'V⁻¹X
 * is not positive definite.
 */
export function evaluateReml(model: DenseModel, theta: Float64Array): RemlEvaluation | null {
  const { n, r, y, x, covariances } = model;
  const c = covariances.length;
  const v = new Float64Array(n * n);
  covariances.forEach((vk, k) => {
    const s = theta[k] as number;
    if (s === 0) return;
    for (let i = 0; i < n * n; i += 1) v[i] = (v[i] as number) + s * (vk[i] as number);
  });
  const residual = theta[c] as number;
  for (let i = 0; i < n; i += 1) v[i * n + i] = (v[i * n + i] as number) + residual;
  const l = cholesky(v, n);
  if (!l) return null;
  const vInverse = inverseFromCholesky(l, n);
  const viX = multiply(vInverse, x, n, n, r);
  const information = invertSpd(crossProduct(x, viX, n, r, r), r);
  if (!information) return null;
  const betaCovariance = information.inverse;
  // P = V⁻¹ − V⁻¹X·C·X'V⁻¹
  const viXc = multiply(viX, betaCovariance, n, r, r);
  const p = Float64Array.from(vInverse);
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < n; j += 1) {
      let sum = 0;
      for (let a = 0; a < r; a += 1)
        sum += (viXc[i * r + a] as number) * (viX[j * r + a] as number);
      p[i * n + j] = (p[i * n + j] as number) - sum;
    }
  const py = matVec(p, y, n);
  let yPy = 0;
  for (let i = 0; i < n; i += 1) yPy += (y[i] as number) * (py[i] as number);
  const logLik = -0.5 * (logDeterminant(l, n) + information.logDet + yPy + (n - r) * LOG_2PI);
  const gradient = new Float64Array(c + 1);
  const vPy: Float64Array[] = [];
  for (let k = 0; k <= c; k += 1) {
    const d = derivative(model, k);
    let trace = 0;
    if (d) for (let i = 0; i < n * n; i += 1) trace += (p[i] as number) * (d[i] as number);
    else for (let i = 0; i < n; i += 1) trace += p[i * n + i] as number;
    const vkPy = applyDerivative(model, k, py);
    vPy.push(vkPy);
    let quad = 0;
    for (let i = 0; i < n; i += 1) quad += (py[i] as number) * (vkPy[i] as number);
    gradient[k] = -0.5 * (trace - quad);
  }
  const averageInformation = new Float64Array((c + 1) * (c + 1));
  for (let k = 0; k <= c; k += 1)
    for (let m = 0; m <= k; m += 1) {
      const value = 0.5 * quadratic(p, vPy[m] as Float64Array, vPy[k] as Float64Array, n);
      averageInformation[k * (c + 1) + m] = value;
      averageInformation[m * (c + 1) + k] = value;
    }
  return { logLik, gradient, averageInformation, p, py, betaCovariance, viX, vInverse };
}

/** −∂²ℓ/∂θₖ∂θₗ = −½·tr(PVₖPVₗ) + y'PVₖPVₗPy (n³ per component: once, at the optimum). */
export function observedInformation(model: DenseModel, evaluation: RemlEvaluation): Float64Array {
  const { n } = model;
  const c = model.covariances.length;
  const { p, py, averageInformation } = evaluation;
  const pv = Array.from({ length: c + 1 }, (_, k) => {
    const d = derivative(model, k);
    return d ? multiply(p, d, n, n, n) : p;
  });
  const out = new Float64Array((c + 1) * (c + 1));
  for (let k = 0; k <= c; k += 1)
    for (let m = 0; m <= k; m += 1) {
      const a = pv[k] as Float64Array;
      const b = pv[m] as Float64Array;
      let trace = 0;
      for (let i = 0; i < n; i += 1)
        for (let j = 0; j < n; j += 1) trace += (a[i * n + j] as number) * (b[j * n + i] as number);
      const value = -0.5 * trace + 2 * (averageInformation[k * (c + 1) + m] as number);
      out[k * (c + 1) + m] = value;
      out[m * (c + 1) + k] = value;
    }
  void py;
  return out;
}
