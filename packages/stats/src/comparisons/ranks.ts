/**
 * Ranks of numeric values with ties averaged (R's `rank`, ties.method = "average"), from an
 * O(n) radix sort; missing values (NaN) are left out.
 */

const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
const LO = LITTLE_ENDIAN ? 0 : 1;
const HI = 1 - LO;
/** LSD radix passes over the 64-bit key: [word, shift] of each 11-bit digit. */
const DIGITS = [
  [LO, 0],
  [LO, 11],
  [LO, 22],
  [HI, 0],
  [HI, 11],
  [HI, 22],
] as const;

/**
 * Row indices of the non-missing values of `x` in ascending order of value (stable): an LSD
 * radix sort on the IEEE-754 bits, made order-preserving by flipping the sign bit of positive
 * numbers and every bit of negative ones (−0 taken as +0). O(n), unlike a comparison sort.
 */
export function sortOrder(x: Float64Array): Uint32Array {
  let m = 0;
  for (let i = 0; i < x.length; i += 1) if (!Number.isNaN(x[i] as number)) m += 1;
  const rows = new Uint32Array(m);
  const keys = new Float64Array(m);
  m = 0;
  for (let i = 0; i < x.length; i += 1) {
    const v = x[i] as number;
    if (Number.isNaN(v)) continue;
    rows[m] = i;
    keys[m] = v === 0 ? 0 : v;
    m += 1;
  }
  const words = new Uint32Array(keys.buffer);
  for (let t = 0; t < 2 * m; t += 2) {
    const hi = words[t + HI] as number;
    if (hi >= 0x80000000) {
      words[t + HI] = ~hi;
      words[t + LO] = ~(words[t + LO] as number);
    } else words[t + HI] = hi | 0x80000000;
  }
  let perm = new Uint32Array(m);
  for (let t = 0; t < m; t += 1) perm[t] = t;
  let next = new Uint32Array(m);
  const count = new Uint32Array(2048);
  for (const [word, shift] of DIGITS) {
    count.fill(0);
    for (let t = 0; t < m; t += 1) {
      const digit = ((words[2 * (perm[t] as number) + word] as number) >>> shift) & 2047;
      count[digit] = (count[digit] as number) + 1;
    }
    // every key has the same digit here (common for sign and exponent): nothing to move
    if (
      m === 0 ||
      count[((words[2 * (perm[0] as number) + word] as number) >>> shift) & 2047] === m
    )
      continue;
    let sum = 0;
    for (let d = 0; d < 2048; d += 1) {
      const c = count[d] as number;
      count[d] = sum;
      sum += c;
    }
    for (let t = 0; t < m; t += 1) {
      const position = perm[t] as number;
      const digit = ((words[2 * position + word] as number) >>> shift) & 2047;
      next[count[digit] as number] = position;
      count[digit] = (count[digit] as number) + 1;
    }
    [perm, next] = [next, perm];
  }
  for (let t = 0; t < m; t += 1) next[t] = rows[perm[t] as number] as number;
  return next;
}

/** Average ranks along `order` (rows sorted by value) written into `ranks` at each row. */
export function rankAlong(order: Uint32Array, x: Float64Array, ranks: Float64Array): void {
  const m = order.length;
  for (let start = 0; start < m; ) {
    const v = x[order[start] as number];
    let end = start + 1;
    while (end < m && x[order[end] as number] === v) end += 1;
    const mid = (start + end + 1) / 2;
    for (let t = start; t < end; t += 1) ranks[order[t] as number] = mid;
    start = end;
  }
}

/**
 * Average ranks, 1-based, ties sharing the mean of their positions (R: `rank(x)`,
 * ties.method = "average"); a missing value (NaN) gets NaN and does not count.
 */
export function computeRanks(values: ArrayLike<number>): Float64Array {
  const x = Float64Array.from(values);
  const ranks = new Float64Array(x.length).fill(Number.NaN);
  rankAlong(sortOrder(x), x, ranks);
  return ranks;
}
