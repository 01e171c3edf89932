/**
 * The missing-call terms of a pass: GiGi' = X0X0' + Y + Y', X0 the dosages with missing → 0,
 * Y = D·H' for D = u_t at the missing calls (0 elsewhere) and H = X0 + D/2 (so the diagonal
 * gets Y_ii + Y'_ii = Σ u_t² over i's missing calls, as GiGi' should). Row k of Y is u_t times
 * row t of H summed over k's missing markers: a sweep along the marker-major codes and along
 * one row of the accumulator, up to eight markers per sweep, so both stay in cache. Y'_ik = Y_ki is
 * kept where row k's sweep writes it: left of the diagonal in row k when k is a row of the part,
 * else in `lower`; finishPart adds it to the pair (i, k).
 */
import { MISSING_CALL } from '../dosage-matrix.ts';

/** Markers per sweep along a row of the accumulator. */
const SWEEP = 8;

/** Scratch of the missing-call terms: one sample's missing markers, up to four h rows. */
export type MissingCalls = {
  markers: Uint16Array;
  /** u_t times [0, 1, 2, u_t/2] for up to eight markers, and their rows in the codes */
  h: Float64Array;
  rows: Int32Array;
};

/** Scratch for passes of at most `markers` markers. */
export function createMissingCalls(markers: number): MissingCalls {
  return { markers: new Uint16Array(markers), h: new Float64Array(32), rows: new Int32Array(8) };
}

/** acc[row + c] += Σ_j h_j[codes[rows_j + c]] for c in [i, n), j < count (1 to 8 markers). */
function addRowSweep(
  acc: Float64Array,
  row: number,
  codes: Uint8Array,
  h: Float64Array,
  rows: Int32Array,
  count: number,
  i: number,
  n: number,
) {
  const a0 = rows[0] as number;
  if (count === 1) {
    for (let c = i; c < n; c += 1)
      acc[row + c] = (acc[row + c] as number) + (h[codes[a0 + c] as number] as number);
    return;
  }
  const a1 = rows[1] as number;
  if (count === 2) {
    for (let c = i; c < n; c += 1)
      acc[row + c] =
        (acc[row + c] as number) +
        (h[codes[a0 + c] as number] as number) +
        (h[4 + (codes[a1 + c] as number)] as number);
    return;
  }
  // up to eight markers: the absent ones' weights are 0 (their rows repeat the first)
  h.fill(0, 4 * count, 32);
  const at = (j: number) => (j < count ? (rows[j] as number) : a0);
  const [a2, a3, a4, a5, a6, a7] = [at(2), at(3), at(4), at(5), at(6), at(7)];
  for (let c = i; c < n; c += 1)
    acc[row + c] =
      (acc[row + c] as number) +
      (h[codes[a0 + c] as number] as number) +
      (h[4 + (codes[a1 + c] as number)] as number) +
      (h[8 + (codes[a2 + c] as number)] as number) +
      (h[12 + (codes[a3 + c] as number)] as number) +
      (h[16 + (codes[a4 + c] as number)] as number) +
      (h[20 + (codes[a5 + c] as number)] as number) +
      (h[24 + (codes[a6 + c] as number)] as number) +
      (h[28 + (codes[a7 + c] as number)] as number);
}

/** The state of the part the terms are added to (a subset of gram-pass.ts's GramState). */
type Part = {
  n: number;
  start: number;
  end: number;
  width: number;
  firstPanel: number;
  acc: Float64Array;
  /** Y'_ik for rows i of the part and later samples k ≥ end: (n − end) × (end − start) */
  lower: Float64Array;
  codes: Uint8Array;
  u: Float64Array;
};

/**
 * Adds Y + Y' of markers [from, from + k) of a sample-major chunk of m markers to the part
 * (`codes` already holds the pass marker-major, `u` its 2p): row k of Y for every sample k ≥
 * start with a missing call, into row k of `acc` over columns ≥ start when k is a row of the
 * part (its entries left of the diagonal are Y'_ck, read by finishPart), and into row k − end
 * of `lower` (columns start..end) when k is a later sample.
 */
export function addMissingCallTerms(
  part: Part,
  list: MissingCalls,
  calls: Uint8Array,
  m: number,
  from: number,
  k: number,
): void {
  const { n, start, end, width, acc, lower, codes, u } = part;
  const { markers, h, rows } = list;
  const base = 4 * part.firstPanel;
  const lowerWidth = end - start;
  for (let i = start; i < n; i += 1) {
    const at = i * m + from;
    let count = 0;
    for (let t = 0; t < k; t += 1)
      if (calls[at + t] === MISSING_CALL && (u[t] as number) !== 0) {
        markers[count] = t;
        count += 1;
      }
    if (count === 0) continue;
    const own = i < end;
    const target = own ? acc : lower;
    const row = own ? (i - base) * width : (i - end) * lowerWidth - start;
    const stop = own ? n : end;
    let diagonal = 0;
    for (let e = 0; e < count; ) {
      let j = 0;
      for (; j < SWEEP && e < count; j += 1, e += 1) {
        const t = markers[e] as number;
        const d = u[t] as number;
        h[4 * j + 1] = d;
        h[4 * j + 2] = 2 * d;
        h[4 * j + 3] = (d * d) / 2;
        rows[j] = t * n;
        diagonal += (d * d) / 2;
      }
      addRowSweep(target, row, codes, h, rows, j, start, stop);
    }
    // Y'_ii = Y_ii: the sweep added the diagonal once
    if (own) acc[row + i] = (acc[row + i] as number) + diagonal;
  }
}
