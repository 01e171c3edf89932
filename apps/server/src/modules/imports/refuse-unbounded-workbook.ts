import type { ReceivedFile } from '@plotline/contract/imports';
import { fieldError } from '../../errors.ts';
import { WorkbookLimitError } from '../../platform/excel/workbook-limits.ts';
import { checkWorkbook } from '../../platform/excel/workbook-zip.ts';

/**
 * Reads a received upload through the meters of platform/excel, nothing kept, before any
 * job exists (decision 025): a workbook that expands beyond WORKBOOK_LIMITS (declared in its
 * zip directory or found while inflating it) is refused here. A file that is merely
 * unreadable is left to the job, which reports it as a problem like any other (decision 009).
 * @throws AppError 400 on `file` naming the limit
 */
export async function refuseUnboundedWorkbook(file: ReceivedFile): Promise<void> {
  const problem = await checkWorkbook(file.path).then(
    () => undefined,
    (error: unknown) => (error instanceof WorkbookLimitError ? error : undefined),
  );
  if (problem) throw fieldError('file', problem.key, problem.params);
}
