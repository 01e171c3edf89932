import { z } from 'zod';
import { Id, integerInput, text } from './common.ts';
import { INT4_MAX, PLOT_LABEL_MAX_LENGTH } from './rules.ts';

/**
 * Plot numbering on the field map (spec §4 "Plot numbering", api-contract §7): the plots of a
 * field-year get labels `prefix + number`, counted from a corner of the map along rows or
 * columns, straight (`rows`) or serpentine (`snake`).
 */

/** Numbering prefix: at most 5 characters (spec §5, §9). */
export const NUMBERING_PREFIX_MAX_LENGTH = 5;
/** The prefix may hold what a plot label may: letters, digits and - # № / . (spec §5). */
export const NUMBERING_PREFIX_PATTERN = /^[\p{L}\p{N}\-#№/.]*$/u;
/** The longest label numbering may write (the plot label limit, spec §9). */
export const NUMBERING_LABEL_MAX_LENGTH = PLOT_LABEL_MAX_LENGTH;

export const CORNERS = ['top_left', 'top_right', 'bottom_left', 'bottom_right'] as const;
export type Corner = (typeof CORNERS)[number];
export const HORIZONTAL_DIRECTIONS = ['left', 'right'] as const;
export type HorizontalDirection = (typeof HORIZONTAL_DIRECTIONS)[number];
export const VERTICAL_DIRECTIONS = ['up', 'down'] as const;
export type VerticalDirection = (typeof VERTICAL_DIRECTIONS)[number];
export const NUMBERING_TYPES = ['rows', 'snake'] as const;
export type NumberingType = (typeof NUMBERING_TYPES)[number];
export const NUMBERING_ORDERS = ['horizontal', 'vertical'] as const;
export type NumberingOrder = (typeof NUMBERING_ORDERS)[number];

/**
 * The only directions that lead into the field from each corner: from the top left the count
 * can only go right and down, and so on. Any other direction leads away from the field.
 */
export const INWARD_DIRECTIONS: Record<
  Corner,
  { horizontal: HorizontalDirection; vertical: VerticalDirection }
> = {
  top_left: { horizontal: 'right', vertical: 'down' },
  top_right: { horizontal: 'left', vertical: 'down' },
  bottom_left: { horizontal: 'right', vertical: 'up' },
  bottom_right: { horizontal: 'left', vertical: 'up' },
};

/** Message keys of numbering rules the field types alone cannot state. */
export const NUMBERING_KEYS = {
  directionAway: 'fieldMaps.numberingDirectionAway',
  prefixPattern: 'validation.plotLabelPattern',
  allNumbered: 'fieldMaps.allPlotsNumbered',
  noPlots: 'fieldMaps.numberingNoPlots',
  labelTooLong: 'fieldMaps.numberingLabelTooLong',
} as const;

/** A required choice: absent is `This field is required.`, anything else not in the list a bad choice. */
function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'errors.required' : undefined),
  });
}

/** How the count walks the map: the corner, the two directions, the order and the type. */
export type NumberingWalk = {
  start_position: Corner;
  numbering_type: NumberingType;
  horizontal_direction: HorizontalDirection;
  vertical_direction: VerticalDirection;
  order: NumberingOrder;
};

/**
 * The walk's direction fields that lead away from the field from its corner (none when the
 * walk is valid).
 */
export function findDirectionsAway(
  walk: NumberingWalk,
): ('horizontal_direction' | 'vertical_direction')[] {
  const inward = INWARD_DIRECTIONS[walk.start_position];
  const away: ('horizontal_direction' | 'vertical_direction')[] = [];
  if (walk.horizontal_direction !== inward.horizontal) away.push('horizontal_direction');
  if (walk.vertical_direction !== inward.vertical) away.push('vertical_direction');
  return away;
}

/**
 * `PATCH field_maps/update_plot_labels/`: numbers the field-year's plots that have no label
 * yet, in the walk's order, with `prefix + (numeration_start_number + k × numeration_step)`.
 */
export const UpdatePlotLabelsBody = z
  .object({
    field_id: Id,
    year_id: Id.describe('the field-year id'),
    prefix: text()
      .trim()
      .max(NUMBERING_PREFIX_MAX_LENGTH)
      .regex(NUMBERING_PREFIX_PATTERN, NUMBERING_KEYS.prefixPattern)
      .nullish()
      .transform((v) => v ?? '')
      .describe('written before every number; at most 5 characters, may be empty'),
    numeration_start_number: integerInput({ min: 0, max: INT4_MAX }).describe('the first number'),
    numeration_step: integerInput({ min: 1, max: INT4_MAX }).describe(
      'added from one plot to the next',
    ),
    start_position: choice(CORNERS).describe('the corner of the map where the count starts'),
    numbering_type: choice(NUMBERING_TYPES).describe(
      'rows: every row (column) in the same direction; snake: alternating',
    ),
    horizontal_direction: choice(HORIZONTAL_DIRECTIONS).describe(
      'along the rows; must lead into the field from the corner',
    ),
    vertical_direction: choice(VERTICAL_DIRECTIONS).describe(
      'along the columns; must lead into the field from the corner',
    ),
    order: choice(NUMBERING_ORDERS).describe(
      'which way the count runs first: horizontal along a row, then to the next row; ' +
        'vertical along a column, then to the next column',
    ),
  })
  .superRefine((body, context) => {
    for (const field of findDirectionsAway(body)) {
      context.addIssue({ code: 'custom', path: [field], message: NUMBERING_KEYS.directionAway });
    }
  });
export type UpdatePlotLabelsBody = z.input<typeof UpdatePlotLabelsBody>;

/** A plot and the label numbering gave it. */
export const NumberedPlot = z.object({ plot_id: z.number().int(), plot_label: z.string() });
export type NumberedPlot = z.infer<typeof NumberedPlot>;

/** `update_plot_labels/` answer: the plots numbered now, in numbering order. */
export const PlotLabelsUpdated = z.object({
  numbered: z.number().int().describe('how many plots got a label'),
  plots: z.array(NumberedPlot),
});
export type PlotLabelsUpdated = z.infer<typeof PlotLabelsUpdated>;

/** `DELETE field_maps/delete_plot_labels/?field_id&year_id`. */
export const DeletePlotLabelsQuery = z.object({ field_id: Id, year_id: Id });
export type DeletePlotLabelsQuery = z.infer<typeof DeletePlotLabelsQuery>;

/** `delete_plot_labels/` answer. */
export const PlotLabelsCleared = z.object({
  cleared: z.number().int().describe('how many plots lost their label'),
});
export type PlotLabelsCleared = z.infer<typeof PlotLabelsCleared>;
