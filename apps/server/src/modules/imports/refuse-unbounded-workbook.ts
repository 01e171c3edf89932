import type { ReceivedFile } from '@plotline/contract/imports';
import { fieldError } from '../../errors.ts';
import { WorkbookLimitError } from '../../platform/excel/workbook-limits.ts';
import { checkWorkbook } from '../../platform/excel/workbook-zip.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { withLocalFile } from '../../platform/files/local-file.ts';
import type { StoredPart } from '../../platform/files/multipart-body.ts';

/** The first bytes of every zip archive, so of every .xlsx. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * How the upload routes receive their workbook (decision 032): streamed into the file store
 * under `jobs/<uuid>.xlsx` when it starts like a zip, else not kept at all.
 */
export function workbookPart(files: FileStore): StoredPart {
  return {
    files,
    field: 'file',
    prefix: 'jobs',
    extension: '.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    sniffBytes: ZIP_SIGNATURE.length,
    accept: (head) => head.equals(ZIP_SIGNATURE),
  };
}

/**
 * Reads a received upload through the meters of platform/excel, nothing kept, before any
 * job exists (decision 025): a workbook that expands beyond WORKBOOK_LIMITS (declared in its
 * zip directory or found while inflating it) is refused here. A file that is merely
 * unreadable is left to the job, which reports it as a problem like any other (decision 009).
 * @throws AppError 400 on `file` naming the limit
 */
export async function refuseUnboundedWorkbook(
  files: FileStore,
  file: ReceivedFile & { key: string },
): Promise<void> {
  const problem = await withLocalFile(files, file.key, checkWorkbook).then(
    () => undefined,
    (error: unknown) => (error instanceof WorkbookLimitError ? error : undefined),
  );
  if (problem) throw fieldError('file', problem.key, problem.params);
}
