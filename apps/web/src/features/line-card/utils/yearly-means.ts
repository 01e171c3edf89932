import type { LinePhenotypes } from '@plotline/contract/lines';
import { parsePhenotypeValue } from '@plotline/contract/rules';

/** One point of the history chart: a year, the mean of the line's plots and how many. */
export type YearlyMean = { year: number; mean: number; plots: number };

/**
 * The yearly means of one feature over the line's plots: every numeric value of that year's
 * plots (all nurseries) averaged; years without a value are left out; ascending by year.
 */
export function yearlyMeans(data: LinePhenotypes, feature: string): YearlyMean[] {
  const sums = new Map<number, { sum: number; plots: number }>();
  for (const season of data.seasons) {
    for (const plot of season.plots) {
      const raw = plot.values[feature];
      if (raw === undefined) continue;
      const { number } = parsePhenotypeValue(raw);
      if (number === null) continue;
      const entry = sums.get(season.year) ?? { sum: 0, plots: 0 };
      entry.sum += number;
      entry.plots += 1;
      sums.set(season.year, entry);
    }
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, { sum, plots }]) => ({ year, mean: sum / plots, plots }));
}
