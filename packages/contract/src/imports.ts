import { z } from 'zod';
import { Id, integerInput, text } from './common.ts';
import { Design } from './field-maps-designs.ts';
import { FIELD_WIDTH_DEFAULT, FIELD_WIDTH_MAX, FIELD_WIDTH_MIN } from './rules.ts';

/**
 * Spreadsheet imports and downloads of the nursery (api-contract §6, §9): the upload forms,
 * the import job the uploads answer with, and the bodies of the list downloads.
 */

/**
 * The header texts of nursery spreadsheets (api-contract §6, decision 010): the uploads find
 * columns by these texts in any order (any case, ё = е), the downloads write exactly these.
 * The texts are the file format, the same in every interface language.
 */
export const NURSERY_HEADERS = {
  label: 'Номер делянки',
  field: 'Название питомника',
  year: 'Год',
  region: 'Регион',
  plot: 'Название делянки',
  line: 'Название сорта',
  repetition: 'Номер повторности',
  mother: 'Мать',
  father: 'Отец',
  comment: 'Комментарий',
} as const;
/** A column of the fixed set, by its role. */
export type NurseryColumn = keyof typeof NURSERY_HEADERS;

/** Columns every nursery file must have. */
export const REQUIRED_NURSERY_COLUMNS: readonly NurseryColumn[] = [
  'field',
  'year',
  'region',
  'plot',
  'line',
];

/** First part of a phenotype header, `Фенотип;<name>;<unit>` (the unit may be empty). */
export const PHENOTYPE_HEADER_PREFIX = 'Фенотип';
/** First part of a stage header, `Стадия развития;<stage>;`. */
export const STAGE_HEADER_PREFIX = 'Стадия развития';

/**
 * Life of a job: waiting in the queue, running, finished well, finished with problems,
 * stopped by its creator.
 */
export const JOB_STATUSES = ['pending', 'processing', 'success', 'failed', 'cancelled'] as const;
export const JobStatus = z
  .enum(JOB_STATUSES)
  .describe(
    'pending (queued or waiting for a retry), processing (running), success, failed or ' +
      'cancelled (all three final)',
  );
export type JobStatus = z.infer<typeof JobStatus>;

/**
 * A file of a multipart upload once the server has received it: streamed into the file store
 * under `key`, or not kept at all (`key` null) when its first bytes are not those of a zip.
 */
export type ReceivedFile = {
  key: string | null;
  filename: string;
  bytes: number;
  /** The file starts like a zip archive, as every .xlsx does. */
  isZip: boolean;
};

function isReceivedFile(value: unknown): value is ReceivedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'filename') === 'string' &&
    Reflect.has(value, 'key')
  );
}

/** The `file` part of an upload form. */
export const UploadFile = z
  .custom<ReceivedFile>(isReceivedFile, { message: 'errors.required' })
  .meta({ type: 'string', format: 'binary', description: 'the .xlsx workbook' });

/** Multipart text fields arrive as strings: "" and absent are "not given". */
export function formBlank(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** A JSON text field of a form: "" and absent are "not given"; unreadable JSON stays text. */
export function formJson(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * `POST upload_custom_file/plot_result/` and `upload_custom_file/field_file/` (multipart).
 * Rows are matched to plots by nursery, region, year, plot name and repetition.
 */
export const NurseryUploadForm = z.object({
  file: UploadFile,
  spec_id: z.preprocess(formBlank, Id).describe('crop id'),
  max_length_per_list: z
    .preprocess(formBlank, integerInput({ min: FIELD_WIDTH_MIN, max: FIELD_WIDTH_MAX }).optional())
    .describe(
      `plots per field-map row (2..150): the width of a nursery the file creates (default ${FIELD_WIDTH_DEFAULT}) and, when given, of one the file adds a year to`,
    ),
  sort_method: z
    .preprocess(formBlank, integerInput({ min: 1, max: 3 }).default(1))
    .describe(
      'placement of new plots: 1 file order (default), 2 by repetition, 3 by repetition shuffled inside each',
    ),
  design: z
    .preprocess(formJson, Design.optional())
    .describe(
      'ours: a design for the new plots of each season, as JSON text ({"type": "rcbd", "seed": 7} …); ' +
        'overrides sort_method. Entries are the plot base names (Название делянки), blocks the ' +
        'repetitions (Номер повторности, up to the largest in the season); checks must name plots ' +
        'of the file. Recorded on the map of every season that gets new plots',
    ),
});
export type NurseryUploadForm = z.input<typeof NurseryUploadForm>;

/** One problem of a rejected file. */
export const ImportProblem = z.object({
  row: z
    .number()
    .int()
    .nullable()
    .describe('sheet row, 1 = the header row; null when the problem concerns the whole file'),
  column: z
    .string()
    .nullable()
    .describe('column letter as Excel shows it (A, B, …, AA); null when not tied to one column'),
  header: z.string().nullable().describe("that column's header text, when it has one"),
  message: z.string().describe('what is wrong, in the language of the request'),
  code: z
    .enum(['unmapped_column'])
    .optional()
    .describe(
      'weather and soil files: `unmapped_column` — the header names no parameter; send the ' +
        'file again with `mapping` naming its parameter or null to skip it',
    ),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

/** A season the import wrote into. */
export const ImportedFieldYear = z.object({
  field_id: z.number().int(),
  year_id: z.number().int(),
  year: z.number().int(),
});

/** What a successful import did. */
export const ImportCounts = z.object({
  rows: z.number().int().describe('data rows read (empty rows are skipped)'),
  fields_created: z.number().int().describe('nurseries the file created'),
  years_created: z.number().int().describe('field-years the file created'),
  plots_created: z.number().int(),
  plots_updated: z.number().int().describe('plots that existed and were updated'),
  values_written: z.number().int().describe('phenotype values created or replaced'),
  stages_written: z.number().int().describe('stage dates created or replaced'),
  field_years: z.array(ImportedFieldYear).describe('the seasons the file wrote into'),
  lines_created: z
    .number()
    .int()
    .optional()
    .describe('line uploads: lines the file created (intermediate crosses included)'),
  lines_updated: z
    .number()
    .int()
    .optional()
    .describe('line uploads: lines that existed and were changed'),
  lots_created: z
    .number()
    .int()
    .optional()
    .describe('seed-record uploads: seed lots the file created'),
  lots_updated: z
    .number()
    .int()
    .optional()
    .describe('seed-record uploads: seed lots that existed and were changed'),
  markers_created: z.number().int().optional().describe('marker catalogue uploads: markers added'),
  markers_updated: z
    .number()
    .int()
    .optional()
    .describe('marker catalogue uploads: markers at a chr+pos of the crop, changed by the file'),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

/**
 * An import job: the upload answers it (201) after waiting up to about 2 s, so small files
 * come back final; `GET jobs/{id}/` answers the same shape for polling. The file is
 * all-or-nothing: a failed job wrote nothing and lists every problem found.
 */
export const ImportJob = z.object({
  job_id: z.number().int(),
  status: JobStatus,
  progress: z.number().int().min(0).max(100).describe('percent done'),
  result: ImportCounts.nullable().describe('counts once the job succeeded, else null'),
  errors: z
    .array(ImportProblem)
    .describe('every problem of a failed file (at most 1,000; the last says how many more)'),
});
export type ImportJob = z.infer<typeof ImportJob>;

/** `GET download_plot_data/` and `excel_file/download_field_file/` query. */
export const FieldYearFileQuery = z.object({
  spec_id: Id.describe('crop id'),
  year_id: Id.describe('field-year id'),
});
export type FieldYearFileQuery = z.input<typeof FieldYearFileQuery>;

const isoDate = z.preprocess((v) => (v === '' ? null : v), z.iso.date().nullish());

/** `POST download_selection_list/`: 1 plots with parents and phenotypes, 2 adds stages. */
export const SelectionListBody = z.object({
  field_id: Id,
  year_id: Id,
  type_of_file: z
    .union([z.literal(1), z.literal(2)])
    .describe('1 phenotypes, 2 phenotypes and stages'),
});
export type SelectionListBody = z.input<typeof SelectionListBody>;

/** `POST sowing_list/`: a printable list of the plots to sow. */
export const SowingListBody = z
  .object({
    field_id: Id,
    year_id: Id.optional().describe('the season whose plots to list (or give sowing_plan_id)'),
    sowing_plan_id: Id.optional().describe(
      'list the lots booked in this sowing plan of the nursery instead (decision 041)',
    ),
    type_of_file: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .describe('1 by plot order, 2 by plot label, 3 grouped by line, 4 with note columns'),
    empty_columns: z
      .union([integerInput({ min: 0, max: 30 }), z.array(text().trim().max(100)).max(30)])
      .nullish()
      .describe('blank columns for field notes: a count, or their titles (type 4 defaults to 3)'),
    sowing_date: isoDate.describe('printed in the heading (YYYY-MM-DD)'),
    germination_date: isoDate.describe('printed in the heading (YYYY-MM-DD)'),
  })
  .refine((body) => body.year_id !== undefined || body.sowing_plan_id !== undefined, {
    message: 'errors.required',
    path: ['year_id'],
  });
export type SowingListBody = z.input<typeof SowingListBody>;

/** A spreadsheet download as OpenAPI describes it: the .xlsx bytes, sent as an attachment. */
export const XlsxFile = z.string().meta({ format: 'binary', description: 'an .xlsx workbook' });
