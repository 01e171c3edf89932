/**
 * Dunnett's many-to-one comparisons: every treatment against the control with a simultaneous
 * critical value and single-step adjusted p-values, by numerical integration of the
 * multivariate t (exact for unequal group sizes too).
 *
 * References: Dunnett (1955) JASA 50:1096, Dunnett (1964) Biometrics 20:482; R multcomp
 * `glht(mcp(… = "Dunnett"))`.
 */
import { buildInterpolant } from '../distributions/chebyshev-interpolant.ts';
import { chiSquareQuantile, normalCdf, tQuantile } from '../distributions/distributions.ts';
import { StatsError } from '../errors.ts';
import {
  type ControlComparison,
  compareWithControl,
  findLevel,
  type GroupMeans,
} from './comparisons.ts';

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
  if (rows.length === 0) {
    throw new StatsError('notEnoughData', 'no treatment besides the control', {
      key: 'noTreatmentBesidesControl',
    });
  }
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
