/**
 * One pass of the centred Gram accumulation over ≤ 512 markers of a chunk. With Gi the
 * mean-imputed dosages and u = 2p, WW' = GiGi' − r1' − 1r' + s·11' (r = Gi·u, s = u'u), so a
 * pass adds GiGi' to the accumulator and u-weighted sums to r and s:
 * - few missing calls (≤ 15 %): GiGi' = X0X0' + (Y + Y'), X0 the dosages with missing → 0, an
 *   exact integer product by table look-up (lookup-gram-kernel.ts), and Y = D·H' for D = u_j
 *   at the missing calls, H = X0 + D/2 (missing-call-terms.ts);
 * - many missing calls: GiGi' with the float kernel (gram-kernel.ts).
 *
 * The accumulator `acc` (rows of the part × `width` = 16·⌈n/16⌉) holds the upper triangle,
 * row i from column i on; left of the diagonal, row k holds Y'_ik = Y_ki for the rows i ≥ start
 * (the look-up kernel writes only from the diagonal on; the float kernel's diagonal tiles are
 * restored), and `lower` holds Y_ki for samples k after the part.
 */
import { MISSING_CALL } from '../dosage-matrix.ts';
import { addPanelGram } from './gram-kernel.ts';
import { addLookupGram, encodeGroupCodes, type LookupScratch } from './lookup-gram-kernel.ts';
import { addMissingCallTerms, type MissingCalls } from './missing-call-terms.ts';

/** Markers per pass. */
export const PASS_MARKERS = 512;
/** Above this share of missing calls in a pass, the float kernel is cheaper than Y. */
const FLOAT_PATH_MISSING = 0.15;

/** The state a pass updates, allocated once by the accumulator. */
export type GramState = {
  n: number;
  start: number;
  end: number;
  width: number;
  firstPanel: number;
  endPanel: number;
  acc: Float64Array;
  /** Y' of the later samples (missing-call-terms.ts) */
  lower: Float64Array;
  /** r = Gi·u, all samples */
  r: Float64Array;
  totals: { s: number; sumTwoPq: number; markers: number };
  /** scratch: row panels (width × PASS_MARKERS), marker-major codes, u */
  rowPanels: Float64Array;
  codes: Uint8Array;
  u: Float64Array;
  /** scratch of the look-up kernel: base-3 codes of five markers, tables */
  groupCodes: Uint16Array;
  lookup: LookupScratch;
  /** scratch of the missing-call terms */
  missingCalls: MissingCalls;
  /** six entries per row panel (the float path) */
  saved: Float64Array;
};

/** Adds markers [from, to) of a sample-major chunk of m markers (calls) to the state. */
export function addGramPass(
  state: GramState,
  calls: Uint8Array,
  m: number,
  from: number,
  to: number,
): void {
  const { n, codes, u, r, totals, rowPanels } = state;
  const k = to - from;
  for (let i = 0; i < n; i += 1) {
    const row = i * m + from;
    for (let t = 0; t < k; t += 1) codes[t * n + i] = calls[row + t] as number;
  }
  let missing = 0;
  let cells = 0;
  for (let t = 0; t < k; t += 1) {
    let called = 0;
    let sum = 0;
    for (let i = t * n; i < (t + 1) * n; i += 1) {
      const c = codes[i] as number;
      if (c !== MISSING_CALL) {
        called += 1;
        sum += c;
      }
    }
    const twoP = called > 0 ? sum / called : 0;
    u[t] = twoP;
    if (called === 0) continue; // no information: every value of W is 0
    const p = twoP / 2;
    totals.markers += 1;
    totals.sumTwoPq += 2 * p * (1 - p);
    totals.s += twoP * twoP;
    missing += n - called;
    cells += n;
    for (let i = 0; i < n; i += 1) {
      const c = codes[t * n + i] as number;
      r[i] = (r[i] as number) + (c === MISSING_CALL ? twoP : c) * twoP;
    }
  }
  if (cells === 0) return;
  const packed = missing <= FLOAT_PATH_MISSING * cells;
  if (!packed) {
    for (let i = 0; i < n; i += 1) {
      const at = (i >> 2) * 4 * k + (i & 3);
      for (let t = 0; t < k; t += 1) {
        const c = codes[t * n + i] as number;
        rowPanels[at + 4 * t] = c !== MISSING_CALL ? c : (u[t] as number);
      }
    }
    // the diagonal tiles' entries left of the diagonal hold Y' terms: keep them
    const { acc, width, firstPanel, endPanel, saved } = state;
    for (let p = firstPanel, s = 0; p < endPanel; p += 1)
      for (let a = 1; a < 4; a += 1)
        for (let b = 0; b < a; b += 1, s += 1)
          saved[s] = acc[(4 * (p - firstPanel) + a) * width + 4 * p + b] as number;
    addPanelGram(rowPanels, width / 4, k, firstPanel, endPanel, acc, width);
    for (let p = firstPanel, s = 0; p < endPanel; p += 1)
      for (let a = 1; a < 4; a += 1)
        for (let b = 0; b < a; b += 1, s += 1)
          acc[(4 * (p - firstPanel) + a) * width + 4 * p + b] = saved[s] as number;
    return;
  }
  const groups = encodeGroupCodes(calls, n, m, from, k, state.groupCodes);
  addLookupGram(
    codes,
    state.groupCodes,
    n,
    k,
    groups,
    state.start,
    state.end,
    4 * state.firstPanel,
    state.acc,
    state.width,
    state.lookup,
  );
  if (missing > 0) addMissingCallTerms(state, state.missingCalls, calls, m, from, k);
}
