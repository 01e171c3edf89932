import { FIELD_MAP_FILE_MAX_BYTES } from './field-maps-file.ts';

/**
 * Resumable uploads (tus protocol, decision 033): the address, what each purpose accepts,
 * and the metadata a client sends with `Upload-Metadata`.
 */

/** Where resumable uploads are created (POST) and continued (HEAD, PATCH, DELETE on `<id>/`). */
export const UPLOADS_PATH = '/api/v1/uploads/';

/** What a file is by its first bytes: the server checks them, never the name or the claimed type. */
export const UPLOAD_KINDS = [
  'xlsx',
  'fastq',
  'fastq.gz',
  'fasta',
  'tar',
  'zip',
  'vcf',
  'vcf.gz',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Gigabyte of 1,073,741,824 bytes. */
const GB = 1024 * 1024 * 1024;

/**
 * Each purpose an upload is for: the module that takes it, its largest size in bytes and the
 * kinds of file it accepts. Imports take workbooks up to the spec's 200 MB; genome reads
 * (FASTQ/FASTA, plain, gzip-compressed or archived) and VCFs up to 100 GB.
 */
export const UPLOAD_PURPOSES = {
  'import.plot_result': { maxBytes: FIELD_MAP_FILE_MAX_BYTES, kinds: ['xlsx'] },
  'import.field_map': { maxBytes: FIELD_MAP_FILE_MAX_BYTES, kinds: ['xlsx'] },
  // sequencing reads: FASTQ or FASTA, plain or gzip (also .tar.gz), a tar or a zip of them
  'genome.fastq': { maxBytes: 100 * GB, kinds: ['fastq', 'fastq.gz', 'fasta', 'tar', 'zip'] },
  // a company's genotypes: VCF, plain or gzip/bgzip
  'genome.vcf': { maxBytes: 100 * GB, kinds: ['vcf', 'vcf.gz'] },
} as const satisfies Record<string, { maxBytes: number; kinds: readonly UploadKind[] }>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** True when `value` names a purpose of UPLOAD_PURPOSES. */
export function isUploadPurpose(value: string | undefined): value is UploadPurpose {
  return value !== undefined && Object.hasOwn(UPLOAD_PURPOSES, value);
}

/** The largest upload of any purpose, in bytes (the tus server's `Tus-Max-Size`). */
export const UPLOAD_MAX_BYTES = Math.max(
  ...Object.values(UPLOAD_PURPOSES).map((purpose) => purpose.maxBytes),
);

/** Metadata keys a client sends (`Upload-Metadata`, values base64): the rest are ignored. */
export type UploadMetadata = { filename: string; filetype?: string; purpose: UploadPurpose };
