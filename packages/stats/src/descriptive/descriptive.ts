/**
 * Descriptive statistics of a trait: mean, spread, quantiles and box-plot statistics, for one
 * sample or per group (variety, treatment, location).
 *
 * Missing values are NaN and are left out everywhere (R's `na.rm = TRUE`); `n` counts the values
 * that remain. Variances use the n − 1 denominator. Means and variances come from one pass of
 * Welford's update (Welford 1962; Chan, Golub & LeVeque 1983), which keeps full precision where
 * the textbook Σx² − (Σx)²/n cancels.
 */
import { StatsError } from '../errors.ts';

/** Mean and spread of one sample (R: `mean`, `var`, `sd`, `min`, `max`). */
export type SampleSummary = {
  /** number of non-missing values */
  n: number;
  mean: number;
  /** s² = Σ(x − x̄)² / (n − 1) */
  variance: number;
  /** s = √s² */
  sd: number;
  /** standard error of the mean, s / √n */
  se: number;
  /** coefficient of variation in %, 100·s / x̄; null when x̄ = 0 */
  cvPct: number | null;
  min: number;
  max: number;
};

/** A SampleSummary of one group, keyed by its label. */
export type GroupSummary<G> = SampleSummary & { group: G };

/** Box-plot statistics as R's `boxplot.stats` gives them. */
export type BoxplotStats = {
  /** lower whisker, lower hinge, median, upper hinge, upper whisker */
  stats: [number, number, number, number, number];
  /** number of non-missing values */
  n: number;
  /** notch: median ± 1.58·(upper − lower hinge)/√n (McGill, Tukey & Larsen 1978) */
  notch: [number, number];
  /** values beyond coef·(hinge spread) from the hinges, in input order */
  outliers: number[];
};

/** Running n, mean, Σ(x − x̄)², min and max: the state of Welford's one-pass update. */
type Moments = { n: number; mean: number; m2: number; min: number; max: number };

function summarise({ n, mean, m2, min, max }: Moments, label: string): SampleSummary {
  if (n < 2) {
    throw new StatsError('notEnoughData', `${label}: ${n} value(s), the SD needs 2`, {
      key: 'fewValuesForSd',
      params: { label },
    });
  }
  const variance = m2 / (n - 1);
  const sd = Math.sqrt(variance);
  return {
    n,
    mean,
    variance,
    sd,
    se: sd / Math.sqrt(n),
    cvPct: mean === 0 ? null : (100 * sd) / mean,
    min,
    max,
  };
}

/**
 * n, mean, variance, SD, SE = SD/√n, CV % = 100·SD/mean, min and max of a sample, in one pass
 * (R: `mean(x)`, `var(x)`, `sd(x)`, `sd(x)/sqrt(n)`, `100*sd(x)/mean(x)`, `range(x)`).
 * @throws StatsError('notEnoughData') with fewer than 2 non-missing values (the SD is undefined)
 */
export function describeSample(values: ArrayLike<number>): SampleSummary {
  const m: Moments = {
    n: 0,
    mean: 0,
    m2: 0,
    min: Number.POSITIVE_INFINITY,
    max: Number.NEGATIVE_INFINITY,
  };
  for (let i = 0; i < values.length; i += 1) {
    const x = values[i] as number;
    if (Number.isNaN(x)) continue;
    m.n += 1;
    const delta = x - m.mean;
    m.mean += delta / m.n;
    m.m2 += delta * (x - m.mean);
    if (x < m.min) m.min = x;
    if (x > m.max) m.max = x;
  }
  return summarise(m, 'sample');
}

/**
 * The arithmetic mean of the non-missing values.
 * @throws StatsError('notEnoughData') when there is none
 */
export function computeMean(values: ArrayLike<number>): number {
  let n = 0;
  let mean = 0;
  for (let i = 0; i < values.length; i += 1) {
    const x = values[i] as number;
    if (Number.isNaN(x)) continue;
    n += 1;
    mean += (x - mean) / n;
  }
  if (n === 0) throw new StatsError('notEnoughData', 'no values', { key: 'emptySample' });
  return mean;
}

/**
 * A SampleSummary per group, in the order of `levels` (labels not listed are left out, as in an
 * R factor with those levels) or else of first appearance. One pass over the data
 * (R: `tapply(x, g, mean)`, `tapply(x, g, sd)`, … as in golden case 01).
 * @throws StatsError('notEnoughData') when a group has fewer than 2 non-missing values
 * @throws RangeError when values and groups differ in length
 */
export function describeGroups<G extends string | number>(
  values: ArrayLike<number>,
  groups: ArrayLike<G>,
  levels?: readonly G[],
): GroupSummary<G>[] {
  if (values.length !== groups.length) throw new RangeError('values and groups differ in length');
  const order: G[] = levels ? [...levels] : [];
  const index = new Map<G, number>(order.map((label, i) => [label, i]));
  const moments: Moments[] = order.map(() => newMoments());
  for (let i = 0; i < values.length; i += 1) {
    const x = values[i] as number;
    if (Number.isNaN(x)) continue;
    const label = groups[i] as G;
    let g = index.get(label);
    if (g === undefined) {
      if (levels) continue;
      g = order.length;
      index.set(label, g);
      order.push(label);
      moments.push(newMoments());
    }
    const m = moments[g] as Moments;
    m.n += 1;
    const delta = x - m.mean;
    m.mean += delta / m.n;
    m.m2 += delta * (x - m.mean);
    if (x < m.min) m.min = x;
    if (x > m.max) m.max = x;
  }
  return order.map((group, g) => ({ group, ...summarise(moments[g] as Moments, String(group)) }));
}

function newMoments(): Moments {
  return { n: 0, mean: 0, m2: 0, min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY };
}

/** The non-missing values, sorted ascending. */
function sortedValues(values: ArrayLike<number>): Float64Array {
  let n = 0;
  for (let i = 0; i < values.length; i += 1) if (!Number.isNaN(values[i] as number)) n += 1;
  const sorted = new Float64Array(n);
  let k = 0;
  for (let i = 0; i < values.length; i += 1) {
    const x = values[i] as number;
    if (!Number.isNaN(x)) sorted[k++] = x;
  }
  return sorted.sort();
}

/** Type 7: x[lo] + h·(x[lo+1] − x[lo]) at 1 + (n − 1)p, with R's own rounding (1-based index). */
function quantileType7(x: Float64Array, p: number): number {
  const index = 1 + (x.length - 1) * p;
  const lo = Math.floor(index);
  const low = x[lo - 1] as number;
  const h = index - lo;
  if (h === 0) return low;
  const high = x[lo] as number;
  return high === low ? low : (1 - h) * low + h * high;
}

/** Type 6: p(n + 1)-th order statistic, interpolated, clamped to the extremes (R's fuzz kept). */
function quantileType6(x: Float64Array, p: number): number {
  const fuzz = 4 * Number.EPSILON;
  const n = x.length;
  const nppm = p * (n + 1);
  const j = Math.floor(nppm + fuzz);
  let h = nppm - j;
  if (Math.abs(h) < fuzz) h = 0;
  const low = x[Math.min(Math.max(j - 1, 0), n - 1)] as number;
  const high = x[Math.min(j, n - 1)] as number;
  if (h === 1) return high;
  return h > 0 && h < 1 && low !== high ? (1 - h) * low + h * high : low;
}

/**
 * Sample quantiles at `probs` (R: `quantile(x, probs, type)`). Type 7, R's default, interpolates
 * at 1 + (n − 1)p; type 6 (Minitab, SPSS) at p(n + 1). Hyndman & Fan (1996), Am. Stat. 50, 361–365.
 * @throws StatsError('notEnoughData') when no value is present
 * @throws RangeError for a probability outside [0, 1]
 */
export function computeQuantiles(
  values: ArrayLike<number>,
  probs: readonly number[],
  type: 6 | 7 = 7,
): number[] {
  const sorted = sortedValues(values);
  if (sorted.length === 0)
    throw new StatsError('notEnoughData', 'no values', { key: 'emptySample' });
  return probs.map((p) => {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`probability ${p} outside [0, 1]`);
    return type === 7 ? quantileType7(sorted, p) : quantileType6(sorted, p);
  });
}

function fivenumOfSorted(x: Float64Array): [number, number, number, number, number] {
  const n = x.length;
  const n4 = Math.floor((n + 3) / 2) / 2;
  const at = (d: number) =>
    0.5 * ((x[Math.floor(d) - 1] as number) + (x[Math.ceil(d) - 1] as number));
  return [at(1), at(n4), at((n + 1) / 2), at(n + 1 - n4), at(n)];
}

/**
 * Tukey's five-number summary: min, lower hinge, median, upper hinge, max (R: `fivenum`). The
 * hinges are the medians of the lower and upper halves, the middle value counted in both.
 * @throws StatsError('notEnoughData') when no value is present
 */
export function computeFivenum(
  values: ArrayLike<number>,
): [number, number, number, number, number] {
  const sorted = sortedValues(values);
  if (sorted.length === 0)
    throw new StatsError('notEnoughData', 'no values', { key: 'emptySample' });
  return fivenumOfSorted(sorted);
}

/**
 * Box-plot statistics exactly as R's `boxplot.stats(x, coef)`: box from Tukey's hinges
 * (`fivenum`), whiskers to the most extreme values within coef·(upper − lower hinge) of the
 * hinges, values beyond them as outliers; coef = 0 draws the whiskers to the extremes.
 * @throws StatsError('notEnoughData') when no value is present
 */
export function computeBoxplotStats(values: ArrayLike<number>, coef = 1.5): BoxplotStats {
  const sorted = sortedValues(values);
  const n = sorted.length;
  if (n === 0) throw new StatsError('notEnoughData', 'no values', { key: 'emptySample' });
  const stats = fivenumOfSorted(sorted);
  const spread = stats[3] - stats[1];
  const outliers: number[] = [];
  if (coef > 0) {
    const lowFence = stats[1] - coef * spread;
    const highFence = stats[3] + coef * spread;
    let lowest = Number.POSITIVE_INFINITY;
    let highest = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < values.length; i += 1) {
      const x = values[i] as number;
      if (Number.isNaN(x)) continue;
      if (x < lowFence || x > highFence) outliers.push(x);
      else {
        if (x < lowest) lowest = x;
        if (x > highest) highest = x;
      }
    }
    if (outliers.length > 0) {
      stats[0] = lowest;
      stats[4] = highest;
    }
  }
  const half = (1.58 * spread) / Math.sqrt(n);
  return { stats, n, notch: [stats[2] - half, stats[2] + half], outliers };
}
