/** The four figures the table shows per trait, each coloured from its column's worst to best. */
export const CROSS_METRICS = ['mean', 'sd', 'uc', 'p_beat'] as const;
export type CrossMetric = (typeof CROSS_METRICS)[number];

/** Hues of the scale: worst red (0°) through yellow to best green (120°). */
const WORST_HUE = 0;
const BEST_HUE = 120;

/**
 * Whether the low end of a figure's column is the good one: the mean and UC of a trait where
 * lower is better. A larger SD is more variation to select from in either direction, and
 * P(beat) already counts the progeny on the wanted side of the check.
 */
export function isLowGood(metric: CrossMetric, lowerIsBetter: boolean): boolean {
  return lowerIsBetter && (metric === 'mean' || metric === 'uc');
}

/**
 * The background of a cell whose value lies in its column's [min, max]: higher is better
 * unless `lowIsGood` (see isLowGood). A column of one value is neutral (the scale's middle).
 */
export function scaleColour(value: number, min: number, max: number, lowIsGood = false): string {
  const high = max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 0.5;
  const share = lowIsGood ? 1 - high : high;
  const hue = Math.round(WORST_HUE + share * (BEST_HUE - WORST_HUE));
  return `hsl(${hue} 70% 82%)`;
}

/** The CSS gradient of the legend, worst on the left. */
export const SCALE_GRADIENT = `linear-gradient(to right, ${[0, 0.25, 0.5, 0.75, 1]
  .map((share) => scaleColour(share, 0, 1))
  .join(', ')})`;

/** min and max of a column of numbers ([0, 0] when empty). */
export function columnRange(values: Iterable<number>): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return Number.isFinite(min) ? { min, max } : { min: 0, max: 0 };
}
