/**
 * rrBLUP's test of a marker with missing calls (P3D): the samples without a call are dropped
 * and the GLS uses the rows and columns of the full H⁻¹ that remain, H⁻¹[ok, ok] (not the
 * inverse of H[ok, ok]); s² on k − p − 1 df, k = the samples with a call.
 *
 * H⁻¹[ok, ok] over the kept rows is H⁻¹ itself on vectors that are 0 at the dropped rows, so
 * the statistic follows from Gram matrices in the H⁻¹ metric ⟨a, b⟩ = (L⁻¹a)'(L⁻¹b) of
 * B₀ = B − Σᵢ∈S eᵢbᵢ' (B = [X, y]) and x₀ (the marker, 0 at S): corrections of rank |S| that
 * need the rows of H⁻¹ at the dropped samples (H⁻¹ is formed once, O(n³/3), when a marker
 * has a missing call). Each such marker then costs O(n·(p + |S|)).
 */

export type MarkerTest = { tau: number; se: number; f: number; df: number };

/**
 * The marker's F test from the Gram matrix of [X₀ (p columns), x₀, y₀] (size p + 2, row-major)
 * by a Cholesky factorisation that skips aliased columns (pivot < 1e-10 of the diagonal).
 * Null when the marker is aliased with X₀ or no degree of freedom is left.
 */
export function testFromGram(gram: Float64Array, p: number, k: number): MarkerTest | null {
  const size = p + 2;
  const z = p + 1;
  const l = new Float64Array(z * z);
  const kept: boolean[] = [];
  for (let j = 0; j < z; j += 1) {
    for (let i = 0; i < j; i += 1) {
      if (!kept[i]) continue;
      let s = gram[j * size + i] as number;
      for (let t = 0; t < i; t += 1) s -= (l[j * z + t] as number) * (l[i * z + t] as number);
      l[j * z + i] = s / (l[i * z + i] as number);
    }
    let d = gram[j * size + j] as number;
    for (let t = 0; t < j; t += 1) d -= (l[j * z + t] as number) ** 2;
    kept[j] = d > 1e-10 * (gram[j * size + j] as number) && d > 0;
    if (kept[j]) l[j * z + j] = Math.sqrt(d);
    else for (let t = 0; t < j; t += 1) l[j * z + t] = 0;
  }
  if (!kept[p]) return null;
  const w = new Float64Array(z);
  let explained = 0;
  for (let j = 0; j < z; j += 1) {
    if (!kept[j]) continue;
    let s = gram[j * size + z] as number;
    for (let t = 0; t < j; t += 1) s -= (l[j * z + t] as number) * (w[t] as number);
    w[j] = s / (l[j * z + j] as number);
    explained += (w[j] as number) ** 2;
  }
  const rank = kept.filter(Boolean).length;
  const df = k - rank;
  if (df < 1) return null;
  const rss = Math.max((gram[z * size + z] as number) - explained, 0);
  const s2 = rss / df;
  const pivot = l[p * z + p] as number;
  const tau = (w[p] as number) / pivot;
  const se = Math.sqrt(s2) / pivot;
  return { tau, se, f: (tau / se) ** 2, df };
}

/** What the corrections share across markers: H⁻¹, L⁻¹[X, y], its Gram matrix and H⁻¹[X, y]. */
export type MissingCallContext = {
  n: number;
  p: number;
  hInverse: Float64Array;
  /** [X, y] (n×(p + 1) row-major), L⁻¹[X, y], (L⁻¹[X, y])'(L⁻¹[X, y]), H⁻¹[X, y] */
  xy: Float64Array;
  whitened: Float64Array;
  base: Float64Array;
  hxy: Float64Array;
};

/**
 * Gram matrix of [X₀, x₀, y₀] in the H⁻¹ metric for one marker. `raw` is x₀ over the samples
 * (0 at the dropped ones), column c of `block` (width w) is L⁻¹x₀; `dropped` are the samples
 * without a call. Cost O(n·(p + |S|) + |S|²·p²).
 */
export function correctedGram(
  context: MissingCallContext,
  raw: Float64Array,
  block: Float64Array,
  w: number,
  c: number,
  dropped: readonly number[],
): Float64Array {
  const { n, p, hInverse, xy, whitened, base, hxy } = context;
  const b = p + 1;
  const size = p + 2;
  const gram = new Float64Array(size * size);
  const s = dropped.length;
  // rows of B = [X, y] and of H⁻¹B at the dropped samples, (H⁻¹x₀) there and H⁻¹ among them
  const bs = new Float64Array(s * b);
  const hb = new Float64Array(s * b);
  const hx = new Float64Array(s);
  const hss = new Float64Array(s * s);
  dropped.forEach((i, a) => {
    for (let j = 0; j < b; j += 1) {
      bs[a * b + j] = xy[i * b + j] as number;
      hb[a * b + j] = hxy[i * b + j] as number;
    }
    const row = i * n;
    let sum = 0;
    for (let r = 0; r < n; r += 1) sum += (hInverse[row + r] as number) * (raw[r] as number);
    hx[a] = sum;
    for (let e = 0; e < s; e += 1)
      hss[a * s + e] = hInverse[row + (dropped[e] as number)] as number;
  });
  const index = (j: number) => (j < p ? j : size - 1); // B's column j in the Gram's order
  for (let j = 0; j < b; j += 1)
    for (let t = 0; t < b; t += 1) {
      let value = base[j * b + t] as number;
      for (let a = 0; a < s; a += 1) {
        value -= (bs[a * b + j] as number) * (hb[a * b + t] as number);
        value -= (hb[a * b + j] as number) * (bs[a * b + t] as number);
        let inner = 0;
        for (let e = 0; e < s; e += 1)
          inner += (hss[a * s + e] as number) * (bs[e * b + t] as number);
        value += (bs[a * b + j] as number) * inner;
      }
      gram[index(j) * size + index(t)] = value;
    }
  let xx = 0;
  for (let r = 0; r < n; r += 1) xx += (block[r * w + c] as number) ** 2;
  gram[p * size + p] = xx;
  for (let j = 0; j < b; j += 1) {
    let value = 0;
    for (let r = 0; r < n; r += 1)
      value += (whitened[r * b + j] as number) * (block[r * w + c] as number);
    for (let a = 0; a < s; a += 1) value -= (bs[a * b + j] as number) * (hx[a] as number);
    gram[index(j) * size + p] = value;
    gram[p * size + index(j)] = value;
  }
  return gram;
}
