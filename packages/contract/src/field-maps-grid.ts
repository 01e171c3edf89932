import { z } from 'zod';
import { Id, integerInput } from './common.ts';
import { BATCH_PLOTS_MAX, FIELD_WIDTH_MAX, FIELD_WIDTH_MIN, MAP_INDEX_MAX } from './rules.ts';

/**
 * The field map's grid (api-contract §7, decision 018): a field-year's plots cut into rows of
 * `max_length_per_list` places by their position; cell (row, column) holds position
 * `row × width + column + 1`. Rows and columns are 0-based, rows top to bottom.
 */

/** Most moves one `move_plots/` request may carry. */
export const MAP_MOVES_MAX = BATCH_PLOTS_MAX;

/** `GET field_maps/?year_id&field_id`. */
export const FieldMapsQuery = z.object({ year_id: Id, field_id: Id });
export type FieldMapsQuery = z.infer<typeof FieldMapsQuery>;

/** A place of the map holding a plot. */
export const FieldMapCell = z.object({
  plot_id: z.number().int(),
  plot_name: z.string(),
  plot_label: z.string().nullable(),
  line_name: z.string(),
});
export type FieldMapCell = z.infer<typeof FieldMapCell>;

/** Counts over the map's plots (plot-level data only, not plant rows). */
export const FieldMapMeta = z.object({
  count_of_lines: z.number().int().describe('distinct lines among the plots'),
  count_of_plots: z.number().int(),
  sprouted_plots: z.number().int().describe('plots with a dated emergence stage (всходы)'),
  avg_days_after_sowing: z
    .number()
    .nullable()
    .describe(
      'mean over sprouted plots of the days from emergence to their latest dated stage ' +
        '(0 when emergence is the latest), one decimal; null when no plot has sprouted',
    ),
  features: z
    .record(z.string(), z.number().int())
    .describe('per phenotype feature: the number of plots with a value'),
  harvest_technologies: z
    .record(z.string(), z.number().int())
    .describe('per harvest technology: the number of plots it is applied to'),
});
export type FieldMapMeta = z.infer<typeof FieldMapMeta>;

/** One field-year's map. */
export const FieldMap = z.object({
  id: z.number().int(),
  field: z.number().int().describe('the nursery (field) id'),
  year: z.number().int().describe('the field-year id (the `year_id` of the query)'),
  location_of_plots: z
    .array(z.array(FieldMapCell.nullable()))
    .describe(
      'rows × max_length_per_list places (every row full length, empty places null); ' +
        '⌈last position / width⌉ rows, none when the field-year has no plots',
    ),
  max_length_per_list: z.number().int().describe('plots per row, 2..150'),
  meta_info: FieldMapMeta,
});
export type FieldMap = z.infer<typeof FieldMap>;

/** `GET field_maps/` answers a list holding the one map of the field-year. */
export const FieldMapList = z.array(FieldMap);
export type FieldMapList = z.infer<typeof FieldMapList>;

const MapWidth = integerInput({ min: FIELD_WIDTH_MIN, max: FIELD_WIDTH_MAX });

/**
 * `PUT field_maps/{id}/`: the map's width only; plots keep their positions and the grid is
 * re-cut into rows of the new length (a plot may change row and column).
 */
export const UpdateFieldMapBody = z.object({ max_length_per_list: MapWidth });
export type UpdateFieldMapBody = z.infer<typeof UpdateFieldMapBody>;

/**
 * `PATCH field_maps/{id}/update_location_of_plots/`: re-flow into rows of this length; the
 * plots keep their order and get positions 1…n (gaps close).
 */
export const UpdateLocationOfPlotsBody = z.object({ max_length_per_list: MapWidth });
export type UpdateLocationOfPlotsBody = z.infer<typeof UpdateLocationOfPlotsBody>;

/** `PATCH field_maps/{id}/rotate/`: a quarter turn of the whole grid. */
export const RotateFieldMapBody = z.object({
  direction: z.enum(['clockwise', 'counterclockwise']),
});
export type RotateFieldMapBody = z.infer<typeof RotateFieldMapBody>;

/** One plot sent to a place of the map. */
export const MapPlotMove = z.object({
  plot_id: Id,
  row: integerInput({ min: 0, max: MAP_INDEX_MAX }),
  column: integerInput({ min: 0, max: MAP_INDEX_MAX }),
});
export type MapPlotMove = z.infer<typeof MapPlotMove>;

/**
 * `PATCH field_maps/{id}/move_plots/`: every move applied together (swaps allowed), all or
 * nothing. A target place must be inside the width, not taken by a plot that stays, and at
 * most one row per move below the current last row.
 */
export const MoveMapPlotsBody = z.object({
  moves: z.array(MapPlotMove).min(1).max(MAP_MOVES_MAX),
});
export type MoveMapPlotsBody = z.infer<typeof MoveMapPlotsBody>;
