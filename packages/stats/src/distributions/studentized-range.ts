/**
 * The studentized range distribution (Tukey's HSD, Student–Newman–Keuls): the law of
 * Q = (max − min of `nmeans` independent N(μ, σ²) means) / s, where ν·s²/σ² ~ χ²(ν) independent.
 *
 * This is a port of R's nmath `ptukey.c` / `qtukey.c` (Copenhaver & Holland 1988), keeping its
 * quadrature, cut-offs and secant iteration so the numbers are R's to ~1e-12:
 * - `wprob`: P(range of `nmeans` standard normals < w) by Hartley's form, 12-point
 *   Gauss–Legendre on (w/2, 8);
 * - `ptukey`: ∫ wprob(q·√(u)) · chi density dx, 16-point Gauss–Legendre over unit (or ½, ¼, ⅛
 *   for large ν) intervals of the scaled χ²; for ν > 25 000 the range law itself (ν = ∞).
 *
 * References: Copenhaver, M. D. & Holland, B. S. (1988) Computation of the distribution of the
 * maximum studentized range statistic with application to multiple significance testing of
 * simple effects. J. Statist. Comput. Simul. 30, 1–15. Odeh & Evans (1974) AS 70 for the start
 * value of the quantile. R: `ptukey`, `qtukey`.
 */

import { StatsError } from '../errors.ts';
import { normalCdf } from './distributions.ts';

/** Half of the 12-point Gauss–Legendre nodes and weights (wprob). */
const XLEG = [
  0.9815606342467192, 0.9041172563704749, 0.7699026741943047, 0.5873179542866175,
  0.3678314989981802, 0.1252334085114689,
];
const ALEG = [
  0.04717533638651183, 0.10693932599531843, 0.16007832854334622, 0.20316742672306592,
  0.2334925365383548, 0.24914704581340277,
];
/** Half of the 16-point Gauss–Legendre nodes and weights (ptukey). */
const XLEGQ = [
  0.9894009349916499, 0.9445750230732326, 0.8656312023878318, 0.755404408355003, 0.6178762444026438,
  0.45801677765722737, 0.2816035507792589, 0.09501250983763744,
];
const ALEGQ = [
  0.027152459411754096, 0.062253523938647894, 0.09515851168249279, 0.12462897125553388,
  0.14959598881657674, 0.16915651939500254, 0.18260341504492358, 0.1894506104550685,
];
const INV_SQRT_2PI = 0.3989422804014327;
const LN_SQRT_2PI = 0.9189385332046728;

/**
 * P(range of `cc` iid standard normals < w), raised to the power `rr` (R's static `wprob`).
 * Hartley: P = (2Φ(w/2) − 1)^cc + cc ∫_{w/2}^{8} φ(x) [Φ(x) − Φ(x − w)]^{cc−1} dx.
 */
function wprob(w: number, rr: number, cc: number): number {
  const qsqz = w * 0.5;
  if (qsqz >= 8) return 1;
  let prW = 2 * normalCdf(qsqz) - 1;
  prW = prW >= Math.exp(-50 / cc) ? prW ** cc : 0;
  const wincr = w > 3 ? 2 : 3;
  let blb = qsqz;
  const binc = (8 - qsqz) / wincr;
  let bub = blb + binc;
  let einsum = 0;
  const cc1 = cc - 1;
  const cutoff = Math.exp(-30 / cc1);
  for (let wi = 1; wi <= wincr; wi += 1) {
    let elsum = 0;
    const a = 0.5 * (bub + blb);
    const b = 0.5 * (bub - blb);
    for (let jj = 1; jj <= 12; jj += 1) {
      const j = jj > 6 ? 12 - jj : jj - 1;
      const xx = jj > 6 ? (XLEG[j] as number) : -(XLEG[j] as number);
      const ac = a + b * xx;
      const qexpo = ac * ac;
      if (qexpo > 60) break;
      const rinsum = normalCdf(ac) - normalCdf(ac - w);
      if (rinsum >= cutoff) elsum += (ALEG[j] as number) * Math.exp(-0.5 * qexpo) * rinsum ** cc1;
    }
    einsum += elsum * (2 * b * cc * INV_SQRT_2PI);
    blb = bub;
    bub += binc;
  }
  prW += einsum;
  if (prW <= Math.exp(-30 / rr)) return 0;
  prW **= rr;
  return prW >= 1 ? 1 : prW;
}

/** log Γ(x), x > 0: shift to x ≥ 10, then Stirling's series (truncation < 1e-16 there). */
function logGamma(x: number): number {
  let shift = 0;
  let z = x;
  while (z < 10) {
    shift += Math.log(z);
    z += 1;
  }
  const z2 = 1 / (z * z);
  const series =
    (1 / z) *
    (1 / 12 -
      z2 *
        (1 / 360 -
          z2 *
            (1 / 1260 - z2 * (1 / 1680 - z2 * (1 / 1188 - z2 * (691 / 360360 - z2 * (1 / 156)))))));
  return LN_SQRT_2PI + (z - 0.5) * Math.log(z) - z + series - shift;
}

function checkArguments(nmeans: number, df: number, nranges: number): void {
  if (!(nmeans >= 2) || !(df >= 2) || !(nranges >= 1))
    throw new StatsError('notEnoughData', 'studentized range: too few means or df', {
      key: 'noResidualDf',
    });
}

/** The lower tail P(Q ≤ q) exactly as R's `ptukey(q, nmeans, df, nranges)` computes it. */
function lowerTail(q: number, nmeans: number, df: number, nranges: number): number {
  if (q <= 0) return 0;
  if (!Number.isFinite(q)) return 1;
  if (df > 25000) return wprob(q, nranges, nmeans);
  const f2 = df * 0.5;
  const f21 = f2 - 1;
  const ff4 = df * 0.25;
  const ulen = df <= 100 ? 1 : df <= 800 ? 0.5 : df <= 5000 ? 0.25 : 0.125;
  const f2lf = f2 * Math.log(df) - df * Math.LN2 - logGamma(f2) + Math.log(ulen);
  let ans = 0;
  for (let i = 1; i <= 50; i += 1) {
    let otsum = 0;
    const twa1 = (2 * i - 1) * ulen;
    for (let jj = 1; jj <= 16; jj += 1) {
      const upper = jj > 8;
      const j = upper ? jj - 9 : jj - 1;
      const xu = (XLEGQ[j] as number) * ulen;
      // log density of u = 2s² (s² ~ χ²(ν)/ν) at the node, times the interval width
      const t1 = upper
        ? f2lf + f21 * Math.log(twa1 + xu) - (xu + twa1) * ff4
        : f2lf + f21 * Math.log(twa1 - xu) + (xu - twa1) * ff4;
      if (t1 >= -30) {
        const qsqz = q * Math.sqrt((upper ? xu + twa1 : twa1 - xu) * 0.5);
        otsum += wprob(qsqz, nranges, nmeans) * (ALEGQ[j] as number) * Math.exp(t1);
      }
    }
    // at least 1/ulen intervals, so the left tail of the chi density is never cut short
    if (i * ulen >= 1 && otsum <= 1e-14) break;
    ans += otsum;
  }
  return ans > 1 ? 1 : ans;
}

/**
 * P(Q ≤ q) for the studentized range of `nmeans` means with `df` error degrees of freedom
 * (R: `ptukey(q, nmeans, df, nranges)`). `df` may be fractional or `Infinity`; `nranges` > 1
 * gives the maximum of that many independent ranges (Copenhaver & Holland's simple effects).
 * @throws StatsError('notEnoughData') when nmeans < 2, df < 2 or nranges < 1
 */
export function tukeyCdf(q: number, nmeans: number, df: number, nranges = 1): number {
  checkArguments(nmeans, df, nranges);
  return lowerTail(q, nmeans, df, nranges);
}

/**
 * P(Q > q), the p-value of Tukey's HSD for a pair of means at q = |ȳᵢ − ȳⱼ| / √(MSE/n)
 * (R: `ptukey(q, nmeans, df, lower.tail = FALSE)`, which is 1 − the lower tail: the absolute
 * accuracy is ~1e-14, so p-values below ~1e-12 are only that small, not exact, in R too).
 * @throws StatsError('notEnoughData') when nmeans < 2, df < 2 or nranges < 1
 */
export function tukeySurvival(q: number, nmeans: number, df: number, nranges = 1): number {
  checkArguments(nmeans, df, nranges);
  return 1 - lowerTail(q, nmeans, df, nranges);
}

/** Odeh & Evans (1974, AS 70) start value for the quantile, as R's `qinv`. */
function startValue(p: number, c: number, v: number): number {
  const ps = 0.5 - 0.5 * p;
  const yi = Math.sqrt(Math.log(1 / (ps * ps)));
  let t =
    yi +
    ((((yi * -0.453642210148e-4 - 0.204231210125) * yi - 0.342242088547) * yi - 1) * yi +
      0.322232421088) /
      ((((yi * 0.38560700634e-2 + 0.10353775285) * yi + 0.531103462366) * yi + 0.588581570495) *
        yi +
        0.099348462606);
  if (v < 120) t += (t * t * t + t) / v / 4;
  let q = 0.8832 - 0.2368 * t;
  if (v < 120) q += -1.214 / v + (1.208 * t) / v;
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: AS 70's 4-digit √2, as R has it
  return t * (q * Math.log(c - 1) + 1.4142);
}

/**
 * The p-quantile of the studentized range (R: `qtukey(p, nmeans, df, nranges)`); qtukey(0.95,
 * k, dfE)·√(MSE/n) is Tukey's HSD. Secant iteration from the AS 70 start value, stopped when two
 * iterates differ by < 1e-4, exactly as R (the result is R's to ~1e-12, the true quantile to
 * ~1e-9). Where R's secant fails (it returns NaN, e.g. p = 0.5 with 50+ means) this bisects
 * instead, to 1e-12 relative.
 * @throws StatsError('notEnoughData') when nmeans < 2, df < 2 or nranges < 1, or p ∉ [0, 1)
 */
export function tukeyQuantile(p: number, nmeans: number, df: number, nranges = 1): number {
  checkArguments(nmeans, df, nranges);
  if (!(p >= 0 && p < 1))
    throw new StatsError('notEnoughData', `probability ${p} not in [0, 1)`, { key: 'outOfRange' });
  if (p === 0) return 0;
  const cdf = (q: number) => lowerTail(q, nmeans, df, nranges) - p;
  let x0 = startValue(p, nmeans, df);
  let valx0 = cdf(x0);
  let x1 = valx0 > 0 ? Math.max(0, x0 - 1) : x0 + 1;
  let valx1 = cdf(x1);
  for (let iter = 1; iter < 50; iter += 1) {
    let ans = x1 - (valx1 * (x1 - x0)) / (valx1 - valx0);
    if (!Number.isFinite(ans)) break;
    valx0 = valx1;
    x0 = x1;
    if (ans < 0) ans = 0;
    valx1 = cdf(ans);
    x1 = ans;
    if (Math.abs(x1 - x0) < 1e-4) return ans;
  }
  return bisect(cdf, startValue(p, nmeans, df));
}

/** The root of the increasing `f` on (0, ∞) by bracketing from `start` and bisection. */
function bisect(f: (q: number) => number, start: number): number {
  let lo = 0;
  let hi = Math.max(start, 1);
  while (f(hi) < 0) {
    lo = hi;
    hi *= 2;
    // the lower tail levels off just below 1 (R's cut-offs): p is beyond what it resolves
    if (hi > 1e6) {
      throw new StatsError('notEnoughData', 'quantile beyond the studentized range', {
        key: 'outOfRange',
      });
    }
  }
  while (hi - lo > 1e-12 * hi) {
    const mid = 0.5 * (lo + hi);
    if (f(mid) < 0) lo = mid;
    else hi = mid;
  }
  return 0.5 * (lo + hi);
}
