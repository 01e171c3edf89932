import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { ImportRejected, ProblemList } from '../../platform/excel/problem-list.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { withLocalFile } from '../../platform/files/local-file.ts';
import type { JobOutcome } from '../../platform/jobs/job-types.ts';
import type { ResolvedDesign } from '../field-maps/place-by-design.ts';
import { checkNurseryRows } from './check-nursery-rows.ts';
import { loadImportContext } from './load-import-context.ts';
import { type NurserySheet, readNurserySheet } from './read-nursery-sheet.ts';
import { writeNurseryRows } from './write-nursery-rows.ts';

/** The two nursery uploads: plot results (with phenotypes and stages) and field files. */
export type NurseryImportKind = 'plot_result' | 'field_file';

export type NurseryImport = {
  kind: NurseryImportKind;
  /** The .xlsx file: its key in the file store. */
  files: FileStore;
  fileKey: string;
  /** The crop, already checked to be the user's. */
  crop: { id: number; companyId: number | null; ownerUserId: number | null };
  user: CurrentUser;
  /** max_length_per_list: map width of nurseries the file creates or adds a year to. */
  width?: number;
  sortMethod: number;
  /** A design for the new plots (seed already fixed), replacing `sortMethod`. */
  design?: ResolvedDesign;
  /** Percent done, 0..100. */
  report?: (percent: number) => void;
  /**
   * Cancels the import: checked while the file is read and between write statements; the
   * import then throws the signal's reason and nothing is written (one transaction).
   */
  signal?: AbortSignal;
};

/** Shares of the progress bar: reading the file, checking it, writing it. */
const READ_SHARE = 60;
const CHECKED_AT = 65;

/**
 * Imports a nursery spreadsheet, all or nothing (api-contract §6): streams and checks every
 * cell, checks across rows and against the database, and only when nothing is wrong writes
 * everything in one transaction. Nurseries, seasons and lines are created when missing; plots
 * already in the season are updated, never duplicated.
 * @returns success with the counts, or failed with every problem by row and column
 */
export async function importNurseryFile(db: Db, input: NurseryImport): Promise<JobOutcome> {
  const given = input.report ?? (() => {});
  // the write's reports are its chunk boundaries: a cancelled job stops there and the throw
  // rolls the transaction back (the read checks the signal at every row itself: its progress
  // is reported from inside the unzip stream, where a throw would not reach us)
  const report = (percent: number) => {
    input.signal?.throwIfAborted();
    given(percent);
  };
  const sheet = await readSheet(input, (share) => given(share * READ_SHARE));
  if (!sheet.problems.isEmpty) return failed(sheet.problems);
  input.signal?.throwIfAborted();
  const context = await loadImportContext(db, input.user, input.crop.id, sheet);
  input.signal?.throwIfAborted();
  const kinds = await checkNurseryRows(sheet, context);
  if (input.design) checkDesignChecks(sheet, input.design.checks);
  if (!sheet.problems.isEmpty) return failed(sheet.problems);
  report(CHECKED_AT);
  try {
    const result = await db.transaction((tx) =>
      writeNurseryRows(tx, {
        cropId: input.crop.id,
        owner: { companyId: input.crop.companyId, ownerUserId: input.crop.ownerUserId },
        user: input.user,
        sheet,
        kinds,
        width: input.width,
        sortMethod: input.sortMethod,
        design: input.design,
        report: (share) => report(CHECKED_AT + share * (100 - CHECKED_AT)),
        signal: input.signal,
      }),
    );
    return { status: 'success', result };
  } catch (error) {
    if (error instanceof ImportRejected) return { status: 'failed', errors: error.problems };
    throw error;
  }
}

/**
 * Reads the sheet; a file that cannot be read, or that goes over a limit of what a workbook
 * may expand to, is one problem, not a crash.
 */
async function readSheet(
  input: NurseryImport,
  onProgress: (share: number) => void,
): Promise<NurserySheet> {
  try {
    return await withLocalFile(input.files, input.fileKey, (path) =>
      readNurserySheet(
        path,
        { phenotypes: input.kind === 'plot_result' },
        onProgress,
        input.signal,
      ),
    );
  } catch (error) {
    input.signal?.throwIfAborted();
    const problems = new ProblemList();
    problems.addReadFailure(error);
    return { layout: { columns: {}, phenotypes: [], stages: [], read: [] }, rows: [], problems };
  }
}

/** Every check of a design must be a plot (base name) of the file. */
function checkDesignChecks({ rows, layout, problems }: NurserySheet, checks: readonly string[]) {
  const plots = new Set(rows.map((row) => row.plot));
  for (const check of checks) {
    if (!plots.has(check)) {
      problems.add(null, layout.columns.plot ?? null, 'imports.designCheckMissing', { check });
    }
  }
}

function failed(problems: ProblemList): JobOutcome {
  return { status: 'failed', errors: problems.toList() };
}
