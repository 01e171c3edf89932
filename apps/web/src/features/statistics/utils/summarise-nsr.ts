import type { ResultRow } from './result-rows.ts';

/** The НСР₀₅ of one season: one value when every row has as many repetitions, else a range. */
export type SeasonNsr = {
  yearId: number;
  fieldName: string;
  year: number;
  min: number;
  max: number;
};

/**
 * НСР₀₅ per season, in the rows' season order. Rows differ only by their own and the
 * control's repetition counts, so a trial without missing plots has a single value.
 */
export function summariseNsr(rows: readonly ResultRow[]): SeasonNsr[] {
  const seasons = new Map<number, SeasonNsr>();
  for (const row of rows) {
    if (row.nsr === null) continue;
    const season = seasons.get(row.yearId);
    if (season) {
      season.min = Math.min(season.min, row.nsr);
      season.max = Math.max(season.max, row.nsr);
    } else {
      seasons.set(row.yearId, {
        yearId: row.yearId,
        fieldName: row.fieldName,
        year: row.year,
        min: row.nsr,
        max: row.nsr,
      });
    }
  }
  return [...seasons.values()];
}
