import { FIELD_MAP_FILE_MAX_BYTES } from '@plotline/contract/field-maps-file';
import type ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { buildMapXlsx, getMap, gridNames, NURSERY_ROWS, uploadMap } from './map-file-test-kit.ts';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let fieldId: number;
let yearId: number;
let companyId: number;

/** Four plots P/1…P/4 in one row of the default width (20). */
beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, fieldId, yearId, companyId } = await setUpNursery(app));
  const created = await api('POST', 'plot_table/', {
    plot_name: 'P',
    field: fieldId,
    year: 2025,
    spec_id: cropId,
    line_name: 'L',
    repetitions: 4,
  });
  expect(created.statusCode).toBe(201);
});
afterEach(() => app.close());

const UNCHANGED = ['P/1 P/2 P/3 P/4 . . . . . . . . . . . . . . . .'];

/** A problem of a failed job as the wire gives it. */
const at = (row: number | null, column: string | null, message: string) => ({
  row,
  column,
  header: null,
  message,
});

/** Uploads rows as alice and expects a failed job that changed nothing. @returns its problems */
async function expectRefused(rows: ExcelJS.CellValue[][], headers?: Record<string, string>) {
  const { response, job } = await uploadMap(api, {
    file: await buildMapXlsx(rows),
    specId: cropId,
    headers,
  });
  expect(response.statusCode).toBe(201);
  expect(job?.status).toBe('failed');
  expect(job?.result).toBeNull();
  const map = await getMap(api, fieldId, yearId);
  expect(map.max_length_per_list).toBe(20);
  expect(gridNames(map)).toEqual(UNCHANGED);
  return job?.errors;
}

describe('the request itself is refused (400 on file, 404 for another crop)', () => {
  it('refuses an empty file, a file that is not .xlsx, and one over 200 MB', async () => {
    const empty = await uploadMap(api, { file: Buffer.alloc(0), specId: cropId });
    expect(empty.response.statusCode).toBe(400);
    expect(empty.response.json()).toEqual({ file: ['The file is empty.'] });
    const text = await uploadMap(api, { file: Buffer.from('P/1;P/2'), specId: cropId });
    expect(text.response.json()).toEqual({ file: ['Upload an Excel workbook (.xlsx).'] });
    const huge = Buffer.alloc(FIELD_MAP_FILE_MAX_BYTES + 1);
    Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(huge);
    const big = await uploadMap(api, {
      file: huge,
      specId: cropId,
      headers: { 'accept-language': 'ru' },
    });
    expect(big.response.statusCode).toBe(400);
    expect(big.response.json()).toEqual({ file: ['Файл больше 200 МБ.'] });
    expect(gridNames(await getMap(api, fieldId, yearId))).toEqual(UNCHANGED);
  }, 60_000);

  it("answers 404 for another tenant's crop", async () => {
    const stranger = await setUpStranger(app);
    const file = await buildMapXlsx([...NURSERY_ROWS, ['P/4', 'P/3', 'P/2', 'P/1']]);
    const { response } = await uploadMap(stranger, { file, specId: cropId });
    expect(response.statusCode).toBe(404);
    expect(gridNames(await getMap(api, fieldId, yearId))).toEqual(UNCHANGED);
  });
});

describe('a file with problems fails its job, lists every problem and changes nothing', () => {
  it('tells a workbook without rows and a map without plots', async () => {
    expect(await expectRefused([])).toEqual([at(null, null, 'The file is empty.')]);
    expect(await expectRefused(NURSERY_ROWS)).toEqual([
      at(
        null,
        null,
        'The map is empty: from row 3 on, each sheet row is a map row and each filled cell a plot.',
      ),
    ]);
  });

  it('tells a zip file that is no workbook', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('no sheets')]);
    const { response, job } = await uploadMap(api, { file: zip, specId: cropId });
    expect(response.statusCode).toBe(201);
    expect(job?.errors).toEqual([
      at(null, null, 'The file could not be read as an Excel workbook.'),
    ]);
  });

  it('names a missing header and a bad value of row 2, and still checks the cells', async () => {
    const problems = await expectRefused([
      ['Название питомника', 'Год'],
      ['КСИ', 'двадцать'],
      ['P/1', 'P2'],
    ]);
    expect(problems).toEqual([
      at(1, null, 'The column «Регион» is missing.'),
      at(2, 'B', 'A valid integer is required.'),
      at(3, 'B', '«P2» is not a plot name of the form «<plot>/<repetition>», such as «A-12/1».'),
    ]);
  });

  it('refuses a nursery or year the crop does not have, in the language asked', async () => {
    const problems = await expectRefused(
      [
        ['Название питомника', 'Год', 'Регион'],
        ['КСИ', 2024, 'Краснодар'],
        ['P/1', 'P/2', 'P/3', 'P/4'],
      ],
      { 'accept-language': 'es' },
    );
    expect(problems).toEqual([
      at(2, 'A', 'El cultivo no tiene el vivero «КСИ» (Краснодар) con el año 2024.'),
    ]);
    const stranger = await setUpStranger(app);
    const crop = await stranger('POST', 'species_table/', { russian_name: 'Ячмень' });
    const file = await buildMapXlsx([...NURSERY_ROWS, ['P/4', 'P/3', 'P/2', 'P/1']]);
    const { job } = await uploadMap(stranger, { file, specId: crop.json().spec_id });
    expect(job?.errors).toEqual([
      at(2, 'A', 'The crop has no nursery «КСИ» (Краснодар) with the year 2025.'),
    ]);
  });

  it('lists bad cells, unknown and repeated plots, rows over 150 and missing plots', async () => {
    const tooWide: ExcelJS.CellValue[] = new Array(151).fill(null);
    tooWide[150] = 'P/2';
    tooWide[160] = 'P/3';
    const problems = await expectRefused(
      [
        ...NURSERY_ROWS,
        ['P/1', 'P/1', 'nonsense', 'Z/1', `${'a'.repeat(254)}/1`, 45_000],
        [{ error: '#N/A' }, { formula: 'A3', result: undefined } as ExcelJS.CellValue],
        tooWide,
      ],
      { 'accept-language': 'en' },
    );
    expect(problems).toEqual([
      at(null, null, 'The plot «P/2» of this nursery year is not on the map.'),
      at(null, null, 'The plot «P/3» of this nursery year is not on the map.'),
      at(null, null, 'The plot «P/4» of this nursery year is not on the map.'),
      at(3, 'B', 'The plot «P/1» is already on the map in row 3, column A.'),
      at(
        3,
        'C',
        '«nonsense» is not a plot name of the form «<plot>/<repetition>», such as «A-12/1».',
      ),
      at(3, 'D', 'This nursery year has no plot «Z/1».'),
      at(3, 'E', 'A plot name has at most 255 characters.'),
      at(3, 'F', '«45000» is not a plot name of the form «<plot>/<repetition>», such as «A-12/1».'),
      at(4, 'A', 'The cell holds the Excel error #N/A.'),
      at(
        4,
        'B',
        'The formula gives no value (an error, or never calculated): fix it in Excel, save and upload again.',
      ),
      at(5, 'EU', 'The map is at most 150 plots wide: this row goes beyond column 150.'),
    ]);
  });

  it('translates the problems into Russian and Italian', async () => {
    const rows = [...NURSERY_ROWS, ['P/1', 'P/2', 'P/3', 'P/3']];
    expect(await expectRefused(rows, { 'accept-language': 'ru' })).toEqual([
      at(null, null, 'Делянки «P/4» этого года питомника нет на карте.'),
      at(3, 'D', 'Делянка «P/3» уже есть на карте: строка 3, столбец C.'),
    ]);
    expect(await expectRefused(rows, { 'accept-language': 'it' })).toEqual([
      at(null, null, "La parcella «P/4» di quest'anno del vivaio non è sulla mappa."),
      at(3, 'D', 'La parcella «P/3» è già sulla mappa alla riga 3, colonna C.'),
    ]);
  });
});

describe('access to the season named by the file', () => {
  /** An employee of alice's company with a view-only or view-and-edit grant on 2025. */
  async function grantee(username: string, write: boolean): Promise<ApiCaller> {
    const { db } = await getTestDatabase();
    const user = await buildUser(db, { username, companyId, role: 'employee' });
    const granted = await api('POST', 'field_year_permissions/', {
      year_ids: [yearId],
      name: username,
      write,
      user_ids: [user.id],
    });
    expect(granted.statusCode).toBe(201);
    return apiAs(app, bearer((await logInAs(app, username)).access));
  }

  it('lets a view-and-edit grantee move the plots, and refuses a view-only one', async () => {
    const file = await buildMapXlsx([...NURSERY_ROWS, ['P/4', 'P/3', 'P/2', 'P/1']]);
    const reader = await grantee('rita', false);
    const refused = await uploadMap(reader, { file, specId: cropId });
    expect(refused.job?.errors).toEqual([
      at(2, 'A', 'The nursery «КСИ» exists, but you may not change it.'),
    ]);
    expect(gridNames(await getMap(api, fieldId, yearId))).toEqual(UNCHANGED);
    const writer = await grantee('walt', true);
    const moved = await uploadMap(writer, { file, specId: cropId });
    expect(moved.job?.status).toBe('success');
    expect(gridNames(await getMap(api, fieldId, yearId))).toEqual(['P/4 P/3 P/2 P/1']);
  });
});
