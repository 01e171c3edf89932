import { z } from 'zod';
import { Id } from './common.ts';

/**
 * Sequencing files of a plot (issue 17, spec §3 "Genomic file", §5 Files, §7 FastQC,
 * api-contract §10, decision 047): FASTQ (single or paired R1/R2), FASTA, or a .tar/.tar.gz/.zip
 * of them, up to 100 GB. Each is processed once as a job: QC (FastQC's modules) and allele
 * read counts at the crop's catalogue markers, from which the plot's genotypes are called.
 */

/** Gigabyte of 1,073,741,824 bytes. */
const GB = 1024 * 1024 * 1024;

/** Largest sequencing file (spec §5, §8 "file over 100 GB"). */
export const GENOME_FILE_MAX_BYTES = 100 * GB;

/** Longest file name kept (§8 "file name too long"). */
export const GENOME_FILE_NAME_MAX = 255;

/** Statuses of a file (spec §3): uploading → processing → success | failed. */
export const GENOME_FILE_STATUSES = ['uploading', 'processing', 'failed', 'success'] as const;
export type GenomeFileStatus = (typeof GENOME_FILE_STATUSES)[number];

/** What a stored file is: reads (plain, gzip, archived) or an uploaded FastQC result archive. */
export const GENOME_FILE_KINDS = [
  'fastq',
  'fastq.gz',
  'fasta',
  'fasta.gz',
  'tar',
  'tar.gz',
  'zip',
  'fastqc',
] as const;
export type GenomeFileKind = (typeof GENOME_FILE_KINDS)[number];

/** Sequencing the reads come from; `wgs` by default (spec §3). */
export const GENOME_DATA_TYPES = ['wgs', 'wes', 'gbs', 'amplicon', 'rnaseq'] as const;
export type GenomeDataType = (typeof GENOME_DATA_TYPES)[number];

/**
 * File-name endings accepted (spec §5: .tar, .tar.gz, .zip, .fq, .fq.gz, .fasta.gz, .fasta; and
 * .fastq/.fastq.gz, .fa/.fa.gz, .tgz spelled the usual other ways), longest first, with the kind each is.
 */
export const GENOME_FILE_EXTENSIONS: ReadonlyArray<readonly [string, GenomeFileKind]> = [
  ['.fastq.gz', 'fastq.gz'],
  ['.fasta.gz', 'fasta.gz'],
  ['.tar.gz', 'tar.gz'],
  ['.fq.gz', 'fastq.gz'],
  ['.fa.gz', 'fasta.gz'],
  ['.fastq', 'fastq'],
  ['.fasta', 'fasta'],
  ['.tgz', 'tar.gz'],
  ['.tar', 'tar'],
  ['.zip', 'zip'],
  ['.fq', 'fastq'],
  ['.fa', 'fasta'],
];

/** The `accept` attribute of the web's file input. */
export const GENOME_FILE_ACCEPT = GENOME_FILE_EXTENSIONS.map(([ending]) => ending).join(',');

/** The kind of a sequencing file by its name's ending (any case), or undefined when not accepted. */
export function genomeFileKindOf(name: string): Exclude<GenomeFileKind, 'fastqc'> | undefined {
  const lower = name.trim().toLowerCase();
  for (const [ending, kind] of GENOME_FILE_EXTENSIONS) {
    if (lower.endsWith(ending) && lower.length > ending.length) {
      return kind as Exclude<GenomeFileKind, 'fastqc'>;
    }
  }
  return undefined;
}

/** FastQC result archives an upload_fastqc_files/ form may hold at once. */
export const FASTQC_UPLOAD_FILES_MAX = 20;

/** Largest FastQC result archive accepted (FastQC's own are a few hundred KB). */
export const FASTQC_ARCHIVE_MAX_BYTES = 50 * 1024 * 1024;

/** The word the user types to confirm deleting a file (spec §5); checked by the web only. */
export const GENOME_FILE_DELETE_WORD = 'Delete';

const fileName = z.string().trim().min(1).max(GENOME_FILE_NAME_MAX, 'genomeFiles.nameTooLong');

// ------------------------------------------------------------------------------------------
// Requests

/**
 * `POST genome_files/`: registers a resumable upload (tus, purpose `genome.fastq`) as a file of
 * the plot, while it is still uploading (status `uploading`, the list shows the bytes so far)
 * or once finished (status `processing` at once). The name, kind and size come from the upload.
 */
export const RegisterGenomeFileBody = z.object({
  upload: z.string().min(1).max(64).describe('the tus upload id (the last part of its address)'),
  plot_id: Id,
  paired: z.boolean().default(false).describe('paired-end reads: R1 and R2 of one plot'),
  data_type: z.enum(GENOME_DATA_TYPES).default('wgs'),
});
export type RegisterGenomeFileBody = z.input<typeof RegisterGenomeFileBody>;

/**
 * `POST genome_files/<id>/reupload/ {upload}`: a failed file's bytes replaced by a new
 * resumable upload (same plot, paired, data type); processing starts again once it is finished.
 */
export const ReuploadGenomeFileBody = z.object({
  upload: z.string().min(1).max(64),
});
export type ReuploadGenomeFileBody = z.input<typeof ReuploadGenomeFileBody>;

/** `GET get_url_to_upload_fastq/?name=`: a form the browser posts the file with (S3 style). */
export const FastqUploadUrlQuery = z.object({ name: fileName });
export type FastqUploadUrlQuery = z.input<typeof FastqUploadUrlQuery>;

/**
 * The answer: POST a multipart form to `url` with every `fields` entry first, then `file` last.
 * With S3 a presigned POST policy of the bucket; with local storage our own server's address
 * (fields signed by the server, valid for an hour, bound to this user). `fields.key` is what
 * `save_fastq_file/` takes next.
 */
export const FastqUploadUrl = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type FastqUploadUrl = z.infer<typeof FastqUploadUrl>;

/** `POST save_fastq_file/`: registers a file posted through the form and starts processing. */
export const SaveFastqFileBody = z.object({
  key: z.string().min(1).max(1024).describe('fields.key of get_url_to_upload_fastq/'),
  original_name: fileName,
  plot_id: Id,
  paired: z.boolean().default(false),
  data_type: z.enum(GENOME_DATA_TYPES).default('wgs'),
});
export type SaveFastqFileBody = z.input<typeof SaveFastqFileBody>;

/** `GET get_fastqc_archives/?plot_id=`: the plot's files. */
export const FastqcArchivesQuery = z.object({ plot_id: Id });
export type FastqcArchivesQuery = z.input<typeof FastqcArchivesQuery>;

/** `POST upload_fastqc_files/` multipart: `plot_id`, then one or more `file` parts (`*_fastqc.zip`). */
export type UploadFastqcFilesForm = { plot_id: number | string; file: readonly unknown[] };

// ------------------------------------------------------------------------------------------
// Answers

/** FastQC's verdict on one module. */
export const QC_STATUSES = ['pass', 'warn', 'fail'] as const;
export type QcStatus = (typeof QC_STATUSES)[number];

/** The verdicts of one contained sequence file (FastQC's summary.txt). */
export const QcSummary = z.object({
  /** The contained file's name (the file itself, or the entry of an archive). */
  file: z.string(),
  modules: z.array(z.object({ module: z.string(), status: z.enum(QC_STATUSES) })),
});
export type QcSummary = z.infer<typeof QcSummary>;

/** One file of a plot, as its list shows it. */
export const GenomeFileItem = z.object({
  id: z.number().int(),
  plot_id: z.number().int(),
  original_name: z.string(),
  /** Bytes of the whole file (0 while the size is not yet known). */
  size: z.number(),
  kind: z.enum(GENOME_FILE_KINDS),
  status: z.enum(GENOME_FILE_STATUSES),
  paired: z.boolean(),
  data_type: z.string(),
  /** The processing job (cancel it at jobs/<id>/cancel/), once there is one. */
  job_id: z.number().int().nullable(),
  /** Bytes received so far while `uploading`; null otherwise. */
  uploaded_bytes: z.number().nullable(),
  /** 0..1 while `processing` (compressed bytes read / size); null otherwise. */
  progress: z.number().nullable(),
  /** Why it failed ('File not processed: …'), translated; null unless `failed`. */
  error: z.string().nullable(),
  /** A translated note on success (no catalogue markers for the crop: genotypes not called). */
  note: z.string().nullable(),
  /** Reads (records) read, once processed. */
  reads: z.number().nullable(),
  /** Markers where this file's reads were counted, once processed (null for a FastQC archive). */
  markers_called: z.number().nullable(),
  qc_summary: z.array(QcSummary),
  /** The FastQC-layout archive can be downloaded (download_fastqc_archive/<id>/). */
  has_archive: z.boolean(),
  created_at: z.string().describe('ISO 8601 timestamp with time zone'),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Whether the asking user may delete it (its uploader, or who manages the nursery). */
  can_delete: z.boolean(),
});
export type GenomeFileItem = z.infer<typeof GenomeFileItem>;

export const GenomeFileList = z.array(GenomeFileItem);
export type GenomeFileList = z.infer<typeof GenomeFileList>;

/**
 * `GET genome_files/<id>/qc/`: the full QC report of each contained sequence file, as the QC
 * engine writes it (packages/genome `QcAccumulator.report()`: basic statistics, per-base
 * quality, … adapter content, each with its pass/warn/fail), for the web's report view.
 */
export const GenomeFileQc = z.object({
  id: z.number().int(),
  original_name: z.string(),
  reports: z.array(
    z.object({
      file: z.string(),
      modules: QcSummary.shape.modules,
      /**
       * `plotline`: our QC engine's report (packages/genome qc); `fastqc_data`: an uploaded
       * FastQC archive's fastqc_data.txt as modules of `{name, status, columns, rows}`.
       */
      format: z.enum(['plotline', 'fastqc_data']),
      report: z.unknown(),
    }),
  ),
});
export type GenomeFileQc = z.infer<typeof GenomeFileQc>;
