/**
 * The per-marker step of the mixed-model GWAS after whitening (`mixed-model-gwas.ts`): with an
 * orthonormal basis Q of L⁻¹X and ỹ = (I − QQ')L⁻¹y, a whitened marker x* is tested in O(n·p)
 * by Frisch–Waugh (Frisch & Waugh 1933; Lovell 1963): x̃'x̃ = x*'x* − ‖Q'x*‖², τ̂ = x*'ỹ/x̃'x̃,
 * RSS = ỹ'ỹ − τ̂·x*'ỹ, s² = RSS/df, se = √(s²/x̃'x̃), F = (τ̂/se)². A block of markers is
 * reduced to these sums in one pass over its rows.
 */
import type { MarkerTest } from './missing-call-test.ts';
import { orthonormalColumns } from './whitening.ts';

export type Scan = { q: Float64Array; rank: number; yTilde: Float64Array; yy: number };

/** Q and ỹ from L⁻¹[X, y] (n×(p + 1) row-major, y last). */
export function prepareScan(whitened: Float64Array, n: number, p: number): Scan {
  const b = p + 1;
  const xStar = new Float64Array(n * p);
  const yTilde = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    yTilde[i] = whitened[i * b + p] as number;
    for (let j = 0; j < p; j += 1) xStar[i * p + j] = whitened[i * b + j] as number;
  }
  const { q, rank } = orthonormalColumns(xStar, n, p);
  for (let c = 0; c < rank; c += 1) {
    let projection = 0;
    for (let i = 0; i < n; i += 1)
      projection += (q[i * rank + c] as number) * (yTilde[i] as number);
    for (let i = 0; i < n; i += 1)
      yTilde[i] = (yTilde[i] as number) - projection * (q[i * rank + c] as number);
  }
  let yy = 0;
  for (let i = 0; i < n; i += 1) yy += (yTilde[i] as number) ** 2;
  return { q, rank, yTilde, yy };
}

export type BlockSums = { my: Float64Array; mm: Float64Array; qm: Float64Array };

/** x*'ỹ, x*'x* and Q'x* for every column of a whitened block (n×w row-major). */
export function scanBlock(scan: Scan, block: Float64Array, n: number, w: number): BlockSums {
  const { q, rank, yTilde } = scan;
  const my = new Float64Array(w);
  const mm = new Float64Array(w);
  const qm = new Float64Array(rank * w);
  for (let i = 0; i < n; i += 1) {
    const offset = i * w;
    const yi = yTilde[i] as number;
    for (let c = 0; c < w; c += 1) {
      const v = block[offset + c] as number;
      my[c] = (my[c] as number) + v * yi;
      mm[c] = (mm[c] as number) + v * v;
    }
    for (let k = 0; k < rank; k += 1) {
      const qik = q[i * rank + k] as number;
      const target = k * w;
      for (let c = 0; c < w; c += 1)
        qm[target + c] = (qm[target + c] as number) + qik * (block[offset + c] as number);
    }
  }
  return { my, mm, qm };
}

/** The test of column c of a block without missing calls; null when it is aliased with X. */
export function completeTest(
  scan: Scan,
  sums: BlockSums,
  c: number,
  w: number,
  df: number,
): MarkerTest | null {
  const { my, mm, qm } = sums;
  let residualSquares = mm[c] as number;
  for (let k = 0; k < scan.rank; k += 1) residualSquares -= (qm[k * w + c] as number) ** 2;
  if (!(residualSquares > 1e-10 * (mm[c] as number))) return null;
  const tau = (my[c] as number) / residualSquares;
  const rss = Math.max(scan.yy - tau * (my[c] as number), 0);
  const se = Math.sqrt(rss / df / residualSquares);
  return { tau, se, f: (tau / se) ** 2, df };
}
