import type { AnovaRow, ResidualRow } from '@plotline/stats/linear/anova';
import { starsOf } from './significance.ts';

/** A number JSON can carry: non-finite results (F over a zero error, 0/0) become null. */
export function finite(value: number | null | undefined): number | null {
  return value !== null && value !== undefined && Number.isFinite(value) ? value : null;
}

/** An array or typed array of numbers, each through `finite`. */
export function finiteList(values: ArrayLike<number | null>): (number | null)[] {
  return Array.from(values, finite);
}

/** A matrix of numbers, each through `finite`. */
export function finiteMatrix(rows: readonly ArrayLike<number | null>[]): (number | null)[][] {
  return rows.map(finiteList);
}

/** R’s stars of a p-value, null without one. */
export function significanceOf(p: number | null | undefined): string | null {
  const value = finite(p);
  return value === null ? null : starsOf(value);
}

/** An engine ANOVA row in the wire shape, under the given source name. */
export function wireAnovaRow<Source extends string>(row: AnovaRow, source: Source) {
  return {
    source,
    df: row.df,
    ss: finite(row.ss),
    ms: finite(row.ms),
    f: finite(row.f),
    p: finite(row.p),
    significance: significanceOf(row.p),
  };
}

export function wireResidual(row: ResidualRow) {
  return { df: row.df, ss: finite(row.ss), ms: finite(row.ms) };
}
