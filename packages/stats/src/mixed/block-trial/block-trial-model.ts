/**
 * The trial's mixed model of decision 050: y = row + block + e, the rows (treatments) fixed,
 * the repetitions random blocks b ~ N(0, σ²_b), e ~ N(0, σ²_e), fitted by REML — R's
 * `lmer(y ~ row + (1 | repetition))` with emmeans' adjusted means and lmerTest's Satterthwaite
 * degrees of freedom — for any pattern of missing plots.
 *
 * Closed form, never a t × t matrix (t rows, b blocks, n plots; a season has thousands of
 * rows and a handful of blocks): the row effects are absorbed. The within-row deviations
 * carry all of REML's information (Patterson & Thompson 1971); their covariance is
 * σ²_e·I + σ²_b·BB' with B'B = K = diag(m) − N'D⁻¹N (b × b; m the block sizes, D = diag(n_row),
 * N the row × block counts). With K = Σ λⱼuⱼuⱼ' the REML log-likelihood splits into the
 * inter-block strata (variance aⱼ = σ²_e + σ²_b·λⱼ, sum of squares qⱼ = (uⱼ'r)²/λⱼ of the
 * adjusted block totals r = Z'y − N'ȳ) and the intra-block stratum (ν = n − t − rank K df, sum
 * of squares R = within-row SS − Σqⱼ):
 *   ℓ = −½[(n − t)·log 2π + log|D| + Σ log aⱼ + ν·log σ²_e + Σ qⱼ/aⱼ + R/σ²_e]  (lme4's REML
 * log-likelihood). Henderson's equations give the block BLUPs û = γ·W⁻¹r (γ = σ²_b/σ²_e,
 * W = I + γK), the adjusted means β̂ᵢ = ȳᵢ − Σₖ (nᵢₖ/nᵢ)·ûₖ and, for a contrast with weights
 * w = N'D⁻¹L, var(L'β̂) = σ²_e·L'D⁻¹L + σ²_b·w'W⁻¹w (O(b²) per contrast).
 */
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';

/** The plots of one season and feature: each value with its row and block (0-based codes). */
export type BlockTrialInput = {
  values: ArrayLike<number>;
  rows: ArrayLike<number>;
  rowCount: number;
  blocks: ArrayLike<number>;
  blockCount: number;
};

/** A fitted trial model; `contrastOf`/`meanOf` read it. */
export type BlockTrialFit = {
  n: number;
  rowCount: number;
  /** False for a single repetition (or blocks confounded with rows): y ~ row, least squares. */
  hasBlocks: boolean;
  /** REML σ²_b (null without blocks); 0 on the boundary. */
  blockVariance: number | null;
  residualVariance: number;
  /** REML log-likelihood as lme4's `logLik(fit, REML = TRUE)`. */
  logLikelihood: number;
  /** Adjusted means of the rows (emmeans), by row code. */
  means: Float64Array;
  /** Internals for the contrasts. */
  counts: Float64Array;
  /** Row × block counts, row-major. */
  cellCounts: Float64Array;
  blockCount: number;
  eigenvalues: Float64Array;
  /** Eigenvectors of K, column j at [k·b + j]. */
  eigenvectors: Float64Array;
  /** Inverse observed REML information of (σ²_b, σ²_e), row-major 2 × 2 (σ²_e alone: [0,0,0,a]). */
  componentCovariance: Float64Array;
};

/** An estimate of the model with its Satterthwaite degrees of freedom. */
export type TrialEstimate = { estimate: number; se: number; df: number };

/** Eigenvalues below this share of the largest count as zero. */
const RANK_TOLERANCE = 1e-10;

type Strata = { lambda: Float64Array; q: Float64Array; rank: number; within: number };

/** log|D|, within-row SS, the strata and the adjusted block totals of the data. */
function summarise(input: BlockTrialInput) {
  const { rowCount: t, blockCount: b } = input;
  const n = input.values.length;
  const counts = new Float64Array(t);
  const sums = new Float64Array(t);
  const cellCounts = new Float64Array(t * b);
  const blockSizes = new Float64Array(b);
  const blockSums = new Float64Array(b);
  for (let i = 0; i < n; i += 1) {
    const row = input.rows[i] as number;
    const block = input.blocks[i] as number;
    const value = input.values[i] as number;
    counts[row] = (counts[row] as number) + 1;
    sums[row] = (sums[row] as number) + value;
    cellCounts[row * b + block] = (cellCounts[row * b + block] as number) + 1;
    blockSizes[block] = (blockSizes[block] as number) + 1;
    blockSums[block] = (blockSums[block] as number) + value;
  }
  const rowMeans = sums.map((sum, row) => sum / (counts[row] as number));
  let within = 0;
  for (let i = 0; i < n; i += 1) {
    within += ((input.values[i] as number) - (rowMeans[input.rows[i] as number] as number)) ** 2;
  }
  // K = diag(m) − N'D⁻¹N and r = Z'y − N'ȳ
  const k = new Float64Array(b * b);
  const adjusted = Float64Array.from(blockSums);
  for (let row = 0; row < t; row += 1) {
    const size = counts[row] as number;
    for (let p = 0; p < b; p += 1) {
      const np = cellCounts[row * b + p] as number;
      if (np === 0) continue;
      adjusted[p] = (adjusted[p] as number) - np * (rowMeans[row] as number);
      for (let s = 0; s < b; s += 1) {
        k[p * b + s] = (k[p * b + s] as number) - (np * (cellCounts[row * b + s] as number)) / size;
      }
    }
  }
  for (let p = 0; p < b; p += 1)
    k[p * b + p] = (k[p * b + p] as number) + (blockSizes[p] as number);
  const { values: lambda, vectors } = symmetricEigen(k, b);
  const largest = Math.max(1, ...blockSizes);
  const q = new Float64Array(b);
  let rank = 0;
  for (let j = 0; j < b; j += 1) {
    if ((lambda[j] as number) <= RANK_TOLERANCE * largest) {
      lambda[j] = 0;
      continue;
    }
    rank += 1;
    let projection = 0;
    for (let p = 0; p < b; p += 1)
      projection += (vectors[p * b + j] as number) * (adjusted[p] as number);
    q[j] = (projection * projection) / (lambda[j] as number);
  }
  let logDetD = 0;
  for (const size of counts) logDetD += Math.log(size);
  const strata: Strata = { lambda, q, rank, within };
  return { n, t, b, counts, rowMeans, cellCounts, adjusted, vectors, strata, logDetD };
}

/** Σ qⱼ/(1 + γλⱼ) + R: the profiled residual sum of squares at γ. */
function profiledSs({ lambda, q, within }: Strata, gamma: number): number {
  let total = within;
  for (let j = 0; j < lambda.length; j += 1) {
    const l = lambda[j] as number;
    if (l > 0) total += (q[j] as number) / (1 + gamma * l) - (q[j] as number);
  }
  return total;
}

/** The REML log-likelihood with σ²_e profiled out, at γ = σ²_b/σ²_e. */
function profiledLogLikelihood(strata: Strata, df: number, logDetD: number, gamma: number) {
  let logDetW = 0;
  for (const l of strata.lambda) if (l > 0) logDetW += Math.log1p(gamma * l);
  const sigma2 = profiledSs(strata, gamma) / df;
  return -0.5 * (df * (Math.log(2 * Math.PI) + 1 + Math.log(sigma2)) + logDetD + logDetW);
}

/** h(γ), of the sign of −dℓ/dγ: Σλⱼ/(1+γλⱼ)·S(γ) − (n − t)·Σ qⱼλⱼ/(1+γλⱼ)². */
function slope({ lambda, q, ...rest }: Strata, df: number, gamma: number): number {
  let traces = 0;
  let quadratic = 0;
  for (let j = 0; j < lambda.length; j += 1) {
    const l = lambda[j] as number;
    if (l === 0) continue;
    const d = 1 + gamma * l;
    traces += l / d;
    quadratic += ((q[j] as number) * l) / (d * d);
  }
  return traces * profiledSs({ lambda, q, ...rest }, gamma) - df * quadratic;
}

/**
 * The REML estimate of γ = σ²_b/σ²_e: every local maximum of the profiled likelihood on a
 * log grid from 10⁻¹⁰ to 10¹⁰ (where h turns from − to +), bisected to machine precision, and
 * the boundary γ = 0 when the likelihood falls from it; the best of them.
 */
function estimateGamma(strata: Strata, df: number, logDetD: number): number {
  const candidates: number[] = [];
  if (slope(strata, df, 0) >= 0) candidates.push(0);
  let previous = 0;
  let previousSign = Math.sign(slope(strata, df, 0));
  for (let step = -40; step <= 40; step += 1) {
    const gamma = 10 ** (step / 4);
    const sign = Math.sign(slope(strata, df, gamma));
    if (previousSign < 0 && sign >= 0) {
      let [low, high] = [previous, gamma];
      for (let i = 0; i < 200 && high - low > 1e-16 * high; i += 1) {
        const middle = low === 0 ? high / 2 : Math.sqrt(low * high);
        if (slope(strata, df, middle) < 0) low = middle;
        else high = middle;
      }
      candidates.push((low + high) / 2);
    }
    previous = gamma;
    previousSign = sign;
  }
  if (candidates.length === 0) candidates.push(previousSign < 0 ? previous : 0);
  let best = candidates[0] as number;
  for (const gamma of candidates) {
    if (
      profiledLogLikelihood(strata, df, logDetD, gamma) >
      profiledLogLikelihood(strata, df, logDetD, best)
    ) {
      best = gamma;
    }
  }
  return best;
}

/**
 * The inverse of the observed REML information −∂²ℓ/∂σ²∂σ²' of (σ²_b, σ²_e) (lmerTest's
 * `vcov_varpar`, on the variance scale); σ²_e alone when σ²_b is absent or on the boundary.
 */
function componentCovariance(strata: Strata, df: number, sb: number, se: number) {
  const nu = df - strata.rank;
  let [ibb, ibe, iee] = [0, 0, 0];
  const pure = strata.within - strata.q.reduce((sum, q) => sum + q, 0);
  for (let j = 0; j < strata.lambda.length; j += 1) {
    const l = strata.lambda[j] as number;
    if (l === 0) continue;
    const a = se + sb * l;
    const curvature = 0.5 * ((2 * (strata.q[j] as number)) / a ** 3 - 1 / a ** 2);
    ibb += l * l * curvature;
    ibe += l * curvature;
    iee += curvature;
  }
  iee += 0.5 * ((2 * pure) / se ** 3 - nu / se ** 2);
  if (sb <= 0) return Float64Array.of(0, 0, 0, 1 / iee);
  const det = ibb * iee - ibe * ibe;
  return Float64Array.of(iee / det, -ibe / det, -ibe / det, ibb / det);
}

/**
 * Fits y ~ row + (1 | block) by REML (see the file's comment). Null when the rows leave no
 * residual degrees of freedom (n − t < 1, or no intra-block df beside the blocks) or no
 * variation. Without blocks (one block, or blocks confounded with rows) it is y ~ row.
 */
export function fitBlockTrial(input: BlockTrialInput): BlockTrialFit | null {
  const data = summarise(input);
  const { strata, n, t, b } = data;
  const df = n - t;
  const hasBlocks = strata.rank > 0;
  if (df < 1 || df - strata.rank < 1 || strata.within <= 0) return null;
  const gamma = hasBlocks ? estimateGamma(strata, df, data.logDetD) : 0;
  const residualVariance = profiledSs(strata, gamma) / df;
  const blockVariance = hasBlocks ? gamma * residualVariance : null;
  // block BLUPs û = γ·W⁻¹r, in the eigenbasis of K
  const blups = new Float64Array(b);
  for (let j = 0; j < b; j += 1) {
    let projection = 0;
    for (let p = 0; p < b; p += 1) {
      projection += (data.vectors[p * b + j] as number) * (data.adjusted[p] as number);
    }
    const coefficient = (gamma * projection) / (1 + gamma * (strata.lambda[j] as number));
    for (let p = 0; p < b; p += 1) {
      blups[p] = (blups[p] as number) + coefficient * (data.vectors[p * b + j] as number);
    }
  }
  const means = new Float64Array(t);
  for (let row = 0; row < t; row += 1) {
    let shift = 0;
    for (let p = 0; p < b; p += 1) {
      shift += (data.cellCounts[row * b + p] as number) * (blups[p] as number);
    }
    means[row] = (data.rowMeans[row] as number) - shift / (data.counts[row] as number);
  }
  return {
    n,
    rowCount: t,
    hasBlocks,
    blockVariance,
    residualVariance,
    logLikelihood: profiledLogLikelihood(strata, df, data.logDetD, gamma),
    means,
    counts: data.counts,
    cellCounts: data.cellCounts,
    blockCount: b,
    eigenvalues: strata.lambda,
    eigenvectors: data.vectors,
    componentCovariance: componentCovariance(strata, df, blockVariance ?? 0, residualVariance),
  };
}

/**
 * L'β̂ for L = Σ weights[i]·e_row(i) (a mean: one row with weight 1; a difference: 1 and −1),
 * its standard error and Satterthwaite df (lmerTest, emmeans `lmer.df = "satterthwaite"`):
 * df = 2·V²/(g'Ag), V = var(L'β̂), g = ∂V/∂(σ²_b, σ²_e), A the components' covariance.
 */
export function estimateOf(
  fit: BlockTrialFit,
  rows: readonly number[],
  weights: readonly number[],
) {
  const b = fit.blockCount;
  const w = new Float64Array(b);
  let estimate = 0;
  let direct = 0;
  rows.forEach((row, index) => {
    const weight = weights[index] as number;
    const size = fit.counts[row] as number;
    estimate += weight * (fit.means[row] as number);
    direct += (weight * weight) / size;
    for (let p = 0; p < b; p += 1) {
      w[p] = (w[p] as number) + (weight * (fit.cellCounts[row * b + p] as number)) / size;
    }
  });
  const se2 = fit.residualVariance;
  const sb2 = fit.blockVariance ?? 0;
  let variance = se2 * direct;
  let [gb, ge] = [0, direct];
  for (let j = 0; j < b && fit.hasBlocks; j += 1) {
    let c = 0;
    for (let p = 0; p < b; p += 1) c += (fit.eigenvectors[p * b + j] as number) * (w[p] as number);
    const l = fit.eigenvalues[j] as number;
    const a = se2 + sb2 * l;
    variance += (c * c * sb2 * se2) / a;
    gb += (c * c * se2 * se2) / (a * a);
    ge += (c * c * sb2 * sb2 * l) / (a * a);
  }
  const [abb, abe, , aee] = fit.componentCovariance as unknown as [number, number, number, number];
  const spread = gb * gb * abb + 2 * gb * ge * abe + ge * ge * aee;
  return { estimate, se: Math.sqrt(variance), df: (2 * variance * variance) / spread };
}

/** The adjusted mean of a row with its standard error and df (emmeans). */
export function rowMeanOf(fit: BlockTrialFit, row: number): TrialEstimate {
  return estimateOf(fit, [row], [1]);
}

/** Row − control of the adjusted means, with its SED and Satterthwaite df. */
export function rowContrastOf(fit: BlockTrialFit, row: number, control: number): TrialEstimate {
  return estimateOf(fit, [row, control], [1, -1]);
}

/**
 * A = V·diag(values)·V' for the symmetric b × b block matrix `a` (row-major; ml-matrix's
 * Householder tridiagonalisation + QL, accurate to rounding for every eigenvalue, zero ones
 * included); column j of V (at [k·b + j]) belongs to `values[j]`.
 */
function symmetricEigen(a: Float64Array, b: number) {
  const eigen = new EigenvalueDecomposition(Matrix.from1DArray(b, b, a), { assumeSymmetric: true });
  const vectors = new Float64Array(b * b);
  const v = eigen.eigenvectorMatrix;
  for (let i = 0; i < b; i += 1) for (let j = 0; j < b; j += 1) vectors[i * b + j] = v.get(i, j);
  return { values: Float64Array.from(eigen.realEigenvalues), vectors };
}
