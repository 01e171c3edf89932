import type { CorrelationMatrix } from '@plotline/contract/statistics-visualisation';
import {
  type CorrelationMethod,
  computeCorrelationMatrix,
} from '@plotline/stats/descriptive/correlation';
import { clusterFeatures } from '@plotline/stats/descriptive/feature-clustering';
import { StatsError } from '@plotline/stats/errors';
import { refusalOf } from '../refuse-analysis.ts';
import type { FeatureColumns } from './correlation-columns.ts';

/**
 * The correlation matrix of the chosen features over the season's plots (each pair on the
 * plots having both: R `use = "pairwise.complete.obs"`), with `cor.test` p-values and the
 * number of plots, rows and columns in the heat-map order of R's
 * `hclust(as.dist(1 − r), "complete")` on this method's matrix.
 * @throws AppError VALIDATION `features` analysis.correlationPair (naming the two features) when
 *   a pair has fewer than three plots with both values or a feature does not vary over them
 */
export function correlateMatrix(
  columns: FeatureColumns,
  method: CorrelationMethod,
): CorrelationMatrix {
  const matrix = computeMatrix(columns, method);
  const { k } = matrix;
  const { order } = clusterFeatures(matrix.r, k);
  const square = (values: ArrayLike<number>) =>
    order.map((i) => order.map((j) => values[i * k + j] as number));
  return {
    method,
    features: order.map((i) => columns.features[i] as string),
    r: square(matrix.r),
    p: square(matrix.p),
    n: square(matrix.n),
  };
}

/** The engine's matrix; a refused pair is named by its features rather than their positions. */
function computeMatrix(columns: FeatureColumns, method: CorrelationMethod) {
  try {
    return computeCorrelationMatrix(columns.columns, method);
  } catch (error) {
    if (!(error instanceof StatsError)) throw error;
    const { first, second } = error.reason?.params ?? {};
    const nameOf = (position: unknown) =>
      typeof position === 'number' ? (columns.features[position - 1] ?? '') : '';
    throw refusalOf('features', error, { first: nameOf(first), second: nameOf(second) });
  }
}
