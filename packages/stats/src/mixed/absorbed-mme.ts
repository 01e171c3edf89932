/**
 * The mixed-model equations C·s = W'y, W = [X Z], C = W'W + diag(λ) (λ = σ²ₑ/σ²ₖ on the random
 * levels, 0 on the fixed columns), stored in two parts: a set S of unknowns no observation
 * shares (the levels of one factor: C_SS is diagonal) and the rest R (dense). S is absorbed:
 * M = C_RR − C_RS·C_SS⁻¹·C_SR (m×m), so a factorisation costs O(s·m² + m³) instead of
 * O((s + m)³): for a trial with thousands of lines and few other unknowns it is a few milliseconds.
 *
 * C⁻¹ = [A⁻¹ + A⁻¹B·M⁻¹·B'A⁻¹, −A⁻¹B·M⁻¹; −M⁻¹B'A⁻¹, M⁻¹] with A = C_SS, B = C_SR;
 * log|C| = Σ log aᵢ + log|M|.
 *
 * Used for the Gram-matrix rank test of wide fixed designs (`fixed-columns.ts`); the REML
 * equations absorb several levels in turn (`nested-structure.ts`, `nested-factor.ts`).
 *
 * Reference: Henderson (1984) Applications of Linear Models in Animal Breeding, ch. 5
 * (absorption); Mrode (2014) Linear Models for the Prediction of Animal Breeding Values §1.
 */
import { cholesky, logDeterminant } from './dense-cholesky.ts';

/** The unknowns' design: the nonzeros of each observation's row of W = [X Z]. */
export type SparseRows = {
  /** Start of each observation's nonzeros in `index`/`value` (n + 1 entries). */
  start: Int32Array;
  index: Int32Array;
  value: Float64Array;
  /** Number of unknowns t. */
  size: number;
};

/** Which unknowns form S (absorbed, diagonal block) and their positions in S or R. */
export type Partition = {
  /** For each unknown: its position in S (≥ 0) or −1 − its position in R. */
  place: Int32Array;
  s: number;
  m: number;
};

/** W'W in the absorbed layout (without λ). */
export type Crossproducts = { a: Float64Array; b: Float64Array; d: Float64Array };

export type Factor = {
  partition: Partition;
  a: Float64Array;
  b: Float64Array;
  /** Lower Cholesky factor of M. */
  l: Float64Array;
  logDet: number;
};

/** S = `absorbed` unknowns (none shares an observation with another), R the rest. */
export function partition(size: number, absorbed: readonly number[]): Partition {
  const place = new Int32Array(size).fill(-1);
  absorbed.forEach((u, i) => {
    place[u] = i;
  });
  let m = 0;
  for (let u = 0; u < size; u += 1) if ((place[u] as number) < 0) place[u] = -1 - m++;
  return { place, s: absorbed.length, m };
}

/** W'W accumulated observation by observation (Σ over each row's pairs of nonzeros). */
export function crossproducts(rows: SparseRows, part: Partition): Crossproducts {
  const { s, m, place } = part;
  const a = new Float64Array(s);
  const b = new Float64Array(s * m);
  const d = new Float64Array(m * m);
  const n = rows.start.length - 1;
  for (let i = 0; i < n; i += 1) {
    const from = rows.start[i] as number;
    const to = rows.start[i + 1] as number;
    for (let x = from; x < to; x += 1) {
      const pu = place[rows.index[x] as number] as number;
      const vu = rows.value[x] as number;
      for (let z = from; z < to; z += 1) {
        const pv = place[rows.index[z] as number] as number;
        const product = vu * (rows.value[z] as number);
        if (pu >= 0) {
          if (pv === pu) a[pu] = (a[pu] as number) + product;
          else if (pv < 0) b[pu * m - 1 - pv] = (b[pu * m - 1 - pv] as number) + product;
          else throw new RangeError('two absorbed unknowns share an observation');
        } else if (pv < 0)
          d[(-1 - pu) * m - 1 - pv] = (d[(-1 - pu) * m - 1 - pv] as number) + product;
      }
    }
  }
  return { a, b, d };
}

/**
 * Factorises C = W'W + diag(λ) (λ per unknown). Returns null when C is singular.
 */
export function factorise(
  cross: Crossproducts,
  part: Partition,
  lambda: Float64Array,
): Factor | null {
  const { s, m, place } = part;
  const a = Float64Array.from(cross.a);
  const d = Float64Array.from(cross.d);
  place.forEach((p, u) => {
    const extra = lambda[u] as number;
    if (extra === 0) return;
    if (p >= 0) a[p] = (a[p] as number) + extra;
    else d[(-1 - p) * m - 1 - p] = (d[(-1 - p) * m - 1 - p] as number) + extra;
  });
  const b = cross.b;
  let logDet = 0;
  for (let i = 0; i < s; i += 1) {
    const ai = a[i] as number;
    if (!(ai > 0)) return null;
    logDet += Math.log(ai);
    const row = i * m;
    for (let j = 0; j < m; j += 1) {
      const bij = (b[row + j] as number) / ai;
      if (bij === 0) continue;
      for (let k = 0; k <= j; k += 1)
        d[j * m + k] = (d[j * m + k] as number) - bij * (b[row + k] as number);
    }
  }
  const l = cholesky(d, m);
  if (!l) return null;
  return { partition: part, a, b, l, logDet: logDet + logDeterminant(l, m) };
}

function forward(l: Float64Array, m: number, x: Float64Array): void {
  for (let i = 0; i < m; i += 1) {
    let sum = x[i] as number;
    for (let k = 0; k < i; k += 1) sum -= (l[i * m + k] as number) * (x[k] as number);
    x[i] = sum / (l[i * m + i] as number);
  }
}

function backward(l: Float64Array, m: number, x: Float64Array): void {
  for (let i = m - 1; i >= 0; i -= 1) {
    let sum = x[i] as number;
    for (let k = i + 1; k < m; k += 1) sum -= (l[k * m + i] as number) * (x[k] as number);
    x[i] = sum / (l[i * m + i] as number);
  }
}

/** C⁻¹·x (x over the unknowns, t entries). */
export function solve(factor: Factor, x: Float64Array): Float64Array {
  const { partition: part, a, b, l } = factor;
  const { s, m, place } = part;
  const t = place.length;
  const xs = new Float64Array(s);
  const xr = new Float64Array(m);
  for (let u = 0; u < t; u += 1) {
    const p = place[u] as number;
    if (p >= 0) xs[p] = x[u] as number;
    else xr[-1 - p] = x[u] as number;
  }
  for (let i = 0; i < s; i += 1) {
    const factorI = (xs[i] as number) / (a[i] as number);
    if (factorI === 0) continue;
    const row = i * m;
    for (let j = 0; j < m; j += 1) xr[j] = (xr[j] as number) - (b[row + j] as number) * factorI;
  }
  forward(l, m, xr);
  backward(l, m, xr);
  for (let i = 0; i < s; i += 1) {
    let sum = xs[i] as number;
    const row = i * m;
    for (let j = 0; j < m; j += 1) sum -= (b[row + j] as number) * (xr[j] as number);
    xs[i] = sum / (a[i] as number);
  }
  const out = new Float64Array(t);
  for (let u = 0; u < t; u += 1) {
    const p = place[u] as number;
    out[u] = p >= 0 ? (xs[p] as number) : (xr[-1 - p] as number);
  }
  return out;
}
