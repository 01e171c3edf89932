import type { FieldMap } from '@plotline/contract/field-maps-grid';
import type { ImportJob } from '@plotline/contract/imports';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { multipart } from '../../test/multipart.ts';
import type { ApiCaller } from '../../test/nursery-api.ts';

/**
 * Helpers of the field-map file tests: real .xlsx files built and read with exceljs, the
 * upload with its job polled to the end, and the map as plot names. Only tests import this.
 */

/** The nursery rows of a map file (rows 1 and 2) as `setUpNursery` creates the nursery. */
export const NURSERY_ROWS: ExcelJS.CellValue[][] = [
  ['Название питомника', 'Год', 'Регион'],
  ['КСИ', 2025, 'Краснодар'],
];

/** A one-sheet workbook from rows of cell values (index 0 = sheet row 1). */
export async function buildMapXlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  rows.forEach((row, index) => {
    row.forEach((value, column) => {
      if (value !== null && value !== undefined) sheet.getCell(index + 1, column + 1).value = value;
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every sheet of a workbook as rows of cell values (index 0 = row 1; trailing cells cut). */
export async function readSheets(content: Buffer): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheets: Record<string, unknown[][]> = {};
  for (const sheet of workbook.worksheets) {
    const rows: unknown[][] = [];
    for (let number = 1; number <= sheet.rowCount; number++) {
      const values = (sheet.getRow(number).values as unknown[]).slice(1);
      rows.push(Array.from(values, (value) => value ?? null));
    }
    sheets[sheet.name] = rows;
  }
  return sheets;
}

/**
 * Uploads a map file as `caller` and polls its job to the end.
 * @returns the HTTP answer and, when it is 201, the final job
 */
export async function uploadMap(
  caller: ApiCaller,
  input: {
    file: Buffer;
    specId: number;
    headers?: Record<string, string>;
    /** More text fields of the form (the web's upload form sends width and placement). */
    fields?: Record<string, string>;
  },
) {
  const body = multipart({
    ...input.fields,
    spec_id: String(input.specId),
    file: { filename: 'map.xlsx', content: input.file },
  });
  const headers = { ...body.headers, ...input.headers };
  const response = await caller('POST', 'upload_custom_file/field_map/', body.payload, headers);
  if (response.statusCode !== 201) return { response, job: undefined };
  let job = response.json<ImportJob>();
  for (let tries = 0; job.status === 'pending' || job.status === 'processing'; tries++) {
    if (tries > 600) throw new Error('the map upload job did not end');
    await new Promise((resolve) => setTimeout(resolve, 50));
    job = (await caller('GET', `jobs/${job.job_id}/`, undefined, input.headers ?? {})).json();
  }
  return { response, job };
}

/** Downloads the season's map file; expects a 200 xlsx attachment. */
export async function exportMap(caller: ApiCaller, fieldId: number, yearId: number) {
  const response = await caller(
    'GET',
    `field_maps/export_to_excel/?field_id=${fieldId}&year_id=${yearId}`,
  );
  expect(response.statusCode).toBe(200);
  return { response, file: response.rawPayload };
}

/** The season's map as `GET field_maps/` answers it. */
export async function getMap(caller: ApiCaller, fieldId: number, yearId: number) {
  const response = await caller('GET', `field_maps/?year_id=${yearId}&field_id=${fieldId}`);
  expect(response.statusCode).toBe(200);
  return response.json<FieldMap[]>()[0] as FieldMap;
}

/** The grid as lines of plot names, `.` for an empty place. */
export function gridNames(map: FieldMap): string[] {
  return map.location_of_plots.map((row) =>
    row.map((cell) => (cell ? cell.plot_name : '.')).join(' '),
  );
}
