import type { Boxplot, BoxSummary } from '@plotline/contract/statistics-visualisation';
import { computeBoxplotStats, describeSample } from '@plotline/stats/descriptive/descriptive';
import { fieldError } from '../../errors.ts';
import { rowIdentity, type SeasonNumbers, valuesOf } from './visualisation-rows.ts';

/**
 * R's `boxplot.stats(x)` (coef 1.5: Tukey's hinges, whiskers to the last values within 1.5
 * hinge spreads, outliers beyond) with n, mean, SD, SE and CV % (`describeSample`, which needs
 * two values: with one, the spread is null). `values` must not be empty.
 */
export function summariseBox(values: readonly number[]): BoxSummary {
  const { stats, n, notch, outliers } = computeBoxplotStats(values);
  const spread = n >= 2 ? describeSample(values) : null;
  const [lowerWhisker, lowerHinge, median, upperHinge, upperWhisker] = stats;
  return {
    n,
    mean: spread?.mean ?? (values[0] as number),
    sd: spread?.sd ?? null,
    se: spread?.se ?? null,
    cv: spread?.cvPct ?? null,
    min: values.reduce((a, b) => Math.min(a, b)),
    max: values.reduce((a, b) => Math.max(a, b)),
    median,
    hinges: [lowerHinge, upperHinge],
    whiskers: [lowerWhisker, upperWhisker],
    box: stats,
    notch,
    outliers,
  };
}

/**
 * Box-plot statistics of `feature` per row having a value (optionally only the rows having
 * `technology`) and over all their plot values.
 * @throws AppError VALIDATION `feature` analysis.notEnoughForVisualisation when no row is left
 */
export function computeBoxplot(
  season: SeasonNumbers,
  feature: string,
  technology: string | undefined,
): Boxplot {
  const rows = season.rows
    .filter((row) => technology === undefined || row.tech[technology] === true)
    .map((row) => ({ row, data: valuesOf(row, feature) }))
    .filter(({ data }) => data.length > 0);
  if (rows.length === 0) throw fieldError('feature', 'analysis.notEnoughForVisualisation');
  return {
    feature,
    rows: rows.map(({ row, data }) => ({ ...rowIdentity(row), data, summary: summariseBox(data) })),
    overall: summariseBox(rows.flatMap(({ data }) => data)),
  };
}
