import { z } from 'zod';
import { Id, integerInput, requiredText, text } from './common.ts';
import { ImportProblem, JobStatus } from './imports.ts';
import { PageMeta } from './lines.ts';

/**
 * Genotype matrices (issue 17, decision 046): a crop's samples × markers imported from a VCF
 * (an upload of purpose `genome.vcf`), stored as 2-bit dosages in chunks of markers. Paths
 * (API_PATHS.genotypeMatrices, under /api/v1/plotline_db/):
 * - `GET genotype_matrices/?spec_id[&line_id]` the crop's matrices (GenotypeMatrix[])
 * - `POST genotype_matrices/preview/` (MatrixPreviewBody → MatrixPreview)
 * - `POST genotype_matrices/` (MatrixImportBody → 201 MatrixImportJob; poll `jobs/{id}/`)
 * - `GET|PATCH|DELETE genotype_matrices/{id}/` (GenotypeMatrix; PATCH MatrixRenameBody; 204)
 * - `GET genotype_matrices/{id}/samples/?page&page_size&name` (MatrixSamplePage)
 * - `GET genotype_matrices/{id}/markers/?page&page_size&chr&start&end&name` (MatrixMarkerPage)
 * - `GET genotype_matrices/{id}/window/?…` (MatrixWindowQuery → MatrixWindow)
 * - `GET genotype_matrices/{id}/samples/{idx}/row/` (MatrixRow: one sample, every marker)
 * - `GET genotype_matrices/{id}/export/?format=vcf|vcf.gz` (a VCFv4.2 attachment, streamed)
 *
 * A call is an alternative-allele dosage: 0 (ref/ref), 1 (het), 2 (alt/alt), 3 missing.
 * Compact arrays (`dosages`) are base64 of ONE BYTE PER CALL holding 0..3.
 */

/** Missing call in a dosage array. */
export const DOSAGE_MISSING = 3;

/** Bounds of a VCF import (a larger file is refused with a problem naming the line). */
export const VCF_LIMITS = {
  /** Characters of one line (a 2,000-sample line is ~10 kB; 20,000 samples with DS ~200 kB). */
  lineLength: 16 * 1024 * 1024,
  /** `##` meta lines of the header. */
  headerLines: 100_000,
  /** Samples (columns after FORMAT). */
  samples: 20_000,
  /** Sites (data lines). */
  sites: 2_000_000,
  /** Characters of a REF or ALT allele, a chromosome name, an ID. */
  alleleLength: 1000,
} as const;

/** Sites the preview reads after the header to count (more are counted by the import). */
export const PREVIEW_SITES_MAX = 10_000;

/** Largest window of the matrix browser (samples × markers). */
export const WINDOW_SAMPLES_MAX = 200;
export const WINDOW_MARKERS_MAX = 2000;

/** Page sizes of samples and markers. */
export const MATRIX_PAGE_SIZE_DEFAULT = 100;
export const MATRIX_PAGE_SIZE_MAX = 1000;

/** Longest matrix name. */
export const MATRIX_NAME_MAX_LENGTH = 200;

/** How samples are matched: to the crop's lines by name, or to a season's plots by name/label. */
export const MATRIX_MATCH = ['lines', 'plots'] as const;
export type MatrixMatch = (typeof MATRIX_MATCH)[number];

const matchFields = {
  upload: text()
    .min(1)
    .max(200)
    .describe('the id of a finished upload (POST /api/v1/uploads/, purpose `genome.vcf`)'),
  crop_id: Id.describe('the crop the matrix belongs to'),
  match: z
    .enum(MATRIX_MATCH)
    .default('lines')
    .describe(
      '`lines`: a sample is the crop line of that name (any case, ё = е); `plots`: the plot ' +
        'of the season `field_year_id` of that name or label',
    ),
  field_year_id: Id.optional().describe('the season whose plots are matched (match = plots)'),
};

/** `POST genotype_matrices/preview/`: reads the header (and counts up to PREVIEW_SITES_MAX sites). */
export const MatrixPreviewBody = z.object(matchFields);
export type MatrixPreviewBody = z.input<typeof MatrixPreviewBody>;

/** A sample as the preview matched it. */
export const PreviewSample = z.object({
  idx: z.number().int().describe('0-based column order in the VCF'),
  name: z.string(),
  line_id: z.number().int().nullable(),
  line_name: z.string().nullable(),
  plot_id: z.number().int().nullable(),
  plot_name: z.string().nullable(),
});
export type PreviewSample = z.infer<typeof PreviewSample>;

export const MatrixPreview = z.object({
  file_name: z.string(),
  samples: z.array(PreviewSample),
  matched: z.number().int(),
  unmatched: z.array(z.string()).describe('names of the samples matched to nothing'),
  sites_counted: z.number().int().describe('data lines read (at most PREVIEW_SITES_MAX)'),
  sites_more: z.boolean().describe('the file has more sites than were counted'),
  chromosomes: z.array(z.string()).describe('chromosomes of the counted sites, in file order'),
  has_ds: z.boolean().describe('the header declares FORMAT DS (dosage)'),
});
export type MatrixPreview = z.infer<typeof MatrixPreview>;

/** `POST genotype_matrices/`: imports the upload as a job (all or nothing). */
export const MatrixImportBody = z.object({
  ...matchFields,
  name: requiredText(MATRIX_NAME_MAX_LENGTH),
  add_markers: z
    .boolean()
    .default(false)
    .describe(
      "add the sites missing from the crop's marker catalogue (name = the VCF ID, or " +
        '`chr_pos` when `.`)',
    ),
});
export type MatrixImportBody = z.input<typeof MatrixImportBody>;

/** What a successful import did. */
export const MatrixImportResult = z.object({
  matrix_id: z.number().int(),
  samples: z.number().int(),
  markers: z.number().int(),
  samples_matched: z.number().int(),
  markers_in_catalogue: z.number().int().describe('sites linked to a catalogue marker'),
  markers_added: z.number().int().describe('catalogue markers created (add_markers)'),
  multiallelic: z.number().int().describe('sites with several ALTs (first ALT kept)'),
});
export type MatrixImportResult = z.infer<typeof MatrixImportResult>;

/** The import job (ImportJob's shape; `row` of a problem is the VCF line number). */
export const MatrixImportJob = z.object({
  job_id: z.number().int(),
  status: JobStatus,
  progress: z.number().int().min(0).max(100),
  result: MatrixImportResult.nullable(),
  errors: z.array(ImportProblem),
});
export type MatrixImportJob = z.infer<typeof MatrixImportJob>;

/** `GET genotype_matrices/?spec_id[&line_id]`. */
export const MatrixListQuery = z.object({
  spec_id: Id.describe('crop id'),
  line_id: Id.optional().describe('only matrices holding a sample of this line'),
});
export type MatrixListQuery = z.input<typeof MatrixListQuery>;

export const GenotypeMatrix = z.object({
  id: z.number().int(),
  crop_id: z.number().int(),
  name: z.string(),
  source_name: z.string(),
  encoding: z.enum(['gt2', 'ds8']),
  sample_count: z.number().int(),
  marker_count: z.number().int(),
  samples_matched: z.number().int(),
  chromosomes: z.array(z.string()),
  created_by: z.number().int().nullable(),
  created_by_name: z
    .string()
    .nullable()
    .describe('who imported it: first and last name, else login'),
  created_at: z.string(),
  can_delete: z.boolean(),
  sample_idx: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('with `line_id`: the first sample of that line'),
});
export type GenotypeMatrix = z.infer<typeof GenotypeMatrix>;

/** `PATCH genotype_matrices/{id}/`. */
export const MatrixRenameBody = z.object({ name: requiredText(MATRIX_NAME_MAX_LENGTH) });
export type MatrixRenameBody = z.input<typeof MatrixRenameBody>;

const page = {
  page: integerInput({ min: 1 }).default(1),
  page_size: integerInput({ min: 1, max: MATRIX_PAGE_SIZE_MAX }).default(MATRIX_PAGE_SIZE_DEFAULT),
};

export const MatrixSampleQuery = z.object({
  ...page,
  name: text().max(200).optional().describe('substring of the sample name, any case'),
});
export type MatrixSampleQuery = z.input<typeof MatrixSampleQuery>;

export const MatrixSample = z.object({
  idx: z.number().int(),
  name: z.string(),
  line_id: z.number().int().nullable(),
  line_name: z.string().nullable(),
  plot_id: z.number().int().nullable(),
  plot_name: z.string().nullable(),
});
export type MatrixSample = z.infer<typeof MatrixSample>;
export const MatrixSamplePage = z.object({ meta: PageMeta, data: z.array(MatrixSample) });
export type MatrixSamplePage = z.infer<typeof MatrixSamplePage>;

export const MatrixMarkerQuery = z.object({
  ...page,
  chr: text().max(VCF_LIMITS.alleleLength).optional(),
  start: integerInput({ min: 0 }).optional().describe('with chr: first position'),
  end: integerInput({ min: 0 }).optional().describe('with chr: last position'),
  name: text().max(200).optional().describe('substring of the marker name, any case'),
});
export type MatrixMarkerQuery = z.input<typeof MatrixMarkerQuery>;

export const MatrixMarker = z.object({
  idx: z.number().int(),
  name: z.string(),
  chr: z.string(),
  pos: z.number().int(),
  ref: z.string(),
  alt: z.string(),
  alt_freq: z.number().nullable(),
  call_rate: z.number(),
  mutation_id: z.number().int().nullable(),
});
export type MatrixMarker = z.infer<typeof MatrixMarker>;
export const MatrixMarkerPage = z.object({ meta: PageMeta, data: z.array(MatrixMarker) });
export type MatrixMarkerPage = z.infer<typeof MatrixMarkerPage>;

/**
 * `GET genotype_matrices/{id}/window/`: samples [sample_offset, +sample_limit) × markers
 * [marker_offset, +marker_limit); with `chr` (and `start`/`end`) the marker range is the
 * markers of that region and `marker_offset` counts from its first one.
 */
export const MatrixWindowQuery = z.object({
  sample_offset: integerInput({ min: 0 }).default(0),
  sample_limit: integerInput({ min: 1, max: WINDOW_SAMPLES_MAX }).default(100),
  marker_offset: integerInput({ min: 0 }).default(0),
  marker_limit: integerInput({ min: 1, max: WINDOW_MARKERS_MAX }).default(1000),
  chr: text().max(VCF_LIMITS.alleleLength).optional(),
  start: integerInput({ min: 0 }).optional(),
  end: integerInput({ min: 0 }).optional(),
});
export type MatrixWindowQuery = z.input<typeof MatrixWindowQuery>;

export const MatrixWindow = z.object({
  sample_offset: z.number().int(),
  marker_offset: z.number().int().describe('matrix index of the first marker of the window'),
  samples: z.array(MatrixSample),
  markers: z.array(MatrixMarker),
  dosages: z
    .string()
    .describe(
      'base64, one byte per call (0, 1, 2; 3 missing), sample-major: sample i, marker j at ' +
        'i × markers.length + j',
    ),
});
export type MatrixWindow = z.infer<typeof MatrixWindow>;

export const MatrixRowParams = z.object({ id: Id, idx: integerInput({ min: 0 }) });
export type MatrixRowParams = z.input<typeof MatrixRowParams>;

/** `GET genotype_matrices/{id}/samples/{idx}/row/`: one sample's calls at every marker. */
export const MatrixRow = z.object({
  sample: MatrixSample,
  marker_count: z.number().int(),
  dosages: z.string().describe('base64, one byte per marker in matrix order (3 missing)'),
});
export type MatrixRow = z.infer<typeof MatrixRow>;

export const MATRIX_EXPORT_FORMATS = ['vcf', 'vcf.gz'] as const;
export const MatrixExportQuery = z.object({
  format: z.enum(MATRIX_EXPORT_FORMATS).default('vcf'),
});
export type MatrixExportQuery = z.input<typeof MatrixExportQuery>;
