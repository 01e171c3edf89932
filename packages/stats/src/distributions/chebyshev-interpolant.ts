/**
 * Piecewise Chebyshev interpolation of a smooth function that is costly to evaluate (the
 * studentized range and Dunnett tails), so that many evaluations cost a few dozen calls of the
 * function itself.
 *
 * Reference: Berrut & Trefethen (2004) Barycentric Lagrange interpolation, SIAM Rev. 46:501.
 */

type Piece = (x: number) => number;
const CHEBYSHEV_DEGREE = 16;

/** Barycentric interpolant on Chebyshev points of the second kind (Berrut & Trefethen 2004). */
function chebyshevPiece(f: (x: number) => number, a: number, b: number): Piece {
  const n = CHEBYSHEV_DEGREE;
  const nodes = new Float64Array(n + 1);
  const values = new Float64Array(n + 1);
  const weights = new Float64Array(n + 1);
  for (let j = 0; j <= n; j += 1) {
    nodes[j] = (a + b) / 2 + ((b - a) / 2) * Math.cos((j * Math.PI) / n);
    values[j] = f(nodes[j] as number);
    weights[j] = (j % 2 === 0 ? 1 : -1) * (j === 0 || j === n ? 0.5 : 1);
  }
  return (x: number) => {
    let numerator = 0;
    let denominator = 0;
    for (let j = 0; j <= n; j += 1) {
      const d = x - (nodes[j] as number);
      if (d === 0) return values[j] as number;
      const w = (weights[j] as number) / d;
      numerator += w * (values[j] as number);
      denominator += w;
    }
    return numerator / denominator;
  };
}

/**
 * A piecewise Chebyshev interpolant of `f` on [a, b] (x outside is clamped). Pieces are halved
 * until each matches `f` within `tolerance` at three points between its nodes; a piece still
 * failing at width (b − a)/4096 (a jump of `f`, such as R's ptukey cut-offs for many means and
 * few df) calls `f` itself, so every value is `f`'s within `tolerance`.
 */
export function buildInterpolant(
  f: (x: number) => number,
  a: number,
  b: number,
  tolerance: number,
): (x: number) => number {
  const starts: number[] = [];
  const pieces: Piece[] = [];
  const minimumWidth = (b - a) / 4096;
  const refine = (lo: number, hi: number) => {
    const piece = chebyshevPiece(f, lo, hi);
    const fits = [0.03, 0.51, 0.97].every((offset) => {
      const x = lo + offset * (hi - lo);
      return Math.abs(piece(x) - f(x)) <= tolerance;
    });
    if (fits || hi - lo <= minimumWidth) {
      starts.push(lo);
      pieces.push(fits ? piece : f);
      return;
    }
    refine(lo, (lo + hi) / 2);
    refine((lo + hi) / 2, hi);
  };
  for (let s = 0; s < 4; s += 1)
    refine(a + ((b - a) * s) / 4, s === 3 ? b : a + ((b - a) * (s + 1)) / 4);
  return (x: number) => {
    const clamped = Math.min(b, Math.max(a, x));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= clamped) lo = mid;
      else hi = mid - 1;
    }
    return (pieces[lo] as Piece)(clamped);
  };
}
