/**
 * Multiple comparisons of treatment means after an ANOVA: the least significant difference
 * (LSD, Russian НСР), Tukey's HSD, every treatment against a control (LSD-type t, Student and
 * Welch two-sample t-tests, Dunnett) and agricolae's letter groups.
 *
 * Pairs are in R's `combn` order, (1,2), (1,3), …, (2,3), …, and a pair's difference is
 * mean(i) − mean(j) (agricolae's sign; R's `TukeyHSD` prints j − i).
 *
 * References: Dospekhov B. A. (1985) Методика полевого опыта, §10.3 (НСР); Fisher (1935);
 * Tukey (1953), Kramer (1956) (unequal n); Dunnett (1955) JASA 50:1096, Dunnett (1964)
 * Biometrics 20:482; de Mendiburu, agricolae `LSD.test`, `HSD.test`, `orderPvalue`; R `TukeyHSD`,
 * `t.test`, multcomp `glht(mcp(… = "Dunnett"))`.
 */
import { chiSquareQuantile, normalCdf, tQuantile, tTwoSidedP } from './distributions.ts';
import { StatsError } from './errors.ts';
import { encodeFactor } from './linear-model.ts';
import { tukeyQuantile, tukeySurvival } from './studentized-range.ts';

/** Group means and sizes (a `GroupSummary` of `anova.ts` fits). */
export type GroupMeans = {
  levels: readonly string[];
  means: ArrayLike<number>;
  counts: ArrayLike<number>;
};

/** Group means with within-group sums of squares Σ(y − ȳᵢ)², for two-sample t-tests. */
export type GroupMoments = GroupMeans & { withinSs: ArrayLike<number> };

/** One treatment against the control. */
export type ControlComparison = {
  level: string;
  /** mean(level) − mean(control) */
  difference: number;
  se: number;
  t: number;
  df: number;
  /** Two-sided p-value (unadjusted unless stated). */
  p: number;
  lower: number;
  upper: number;
};

/** Every pair i < j in combn order; arrays are indexed by pair. */
export type PairwiseComparisons = {
  first: Int32Array;
  second: Int32Array;
  /** mean(first) − mean(second) */
  difference: Float64Array;
  se: Float64Array;
  p: Float64Array;
  lower: Float64Array;
  upper: Float64Array;
  /**
   * The critical value multiplying `se` in the interval: t for the LSD, the studentized range
   * quantile q for Tukey (whose `se` is √(MSE/2·(1/nᵢ + 1/nⱼ)), so q = |difference|/se).
   */
  critical: number;
};

function requirePositiveDf(dfError: number): void {
  if (!(dfError >= 1)) throw new StatsError('notEnoughData', 'no error degrees of freedom');
}

/**
 * Least significant difference (НСР) between two means at level `alpha` (two-sided):
 * LSD = t(1 − α/2, dfE)·√(MSE·(1/n₁ + 1/n₂)); equal n: НСР₀₅ = t₀₅·√(2·MSE/n) (Dospekhov).
 * Assumes the ANOVA's normal errors with a common variance.
 * @throws StatsError('notEnoughData') when dfError < 1
 */
export function computeLsd(
  mse: number,
  dfError: number,
  n1: number,
  n2 = n1,
  alpha = 0.05,
): number {
  requirePositiveDf(dfError);
  return tQuantile(1 - alpha / 2, dfError) * Math.sqrt(mse * (1 / n1 + 1 / n2));
}

function findLevel(levels: readonly string[], control: string): number {
  const index = levels.indexOf(control);
  if (index < 0) throw new StatsError('pickControl', `control ${control} is not a level`);
  return index;
}

/**
 * Each treatment against the control with the ANOVA error (R case 04: RCBD, LSD-type):
 * t = (ȳᵢ − ȳ₀)/√(MSE·(1/nᵢ + 1/n₀)), p = 2·P(T_dfE > |t|), CI = difference ± LSD.
 * The difference is significant at α exactly when |difference| > LSD = t(1 − α/2)·SE.
 * @throws StatsError('pickControl') when the control is not a level
 */
export function compareWithControl(
  groups: GroupMeans,
  control: string,
  mse: number,
  dfError: number,
  confidence = 0.95,
): ControlComparison[] {
  requirePositiveDf(dfError);
  const c = findLevel(groups.levels, control);
  const tCritical = tQuantile(1 - (1 - confidence) / 2, dfError);
  const m0 = groups.means[c] as number;
  const n0 = groups.counts[c] as number;
  const rows: ControlComparison[] = [];
  groups.levels.forEach((level, i) => {
    if (i === c) return;
    const difference = (groups.means[i] as number) - m0;
    const se = Math.sqrt(mse * (1 / (groups.counts[i] as number) + 1 / n0));
    const t = difference / se;
    const half = tCritical * se;
    const p = tTwoSidedP(t, dfError);
    rows.push({
      level,
      difference,
      se,
      t,
      df: dfError,
      p,
      lower: difference - half,
      upper: difference + half,
    });
  });
  return rows;
}

/**
 * Two-sample t-tests of each group against the control using only the two groups' data
 * (R: `t.test(x, control, var.equal = TRUE | FALSE)`). Student: pooled s² = (SS₁ + SS₀)/(n₁ + n₀ − 2),
 * SE = s·√(1/n₁ + 1/n₀), df = n₁ + n₀ − 2. Welch: SE = √(s₁²/n₁ + s₀²/n₀), Welch–Satterthwaite
 * df = SE⁴ / [(s₁²/n₁)²/(n₁ − 1) + (s₀²/n₀)²/(n₀ − 1)]. CI = difference ± t(1 − α/2, df)·SE.
 * @throws StatsError('notEnoughData') when a group has fewer than 2 values
 * @throws StatsError('pickControl') when the control is not a level
 */
export function computeControlTTests(
  groups: GroupMoments,
  control: string,
  options: { equalVariance: boolean; confidence?: number },
): ControlComparison[] {
  const c = findLevel(groups.levels, control);
  const alpha = 1 - (options.confidence ?? 0.95);
  const n0 = groups.counts[c] as number;
  const rows: ControlComparison[] = [];
  // one quantile per distinct df (all Student tests share it when sizes are equal)
  const quantiles = new Map<number, number>();
  groups.levels.forEach((level, i) => {
    if (i === c) return;
    const n1 = groups.counts[i] as number;
    if (n1 < 2 || n0 < 2)
      throw new StatsError('notEnoughData', 'a t-test needs 2 values per group');
    const ss1 = groups.withinSs[i] as number;
    const ss0 = groups.withinSs[c] as number;
    let se: number;
    let df: number;
    if (options.equalVariance) {
      df = n1 + n0 - 2;
      se = Math.sqrt(((ss1 + ss0) / df) * (1 / n1 + 1 / n0));
    } else {
      const v1 = ss1 / (n1 - 1) / n1;
      const v0 = ss0 / (n0 - 1) / n0;
      se = Math.sqrt(v1 + v0);
      df = (v1 + v0) ** 2 / (v1 ** 2 / (n1 - 1) + v0 ** 2 / (n0 - 1));
    }
    const difference = (groups.means[i] as number) - (groups.means[c] as number);
    const t = difference / se;
    let critical = quantiles.get(df);
    if (critical === undefined) {
      critical = tQuantile(1 - alpha / 2, df);
      quantiles.set(df, critical);
    }
    const half = critical * se;
    rows.push({
      level,
      difference,
      se,
      t,
      df,
      p: tTwoSidedP(t, df),
      lower: difference - half,
      upper: difference + half,
    });
  });
  return rows;
}

/** Index of pair (i, j), i < j, among the k(k − 1)/2 pairs in combn order. */
export function pairIndex(i: number, j: number, k: number): number {
  return (i * (2 * k - i - 1)) / 2 + (j - i - 1);
}

function buildPairs(
  groups: GroupMeans,
  mse: number,
  critical: number,
  scale: number,
): PairwiseComparisons {
  const k = groups.levels.length;
  const count = (k * (k - 1)) / 2;
  const result: PairwiseComparisons = {
    first: new Int32Array(count),
    second: new Int32Array(count),
    difference: new Float64Array(count),
    se: new Float64Array(count),
    p: new Float64Array(count),
    lower: new Float64Array(count),
    upper: new Float64Array(count),
    critical,
  };
  let index = 0;
  for (let i = 0; i < k; i += 1) {
    const mi = groups.means[i] as number;
    const inverse = 1 / (groups.counts[i] as number);
    for (let j = i + 1; j < k; j += 1) {
      const difference = mi - (groups.means[j] as number);
      const se = Math.sqrt(scale * mse * (inverse + 1 / (groups.counts[j] as number)));
      result.first[index] = i;
      result.second[index] = j;
      result.difference[index] = difference;
      result.se[index] = se;
      result.lower[index] = difference - critical * se;
      result.upper[index] = difference + critical * se;
      index += 1;
    }
  }
  return result;
}

/**
 * Fisher's LSD for every pair (agricolae `LSD.test(group = FALSE)`, R `pairwise.t.test(pool.sd =
 * TRUE)`): t = (ȳᵢ − ȳⱼ)/√(MSE·(1/nᵢ + 1/nⱼ)), p = 2·P(T_dfE > |t|); with `bonferroni` p is
 * min(1, p·m) and the interval uses t(1 − α/(2m)), m = k(k − 1)/2.
 * @throws StatsError('notEnoughData') with fewer than 2 groups or dfError < 1
 */
export function computePairwiseLsd(
  groups: GroupMeans,
  mse: number,
  dfError: number,
  options: { alpha?: number; pAdjust?: 'none' | 'bonferroni' } = {},
): PairwiseComparisons {
  requirePositiveDf(dfError);
  const k = groups.levels.length;
  if (k < 2) throw new StatsError('notEnoughData', 'at least two groups are needed');
  const m = options.pAdjust === 'bonferroni' ? (k * (k - 1)) / 2 : 1;
  const alpha = options.alpha ?? 0.05;
  const pairs = buildPairs(groups, mse, tQuantile(1 - alpha / m / 2, dfError), 1);
  for (let index = 0; index < pairs.p.length; index += 1) {
    const p = tTwoSidedP(
      (pairs.difference[index] as number) / (pairs.se[index] as number),
      dfError,
    );
    pairs.p[index] = Math.min(1, p * m);
  }
  return pairs;
}

/**
 * Tukey's honestly significant difference for every pair, Tukey–Kramer for unequal n
 * (R: `TukeyHSD(aov(...))`): SE = √(MSE/2·(1/nᵢ + 1/nⱼ)), q = |ȳᵢ − ȳⱼ|/SE,
 * p = P(Q(k, dfE) > q), interval difference ± q(conf; k, dfE)·SE.
 * Many pairs share one studentized-range law, so beyond 64 pairs its tail is interpolated
 * (piecewise Chebyshev, within ~1e-10 of R's ptukey, which is itself accurate to ~1e-12 at
 * best): all 124 750 pairs of 500 lines in well under a second.
 * @throws StatsError('notEnoughData') with fewer than 2 groups or dfError < 2
 */
export function computeTukeyHsd(
  groups: GroupMeans,
  mse: number,
  dfError: number,
  confidence = 0.95,
): PairwiseComparisons {
  const k = groups.levels.length;
  if (k < 2) throw new StatsError('notEnoughData', 'at least two groups are needed');
  const pairs = buildPairs(groups, mse, tukeyQuantile(confidence, k, dfError), 0.5);
  const q = pairs.difference.map((d, index) => Math.abs(d) / (pairs.se[index] as number));
  pairs.p.set(tukeyPValues(q, k, dfError));
  return pairs;
}

/**
 * P(Q > q) for many q of one studentized range law (R `ptukey(q, nmeans, df, lower.tail =
 * FALSE)`): direct for up to 64 values, else a piecewise Chebyshev interpolant of ptukey on
 * [0, max q] (Berrut & Trefethen 2004), within ~1e-10 of the direct values.
 */
export function tukeyPValues(q: Float64Array, nmeans: number, df: number): Float64Array {
  if (q.length <= 64) return q.map((x) => tukeySurvival(x, nmeans, df));
  let qMax = 0;
  for (const x of q) qMax = Math.max(qMax, x);
  if (qMax === 0) return q.map(() => 1);
  const survival = buildInterpolant((x) => tukeySurvival(x, nmeans, df), 0, qMax, 1e-12);
  return q.map(survival);
}

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
function buildInterpolant(
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

/**
 * Compact letter display as agricolae's `orderPvalue` (LSD.test, HSD.test): means sorted in
 * decreasing order; two means sharing a letter do not differ at `alpha`. Letters a–z, A–Z, 1–9,
 * then symbols, as agricolae assigns them. `pValue(i, j)` gives the pair's p-value.
 */
export function assignLetterGroups(
  means: ArrayLike<number>,
  pValue: (i: number, j: number) => number,
  alpha: number,
): { order: number[]; groups: string[] } {
  const symbols = [
    ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ123456789',
    ...'.+-*/#$%&^[]:@;_?!=#',
  ];
  const letter = (k: number) => symbols[k - 1] ?? ' ';
  const n = means.length;
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (x, y) => (means[y] as number) - (means[x] as number),
  );
  const p = (a: number, b: number) =>
    a === b ? 1 : pValue(order[a] as number, order[b] as number);
  const marks = new Array<string>(n).fill('');
  const lastLetter = (text: string) => text.trimEnd().slice(-1);
  let k = 1;
  let j = 0;
  // agricolae's `cambio1` keeps its value across sweeps: a sweep without a new letter after one
  // that advanced j leaves j in place (the loop then ends by its n-sweep guard)
  let advanced = false;
  marks[0] = letter(k);
  for (let sweep = 1; j < n - 1 && sweep <= n; sweep += 1) {
    for (let i = j; i < n; i += 1) {
      if (p(i, j) > alpha) {
        if (lastLetter(marks[i] as string) !== letter(k)) marks[i] += letter(k);
        continue;
      }
      k += 1;
      advanced = false;
      marks[i] += letter(k);
      const start = j;
      for (let v = start; v <= i; v += 1) {
        if (p(v, i) > alpha) break;
        j += 1;
        advanced = true;
      }
      break;
    }
    if (!advanced) j += 1;
  }
  return { order, groups: marks };
}

/** 16-point Gauss–Legendre on [−1, 1]: the positive nodes and their weights. */
const GL_NODES = [
  0.0950125098376374, 0.2816035507792589, 0.4580167776572274, 0.6178762444026438, 0.755404408355003,
  0.8656312023878318, 0.9445750230732326, 0.9894009349916499,
];
const GL_WEIGHTS = [
  0.1894506104550685, 0.1826034150449236, 0.1691565193950025, 0.1495959888165767,
  0.1246289712555339, 0.0951585116824928, 0.0622535239386479, 0.0271524594117541,
];

/** Nodes and weights of composite 16-point Gauss–Legendre on [a, b] with `panels` panels. */
function gaussLegendreRule(
  a: number,
  b: number,
  panels: number,
): { x: Float64Array; w: Float64Array } {
  const x = new Float64Array(panels * 16);
  const w = new Float64Array(panels * 16);
  const half = (b - a) / panels / 2;
  let index = 0;
  for (let panel = 0; panel < panels; panel += 1) {
    const mid = a + (2 * panel + 1) * half;
    GL_NODES.forEach((node, i) => {
      for (const sign of [-1, 1]) {
        x[index] = mid + sign * half * node;
        w[index] = half * (GL_WEIGHTS[i] as number);
        index += 1;
      }
    });
  }
  return { x, w };
}

/** Comparisons of `count` treatments with nᵢ = n each against the control. */
type DunnettGroup = { lambda: number; gamma: number; count: number };

/**
 * K(x) = P(maxᵢ |Zᵢ| ≤ x) for the standardized differences with the control, Zᵢ = λᵢZ₀ + γᵢEᵢ,
 * λᵢ = √(nᵢ/(nᵢ + n₀)), γᵢ = √(1 − λᵢ²) (corr(Zᵢ, Zⱼ) = λᵢλⱼ, Dunnett 1955):
 * K(x) = ∫ φ(z) Πᵢ [Φ((x − λᵢz)/γᵢ) − Φ((−x − λᵢz)/γᵢ)] dz, even in z.
 */
function dunnettNormalCdf(
  x: number,
  groups: DunnettGroup[],
  rule: { x: Float64Array; w: Float64Array },
): number {
  if (x <= 0) return 0;
  let sum = 0;
  for (let i = 0; i < rule.x.length; i += 1) {
    const z = rule.x[i] as number;
    let product = Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
    for (const { lambda, gamma, count } of groups) {
      const inside = normalCdf((x - lambda * z) / gamma) - normalCdf((-x - lambda * z) / gamma);
      product *= count === 1 ? inside : inside ** count;
    }
    sum += (rule.w[i] as number) * product;
  }
  return 2 * sum;
}

/** Beyond this |t|·s the normal-case probability is 1 to double precision for any design. */
const DUNNETT_X_MAX = 13;

/**
 * P(maxᵢ |Tᵢ| ≤ c) with Tᵢ = Zᵢ/S, νS² ~ χ²(ν): ∫ K(c·s) f_S(s) ds by 16-point Gauss–Legendre
 * on 32 panels between the 1e-15 and 1 − 1e-15 quantiles of S, K interpolated to 1e-12.
 */
function createDunnettCdf(groups: DunnettGroup[], df: number): (c: number) => number {
  const steepest = Math.min(...groups.map((g) => g.gamma / g.lambda));
  const zRule = gaussLegendreRule(0, 9, Math.ceil(9 / Math.min(1, 2 * steepest)));
  const k = buildInterpolant((x) => dunnettNormalCdf(x, groups, zRule), 0, DUNNETT_X_MAX, 1e-12);
  const normal = (x: number) => (x >= DUNNETT_X_MAX ? 1 : k(x));
  if (!Number.isFinite(df)) return normal;
  const sLo = Math.sqrt(chiSquareQuantile(1e-15, df) / df);
  const sHi = Math.sqrt(chiSquareQuantile(1 - 1e-15, df) / df);
  const rule = gaussLegendreRule(sLo, sHi, 32);
  // the chi density up to a constant; normalizing by the rule's own total makes P(∞) = 1
  const logDensity = rule.x.map((s) => (df - 1) * Math.log(s) - (df * s * s) / 2);
  const top = Math.max(...logDensity);
  const weights = logDensity.map((l, i) => Math.exp(l - top) * (rule.w[i] as number));
  const total = weights.reduce((a, b) => a + b, 0);
  return (c: number) => {
    let sum = 0;
    for (let i = 0; i < weights.length; i += 1)
      sum += (weights[i] as number) * normal(c * (rule.x[i] as number));
    return sum / total;
  };
}

/** Dunnett's many-to-one comparisons: simultaneous critical value and adjusted rows. */
export type DunnettResult = {
  /** Two-sided critical value c: P(maxᵢ |Tᵢ| ≤ c) = confidence. */
  critical: number;
  /** p is the single-step adjusted p-value; lower/upper the simultaneous interval ±c·SE. */
  rows: ControlComparison[];
};

/**
 * Dunnett's two-sided test of every treatment against the control (R: multcomp
 * `glht(fit, mcp(group = "Dunnett"))`, single-step). Tᵢ = (ȳᵢ − ȳ₀)/√(MSE(1/nᵢ + 1/n₀)) are
 * multivariate t with correlations λᵢλⱼ; the adjusted p-value is 1 − P(max|T| ≤ |tᵢ|),
 * computed by numerical integration over the normal and the chi of the error (accurate to
 * ~1e-10, where multcomp's quasi-Monte-Carlo agrees to ~1e-4). Unequal nᵢ are exact too.
 * @throws StatsError('pickControl') when the control is not a level
 * @throws StatsError('notEnoughData') with no treatment besides the control or dfError < 1
 */
export function computeDunnett(
  groups: GroupMeans,
  control: string,
  mse: number,
  dfError: number,
  confidence = 0.95,
): DunnettResult {
  const rows = compareWithControl(groups, control, mse, dfError, confidence);
  if (rows.length === 0) throw new StatsError('notEnoughData', 'no treatment besides the control');
  const n0 = groups.counts[findLevel(groups.levels, control)] as number;
  const bySize = new Map<number, number>();
  groups.levels.forEach((level, i) => {
    if (level === control) return;
    const n = groups.counts[i] as number;
    bySize.set(n, (bySize.get(n) ?? 0) + 1);
  });
  const dunnettGroups = [...bySize].map(([n, count]) => {
    const lambda = Math.sqrt(n / (n + n0));
    return { lambda, gamma: Math.sqrt(n0 / (n + n0)), count };
  });
  const cdf = createDunnettCdf(dunnettGroups, dfError);
  const alpha = 1 - confidence;
  // the single t and Bonferroni quantiles bracket the critical value
  let lo = tQuantile(1 - alpha / 2, dfError);
  let hi = tQuantile(1 - alpha / 2 / rows.length, dfError) + 1e-9;
  while (hi - lo > 1e-13 * hi) {
    const mid = 0.5 * (lo + hi);
    if (cdf(mid) < confidence) lo = mid;
    else hi = mid;
  }
  const critical = 0.5 * (lo + hi);
  return {
    critical,
    rows: rows.map((row) => ({
      ...row,
      p: Math.min(1, Math.max(0, 1 - cdf(Math.abs(row.t)))),
      lower: row.difference - critical * row.se,
      upper: row.difference + critical * row.se,
    })),
  };
}

/** A row of agricolae's `means` table. */
export type MeansTableRow = {
  level: string;
  mean: number;
  /** Sample standard deviation (n − 1), null for a single value. */
  std: number | null;
  r: number;
  /** √(MSE/r) */
  se: number;
  /** Individual (1 − α) interval mean ± t(1 − α/2, dfE)·se. */
  lower: number;
  upper: number;
  min: number;
  max: number;
  /** Quartiles, R `quantile` type 7. */
  q25: number;
  q50: number;
  q75: number;
};

/** Result of agricolae-style `LSD.test` / `HSD.test`. */
export type GroupedComparison = {
  mse: number;
  dfError: number;
  /** Mean of all values and CV% = 100·√MSE/mean. */
  mean: number;
  cvPercent: number;
  /** t (LSD, Bonferroni-adjusted when asked) or the studentized range quantile (HSD). */
  critical: number;
  /** LSD or Tukey's MSD when all groups have the same size, else null. */
  minimumDifference: number | null;
  means: MeansTableRow[];
  /** Levels sorted by decreasing mean with their letters. */
  groups: { level: string; mean: number; group: string }[];
  comparisons: PairwiseComparisons;
};

function quantile7(sorted: Float64Array, p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const a = sorted[lo] as number;
  return lo + 1 < sorted.length ? a + (h - lo) * ((sorted[lo + 1] as number) - a) : a;
}

function buildMeansTable(
  values: ArrayLike<number>,
  groups: ArrayLike<string | number>,
  levels: readonly string[] | undefined,
  alpha: number,
  error: { mse: number; dfError: number } | undefined,
): { rows: MeansTableRow[]; mse: number; dfError: number; mean: number } {
  const byLevel = new Map<string, number[]>();
  let total = 0;
  let n = 0;
  for (let i = 0; i < values.length; i += 1) {
    const y = values[i] as number;
    if (Number.isNaN(y)) continue;
    const key = String(groups[i]);
    const list = byLevel.get(key) ?? [];
    list.push(y);
    byLevel.set(key, list);
    total += y;
    n += 1;
  }
  const order = levels
    ? levels.filter((l) => byLevel.has(l))
    : encodeFactor([...byLevel.keys()]).levels;
  let mse = error?.mse;
  let dfError = error?.dfError;
  const sorted = order.map((level) => Float64Array.from(byLevel.get(level) ?? []).sort());
  const means = sorted.map((x) => x.reduce((a, b) => a + b, 0) / x.length);
  const withinSs = sorted.map((x, g) => x.reduce((a, y) => a + (y - (means[g] as number)) ** 2, 0));
  if (mse === undefined || dfError === undefined) {
    dfError = n - order.length;
    requirePositiveDf(dfError);
    mse = withinSs.reduce((a, b) => a + b, 0) / dfError;
  }
  const t = tQuantile(1 - alpha / 2, dfError);
  const rows = order.map((level, g): MeansTableRow => {
    const x = sorted[g] as Float64Array;
    const r = x.length;
    const mean = means[g] as number;
    const se = Math.sqrt((mse as number) / r);
    return {
      level,
      mean,
      std: r > 1 ? Math.sqrt((withinSs[g] as number) / (r - 1)) : null,
      r,
      se,
      lower: mean - t * se,
      upper: mean + t * se,
      min: x[0] as number,
      max: x[r - 1] as number,
      q25: quantile7(x, 0.25),
      q50: quantile7(x, 0.5),
      q75: quantile7(x, 0.75),
    };
  });
  return { rows, mse, dfError, mean: total / n };
}

function groupLetters(rows: MeansTableRow[], pairs: PairwiseComparisons, alpha: number) {
  const k = rows.length;
  // agricolae groups on p-values rounded to 4 decimals
  const p = (i: number, j: number) =>
    Math.round((pairs.p[pairIndex(Math.min(i, j), Math.max(i, j), k)] as number) * 1e4) / 1e4;
  const { order, groups } = assignLetterGroups(
    rows.map((row) => row.mean),
    p,
    alpha,
  );
  return order.map((g, rank) => ({
    level: (rows[g] as MeansTableRow).level,
    mean: (rows[g] as MeansTableRow).mean,
    group: groups[rank] as string,
  }));
}

type GroupedOptions = {
  alpha?: number;
  levels?: readonly string[];
  /** The error of the analysis (e.g. the RCBD model); default the one-way ANOVA of the data. */
  error?: { mse: number; dfError: number };
};

/**
 * Fisher's LSD test with letter groups as agricolae's `LSD.test` (1.3-7): means table
 * (se = √(MSE/r), individual CIs, quartiles), LSD = t(1 − α/2, dfE)·√(2·MSE/r) when all r are
 * equal, p-values of every pair and letters from those p-values (rounded to 4 decimals as
 * agricolae does). With `bonferroni` the t is t(1 − α/(2m)), m = k(k − 1)/2, and p·m.
 * @throws StatsError('notEnoughData') with fewer than 2 groups or no error df
 */
export function computeLsdTest(
  values: ArrayLike<number>,
  groups: ArrayLike<string | number>,
  options: GroupedOptions & { pAdjust?: 'none' | 'bonferroni' } = {},
): GroupedComparison {
  const alpha = options.alpha ?? 0.05;
  const table = buildMeansTable(values, groups, options.levels, alpha, options.error);
  const summary = {
    levels: table.rows.map((row) => row.level),
    means: table.rows.map((row) => row.mean),
    counts: table.rows.map((row) => row.r),
  };
  const pairs = computePairwiseLsd(summary, table.mse, table.dfError, {
    alpha,
    pAdjust: options.pAdjust,
  });
  const sizes = new Set(summary.counts);
  const r = summary.counts[0] as number;
  return {
    mse: table.mse,
    dfError: table.dfError,
    mean: table.mean,
    cvPercent: (100 * Math.sqrt(table.mse)) / table.mean,
    critical: pairs.critical,
    minimumDifference: sizes.size === 1 ? pairs.critical * Math.sqrt((2 * table.mse) / r) : null,
    means: table.rows,
    groups: groupLetters(table.rows, pairs, alpha),
    comparisons: pairs,
  };
}

/**
 * Tukey's HSD test with letter groups as agricolae's `HSD.test` (1.3-7): MSD =
 * q(1 − α; k, dfE)·√(MSE/r) when all r are equal; pair p-values P(Q > |ȳᵢ − ȳⱼ|/√(MSE/2·(1/nᵢ +
 * 1/nⱼ))) (Tukey–Kramer), letters from them rounded to 4 decimals.
 * @throws StatsError('notEnoughData') with fewer than 2 groups or dfError < 2
 */
export function computeHsdTest(
  values: ArrayLike<number>,
  groups: ArrayLike<string | number>,
  options: GroupedOptions = {},
): GroupedComparison {
  const alpha = options.alpha ?? 0.05;
  const table = buildMeansTable(values, groups, options.levels, alpha, options.error);
  const summary = {
    levels: table.rows.map((row) => row.level),
    means: table.rows.map((row) => row.mean),
    counts: table.rows.map((row) => row.r),
  };
  const pairs = computeTukeyHsd(summary, table.mse, table.dfError, 1 - alpha);
  const sizes = new Set(summary.counts);
  const r = summary.counts[0] as number;
  return {
    mse: table.mse,
    dfError: table.dfError,
    mean: table.mean,
    cvPercent: (100 * Math.sqrt(table.mse)) / table.mean,
    critical: pairs.critical,
    minimumDifference: sizes.size === 1 ? pairs.critical * Math.sqrt(table.mse / r) : null,
    means: table.rows,
    groups: groupLetters(table.rows, pairs, alpha),
    comparisons: pairs,
  };
}
