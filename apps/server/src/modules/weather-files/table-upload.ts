import type { ReceivedFile } from '@plotline/contract/imports';
import { fieldError } from '../../errors.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { withLocalFile } from '../../platform/files/local-file.ts';
import type { StoredPart } from '../../platform/files/multipart-body.ts';
import { refuseUnboundedWorkbook } from '../imports/refuse-unbounded-workbook.ts';
import { readHead, tableKindOf } from './read-table-rows.ts';

/**
 * How table uploads (weather, soil and marker files) receive their file (decision 032): any
 * file is streamed into the file store (an .xlsx or a CSV text; which one is told from its
 * first bytes once stored).
 */
export function tablePart(files: FileStore): StoredPart {
  return {
    files,
    field: 'file',
    prefix: 'jobs',
    extension: '.upload',
    contentType: 'application/octet-stream',
    sniffBytes: 0,
    accept: () => true,
  };
}

/**
 * Refuses a stored upload that is empty, neither an .xlsx nor a text file, or a workbook
 * beyond WORKBOOK_LIMITS, before any job exists.
 * @returns the file-store key of the upload
 * @throws AppError 400 on `file`
 */
export async function checkTable(files: FileStore, file: ReceivedFile): Promise<string> {
  if (!file.key || file.bytes === 0) throw fieldError('file', 'weatherFiles.notTable');
  const key = file.key;
  const kind = tableKindOf(await withLocalFile(files, key, readHead));
  if (kind === 'binary') throw fieldError('file', 'weatherFiles.notTable');
  if (kind === 'xlsx') await refuseUnboundedWorkbook(files, { ...file, key });
  return key;
}
