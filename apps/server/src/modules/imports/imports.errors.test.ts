import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import {
  BASE_HEADERS,
  buildXlsx,
  countNurseryRows,
  FIELD_FILE_URL,
  multipart,
  PLOT_RESULT_URL,
  signedInBreeder,
  upload,
} from './imports-test-kit.ts';

let app: FastifyInstance;
let db: Db;
let alice: Awaited<ReturnType<typeof signedInBreeder>>;

beforeEach(async () => {
  app = await buildTestApp();
  db = (await getTestDatabase()).db;
  alice = await signedInBreeder(app, db, 'alice');
});
afterEach(() => app.close());

const EMPTY = { fields: 0, years: 0, lines: 0, plots: 0, features: 0, results: 0, stages: 0 };
const HEADERS = [...BASE_HEADERS, 'Фенотип;Высота;см', 'Стадия развития;Всходы;'];

function uploadRows(
  rows: unknown[][],
  options: { url?: string; headers?: Record<string, string> } = {},
) {
  return buildXlsx(rows as never).then((file) =>
    upload(app, options.headers ?? alice.headers, {
      url: options.url,
      file,
      fields: { spec_id: alice.cropId },
    }),
  );
}

describe('a file with problems', () => {
  it('is refused whole: a failed job lists every problem by row and column, nothing is written', async () => {
    const { response, job } = await uploadRows([
      HEADERS,
      [
        '1',
        'Поле',
        2024,
        'Юг',
        'П1',
        'Сорт',
        1,
        { formula: '1/0', result: { error: '#DIV/0!' } },
        '2024-05-01',
      ],
      ['2', 'Поле', 'двадцать', 'Юг', null, 'Сорт', 0, 11, '2024-13-01'],
      ['3 a', 'Поле', 2024, 'Юг', '***', '  ', 1, { error: '#N/A' }, null],
      ['4', 'Поле', 1800, 'Юг', 'П4', 'Сорт', 101, 12, 'вчера'],
    ]);
    expect(response.statusCode).toBe(201);
    expect(job?.status).toBe('failed');
    expect(job?.result).toBeNull();
    const at = (row: number, column: string, header: string, message: string) => ({
      row,
      column,
      header,
      message,
    });
    expect(job?.errors).toEqual([
      at(
        2,
        'H',
        'Фенотип;Высота;см',
        'The formula gives no value (an error, or never calculated): fix it in Excel, save and upload again.',
      ),
      at(3, 'C', 'Год', 'A valid integer is required.'),
      at(3, 'E', 'Название делянки', 'This field is required.'),
      at(3, 'G', 'Номер повторности', 'Ensure this value is greater than or equal to 1.'),
      at(3, 'I', 'Стадия развития;Всходы;', 'A date is required (YYYY-MM-DD).'),
      at(4, 'A', 'Номер делянки', 'A plot number may hold only letters, digits and - # № / .'),
      at(4, 'E', 'Название делянки', 'The name cannot consist only of special characters.'),
      at(4, 'F', 'Название сорта', 'This field is required.'),
      at(4, 'H', 'Фенотип;Высота;см', 'The cell holds the Excel error #N/A.'),
      at(5, 'C', 'Год', 'Ensure this value is greater than or equal to 1900.'),
      at(5, 'G', 'Номер повторности', 'Ensure this value is less than or equal to 100.'),
      at(5, 'I', 'Стадия развития;Всходы;', 'A date is required (YYYY-MM-DD).'),
    ]);
    expect(await countNurseryRows(db)).toEqual(EMPTY);
  });

  it('names every text cell of a quantitative feature; nothing is written', async () => {
    await uploadRows([HEADERS, ['1', 'Поле', 2024, 'Юг', 'П1', 'Сорт', 1, 10, null]]);
    const before = await countNurseryRows(db);
    const { job } = await uploadRows([
      [...HEADERS, 'Фенотип;Окраска;'],
      ['1', 'Поле', 2024, 'Юг', 'П1', 'Сорт', 1, 'высокий', null, 'красная'],
      ['2', 'Поле', 2024, 'Юг', 'П2', 'Сорт', 1, 12, null, 5],
      ['3', 'Поле', 2024, 'Юг', 'П3', 'Сорт', 1, 'н/д', null, null],
    ]);
    const problem = (row: number) => ({
      row,
      column: 'H',
      header: 'Фенотип;Высота;см',
      message: 'The feature «высота» is quantitative: a number is required.',
    });
    expect(job?.errors).toEqual([problem(2), problem(4)]);
    expect(await countNurseryRows(db)).toEqual(before);
  });

  it('reports missing, duplicate and malformed headers at row 1', async () => {
    const { job } = await uploadRows([
      ['Название питомника', 'Год', 'Название делянки', 'Год', 'Фенотип;;см', 'Заметки'],
      ['Поле', 2024, 'П1', 2024, 1, 'x'],
    ]);
    expect(job?.errors).toEqual([
      { row: 1, column: null, header: null, message: 'The column «Регион» is missing.' },
      { row: 1, column: null, header: null, message: 'The column «Название сорта» is missing.' },
      { row: 1, column: 'D', header: 'Год', message: 'This column appears twice.' },
      {
        row: 1,
        column: 'E',
        header: 'Фенотип;;см',
        message: 'A phenotype column is named «Фенотип;<name>;<unit>» and needs a name.',
      },
    ]);
  });

  it('refuses phenotype columns in a field file', async () => {
    const { job } = await uploadRows(
      [HEADERS, ['1', 'Поле', 2024, 'Юг', 'П1', 'Сорт', 1, 10, null]],
      { url: FIELD_FILE_URL },
    );
    expect(job?.errors.map((e) => [e.column, e.message])).toEqual([
      ['H', 'Phenotype and stage columns are imported with the plot results upload.'],
      ['I', 'Phenotype and stage columns are imported with the plot results upload.'],
    ]);
  });

  it('refuses a plot or a label given twice, a label held by another plot, two mothers', async () => {
    await uploadRows([BASE_HEADERS, ['L1', 'Поле', 2024, 'Юг', 'Старая', 'Сорт', 1]]);
    const { job } = await uploadRows([
      [...BASE_HEADERS, 'Мать'],
      ['1', 'Поле', 2024, 'Юг', 'П1', 'Сорт', 1, 'Мама 1'],
      ['2', 'Поле', 2024, 'Юг', 'П1', 'Сорт', 1, null],
      ['1', 'Поле', 2024, 'Юг', 'П2', 'Сорт', 1, 'Мама 2'],
      ['L1', 'Поле', 2024, 'Юг', 'П3', 'Другой', 1, null],
      ['L1', 'Поле', 2025, 'Юг', 'П3', 'Другой', 1, null],
    ]);
    expect(job?.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [3, 'E', 'The plot «П1/1» already appears in row 2.'],
      [4, 'A', 'The plot number «1» is already used in row 2.'],
      [4, 'H', 'The line «Сорт» has another mother («Мама 1») in row 2.'],
      [5, 'A', 'The plot number «L1» belongs to the plot «Старая/1» of this nursery and year.'],
    ]);
  });

  it('answers in the language asked', async () => {
    const { job } = await uploadRows(
      [HEADERS, ['1', 'Поле', 'x', 'Юг', 'П1', 'Сорт', 1, 1, null]],
      {
        headers: { ...alice.headers, 'accept-language': 'ru' },
      },
    );
    expect(job?.errors[0]?.message).toBe('Требуется корректное целое число.');
    const polled = await app.inject({
      url: `/api/v1/plotline_db/jobs/${job?.job_id}/`,
      headers: { ...alice.headers, 'accept-language': 'es' },
    });
    expect(polled.json().errors[0].message).toBe('Se requiere un número entero válido.');
  });

  it('tells an empty sheet, a sheet without data and an unreadable file', async () => {
    expect((await uploadRows([])).job?.errors[0]?.message).toBe(
      'Row 1 must hold the column headers.',
    );
    expect((await uploadRows([HEADERS])).job?.errors[0]?.message).toBe(
      'The file has no data rows.',
    );
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    const { job } = await upload(app, alice.headers, {
      file: broken,
      fields: { spec_id: alice.cropId },
    });
    expect(job?.status).toBe('failed');
    expect(job?.errors[0]?.row).toBeNull();
  });

  it('leaves no temporary files behind, also when it stops reading early', async () => {
    const temporary = () =>
      readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`)).length;
    const before = temporary();
    const badHeader = await buildXlsx([['Год'], ...Array.from({ length: 50 }, () => [2024])]);
    await upload(app, alice.headers, { file: badHeader, fields: { spec_id: alice.cropId } });
    const workbook = new ExcelJS.Workbook();
    workbook
      .addWorksheet('Данные')
      .addRows([BASE_HEADERS, [null, 'Поле', 2024, 'Юг', 'П1', 'Сорт', 1]]);
    workbook.addWorksheet('Справка').addRow(['не читается']);
    const twoSheets = Buffer.from(await workbook.xlsx.writeBuffer());
    const { job } = await upload(app, alice.headers, {
      file: twoSheets,
      fields: { spec_id: alice.cropId },
    });
    expect(job?.result?.rows).toBe(1);
    expect(temporary()).toBe(before);
  });

  it('lists at most 1000 problems and counts the rest', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => [
      null,
      'Поле',
      'x',
      'Юг',
      `П${i}`,
      'Сорт',
      1,
    ]);
    const { job } = await uploadRows([BASE_HEADERS, ...rows]);
    expect(job?.errors).toHaveLength(1001);
    expect(job?.errors.at(-1)).toEqual({
      row: null,
      column: null,
      header: null,
      message: '…and 200 more problems.',
    });
  });
});

describe('an upload request', () => {
  function post(
    payload: ReturnType<typeof multipart>,
    headers: Record<string, string> = alice.headers,
    url = PLOT_RESULT_URL,
  ) {
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...payload.headers },
      payload: payload.payload,
    });
  }

  it('needs a file and a crop: 400 per field', async () => {
    const response = await post(multipart({ max_length_per_list: 1, sort_method: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      file: ['This field is required.'],
      spec_id: ['This field is required.'],
      max_length_per_list: ['Ensure this value is greater than or equal to 2.'],
      sort_method: ['A valid integer is required.'],
    });
    const json = await app.inject({
      method: 'POST',
      url: FIELD_FILE_URL,
      headers: alice.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(Object.keys(json.json())).toEqual(['file', 'spec_id']);
  });

  it('needs an .xlsx workbook', async () => {
    const response = await post(multipart({ spec_id: alice.cropId }, Buffer.from('a,b\n1,2\n')));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['Upload an Excel workbook (.xlsx).'] });
  });

  it('answers 404 for another tenant’s crop and 401 without a token; nothing is written', async () => {
    const bob = await signedInBreeder(app, db, 'bob');
    const file = await buildXlsx([BASE_HEADERS, [null, 'Поле', 2024, 'Юг', 'П1', 'Сорт', 1]]);
    const response = await post(multipart({ spec_id: bob.cropId }, file));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    const anonymous = await post(multipart({ spec_id: alice.cropId }, file), {});
    expect(anonymous.statusCode).toBe(401);
    expect(await countNurseryRows(db)).toEqual(EMPTY);
  });
});

describe('a file whose parents make a line its own ancestor', () => {
  it('is refused whole, naming the loop at the row and its mother column', async () => {
    const headers = [...BASE_HEADERS, 'Мать', 'Отец'];
    const { job } = await uploadRows([
      headers,
      ['1', 'Поле', 2024, 'Юг', 'П1', 'Дочь', 1, 'Мать-линия', null],
      ['2', 'Поле', 2024, 'Юг', 'П2', 'Мать-линия', 1, 'Дочь', null],
    ]);
    expect(job?.status).toBe('failed');
    expect(job?.errors).toEqual([
      {
        row: 2,
        column: 'H',
        header: 'Мать',
        message:
          'A line cannot be its own ancestor: Дочь → Мать-линия → Дочь (each is a parent of the one before).',
      },
    ]);
    expect(await countNurseryRows(db)).toEqual(EMPTY);
  });
});
