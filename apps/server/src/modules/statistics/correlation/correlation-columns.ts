import type { Db } from '../../../db/client.ts';
import { fieldError } from '../../../errors.ts';
import { readPlotVariables } from '../read-plot-variables.ts';

/** One column per chosen feature over the season's plots (NaN where a plot has no value). */
export type FeatureColumns = {
  features: string[];
  plotNames: string[];
  columns: Float64Array[];
};

/**
 * The chosen features must be at least two and all different.
 * @throws AppError VALIDATION `features` analysis.notEnoughQuantitativeFeatures /
 *   analysis.sameFeatures
 */
export function checkFeatureChoice(features: readonly string[]): void {
  if (features.length < 2) throw fieldError('features', 'analysis.notEnoughQuantitativeFeatures');
  if (new Set(features).size !== features.length) {
    throw fieldError('features', 'analysis.sameFeatures');
  }
}

/**
 * The plot-level values of `features` (quantitative features, stages in days after sowing or
 * season indices) in the field-years, already checked for reading; plots in season, then map
 * order.
 */
export async function readFeatureColumns(
  db: Db,
  yearIds: readonly number[],
  features: readonly string[],
): Promise<FeatureColumns> {
  const plots = await readPlotVariables(db, yearIds, { numeric: features });
  return {
    features: [...features],
    plotNames: plots.map((plot) => plot.plotName),
    columns: features.map((feature) =>
      Float64Array.from(plots, (plot) => plot.numbers.get(feature) ?? Number.NaN),
    ),
  };
}
