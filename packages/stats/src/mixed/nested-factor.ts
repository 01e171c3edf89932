/**
 * The mixed-model equations C = W'W + diag(λ) factorised by multi-level absorption along a
 * `NestedStructure`: C = L·D·L' over the absorbed unknowns (each pivot dⱼ a scalar, since each
 * group is diagonal in the Schur complement at its turn), then the dense Cholesky factor of the
 * remaining block M (the Schur complement over R). log|C| = Σ log dⱼ + log|M|.
 *
 * Selected inverse (Takahashi, Fagan & Chen 1973): with Z = C⁻¹ and lⱼ = gⱼ/dⱼ the j-th column of
 * L below the diagonal (gⱼ its pattern values), from the last unknown back,
 * Z[j, Pⱼ] = −Σ_b lⱼ_b·Z[P_b, Pⱼ] and Zⱼⱼ = 1/dⱼ − Σ_a lⱼ_a·Z[j, Pₐ]; Z over R is M⁻¹. Every entry
 * needed lies in the elimination pattern, so the diagonal of C⁻¹ costs Σ|Pⱼ|² + m³.
 *
 * Reference: Takahashi, Fagan & Chen (1973) Proc. 8th PICA Conf.; Erisman & Tinney (1975)
 * Commun ACM 18:177; Henderson (1984) Applications of Linear Models in Animal Breeding, ch. 5.
 */
import { cholesky, inverseFromCholesky, logDeterminant, solveInPlace } from './dense-cholesky.ts';
import type { NestedStructure } from './nested-structure.ts';
import { findLocation, locate } from './nested-structure.ts';

export type NestedFactor = {
  structure: NestedStructure;
  /** Pivots, L's pattern values (gⱼ, not yet divided by dⱼ) and M, as `NestedStructure.length`. */
  values: Float64Array;
  /** Lower Cholesky factor of M (m×m). */
  l: Float64Array;
  logDet: number;
  /** C⁻¹ on the elimination pattern, computed on first use. */
  inverse?: Float64Array;
};

/** Factorises C = W'W + diag(λ) (λ per unknown). Returns null when C is singular. */
export function factorise(s: NestedStructure, lambda: Float64Array): NestedFactor | null {
  const values = s.base.slice();
  for (let u = 0; u < s.size; u += 1) {
    const extra = lambda[u] as number;
    if (extra !== 0) {
      const at = locate(s, u, u);
      values[at] = (values[at] as number) + extra;
    }
  }
  const e = s.order.length;
  const { patternStart, updateStart, updateTarget } = s;
  let logDet = 0;
  for (let j = 0; j < e; j += 1) {
    const d = values[j] as number;
    if (!(d > 0)) return null;
    logDet += Math.log(d);
    const from = e + (patternStart[j] as number);
    const size = (patternStart[j + 1] as number) - (patternStart[j] as number);
    let at = updateStart[j] as number;
    for (let a = 0; a < size; a += 1) {
      const ga = (values[from + a] as number) / d;
      for (let b = 0; b <= a; b += 1) {
        const target = updateTarget[at++] as number;
        values[target] = (values[target] as number) - ga * (values[from + b] as number);
      }
    }
  }
  const m = s.rest.length;
  const denseAt = e + s.patternIndex.length;
  const l = cholesky(values.subarray(denseAt, denseAt + m * m), m);
  if (!l) return null;
  return { structure: s, values, l, logDet: logDet + logDeterminant(l, m) };
}

/** C⁻¹·x (x over the unknowns, t entries). */
export function solve(factor: NestedFactor, x: Float64Array): Float64Array {
  const { structure: s, values, l } = factor;
  const { order, patternStart, patternIndex, rest } = s;
  const e = order.length;
  const m = rest.length;
  const out = x.slice();
  for (let j = 0; j < e; j += 1) {
    const xj = (out[order[j] as number] as number) / (values[j] as number);
    if (xj === 0) continue;
    for (let z = patternStart[j] as number; z < (patternStart[j + 1] as number); z += 1) {
      const v = patternIndex[z] as number;
      out[v] = (out[v] as number) - (values[e + z] as number) * xj;
    }
  }
  const xr = new Float64Array(m);
  for (let r = 0; r < m; r += 1) xr[r] = out[rest[r] as number] as number;
  solveInPlace(l, m, xr, 1);
  for (let r = 0; r < m; r += 1) out[rest[r] as number] = xr[r] as number;
  for (let j = e - 1; j >= 0; j -= 1) {
    const u = order[j] as number;
    let sum = out[u] as number;
    for (let z = patternStart[j] as number; z < (patternStart[j + 1] as number); z += 1)
      sum -= (values[e + z] as number) * (out[patternIndex[z] as number] as number);
    out[u] = sum / (values[j] as number);
  }
  return out;
}

/** C⁻¹ on the elimination pattern (Takahashi's recursion), in the value layout. */
function selectedInverse(factor: NestedFactor): Float64Array {
  if (factor.inverse) return factor.inverse;
  const { structure: s, values, l } = factor;
  const { patternStart, updateStart, updateTarget } = s;
  const e = s.order.length;
  const m = s.rest.length;
  const z = new Float64Array(s.length);
  const denseAt = e + s.patternIndex.length;
  z.set(inverseFromCholesky(l, m), denseAt);
  const scratch: number[] = [];
  for (let j = e - 1; j >= 0; j -= 1) {
    const d = values[j] as number;
    const from = e + (patternStart[j] as number);
    const size = (patternStart[j + 1] as number) - (patternStart[j] as number);
    const first = updateStart[j] as number;
    // Z[j, Pₐ] = −Σ_b lⱼ_b·Z[P_b, Pₐ]; the pair (a, b), a ≥ b, sits at a(a+1)/2 + b
    for (let a = 0; a < size; a += 1) {
      let sum = 0;
      for (let b = 0; b < size; b += 1) {
        const pair = a >= b ? (a * (a + 1)) / 2 + b : (b * (b + 1)) / 2 + a;
        sum += (values[from + b] as number) * (z[updateTarget[first + pair] as number] as number);
      }
      scratch[a] = -sum / d;
    }
    let diagonal = 1 / d;
    for (let a = 0; a < size; a += 1) {
      z[from + a] = scratch[a] as number;
      diagonal -= ((values[from + a] as number) / d) * (scratch[a] as number);
    }
    z[j] = diagonal;
  }
  factor.inverse = z;
  return z;
}

/** Diagonal elements of C⁻¹ at the given unknowns. */
export function inverseDiagonal(factor: NestedFactor, unknowns: readonly number[]): Float64Array {
  const z = selectedInverse(factor);
  return Float64Array.from(unknowns, (u) => z[locate(factor.structure, u, u)] as number);
}

/**
 * w'C⁻¹w for a w whose nonzeros are at `support` (w indexed by unknown), from the selected
 * inverse; null when some pair of the support lies outside the elimination pattern.
 */
export function inverseQuadratic(
  factor: NestedFactor,
  support: readonly number[],
  w: Float64Array,
): number | null {
  const z = selectedInverse(factor);
  const s = factor.structure;
  let sum = 0;
  for (let a = 0; a < support.length; a += 1) {
    const u = support[a] as number;
    const wu = w[u] as number;
    for (let b = 0; b <= a; b += 1) {
      const v = support[b] as number;
      const at = findLocation(s, u, v);
      if (at < 0) return null;
      const term = wu * (w[v] as number) * (z[at] as number);
      sum += a === b ? term : 2 * term;
    }
  }
  return sum;
}

/**
 * C⁻¹ at unknowns each either in R or absorbed with its whole pattern in R (e.g. a fixed factor's
 * absorbed columns): C⁻¹ᵢⱼ = δᵢⱼ/dᵢ + gᵢ'M⁻¹gⱼ with gᵢ = lᵢ (absorbed, no 1/dᵢ for R) or −eᵢ (in R),
 * from hᵢ = L_M⁻¹gᵢ: O(k·m² + k²·m). Null when some absorbed unknown couples to another absorbed.
 */
function shallowBlock(factor: NestedFactor, unknowns: readonly number[]): Float64Array | null {
  const { structure: s, values, l } = factor;
  const e = s.order.length;
  const m = s.rest.length;
  const k = unknowns.length;
  const h = new Float64Array(k * m);
  const diagonal = new Float64Array(k);
  for (let i = 0; i < k; i += 1) {
    const p = s.place[unknowns[i] as number] as number;
    const row = i * m;
    if (p < 0) h[row - 1 - p] = -1;
    else {
      const d = values[p] as number;
      diagonal[i] = 1 / d;
      for (let z = s.patternStart[p] as number; z < (s.patternStart[p + 1] as number); z += 1) {
        const q = s.place[s.patternIndex[z] as number] as number;
        if (q >= 0) return null;
        h[row - 1 - q] = (values[e + z] as number) / d;
      }
    }
    for (let a = 0; a < m; a += 1) {
      let sum = h[row + a] as number;
      for (let b = 0; b < a; b += 1) sum -= (l[a * m + b] as number) * (h[row + b] as number);
      h[row + a] = sum / (l[a * m + a] as number);
    }
  }
  const out = new Float64Array(k * k);
  for (let i = 0; i < k; i += 1)
    for (let j = 0; j <= i; j += 1) {
      let sum = i === j ? (diagonal[i] as number) : 0;
      for (let a = 0; a < m; a += 1) sum += (h[i * m + a] as number) * (h[j * m + a] as number);
      out[i * k + j] = sum;
      out[j * k + i] = sum;
    }
  return out;
}

/**
 * The block of C⁻¹ at the given unknowns (k×k row-major): from M⁻¹ when each is in the dense
 * block R or absorbed with its pattern in R (the fixed columns, usually), else by k solves.
 */
export function inverseBlock(factor: NestedFactor, unknowns: readonly number[]): Float64Array {
  const shallow = shallowBlock(factor, unknowns);
  if (shallow) return shallow;
  const s = factor.structure;
  const k = unknowns.length;
  const out = new Float64Array(k * k);
  unknowns.forEach((u, i) => {
    const unit = new Float64Array(s.size);
    unit[u] = 1;
    const column = solve(factor, unit);
    unknowns.forEach((v, j) => {
      out[i * k + j] = column[v] as number;
    });
  });
  for (let i = 0; i < k; i += 1)
    for (let j = 0; j < i; j += 1) {
      const mean = ((out[i * k + j] as number) + (out[j * k + i] as number)) / 2;
      out[i * k + j] = mean;
      out[j * k + i] = mean;
    }
  return out;
}
