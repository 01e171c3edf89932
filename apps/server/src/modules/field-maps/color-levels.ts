import { NO_DATA_LEVEL, SINGLE_VALUE_LEVEL } from '@plotline/contract/field-maps-colors';

/** The six quantitative levels' intervals (`[lo, hi]` or null), lowest first. */
export type LevelScale = {
  intervals: ([number, number] | null)[];
  levelOf: (v: number | null) => number;
};

const LEVELS = 6;

/** Rounds an inner edge to 4 decimals (spec §9: values carry at most 4). */
function roundEdge(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

/**
 * The seven colour levels of spec §9 for a set of values: six equal-width intervals between
 * the smallest and the largest value, then "no data" (index 6).
 *
 * Why equal widths, not quantiles: the map should show how much, not a rank — a plot is
 * "plenty" because its value is near the season's top, so two plots with nearly equal values
 * never land levels apart, ties never straddle an edge, the legend's edges are plain
 * numbers a breeder can read (`[40, 45]`), and one outlier visibly stands alone.
 *
 * Edges: e₀ = min, e₆ = max, eᵢ = min + i·(max − min)/6, rounded to 4 decimals when the
 * step is at least 0.001; a value belongs to the highest level whose lower edge it reaches
 * (so edges go up), the maximum to the last. No values: every interval null. All values
 * equal: only "medium" ([min, max]) and every value is medium.
 */
export function computeLevelScale(values: readonly number[]): LevelScale {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) {
    return { intervals: Array(LEVELS).fill(null), levelOf: () => NO_DATA_LEVEL };
  }
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of finite) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const step = (max - min) / LEVELS;
  // inner edges rounded to 4 decimals when the step is wide enough to keep them apart
  const edge = (i: number) => (step >= 1e-3 ? roundEdge(min + i * step) : min + i * step);
  const edges = Array.from({ length: LEVELS + 1 }, (_, i) =>
    i === 0 ? min : i === LEVELS ? max : edge(i),
  );
  if (edges.some((value, i) => i > 0 && value <= (edges[i - 1] as number))) {
    // all equal (or closer than floating point can split): one level
    const intervals: ([number, number] | null)[] = Array(LEVELS).fill(null);
    intervals[SINGLE_VALUE_LEVEL] = [min, max];
    return {
      intervals,
      levelOf: (v) => (v === null || !Number.isFinite(v) ? NO_DATA_LEVEL : SINGLE_VALUE_LEVEL),
    };
  }
  const intervals = Array.from(
    { length: LEVELS },
    (_, i) => [edges[i], edges[i + 1]] as [number, number],
  );
  const levelOf = (v: number | null) => {
    if (v === null || !Number.isFinite(v)) return NO_DATA_LEVEL;
    let level = 0;
    while (level < LEVELS - 1 && v >= (edges[level + 1] as number)) level++;
    return level;
  };
  return { intervals, levelOf };
}
