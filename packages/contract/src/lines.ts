import { z } from 'zod';
import { Id, integerInput, optionalText, patchBody, requiredText, text } from './common.ts';
import { INPUT_MAX_LENGTH, YEAR_MAX, YEAR_MIN } from './rules.ts';

/**
 * Varieties and lines (issue 14, decision 035): the line record and its card, the collection
 * table and its pickers, the phenotype pivot of the summary page, and a line's plot values.
 */

/** A line's own name (spec §5 "plant name"): trimmed, at most 100 characters, unique per crop. */
export const LINE_RECORD_NAME_MAX_LENGTH = 100;
/** Free-text fields of the record. */
export const LINE_TEXT_MAX_LENGTH = INPUT_MAX_LENGTH;
/** The genealogy as the breeder writes it and the comments: longer texts. */
export const LINE_LONG_TEXT_MAX_LENGTH = 2000;
/** Regions a line is recommended for. */
export const LINE_REGIONS_MAX = 50;
export const LINE_PAGE_SIZE_DEFAULT = 50;
export const LINE_PAGE_SIZE_MAX = 1000;
/** Lines a picker answers at most. */
export const LINE_PICKER_LIMIT_MAX = 200;

const recordText = optionalText(LINE_TEXT_MAX_LENGTH);
const longText = optionalText(LINE_LONG_TEXT_MAX_LENGTH);

/** The editable fields of a line record (spec §3 "Variety/line"); texts default to "". */
export const LineFields = {
  species: recordText,
  origin: recordText,
  regions: z
    .array(requiredText(LINE_TEXT_MAX_LENGTH))
    .max(LINE_REGIONS_MAX)
    .nullish()
    .transform((v) => v ?? []),
  uniformity: recordText,
  heterotic_group: recordText,
  genealogy: longText,
  owner: recordText,
  comments: longText,
  herbicides: recordText,
  fungicides: recordText,
};

/** A parent named in a record: a line name of the crop (created when missing), or none. */
const parentLineName = text()
  .trim()
  .max(LINE_RECORD_NAME_MAX_LENGTH)
  .nullish()
  .transform((v) => (v ? v : null));

/** `POST add_line/`: a line by hand. A name already in the crop is a 400 on `name`. */
export const AddLineBody = z.object({
  spec_id: Id,
  name: requiredText(LINE_RECORD_NAME_MAX_LENGTH),
  is_sort: z.boolean().default(false),
  mother: parentLineName,
  father: parentLineName,
  ...LineFields,
});
export type AddLineBody = z.input<typeof AddLineBody>;

/** `PATCH line_table_list/<id>/`: any of the record's fields (at least one). */
export const UpdateLineRecordBody = patchBody({
  name: requiredText(LINE_RECORD_NAME_MAX_LENGTH).optional(),
  is_sort: z.boolean().optional(),
  species: recordText.optional(),
  origin: recordText.optional(),
  regions: LineFields.regions.optional(),
  uniformity: recordText.optional(),
  heterotic_group: recordText.optional(),
  genealogy: longText.optional(),
  owner: recordText.optional(),
  comments: longText.optional(),
  herbicides: recordText.optional(),
  fungicides: recordText.optional(),
});
export type UpdateLineRecordBody = z.input<typeof UpdateLineRecordBody>;

/** A parent as the record shows it. */
export const LineParent = z.object({ line_id: z.number().int(), line_name: z.string() });

/** A line record as the table and the card show it. */
export const LineRecord = z.object({
  line_id: z.number().int(),
  line_name: z.string(),
  spec_id: z.number().int(),
  is_sort: z.boolean(),
  species: z.string(),
  origin: z.string(),
  regions: z.array(z.string()),
  uniformity: z.string(),
  heterotic_group: z.string(),
  genealogy: z.string(),
  owner: z.string(),
  comments: z.string(),
  herbicides: z.string(),
  fungicides: z.string(),
  mother: LineParent.nullable(),
  father: LineParent.nullable(),
  count_of_plots: z.number().int().describe('plots of this line the caller may see'),
  years: z.array(z.number().int()).describe('years of those plots, ascending'),
  created_at: z.string(),
  /** The caller may edit the record (write access to a season where it grows, or owning it). */
  can_edit: z.boolean(),
  /** The caller owns the line: may delete it (when no plot uses it). */
  can_manage: z.boolean(),
});
export type LineRecord = z.infer<typeof LineRecord>;

/** `GET line_table_list/<id>/`: the card: the record, its inbreeding coefficient. */
export const LineCard = LineRecord.extend({
  inbreeding: z
    .number()
    .describe('F of the line by the tabular method; unknown parents are founders'),
});
export type LineCard = z.infer<typeof LineCard>;

const booleanQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** Sort keys of the collection table (`-` for descending). */
export const LINE_SORT_KEYS = [
  'line_name',
  'is_sort',
  'species',
  'origin',
  'heterotic_group',
  'owner',
  'count_of_plots',
  'created_at',
] as const;

/**
 * `GET line_table_list/?spec_id…`: the crop's lines the caller may see, paged. `name` is a
 * substring (any case, ё = е); `region` a line region or the region of a nursery it grew in;
 * `year` a year it grew in; `heterotic_group` exact (any case).
 */
export const LineListQuery = z.object({
  spec_id: Id,
  page: integerInput({ min: 1 }).default(1),
  page_size: integerInput({ min: 1, max: LINE_PAGE_SIZE_MAX }).default(LINE_PAGE_SIZE_DEFAULT),
  sort_by: z
    .enum([...LINE_SORT_KEYS, ...LINE_SORT_KEYS.map((key) => `-${key}` as const)])
    .default('line_name'),
  name: text().max(LINE_RECORD_NAME_MAX_LENGTH).optional(),
  is_sort: booleanQuery,
  region: text().max(LINE_TEXT_MAX_LENGTH).optional(),
  year: integerInput({ min: YEAR_MIN, max: YEAR_MAX }).optional(),
  heterotic_group: text().max(LINE_TEXT_MAX_LENGTH).optional(),
});
export type LineListQuery = z.input<typeof LineListQuery>;

export const PageMeta = z.object({
  total_pages: z.number().int(),
  total_items: z.number().int(),
  current_page: z.number().int(),
  page_size: z.number().int(),
});

export const LineList = z.object({ meta: PageMeta, data: z.array(LineRecord) });
export type LineList = z.infer<typeof LineList>;

/**
 * `GET line_ids_names/?spec_id[&search][&is_sort][&with_genotype][&limit]`: a picker's lines, by
 * name; each says whether it has a genotype (the genome pages pick only those, issue 19).
 */
export const LinePickerQuery = z.object({
  spec_id: Id,
  search: text().max(LINE_RECORD_NAME_MAX_LENGTH).optional(),
  is_sort: booleanQuery,
  with_genotype: booleanQuery.describe(
    'true: only lines with a genotype (a matrix sample or allele pairs typed on its plots)',
  ),
  limit: integerInput({ min: 1, max: LINE_PICKER_LIMIT_MAX }).default(50),
});
export const LinePickerItem = z.object({
  line_id: z.number().int(),
  line_name: z.string(),
  is_sort: z.boolean(),
  has_genotype: z
    .boolean()
    .describe('a sample of a genotype matrix matched to it, or allele pairs typed on its plots'),
});
export const LinePicker = z.array(LinePickerItem);
export type LinePicker = z.infer<typeof LinePicker>;

/** `GET line_collection_bottom_of_page/?spec_id`: counts under the table. */
export const LineSummaryQuery = z.object({ spec_id: Id });
export const LineCollectionSummary = z.object({
  count_of_lines: z.number().int().describe('every line the caller may see'),
  count_of_sorts: z.number().int().describe('of them, varieties'),
  count_of_breeding_lines: z.number().int().describe('of them, not varieties'),
  count_with_parents: z.number().int().describe('with a mother or a father'),
  count_without_plots: z.number().int().describe('growing in no nursery the caller sees'),
  count_in_last_year: z.number().int().describe('growing in the latest year of the crop'),
  last_year: z.number().int().nullable(),
});
export type LineCollectionSummary = z.infer<typeof LineCollectionSummary>;

/** `DELETE line_table_list/<id>/`: only by its owner and only when no plot uses it. */
export const LineIdParams = z.object({ id: Id });

// ------------------------------------------------------------------------------------------
// The phenotype pivot of the summary table.

export const SHOW_DATA_BY = ['year', 'region'] as const;

/**
 * `GET line_phenotype_pivot_table/?spec_id&is_sort&show_data_by…`: one row per line, one
 * column per (feature × year) or (feature × region). `sort_by` is `line_name` or a column id
 * (`-` for descending; rows without a value last); `filters` JSON
 * `[{column, min?, max?, contains?}]` (a column id or `line_name`); `page_size` up to 1000.
 */
export const PivotFilter = z.object({
  column: text().max(600),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  contains: text().max(LINE_TEXT_MAX_LENGTH).optional(),
});
export type PivotFilter = z.infer<typeof PivotFilter>;
export const PIVOT_FILTERS_MAX = 50;

export const PivotQuery = z.object({
  spec_id: Id,
  is_sort: booleanQuery,
  show_data_by: z.enum(SHOW_DATA_BY).default('year'),
  page: integerInput({ min: 1 }).default(1),
  page_size: integerInput({ min: 1, max: LINE_PAGE_SIZE_MAX }).default(LINE_PAGE_SIZE_DEFAULT),
  sort_by: text().max(600).default('line_name'),
  name: text().max(LINE_RECORD_NAME_MAX_LENGTH).optional(),
  filters: text().max(20_000).optional().describe('JSON array of {column, min?, max?, contains?}'),
});
export type PivotQuery = z.input<typeof PivotQuery>;

/** A column of the pivot: a feature in one year or one region. */
export const PivotColumn = z.object({
  id: z.string().describe('`<feature>|<year or region>`, stable for sort and filters'),
  feature: z.string(),
  unit: z.string(),
  group: z.string().describe('the year (as text) or the region'),
  quantitative: z.boolean(),
});
export type PivotColumn = z.infer<typeof PivotColumn>;

/** One cell: the mean (quantitative) or the most frequent value (qualitative), and its plots. */
export const PivotCell = z.object({
  value: z.union([z.number(), z.string()]),
  count: z.number().int(),
});
export type PivotCell = z.infer<typeof PivotCell>;

export const PivotRow = z.object({
  line_id: z.number().int(),
  line_name: z.string(),
  is_sort: z.boolean(),
  cells: z.record(z.string(), PivotCell).describe('by column id; absent when no plot has it'),
});
export type PivotRow = z.infer<typeof PivotRow>;

export const Pivot = z.object({
  meta: PageMeta,
  columns: z.array(PivotColumn),
  data: z.array(PivotRow),
});
export type Pivot = z.infer<typeof Pivot>;

/** `GET line_phenotype_pivot_table/export/` takes the pivot's query without paging: an xlsx. */
export const PivotExportQuery = PivotQuery.omit({ page: true, page_size: true });

// ------------------------------------------------------------------------------------------
// A line's plot values.

/** `GET get_phenotype_detailed_information/?line_id`: every plot value of one line, by season. */
export const LineIdQuery = z.object({ line_id: Id });
export const LinePhenotypeSeason = z.object({
  field_id: z.number().int(),
  field_name: z.string(),
  region: z.string(),
  year_id: z.number().int(),
  year: z.number().int(),
  plots: z.array(
    z.object({
      plot_id: z.number().int(),
      plot_name: z.string(),
      plot_label: z.string().nullable(),
      values: z.record(z.string(), z.union([z.number(), z.string()])),
    }),
  ),
});
export const LinePhenotypes = z.object({
  line_id: z.number().int(),
  features: z.array(z.object({ name: z.string(), unit: z.string(), quantitative: z.boolean() })),
  seasons: z.array(LinePhenotypeSeason).describe('by year, then nursery name'),
});
export type LinePhenotypes = z.infer<typeof LinePhenotypes>;
