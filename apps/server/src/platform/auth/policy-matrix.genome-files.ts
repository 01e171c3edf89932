import { multipart } from '../../test/multipart.ts';
import { type Expectation, MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { READ, WRITE, MANAGE, SELF, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/** Who writes the plot's season gets past the policy to the body's 400 (no such upload, key…). */
const WRITE_PAST: Expectation = { ...WRITE, writer: 'pass', hoc: 'pass', admin: 'pass' };
/** Any signed-in user reaches the check of their own form (a 400 without a file). */
const ANYONE_PAST = Object.fromEntries(
  Object.keys(SELF).map((actor) => [actor, 'pass']),
) as Expectation;

/** Adding a plot's sequencing files writes the season's contents (decision 047). Merged into CONTENT_WRITES. */
export const GENOME_FILES_CONTENT_WRITES: Record<string, string> = {
  [`POST ${D}/genome_files/`]: "a sequencing file of a plot of the season (the caller's upload)",
  [`POST ${D}/genome_files/{id}/uploaded/`]: "a plot's sequencing file starts processing",
  [`POST ${D}/genome_files/{id}/reupload/`]: "a plot's failed sequencing file gets new bytes",
  [`POST ${D}/save_fastq_file/`]: "a sequencing file of a plot (the caller's form upload)",
  [`POST ${D}/upload_fastqc_files/`]: 'FastQC result archives of a plot of the season',
};

/** The form upload stores bytes under the caller's own key: no nursery data until save_fastq_file/. Merged into TENANT_CHANGES. */
export const GENOME_FILES_TENANT_CHANGES: Record<string, string> = {
  [`POST ${D}/genome_files/form_upload/`]:
    "a file under the caller's own signed upload key (nothing of a nursery)",
};

/**
 * Sequencing files in the matrix (issue 17; the world's FastQC archive of the plot, uploaded by
 * the head): read with the plot's season, added by who writes it, deleted by the uploader or
 * who manages the nursery (the head; the super admin), never by a grantee.
 */
export const GENOME_FILES_MATRIX: Record<string, MatrixRoute> = {
  [`GET ${D}/get_fastqc_archives/`]: {
    expect: READ,
    request: (w) => ({ url: `${d}/get_fastqc_archives/?plot_id=${w.plotId}` }),
  },
  [`GET ${D}/genome_files/{id}/qc/`]: {
    expect: READ,
    request: (w) => ({ url: `${d}/genome_files/${w.genomeFileId}/qc/` }),
  },
  [`GET ${D}/download_fastqc_archive/{id}/`]: {
    expect: READ,
    request: (w) => ({ url: `${d}/download_fastqc_archive/${w.genomeFileId}/` }),
  },
  [`POST ${D}/genome_files/`]: {
    expect: WRITE_PAST,
    request: (w) => ({
      url: `${d}/genome_files/`,
      payload: { upload: '0'.repeat(32), plot_id: w.plotId },
    }),
  },
  // the world's file is done: past the policy, a 400 on its status
  [`POST ${D}/genome_files/{id}/uploaded/`]: {
    expect: WRITE_PAST,
    request: (w) => ({ url: `${d}/genome_files/${w.genomeFileId}/uploaded/` }),
  },
  [`POST ${D}/genome_files/{id}/reupload/`]: {
    expect: WRITE_PAST,
    request: (w) => ({
      url: `${d}/genome_files/${w.genomeFileId}/reupload/`,
      payload: { upload: '0'.repeat(32) },
    }),
  },
  [`GET ${D}/get_url_to_upload_fastq/`]: {
    expect: SELF,
    request: () => ({ url: `${d}/get_url_to_upload_fastq/?name=reads.fq.gz` }),
  },
  [`POST ${D}/genome_files/form_upload/`]: {
    expect: ANYONE_PAST,
    request: () => ({ url: `${d}/genome_files/form_upload/`, ...multipart({ key: 'x' }) }),
  },
  [`POST ${D}/save_fastq_file/`]: {
    expect: WRITE_PAST,
    request: (w) => ({
      url: `${d}/save_fastq_file/`,
      payload: { key: 'genome-uploads/0/none/x.fq', original_name: 'x.fq', plot_id: w.plotId },
    }),
  },
  [`POST ${D}/upload_fastqc_files/`]: {
    expect: WRITE_PAST,
    request: (w) => ({
      url: `${d}/upload_fastqc_files/`,
      ...multipart({
        plot_id: String(w.plotId),
        file: [{ filename: 'x_fastqc.zip', content: Buffer.from('not a zip') }],
      }),
    }),
  },
  [`DELETE ${D}/delete_fastqc_file/{id}/`]: {
    expect: MANAGE,
    request: (w) => ({ url: `${d}/delete_fastqc_file/${w.genomeFileId}/` }),
  },
};
