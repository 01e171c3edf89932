/**
 * The distance matrix the tree builders read: n × n, row-major, symmetric, zero diagonal
 * (R's `as.matrix(d)` of a `dist` object).
 */
import { StatsError } from '../../errors.ts';

/** A full symmetric n × n distance matrix, row-major (`values[i * n + j]`). */
export type DistanceMatrix = { n: number; values: Float64Array };

/**
 * Checks a distance matrix before a tree is built from it: at least `least` objects, finite
 * values (ape's `nj` refuses NA and Inf as well).
 * @throws StatsError('notEnoughData') with fewer than `least` objects or a non-finite distance
 */
export function assertTreeDistances(d: DistanceMatrix, least: number): void {
  const { n, values } = d;
  if (n < least) throw new StatsError('notEnoughData', `a tree needs at least ${least} objects`);
  if (values.length !== n * n)
    throw new StatsError('notEnoughData', 'distance matrix is not n × n');
  for (let k = 0; k < values.length; k += 1) {
    if (!Number.isFinite(values[k] as number)) {
      const i = Math.floor(k / n);
      throw new StatsError('notEnoughData', `distance ${i + 1}–${(k % n) + 1} is not finite`, {
        key: 'outOfRange',
        params: { first: i + 1, second: (k % n) + 1 },
      });
    }
  }
}
