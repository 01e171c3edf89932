import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/excel/send-workbook.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import {
  BASE_HEADERS,
  buildXlsx,
  countNurseryRows,
  FIELD_FILE_URL,
  readXlsx,
  signedInBreeder,
  upload,
} from '../imports/imports-test-kit.ts';

let app: FastifyInstance;
let db: Db;
let alice: Awaited<ReturnType<typeof signedInBreeder>>;

beforeEach(async () => {
  app = await buildTestApp();
  db = (await getTestDatabase()).db;
  alice = await signedInBreeder(app, db, 'alice');
});
afterEach(() => app.close());

const RESULT_HEADERS = [
  ...BASE_HEADERS,
  'Фенотип;высота;мм',
  'Фенотип;высота;см',
  'Фенотип;окраска;',
  'Стадия развития;всходы;',
  'Стадия развития;цветение;',
];

/** A nursery of four plots (two of them repetitions) with values and stages. */
async function importSampleNursery() {
  const file = await buildXlsx([
    RESULT_HEADERS,
    [
      '1',
      'Поле Южное',
      2024,
      'Краснодарский край',
      'Д 1',
      'Сорт Ё',
      1,
      null,
      75.91,
      'красная',
      '2024-05-02',
      '2024-06-11',
    ],
    [
      '2',
      'Поле Южное',
      2024,
      'Краснодарский край',
      'Д 1',
      'Сорт Ё',
      2,
      null,
      80,
      'белая',
      '2024-05-03',
      null,
    ],
    [
      null,
      'Поле Южное',
      2024,
      'Краснодарский край',
      'Д 2',
      'Линия 7',
      1,
      612,
      null,
      null,
      null,
      null,
    ],
    [
      'x/4',
      'Поле Южное',
      2024,
      'Краснодарский край',
      'Д/3',
      'Линия 8',
      1,
      null,
      '0.5',
      'пёстрая',
      null,
      '2024-06-20',
    ],
  ]);
  const { job } = await upload(app, alice.headers, { file, fields: { spec_id: alice.cropId } });
  expect(job?.status).toBe('success');
  return job?.result?.field_years[0]?.year_id ?? 0;
}

/** Everything stored about the crop's plots, to compare before and after a round trip. */
async function snapshot() {
  return queryRows(
    db,
    sql`select p.id, p.name, p.label, p.position, p.comment, l.name as line, l.mother_id,
        l.father_id, (select json_agg(json_build_array(r.feature_id, r.value_float, r.value_text,
          r.value_entered, r.unit) order by r.id) from plot_results r where r.plot_id = p.id) as v,
        (select json_agg(json_build_array(s.stage, s.date::text) order by s.id)
          from plot_stages s where s.plot_id = p.id) as s
      from plots p join lines l on l.id = p.line_id order by p.id`,
  );
}

/** A row as exceljs reads it back: empty cells undefined, trailing ones left out. */
function withoutTrailingBlanks(row: unknown[]): unknown[] {
  const cells = row.map((cell) => cell ?? undefined);
  while (cells.length > 0 && cells.at(-1) === undefined) cells.pop();
  return cells;
}

function download(url: string, headers = alice.headers) {
  return app.inject({ url, headers });
}

describe('download_plot_data/', () => {
  it('answers an xlsx attachment named <year>_<field>_<region>_results.xlsx', async () => {
    const yearId = await importSampleNursery();
    const response = await download(
      `/api/v1/plotline_db/download_plot_data/?spec_id=${alice.cropId}&year_id=${yearId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="2024_Pole_Iuzhnoe_Krasnodarskii_krai_results.xlsx"; ' +
        "filename*=UTF-8''2024_Pole_Iuzhnoe_Krasnodarskii_krai_results.xlsx",
    );
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.name).toBe('Результаты');
    expect(sheet.rows[0]).toEqual(RESULT_HEADERS);
    expect(sheet.rows[1]).toEqual(
      [
        '1',
        'Поле Южное',
        2024,
        'Краснодарский край',
        'Д 1',
        'Сорт Ё',
        1,
        null,
        75.91,
        'красная',
        new Date('2024-05-02T00:00:00.000Z'),
        new Date('2024-06-11T00:00:00.000Z'),
      ].map((v) => v ?? undefined),
    );
    expect(sheet.rows[4]?.slice(0, 9)).toEqual([
      'x/4',
      'Поле Южное',
      2024,
      'Краснодарский край',
      'Д/3',
      'Линия 8',
      1,
      undefined,
      0.5,
    ]);
  });

  it('round trip: the exported file uploads again unchanged, nothing duplicated', async () => {
    const yearId = await importSampleNursery();
    const before = { rows: await snapshot(), counts: await countNurseryRows(db) };
    const exported = await download(
      `/api/v1/plotline_db/download_plot_data/?spec_id=${alice.cropId}&year_id=${yearId}`,
    );
    const { job } = await upload(app, alice.headers, {
      file: exported.rawPayload,
      fields: { spec_id: alice.cropId },
    });
    expect(job?.status).toBe('success');
    expect(job?.result).toMatchObject({
      fields_created: 0,
      years_created: 0,
      plots_created: 0,
      plots_updated: 4,
    });
    expect(await snapshot()).toEqual(before.rows);
    expect(await countNurseryRows(db)).toEqual(before.counts);
  });

  it('answers 404 for another crop, another tenant, and 401 signed out', async () => {
    const yearId = await importSampleNursery();
    const bob = await signedInBreeder(app, db, 'bob');
    const url = (spec: number) =>
      `/api/v1/plotline_db/download_plot_data/?spec_id=${spec}&year_id=${yearId}`;
    expect((await download(url(bob.cropId), bob.headers)).statusCode).toBe(404);
    expect((await download(url(alice.cropId), bob.headers)).statusCode).toBe(404);
    expect((await download(url(bob.cropId))).statusCode).toBe(404);
    expect((await app.inject({ url: url(alice.cropId) })).statusCode).toBe(401);
  });
});

describe('excel_file/download_field_file/', () => {
  it('writes exactly what the field-file upload reads', async () => {
    const rows = [
      [...BASE_HEADERS, 'Мать', 'Отец', 'Комментарий'],
      ['7', 'Поле', 2025, 'Ставрополь', 'Гибрид', 'F1 (А × Б)', 1, 'Мать А', 'Отец Б', 'полегание'],
      ['8', 'Поле', 2025, 'Ставрополь', 'Гибрид', 'F1 (А × Б)', 2, 'Мать А', 'Отец Б', null],
      [null, 'Поле', 2025, 'Ставрополь', 'Контроль', 'Стандарт', 1, null, null, null],
    ];
    const { job } = await upload(app, alice.headers, {
      url: FIELD_FILE_URL,
      file: await buildXlsx(rows),
      fields: { spec_id: alice.cropId },
    });
    const yearId = job?.result?.field_years[0]?.year_id;
    const response = await download(
      `/api/v1/plotline_db/excel_file/download_field_file/?spec_id=${alice.cropId}&year_id=${yearId}`,
    );
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.rows).toEqual(rows.map(withoutTrailingBlanks));
    const before = await snapshot();
    const again = await upload(app, alice.headers, {
      url: FIELD_FILE_URL,
      file: response.rawPayload,
      fields: { spec_id: alice.cropId },
    });
    expect(again.job?.result).toMatchObject({ plots_created: 0, plots_updated: 3 });
    expect(await snapshot()).toEqual(before);
  });
});

describe('download_selection_list/ and sowing_list/', () => {
  async function post(url: string, payload: Record<string, unknown>, headers = alice.headers) {
    return app.inject({ method: 'POST', url: `/api/v1/plotline_db/${url}`, headers, payload });
  }

  it('selection list 1 has parents and phenotypes, 2 adds the stages', async () => {
    const yearId = await importSampleNursery();
    const body = { field_id: 1, year_id: yearId };
    const first = await readXlsx(
      (await post('download_selection_list/', { ...body, type_of_file: 1 })).rawPayload,
    );
    expect(first.rows[0]).toEqual([
      ...BASE_HEADERS,
      'Мать',
      'Отец',
      'Комментарий',
      ...RESULT_HEADERS.slice(7, 10),
    ]);
    const second = await readXlsx(
      (await post('download_selection_list/', { ...body, type_of_file: 2 })).rawPayload,
    );
    expect(second.rows[0]).toEqual([
      ...BASE_HEADERS,
      'Мать',
      'Отец',
      'Комментарий',
      ...RESULT_HEADERS.slice(7),
    ]);
    expect(second.rows).toHaveLength(5);
  });

  it('sowing lists: heading, then plots by order, label, line, or with note columns', async () => {
    const yearId = await importSampleNursery();
    const body = {
      field_id: 1,
      year_id: yearId,
      sowing_date: '2024-04-20',
      germination_date: null,
    };
    const list = async (type: number, extra: Record<string, unknown> = {}) => {
      const response = await post('sowing_list/', { ...body, type_of_file: type, ...extra });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('attachment;');
      return (await readXlsx(response.rawPayload)).rows;
    };
    const byOrder = await list(1);
    expect(byOrder[0]).toEqual(['Посевной список']);
    expect(byOrder[2]).toEqual(['Дата посева: 2024-04-20']);
    expect(byOrder[4]).toEqual([
      '№',
      'Номер делянки',
      'Название делянки',
      'Номер повторности',
      'Название сорта',
      'Мать',
      'Отец',
    ]);
    expect(byOrder.slice(5).map((row) => row[2])).toEqual(['Д 1', 'Д 1', 'Д 2', 'Д/3']);
    expect((await list(2)).slice(5).map((row) => row[1])).toEqual(['1', '2', 'x/4', undefined]);
    expect((await list(3)).slice(5).map((row) => row[1])).toEqual([
      'Линия 7 (1)',
      undefined,
      'Линия 8 (1)',
      'x/4',
      'Сорт Ё (2)',
      '1',
      '2',
    ]);
    expect((await list(4))[4]?.slice(7)).toEqual(['Примечание 1', 'Примечание 2', 'Примечание 3']);
    expect((await list(1, { empty_columns: ['Всходы', 'Оценка'] }))[4]?.slice(7)).toEqual([
      'Всходы',
      'Оценка',
    ]);
  });

  it('answers 404 when the year is not of that field or not the caller’s, 400 for a bad type', async () => {
    const yearId = await importSampleNursery();
    const bob = await signedInBreeder(app, db, 'bob');
    const body = { field_id: 1, year_id: yearId, type_of_file: 1 };
    expect((await post('sowing_list/', { ...body, field_id: 2 })).statusCode).toBe(404);
    expect((await post('download_selection_list/', body, bob.headers)).statusCode).toBe(404);
    const bad = await post('sowing_list/', { ...body, type_of_file: 5 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['type_of_file']);
  });
});

describe('file names of the downloads', () => {
  it('keep the <year>_<field>_<region> base and add the kind: no two downloads share a name', async () => {
    const yearId = await importSampleNursery();
    const [field] = await queryRows<{ field_id: number }>(
      db,
      sql`select field_id from field_years where id = ${yearId}`,
    );
    const body = { field_id: field?.field_id, year_id: yearId };
    const post = (path: string, extra: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/plotline_db/${path}`,
        headers: alice.headers,
        payload: { ...body, ...extra },
      });
    const answers = [
      await download(
        `/api/v1/plotline_db/download_plot_data/?spec_id=${alice.cropId}&year_id=${yearId}`,
      ),
      await download(
        `/api/v1/plotline_db/excel_file/download_field_file/?spec_id=${alice.cropId}&year_id=${yearId}`,
      ),
      await post('download_selection_list/', { type_of_file: 1 }),
      await post('download_selection_list/', { type_of_file: 2 }),
      ...(await Promise.all(
        [1, 2, 3, 4].map((type) => post('sowing_list/', { type_of_file: type })),
      )),
      await download(
        `/api/v1/plotline_db/field_maps/export_to_excel/?field_id=${field?.field_id}&year_id=${yearId}`,
      ),
    ];
    const names = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      return /filename="([^"]+)"/.exec(String(answer.headers['content-disposition']))?.[1];
    });
    const base = '2024_Pole_Iuzhnoe_Krasnodarskii_krai';
    expect(names).toEqual([
      `${base}_results.xlsx`,
      `${base}_nursery.xlsx`,
      `${base}_selection.xlsx`,
      `${base}_selection_stages.xlsx`,
      `${base}_sowing.xlsx`,
      `${base}_sowing_by_label.xlsx`,
      `${base}_sowing_by_line.xlsx`,
      `${base}_sowing_notes.xlsx`,
      `${base}_map.xlsx`,
    ]);
    expect(new Set(names).size).toBe(names.length);
  });
});
