import type { ImportCounts } from '@plotline/contract/imports';
import type { Language } from '@plotline/contract/rules';
import type { Db } from '../../db/client.ts';
import { ImportRejected, ProblemList } from '../../platform/excel/problem-list.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { withLocalFile } from '../../platform/files/local-file.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { JobOutcome } from '../../platform/jobs/job-types.ts';
import { readSeedSheet, type SeedSheet } from './read-seed-sheet.ts';
import { writeSeedRows } from './write-seed-rows.ts';

export type SeedImport = {
  files: FileStore;
  /** The .xlsx file: its key in the file store. */
  fileKey: string;
  /** Its name as uploaded: the corrections' note names it. */
  fileName: string;
  /** The crop, already checked to be in the user's tenant. */
  cropId: number;
  userId: number;
  /** The uploader's language: missing columns and the corrections' note are in it. */
  language: Language;
  /** Percent done, 0..100. */
  report?: (percent: number) => void;
  /** Cancels the import: nothing is written (one transaction). */
  signal?: AbortSignal;
};

const READ_SHARE = 70;
/** Longest file name the corrections' note repeats. */
const NOTE_FILE_NAME_MAX = 200;

/**
 * Imports a seed-record file, all or nothing (decision 040): every cell is checked while
 * streaming, then in one transaction the rows' codes, locations, lines and bookings against
 * the locked lots; only a file without any problem is written.
 * @returns success with the counts, or failed with every problem by row and column
 */
export async function importSeedFile(db: Db, input: SeedImport): Promise<JobOutcome> {
  const report = input.report ?? (() => {});
  const sheet = await readSheet(input, (share) => report(share * READ_SHARE));
  // rows read well are still checked against the database when others had problems, so
  // that one failed job lists every problem of the file
  if (sheet.rows.length === 0) return { status: 'failed', errors: sheet.problems.toList() };
  input.signal?.throwIfAborted();
  report(READ_SHARE);
  try {
    const counts = await db.transaction((tx) =>
      writeSeedRows(tx, {
        cropId: input.cropId,
        userId: input.userId,
        sheet,
        note: translate('seedFiles.correctionNote', input.language, {
          file: input.fileName.slice(0, NOTE_FILE_NAME_MAX),
        }),
        signal: input.signal,
      }),
    );
    const result: ImportCounts = {
      rows: counts.rows,
      fields_created: 0,
      years_created: 0,
      plots_created: 0,
      plots_updated: 0,
      values_written: 0,
      stages_written: 0,
      field_years: [],
      lots_created: counts.created,
      lots_updated: counts.updated,
    };
    return { status: 'success', result };
  } catch (error) {
    if (error instanceof ImportRejected) return { status: 'failed', errors: error.problems };
    throw error;
  }
}

/** Reads the sheet; a file that cannot be read, or goes over a limit, is one problem. */
async function readSheet(
  input: SeedImport,
  onProgress: (share: number) => void,
): Promise<SeedSheet> {
  try {
    return await withLocalFile(input.files, input.fileKey, (path) =>
      readSeedSheet(path, input.language, onProgress, input.signal),
    );
  } catch (error) {
    input.signal?.throwIfAborted();
    const problems = new ProblemList();
    problems.addReadFailure(error);
    return { layout: {}, rows: [], problems };
  }
}
