import type { ImportCounts } from '@plotline/contract/imports';
import type { Language } from '@plotline/contract/rules';
import type { Db } from '../../db/client.ts';
import { translate } from '../i18n/translate.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { notify } from '../realtime/notify.ts';
import {
  JOB_CANCELLED_KEY,
  JOB_FAILED_KEY,
  JOB_INTERRUPTED_KEY,
  type JobFinished,
  type JobProblem,
  type JobSnapshot,
} from './job-types.ts';

/** Longest file name a notification repeats; the rest is cut with an ellipsis. */
const FILE_NAME_MAX = 120;

/** What an upload's job keeps to announce its end: the file's name, the request's language. */
export type UploadNotice = { fileName: string; language: Language };

/**
 * The `onFinish` of the upload job kinds: notifies the creator (`file_upload`) that the file
 * was imported, with the counts, or was not, with the number of problems (or cancelled).
 * The texts are written in the language of the upload request, kept in the job's input, and
 * stored so (decision 021).
 */
export function announceImport(db: Db, bus: EventBus): JobFinished<UploadNotice> {
  return async (job, upload) => {
    if (job.createdBy === null) return;
    const succeeded = job.status === 'success';
    const file =
      upload.fileName.length > FILE_NAME_MAX
        ? `${upload.fileName.slice(0, FILE_NAME_MAX - 1)}…`
        : upload.fileName;
    const title = translate(
      succeeded ? 'notifications.fileImported' : 'notifications.fileNotImported',
      upload.language,
      { file },
    );
    await notify(db, bus, {
      userId: job.createdBy,
      type: 'file_upload',
      status: succeeded ? 'success' : 'failed',
      title,
      message: describeOutcome(job, upload.language),
    });
  };
}

function describeOutcome(job: JobSnapshot, language: Language): string {
  if (job.status === 'success') {
    const counts = job.result as ImportCounts;
    const params = {
      rows: counts.rows,
      created: counts.plots_created,
      updated: counts.plots_updated,
      values: counts.values_written,
      stages: counts.stages_written,
    };
    if (job.kind.startsWith('import.line_')) {
      const lines = { rows: counts.rows, created: counts.lines_created ?? 0 };
      return translate('lineUploads.counts', language, {
        ...lines,
        updated: counts.lines_updated ?? 0,
      });
    }
    if (job.kind === 'import.seed_records') {
      return translate('seedFiles.counts', language, {
        rows: counts.rows,
        created: counts.lots_created ?? 0,
        updated: counts.lots_updated ?? 0,
      });
    }
    if (job.kind === 'import.meteo_file' || job.kind === 'import.agro_file') {
      return translate('weatherFiles.counts', language, {
        rows: counts.rows,
        values: counts.values_written,
      });
    }
    if (job.kind === 'import.markers') {
      return translate('markers.counts', language, {
        rows: counts.rows,
        created: counts.markers_created ?? 0,
        updated: counts.markers_updated ?? 0,
      });
    }
    if (job.kind === 'import.vcf') {
      const matrix = job.result as { samples: number; markers: number };
      return translate('genotypeMatrices.counts', language, {
        samples: matrix.samples,
        markers: matrix.markers,
      });
    }
    const key =
      job.kind === 'import.field_map' ? 'notifications.mapCounts' : 'notifications.nurseryCounts';
    return translate(key, language, params);
  }
  if (job.status === 'cancelled') return translate(JOB_CANCELLED_KEY, language);
  const [only] = job.errors;
  if (
    job.errors.length === 1 &&
    (only?.key === JOB_FAILED_KEY || only?.key === JOB_INTERRUPTED_KEY)
  ) {
    return translate(only.key, language);
  }
  return translate('notifications.fileProblems', language, { n: countProblems(job.errors) });
}

/** Every problem of the file, also those the list left out (its last entry counts them). */
function countProblems(problems: JobProblem[]): number {
  const more = problems.at(-1);
  if (more?.key !== 'imports.moreProblems') return problems.length;
  return problems.length - 1 + Number(more.params?.n ?? 0);
}
