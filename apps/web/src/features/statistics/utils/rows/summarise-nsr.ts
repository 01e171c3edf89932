import type { SeasonSummary } from '@plotline/contract/statistics';

/** The НСР₀₅ of one season: one value when every row has as many repetitions, else a range. */
export type SeasonNsr = { yearId: number; min: number; max: number };

/**
 * НСР₀₅ per season, in the server's season order, from the answer's season summaries
 * (seasons without one left out). Rows differ only by their own and the control's repetition
 * counts, so a trial without missing plots has a single value.
 */
export function summariseNsr(seasons: readonly SeasonSummary[]): SeasonNsr[] {
  return seasons.flatMap((season) =>
    season.nsr_min === null || season.nsr_max === null
      ? []
      : [{ yearId: season.year_id, min: season.nsr_min, max: season.nsr_max }],
  );
}

/** Every mean the answer's rows span (before filters): what the number format is chosen by. */
export function meanRange(seasons: readonly SeasonSummary[]): (number | null)[] {
  return seasons.flatMap((season) => [season.avg_min, season.avg_max]);
}
