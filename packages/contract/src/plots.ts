import { z } from 'zod';
import {
  Id,
  idList,
  integerInput,
  numberInput,
  optionalText,
  patchBody,
  requiredText,
  text,
} from './common.ts';
import { Design } from './field-maps-designs.ts';
import {
  BATCH_PLOTS_MAX,
  FIELD_WIDTH_DEFAULT,
  FIELD_WIDTH_MAX,
  FIELD_WIDTH_MIN,
  INPUT_MAX_LENGTH,
  LINE_NAME_MAX_LENGTH,
  MAP_INDEX_MAX,
  PLOT_LABEL_MAX_LENGTH,
  PLOT_LABEL_PATTERN,
  PLOT_NAME_MAX_LENGTH,
  PLOT_PAGE_SIZE_DEFAULT,
  PLOT_PAGE_SIZE_MAX,
  REPETITIONS_MAX,
  REPETITIONS_MIN,
  YEAR_MAX,
  YEAR_MIN,
} from './rules.ts';

/** Message keys of plot rules the schema cannot state by itself. */
export const PLOT_KEYS = {
  labelPattern: 'validation.plotLabelPattern',
  labelExists: 'validation.plotLabelExists',
  plotNameExists: 'validation.plotNameExists',
  lineNameSpecial: 'validation.lineNameSpecial',
  plotNameSpecial: 'validation.plotNameSpecial',
  featureKindConflict: 'validation.featureKindConflict',
  fieldNameExists: 'validation.fieldNameExists',
  yearExists: 'validation.yearExists',
} as const;

/**
 * A number that may be left empty: `""`, null and absent are "no value"; anything else must
 * read as a number (`A valid number is required.`).
 */
export const optionalNumber = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  numberInput().optional(),
);

/** An optional free text (a comment) kept as "" when absent. */
const optionalComment = optionalText(INPUT_MAX_LENGTH);

/** A parent (mother/father) line name: absent or empty means none. */
const parentName = text()
  .trim()
  .max(LINE_NAME_MAX_LENGTH)
  .nullish()
  .transform((v) => (v ? v : null));

/** A plot label (spec §5): letters, digits and - # № / ., at most 10 characters. */
export const PlotLabel = text()
  .trim()
  .max(PLOT_LABEL_MAX_LENGTH)
  .regex(PLOT_LABEL_PATTERN, PLOT_KEYS.labelPattern);

/** `POST plot_table/` body (api-contract §5). */
export const CreatePlotBody = z.object({
  plot_name: requiredText(PLOT_NAME_MAX_LENGTH),
  field: Id.describe('field id'),
  year: integerInput({ min: YEAR_MIN, max: YEAR_MAX }).describe('calendar year'),
  spec_id: Id,
  line_name: requiredText(LINE_NAME_MAX_LENGTH),
  comment: optionalComment,
  mother: parentName,
  father: parentName,
  repetitions: integerInput({ min: REPETITIONS_MIN, max: REPETITIONS_MAX })
    .nullish()
    .transform((v) => v ?? 1),
  width: optionalNumber,
  length: optionalNumber,
  plot_label: PlotLabel.nullish(),
});
export type CreatePlotBody = z.input<typeof CreatePlotBody>;

/** One created plot (an array of them answers `POST plot_table/`, one per repetition). */
export const CreatedPlot = z.object({
  plot_id: z.number().int(),
  plot_name: z.string(),
  line_name: z.string(),
  width: z.number().nullable(),
  length: z.number().nullable(),
  year_id: z.number().int(),
  year: z.number().int(),
  plot_label: z.string().nullable(),
});
export type CreatedPlot = z.infer<typeof CreatedPlot>;
export const CreatedPlots = z.array(CreatedPlot);

/** `POST create_plot_by_coord/`: one plot placed at map row `y`, position `x` (0-based). */
export const CreatePlotByCoordBody = z.object({
  plot_name: requiredText(PLOT_NAME_MAX_LENGTH),
  line_name: requiredText(LINE_NAME_MAX_LENGTH),
  spec_id: Id,
  year_id: Id,
  x: integerInput({ min: 0, max: MAP_INDEX_MAX }),
  y: integerInput({ min: 0, max: MAP_INDEX_MAX }),
  mother: parentName,
  father: parentName,
  comment: optionalComment,
  length: optionalNumber,
  width: optionalNumber,
});
export type CreatePlotByCoordBody = z.input<typeof CreatePlotByCoordBody>;

/** `PATCH plot_table/{id}/`: any of these. An empty label clears it. */
export const UpdatePlotBody = patchBody({
  plot_name: requiredText(PLOT_NAME_MAX_LENGTH).optional(),
  line_name: requiredText(LINE_NAME_MAX_LENGTH).optional(),
  comment: text().trim().max(INPUT_MAX_LENGTH).nullish(),
  plot_label: z.union([PlotLabel, z.literal('')]).nullish(),
  width: optionalNumber.nullable(),
  length: optionalNumber.nullable(),
  mother: parentName.optional(),
  father: parentName.optional(),
});
export type UpdatePlotBody = z.input<typeof UpdatePlotBody>;

/** A plot as `PATCH plot_table/{id}/` and `GET plot_table/{id}/` answer. */
export const PlotSummary = CreatedPlot.extend({
  comment: z.string(),
  line_id: z.number().int(),
  field_id: z.number().int(),
});
export type PlotSummary = z.infer<typeof PlotSummary>;

/** `POST plot_table/delete_multiple/`. */
export const DeletePlotsBody = z.object({
  plot_ids: idList(BATCH_PLOTS_MAX).min(1),
});
export type DeletePlotsBody = z.infer<typeof DeletePlotsBody>;

/** How moved plots are placed: 1 in order, 2 linear (by repetition), 3 random. */
export const SORT_METHODS = [1, 2, 3] as const;

/** `POST plot_table/create_multiple/`: plots (with their lines) into a new year. */
export const MovePlotsBody = z.object({
  field_id: Id,
  spec_id: Id,
  new_year: integerInput({ min: YEAR_MIN, max: YEAR_MAX }),
  plot_ids: idList(BATCH_PLOTS_MAX).default([]),
  additional_plot_names: z.array(requiredText(PLOT_NAME_MAX_LENGTH)).max(BATCH_PLOTS_MAX).nullish(),
  sort_method: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .nullish()
    .transform((v) => v ?? 1)
    .describe(
      '1 in order (A/1 A/2 B/1 B/2, default), 2 linear (A/1 B/1 A/2 B/2), 3 random order ' +
        'inside each repetition; ignored when `design` is given',
    ),
  max_length_per_list: integerInput({ min: FIELD_WIDTH_MIN, max: FIELD_WIDTH_MAX })
    .nullish()
    .transform((v) => v ?? FIELD_WIDTH_DEFAULT),
  repetitions: integerInput({ min: REPETITIONS_MIN, max: REPETITIONS_MAX })
    .nullish()
    .transform((v) => v ?? 1)
    .describe('plots per entry; with a design, the blocks (checks get one plot per block)'),
  design: Design.optional(),
});
export type MovePlotsBody = z.input<typeof MovePlotsBody>;

export const PlotResult = z.object({
  plot_final_id: z.number().int(),
  plot_final_feature: z.string(),
  plot_final_value: z.string().describe('the value as entered: "75.91", "75", "red"'),
  plot_final_unit: z.string(),
});
export type PlotResult = z.infer<typeof PlotResult>;

export const PlotStage = z.object({
  plot_stage_id: z.number().int(),
  stage_of_vegetation: z.string(),
  date_of_stage: z.string().nullable(),
  days_after_sowing: z.number().int().nullable(),
});
export type PlotStage = z.infer<typeof PlotStage>;

export const PlotHarvest = z.object({
  harvest_id: z.number().int(),
  harvest_technology: z.string(),
  harvest_date_planned: z.string().nullable(),
  harvest_date_real: z.string().nullable(),
  harvest_comment: z.string(),
});
export type PlotHarvest = z.infer<typeof PlotHarvest>;

export const PlotGenotype = z.object({
  mutation_table_id: z.number().int(),
  plot_genotype_id: z.number().int(),
  mut_name: z.string(),
  first_allele: z.string(),
  second_allele: z.string(),
  /** 'manual' (typed or uploaded) or 'reads' (called from the plot's sequencing files; decision 045). */
  source: z.enum(['manual', 'reads']),
  /** Reads covering the marker and the genotype quality (phred), for a call from reads; else null. */
  depth: z.number().int().nullable(),
  quality: z.number().int().nullable(),
});
export type PlotGenotype = z.infer<typeof PlotGenotype>;

export const PlotBrush = z.object({ brush_id: z.number().int(), brush_name: z.string() });
export type PlotBrush = z.infer<typeof PlotBrush>;

/** A row of the plot table (api-contract §5). */
export const CombinedPlot = z.object({
  plot_order_priority: z.number().int(),
  line_id: z.number().int(),
  line_name: z.string(),
  parent_line_id_1: z.number().int().nullable(),
  parent_name_1: z.string().nullable().describe('mother'),
  parent_line_id_2: z.number().int().nullable(),
  parent_name_2: z.string().nullable().describe('father'),
  plot_id: z.number().int(),
  plot_name: z.string(),
  comment: z.string(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  square: z.number().nullable(),
  plot_group: z.string().describe('"" when none'),
  is_sort: z.boolean(),
  plot_label: z.string().nullable(),
  is_existed_brush: z.boolean(),
  crossbreeding_line_id: z.number().int().nullable(),
  crossbreeding_line_name: z.string().nullable(),
  plot_results: z.array(PlotResult),
  plot_stages: z.array(PlotStage),
  plot_harvest: z.array(PlotHarvest),
  genotype: z.array(PlotGenotype),
  brushes: z.array(PlotBrush),
});
export type CombinedPlot = z.infer<typeof CombinedPlot>;

/** The decoded `filters` of the plot table: column → the texts to keep. */
const PlotFilterValues = z.record(text(), z.array(text()));

/**
 * `filters` as sent: JSON text `{column: [values]}` whose keys and values are texts like any
 * other (no NUL, no lone surrogate, decision 027); it stays text for the server to read.
 */
const PlotFilters = text()
  .max(20_000)
  .superRefine((value, context) => {
    let decoded: unknown;
    try {
      decoded = JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'errors.invalid', input: value });
      return;
    }
    const [issue] = PlotFilterValues.safeParse(decoded).error?.issues ?? [];
    if (issue) {
      const known = issue.message.startsWith('errors.');
      context.addIssue({
        code: 'custom',
        message: known ? issue.message : 'errors.invalid',
        params: known ? (issue as { params?: Record<string, unknown> }).params : undefined,
        input: value,
      });
    }
  });

/**
 * `GET combined_plot_field_line_genealogy/` query. `sort_by` is a column key
 * (`plot_name`, `plot_label`, `line_name`, `parent_name_1`, `parent_name_2`, `comment`,
 * `square`, `plot_order_priority`…) or `feature:<name>` / `stage:<name>` for a phenotype or a
 * stage column. `filters` is JSON `{column: [values]}` (column as in sort_by), values from
 * `unique_values`; `search` a substring of plot or line name.
 */
export const CombinedPlotsQuery = z.object({
  year_id: Id,
  page: integerInput({ min: 1 }).default(1),
  page_size: integerInput({ min: 1, max: PLOT_PAGE_SIZE_MAX }).default(PLOT_PAGE_SIZE_DEFAULT),
  sort_by: text().max(300).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  filters: PlotFilters.optional(),
  search: text().max(300).optional(),
  with_unique_values: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true')
    .describe('false skips unique_values (cheaper when only paging or sorting)'),
});
export type CombinedPlotsQuery = z.input<typeof CombinedPlotsQuery>;

export const CombinedPlots = z.object({
  meta: z.object({
    total_pages: z.number().int(),
    total_items: z.number().int(),
    current_page: z.number().int(),
    page_size: z.number().int(),
  }),
  data: z.array(CombinedPlot),
  unique_values: z.object({
    parent: z.array(z.string()),
    comment: z.array(z.string()),
    phenotypes: z
      .record(z.string(), z.array(z.union([z.number(), z.string()])))
      .describe('per feature its distinct values: numbers as numbers (ascending), then texts'),
  }),
  characteristics_order: z.array(z.string()),
});
export type CombinedPlots = z.infer<typeof CombinedPlots>;

/** `GET plot_table/?field_id&year_id[&spec_id]`: the plots of a season, as summaries. */
export const PlotListQuery = z.object({ field_id: Id, year_id: Id, spec_id: Id.optional() });

/** `GET plot_table/get_commentary/?plot_id`. */
export const PlotIdQuery = z.object({ plot_id: Id });
export const Commentary = z.object({ plot_id: z.number().int(), comment: z.string() });
export type Commentary = z.infer<typeof Commentary>;

/** `PATCH line_table_list/`: make a line a variety (or back). */
export const UpdateLineBody = z.object({
  line_id: Id,
  is_sort: z.boolean(),
});
export const LineSummary = z.object({
  line_id: z.number().int(),
  line_name: z.string(),
  is_sort: z.boolean(),
});
export type LineSummary = z.infer<typeof LineSummary>;

/** `PATCH lines_genealogy/`: set or clear a line's parents by name. */
export const UpdateGenealogyBody = z.object({
  spec_id: Id,
  line_id: Id,
  mother: parentName,
  father: parentName,
});
export const Genealogy = z.object({
  line_id: z.number().int(),
  mother: z.string().nullable(),
  mother_id: z.number().int().nullable(),
  father: z.string().nullable(),
  father_id: z.number().int().nullable(),
});
export type Genealogy = z.infer<typeof Genealogy>;

/** `GET field_map_coloring_data/?year_id&field_id`: what a field-year has data for. */
export const ColoringDataQuery = z.object({
  year_id: Id,
  field_id: Id,
});
export const ColoringData = z.object({
  harvest_technology: z.array(z.string()),
  plot_stage: z.array(z.string()),
  plot_final_results: z.array(z.string()),
});
export type ColoringData = z.infer<typeof ColoringData>;
