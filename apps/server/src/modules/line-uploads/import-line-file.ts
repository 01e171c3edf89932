import type { ImportCounts } from '@plotline/contract/imports';
import type { Language } from '@plotline/contract/rules';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { ImportRejected, ProblemList } from '../../platform/excel/problem-list.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { withLocalFile } from '../../platform/files/local-file.ts';
import type { JobOutcome } from '../../platform/jobs/job-types.ts';
import { type LineFileKind, type LineSheet, readLineSheet } from './read-line-sheet.ts';
import { writeLineRows } from './write-line-rows.ts';

export type LineImport = {
  kind: LineFileKind;
  files: FileStore;
  /** The .xlsx file: its key in the file store. */
  fileKey: string;
  /** The crop, already checked to be the user's. */
  cropId: number;
  user: CurrentUser;
  /** The uploader's language: a missing column is named in it. */
  language: Language;
  /** Percent done, 0..100. */
  report?: (percent: number) => void;
  /** Cancels the import: nothing is written (one transaction). */
  signal?: AbortSignal;
};

const READ_SHARE = 70;

/**
 * Imports a line collection or pedigree file, all or nothing (decision 037): every cell and
 * the rows across are checked while streaming; only a file without problems is written, in
 * one transaction, where write access and pedigree loops are checked against the database.
 * @returns success with the counts, or failed with every problem by row and column
 */
export async function importLineFile(db: Db, input: LineImport): Promise<JobOutcome> {
  const report = input.report ?? (() => {});
  const sheet = await readSheet(input, (share) => report(share * READ_SHARE));
  if (!sheet.problems.isEmpty) return { status: 'failed', errors: sheet.problems.toList() };
  input.signal?.throwIfAborted();
  report(READ_SHARE);
  try {
    const counts = await db.transaction((tx) =>
      writeLineRows(tx, {
        cropId: input.cropId,
        user: input.user,
        sheet,
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
      lines_created: counts.created,
      lines_updated: counts.updated,
    };
    return { status: 'success', result };
  } catch (error) {
    if (error instanceof ImportRejected) return { status: 'failed', errors: error.problems };
    throw error;
  }
}

/** Reads the sheet; a file that cannot be read, or goes over a limit, is one problem. */
async function readSheet(
  input: LineImport,
  onProgress: (share: number) => void,
): Promise<LineSheet> {
  try {
    return await withLocalFile(input.files, input.fileKey, (path) =>
      readLineSheet(path, input.kind, input.language, onProgress, input.signal),
    );
  } catch (error) {
    input.signal?.throwIfAborted();
    const problems = new ProblemList();
    problems.addReadFailure(error);
    return { layout: {}, rows: [], problems };
  }
}
