import { type SQL, sql } from 'drizzle-orm';

/**
 * The value of a plot for one feature, as aggregates over its `plot_results` rows `r` grouped
 * by plot and feature (decision 035): the plot's own value (the row without a plant row);
 * a plot measured only by plant rows counts once, with the mean of their numbers and the most
 * frequent of their texts (alphabetical first on ties).
 */
export const PLOT_NUMBER: SQL = sql`coalesce(
  avg(r.value_float) filter (where r.brush_id is null), avg(r.value_float))`;
export const PLOT_TEXT: SQL = sql`coalesce(
  min(r.value_text) filter (where r.brush_id is null),
  mode() within group (order by r.value_text))`;
export const PLOT_UNIT: SQL = sql`coalesce(min(r.unit) filter (where r.brush_id is null), min(r.unit))`;
