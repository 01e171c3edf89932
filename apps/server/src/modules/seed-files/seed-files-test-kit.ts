import type { ImportJob } from '@plotline/contract/imports';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { queryRows } from '../../db/client.ts';
import type { ApiCaller } from '../../test/nursery-api.ts';
import { getTestDatabase } from '../../test/test-app.ts';
import { multipart } from '../imports/imports-test-kit.ts';

/**
 * Helpers of the seed-record file tests: uploads through a signed-in caller with their jobs
 * polled to the end, cells of a downloaded file edited in place, and the whole store as the
 * database holds it. Only tests import this file.
 */

export const UPLOAD_URL = 'upload_excel_file/upload_seed_records/';
export const TEMPLATE_URL = `${UPLOAD_URL}template/`;
export const DOWNLOAD_URL = 'download_seed_records/';

/** Uploads a file as a seed-record file and waits for its job to end. */
export async function uploadSeedFile(api: ApiCaller, cropId: number, file: Buffer) {
  const body = multipart({ spec_id: cropId }, file);
  const response = await api('POST', UPLOAD_URL, body.payload, body.headers);
  if (response.statusCode !== 201) return { response, job: undefined };
  let job = response.json<ImportJob>();
  for (let tries = 0; job.status === 'pending' || job.status === 'processing'; tries++) {
    if (tries > 600) throw new Error('the import job did not end');
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = (await api('GET', `jobs/${job.job_id}/`)).json<ImportJob>();
  }
  return { response, job };
}

/** Downloads the crop's lots (`query` without `spec_id`) in a language; fails unless 200. */
export async function downloadSeedFile(
  api: ApiCaller,
  cropId: number,
  query = '',
  language = 'en',
): Promise<Buffer> {
  const response = await api('GET', `${DOWNLOAD_URL}?spec_id=${cropId}${query}`, undefined, {
    'accept-language': language,
  });
  if (response.statusCode !== 200)
    throw new Error(`download: ${response.statusCode} ${response.body}`);
  return response.rawPayload;
}

/**
 * Changes cells of an .xlsx file's first sheet: `edit` gets the sheet and the column number
 * of each header text; the file is written anew.
 */
export async function editXlsx(
  file: Buffer,
  edit: (sheet: ExcelJS.Worksheet, column: (header: string) => number) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  edit(sheet, (header) => {
    const index = headers.indexOf(header);
    if (index < 1) throw new Error(`no column ${header}`);
    return index;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every lot of the store with all its columns, by id, and the number of ledger entries. */
export async function storeSnapshot() {
  const { db } = await getTestDatabase();
  const lots = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from seed_lots order by id`,
  );
  const [ledger] = await queryRows<{ entries: number }>(
    db,
    sql`select count(*)::int as entries from seed_ledger`,
  );
  return { lots, entries: ledger?.entries ?? 0 };
}

/** A lot's ledger entries, oldest first. */
export async function ledgerOf(lotId: number) {
  const { db } = await getTestDatabase();
  return queryRows<{ kind: string; weight: number; amount: number; note: string }>(
    db,
    sql`select kind, weight::float8 as weight, amount, note from seed_ledger
      where lot_id = ${lotId} order by id`,
  );
}
