import type { ImportJob } from '@plotline/contract/imports';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client.ts';
import { crops } from '../../db/schema.ts';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';

/**
 * Helpers of the spreadsheet tests (imports and downloads): real .xlsx files built with
 * exceljs, multipart bodies, and polling of import jobs. Only tests import this file.
 */

export const PLOT_RESULT_URL = '/api/v1/plotline_db/upload_custom_file/plot_result/';
export const FIELD_FILE_URL = '/api/v1/plotline_db/upload_custom_file/field_file/';

/** A workbook of one sheet from rows of cell values; `decorate` may style or extend it. */
export async function buildXlsx(
  rows: ExcelJS.CellValue[][],
  decorate?: (sheet: ExcelJS.Worksheet) => void,
  sheetName = 'Лист1',
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  decorate?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of an .xlsx file, as exceljs reads them (index 0 = row 1). */
export async function readXlsx(content: Buffer): Promise<{ name: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    rows[number - 1] = (row.values as unknown[]).slice(1);
  });
  return { name: sheet.name, rows: Array.from(rows, (row) => row ?? []) };
}

/** A multipart/form-data body with text fields and an optional file part named `file`. */
export function multipart(fields: Record<string, string | number>, file?: Buffer) {
  const boundary = `----plotline${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plots.xlsx"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a file and waits for its job to end. @returns the HTTP answer and the final job */
export async function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  input: { url?: string; file?: Buffer; fields: Record<string, string | number> },
) {
  const body = multipart(input.fields, input.file);
  const response = await app.inject({
    method: 'POST',
    url: input.url ?? PLOT_RESULT_URL,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) return { response, job: undefined };
  let job = response.json<ImportJob>();
  for (let tries = 0; job.status === 'pending' || job.status === 'processing'; tries++) {
    if (tries > 600) throw new Error('the import job did not end');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const polled = await app.inject({ url: `/api/v1/plotline_db/jobs/${job.job_id}/`, headers });
    job = polled.json<ImportJob>();
  }
  return { response, job };
}

/** A company-less user with a crop, signed in. */
export async function signedInBreeder(app: FastifyInstance, db: Db, username: string) {
  const user = await buildUser(db, { username });
  const [crop] = await db
    .insert(crops)
    .values({ ownerUserId: user.id, russianName: 'Пшеница', createdBy: user.id })
    .returning({ id: crops.id });
  if (!crop) throw new Error('no crop');
  return { user, cropId: crop.id, headers: bearer((await logInAs(app, username)).access) };
}

/** Row counts of the tables an import writes, to prove that nothing was written. */
export async function countNurseryRows(db: Db) {
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from fields)::int as fields,
      (select count(*) from field_years)::int as years,
      (select count(*) from lines)::int as lines, (select count(*) from plots)::int as plots,
      (select count(*) from features)::int as features,
      (select count(*) from plot_results)::int as results,
      (select count(*) from plot_stages)::int as stages`,
  );
  return counts;
}

/** Header row of a plot-results file with the given phenotype and stage headers. */
export const BASE_HEADERS = [
  'Номер делянки',
  'Название питомника',
  'Год',
  'Регион',
  'Название делянки',
  'Название сорта',
  'Номер повторности',
];
