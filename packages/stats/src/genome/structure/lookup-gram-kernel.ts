/**
 * C += X·X' for integer dosages X ∈ {0, 1, 2} by table look-up (plink 1.9's `--make-rel` idea,
 * exact here): a column sample's dosages at five markers form one base-3 code (3⁵ = 243), and
 * a table per block of five row samples holds, for every code, the five markers' products with
 * the five rows packed in one double (x₀ + x₁·2¹⁰ + … + x₄·2⁴⁰). One load and one add then
 * sum 5 × 5 = 25 products, every sum an exact integer: a field gains at most 4 per marker and
 * is unpacked every 51 groups (≤ 1020 < 2¹⁰). Two blocks' tables are interleaved so one load
 * of a column code serves both. GRM of 2,000 × 10,000 (1 % missing, both row halves, one
 * core): ~0.8 s in this kernel; the whole GRM took 5.5 s with the earlier packed kernel, ~1.9 s now.
 *
 * Layout: `codes` (marker-major, `codes[t·n + i]`, missing counted as 0) fills the tables;
 * `groupCodes[i·groups + g]` = 2·(243·g + base-3 code of sample i at markers 5g..5g+4 of the
 * pass, missing → 0) indexes the interleaved tables of all groups directly.
 */
import { MISSING_CALL } from '../dosage-matrix.ts';

/** Markers per base-3 code. */
export const GROUP_MARKERS = 5;
/** Codes per group (3⁵). */
export const GROUP_CODES = 243;
/** Samples packed in one double, in fields of 10 bits. */
const ROWS = 5;
const FIELD = 1024;
/** Groups summed before the fields are unpacked: 51 × 5 markers × 4 ≤ 1023. */
const SPAN_GROUPS = 51;
const DOSAGE = Uint8Array.from([0, 1, 2, 0]);

/**
 * groupCodes[i·groups + g] for markers [from, from + k) of a sample-major chunk of m markers.
 * @returns the number of groups, ⌈k / 5⌉
 */
export function encodeGroupCodes(
  calls: Uint8Array,
  n: number,
  m: number,
  from: number,
  k: number,
  groupCodes: Uint16Array,
): number {
  const groups = Math.ceil(k / GROUP_MARKERS);
  if (2 * GROUP_CODES * groups > 65_536) throw new Error(`${k} markers overflow the codes`);
  const full = Math.floor(k / GROUP_MARKERS);
  for (let i = 0; i < n; i += 1) {
    let at = i * m + from;
    const out = i * groups;
    for (let g = 0; g < full; g += 1, at += GROUP_MARKERS) {
      groupCodes[out + g] =
        2 *
        (GROUP_CODES * g +
          (DOSAGE[calls[at] as number] as number) +
          3 * (DOSAGE[calls[at + 1] as number] as number) +
          9 * (DOSAGE[calls[at + 2] as number] as number) +
          27 * (DOSAGE[calls[at + 3] as number] as number) +
          81 * (DOSAGE[calls[at + 4] as number] as number));
    }
    if (full < groups) {
      let code = 0;
      for (let t = full * GROUP_MARKERS, w = 1; t < k; t += 1, w *= 3)
        code += w * (DOSAGE[calls[i * m + from + t] as number] as number);
      groupCodes[out + full] = 2 * (GROUP_CODES * full + code);
    }
  }
  return groups;
}

/** table[243·g + code] for the samples r0..r0 + rows − 1 (packed), all groups of the pass. */
function buildTable(
  codes: Uint8Array,
  n: number,
  k: number,
  r0: number,
  rows: number,
  groups: number,
  table: Float64Array,
  packed: Float64Array,
  offset: number,
) {
  for (let t = 0; t < GROUP_MARKERS * groups; t += 1) {
    let v = 0;
    if (t < k) {
      const at = t * n + r0;
      for (let r = 0, shift = 1; r < rows; r += 1, shift *= FIELD) {
        const c = codes[at + r] as number;
        if (c !== MISSING_CALL) v += c * shift;
      }
    }
    packed[t] = v;
  }
  let at = offset;
  for (let g = 0; g < groups; g += 1) {
    const t = GROUP_MARKERS * g;
    const v0 = packed[t] as number;
    const v1 = packed[t + 1] as number;
    const v2 = packed[t + 2] as number;
    const v3 = packed[t + 3] as number;
    const v4 = packed[t + 4] as number;
    for (let d4 = 0, s4 = 0; d4 < 3; d4 += 1, s4 += v4)
      for (let d3 = 0, s3 = s4; d3 < 3; d3 += 1, s3 += v3)
        for (let d2 = 0, s2 = s3; d2 < 3; d2 += 1, s2 += v2)
          for (let d1 = 0, s1 = s2; d1 < 3; d1 += 1, s1 += v1) {
            table[at] = s1;
            table[at + 2] = s1 + v0;
            table[at + 4] = s1 + 2 * v0;
            at += 6;
          }
  }
}

/** Adds the `rows` fields of packed sum v to acc[at], acc[at + width], … */
function unpackColumn(v: number, rows: number, acc: Float64Array, at: number, width: number) {
  for (let r = 0; r < rows; r += 1, at += width) {
    const rest = Math.floor(v / FIELD);
    acc[at] = (acc[at] as number) + (v - rest * FIELD);
    v = rest;
  }
}

/** Scratch a pass of the look-up kernel needs (allocated once). */
export type LookupScratch = {
  table: Float64Array;
  packed: Float64Array;
};

/** Scratch for passes of at most `markers` markers. */
export function createLookupScratch(markers: number): LookupScratch {
  const groups = Math.ceil(markers / GROUP_MARKERS);
  return {
    table: new Float64Array(2 * groups * GROUP_CODES),
    packed: new Float64Array(groups * GROUP_MARKERS),
  };
}

/**
 * acc += X·X' for the rows [start, end), in blocks of five rows from each block's first row
 * on (the upper triangle and a few entries left of the diagonal). `acc` has rows of `width`
 * ≥ n; row r is sample base + r.
 */
export function addLookupGram(
  codes: Uint8Array,
  groupCodes: Uint16Array,
  n: number,
  k: number,
  groups: number,
  start: number,
  end: number,
  base: number,
  acc: Float64Array,
  width: number,
  scratch: LookupScratch,
): void {
  const { table, packed } = scratch;
  for (let r0 = start; r0 < end; r0 += 2 * ROWS) {
    // two blocks of five rows share the loads of the column codes
    const rowsA = Math.min(ROWS, end - r0);
    const rowsB = Math.max(0, Math.min(ROWS, end - r0 - ROWS));
    buildTable(codes, n, k, r0, rowsA, groups, table, packed, 0);
    buildTable(codes, n, k, r0 + ROWS, rowsB, groups, table, packed, 1);
    const rowAt = (r0 - base) * width;
    const rowAtB = rowAt + ROWS * width;
    for (let g0 = 0; g0 < groups; g0 += SPAN_GROUPS) {
      const g1 = Math.min(groups, g0 + SPAN_GROUPS);
      for (let i = r0; i < n; i += 1) {
        // two independent sums per block hide the latency of the adds
        let a0 = 0;
        let a1 = 0;
        let b0 = 0;
        let b1 = 0;
        const stop = i * groups + g1;
        let o = i * groups + g0;
        for (; o + 3 < stop; o += 4) {
          const c0 = groupCodes[o] as number;
          const c1 = groupCodes[o + 1] as number;
          const c2 = groupCodes[o + 2] as number;
          const c3 = groupCodes[o + 3] as number;
          a0 += (table[c0] as number) + (table[c2] as number);
          b0 += (table[c0 + 1] as number) + (table[c2 + 1] as number);
          a1 += (table[c1] as number) + (table[c3] as number);
          b1 += (table[c1 + 1] as number) + (table[c3 + 1] as number);
        }
        for (; o < stop; o += 1) {
          const c0 = groupCodes[o] as number;
          a0 += table[c0] as number;
          b0 += table[c0 + 1] as number;
        }
        // only rows ≤ i: the entries left of the diagonal hold other terms (finishPart)
        const above = i - r0 + 1;
        unpackColumn(a0 + a1, Math.min(rowsA, above), acc, rowAt + i, width);
        unpackColumn(b0 + b1, Math.min(rowsB, above - ROWS), acc, rowAtB + i, width);
      }
    }
  }
}
