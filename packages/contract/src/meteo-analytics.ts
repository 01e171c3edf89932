import { z } from 'zod';
import { Id, integerInput } from './common.ts';
import { AgroClimaticIndices, MeteoEvent } from './meteo.ts';
import { YEAR_MAX, YEAR_MIN } from './rules.ts';

/**
 * What the meteorology pages derive from a sector's days (issue 16, decision 044): the season
 * chart of a sector's year and the indices table of a crop's seasons. The formulas of the
 * indices are not sent: the web shows them from its catalogue.
 */

const year = integerInput({ min: YEAR_MIN, max: YEAR_MAX });
const SectorRef = z.object({ id: z.number().int(), name: z.string() });

// ------------------------------------------------------------------------------------------
// The season chart.

/** `GET meteo_params_value/season_chart/?sector&year&field_id?`. */
export const SeasonChartQuery = z.object({
  sector: Id,
  year,
  field_id: Id.optional().describe(
    "a nursery the sector serves: its stages' median dates are overlaid (another: 400)",
  ),
});
/** One day of the chart: the values of the four kinds the chart draws, null when not recorded. */
export const SeasonChartDay = z.object({
  date: z.string(),
  t_min: z.number().nullable(),
  t_mean: z.number().nullable(),
  t_max: z.number().nullable(),
  precipitation: z.number().nullable(),
});
export type SeasonChartDay = z.infer<typeof SeasonChartDay>;
/** A vegetation stage of the nursery's season at its median date over the plots. */
export const SeasonChartStage = z.object({ name: z.string(), date: z.string() });
export type SeasonChartStage = z.infer<typeof SeasonChartStage>;
export const SeasonChart = z.object({
  sector: SectorRef,
  year: z.number().int(),
  date_from: z
    .string()
    .describe('1 January, or the first day holding a value if later, but never after 1 March'),
  date_to: z
    .string()
    .describe(
      '31 December, or the last day holding a value if earlier, but never before 31 October',
    ),
  days: z.array(SeasonChartDay).describe('every day of the window, in order'),
  events: z.array(MeteoEvent).describe("the sector's events of the window, by date"),
  stages: z
    .array(SeasonChartStage)
    .describe("the nursery's stages of the year by median date (empty without `field_id`)"),
});
export type SeasonChart = z.infer<typeof SeasonChart>;

// ------------------------------------------------------------------------------------------
// The indices table.

/** `GET meteo_params_value/indices/?spec_id&year`. */
export const SeasonIndicesQuery = z.object({ spec_id: Id, year });
/** The indices between the median dates of two consecutive stages (both ends included). */
export const StageInterval = z.object({
  from_stage: z.string(),
  to_stage: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  indices: AgroClimaticIndices,
});
export type StageInterval = z.infer<typeof StageInterval>;
/** One season (a nursery's year) of the crop the caller may read. */
export const SeasonIndicesRow = z.object({
  field_id: z.number().int(),
  field_name: z.string(),
  year_id: z.number().int(),
  sector: SectorRef.nullable().describe(
    "the nursery's sector; null: none (every index null, every day missing)",
  ),
  gdd_base: z.number().describe("the crop's base temperature of GDD, °C"),
  date_from: z.string().describe('the earliest sowing over the plots, else 1 March'),
  date_to: z.string().describe('the latest harvest over the plots, else 31 October'),
  season: AgroClimaticIndices,
  intervals: z
    .array(StageInterval)
    .describe("consecutive stages by median date within the season's interval"),
});
export type SeasonIndicesRow = z.infer<typeof SeasonIndicesRow>;
/** The seasons of the crop's nurseries in the year, nurseries in name order. */
export const SeasonIndicesTable = z.array(SeasonIndicesRow);
export type SeasonIndicesTable = z.infer<typeof SeasonIndicesTable>;
