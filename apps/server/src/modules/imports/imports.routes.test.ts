import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import {
  BASE_HEADERS,
  buildXlsx,
  countNurseryRows,
  FIELD_FILE_URL,
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

/** The stored plots of the crop with their line, values and stages, in map order. */
async function storedPlots() {
  return queryRows<Record<string, unknown>>(
    db,
    sql`select f.name as field, f.region, fy.year, p.name, p.label, p.repetition, p.position,
        p.comment, l.name as line, m.name as mother, fa.name as father,
        (select coalesce(json_object_agg(ft.name || ':' || r.unit, r.value_entered order by ft.name), '{}')
          from plot_results r join features ft on ft.id = r.feature_id where r.plot_id = p.id) as values,
        (select coalesce(json_object_agg(s.stage, s.date::text order by s.stage), '{}')
          from plot_stages s where s.plot_id = p.id) as stages
      from plots p join field_years fy on fy.id = p.field_year_id join fields f on f.id = fy.field_id
      join lines l on l.id = p.line_id left join lines m on m.id = l.mother_id
      left join lines fa on fa.id = l.father_id
      order by fy.year, p.position`,
  );
}

const HEADERS = [
  ...BASE_HEADERS,
  'Фенотип;Высота растений;см',
  'Фенотип;Окраска;',
  'Стадия развития;Всходы;',
];

describe('upload_custom_file/plot_result/', () => {
  it('creates the nursery, year, lines and plots with their values: 201 with the final job', async () => {
    const file = await buildXlsx([
      HEADERS,
      [
        'A-1',
        'Питомник КСИ',
        2024,
        'Краснодар',
        'Делянка 1',
        'Сорт А',
        1,
        75.91,
        'красная',
        '2024-05-02',
      ],
      [
        'A-2',
        'Питомник КСИ',
        2024,
        'Краснодар',
        'Делянка 1',
        'Сорт А',
        2,
        '80',
        'белая',
        new Date(Date.UTC(2024, 4, 3)),
      ],
      [null, 'Питомник КСИ', 2024, 'Краснодар', 'Делянка 2', 'Сорт Б', null, '75,5', null, null],
    ]);
    const { response, job } = await upload(app, alice.headers, {
      file,
      fields: { spec_id: alice.cropId },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'success', progress: 100, errors: [] });
    expect(job?.result).toEqual({
      rows: 3,
      fields_created: 1,
      years_created: 1,
      plots_created: 3,
      plots_updated: 0,
      values_written: 5,
      stages_written: 2,
      field_years: [{ field_id: 1, year_id: 1, year: 2024 }],
    });
    expect(await storedPlots()).toEqual([
      {
        field: 'Питомник КСИ',
        region: 'Краснодар',
        year: 2024,
        name: 'Делянка 1/1',
        label: 'A-1',
        repetition: 1,
        position: 1,
        comment: '',
        line: 'Сорт А',
        mother: null,
        father: null,
        values: { 'высота растений:см': '75.91', 'окраска:': 'красная' },
        stages: { всходы: '2024-05-02' },
      },
      expect.objectContaining({
        name: 'Делянка 1/2',
        position: 2,
        values: { 'высота растений:см': '80', 'окраска:': 'белая' },
        stages: { всходы: '2024-05-03' },
      }),
      expect.objectContaining({
        name: 'Делянка 2/1',
        label: null,
        repetition: 1,
        position: 3,
        line: 'Сорт Б',
        values: { 'высота растений:см': '75.5' },
        stages: {},
      }),
    ]);
  });

  it('finds columns in any order and defaults the missing optional ones', async () => {
    const file = await buildXlsx([
      [
        'Фенотип;Масса;г',
        'Название сорта',
        'Регион',
        'Название делянки',
        'Год',
        'Название питомника',
      ],
      [12, 'Сорт А', 'Краснодар', 'П1', 2024, 'Поле'],
      [13, 'Сорт Б', 'Краснодар', 'П2', 2024, 'Поле'],
    ]);
    const { job } = await upload(app, alice.headers, { file, fields: { spec_id: alice.cropId } });
    expect(job?.status).toBe('success');
    expect(await storedPlots()).toEqual([
      expect.objectContaining({
        name: 'П1/1',
        label: null,
        repetition: 1,
        line: 'Сорт А',
        values: { 'масса:г': '12' },
      }),
      expect.objectContaining({
        name: 'П2/1',
        label: null,
        repetition: 1,
        line: 'Сорт Б',
        values: { 'масса:г': '13' },
      }),
    ]);
  });

  it('reads formula results, numbers written as text and dates in every form', async () => {
    const file = await buildXlsx(
      [
        [
          ...BASE_HEADERS,
          'Фенотип;Высота;см',
          'Фенотип;Оценка;',
          'Стадия развития;Всходы;',
          'Стадия развития;Колошение;',
        ],
        [
          '1',
          'Поле',
          { formula: '2020+4', result: 2024 },
          'Юг',
          'П1',
          { formula: '"Сорт "&"А"', result: 'Сорт А' },
          '1',
          { formula: 'A1*2', result: 81.5 },
          { formula: 'B1', result: 'хорошо' },
          '02.05.2024',
          45430,
        ],
        [
          '2',
          'Поле',
          '2024',
          'Юг',
          'П2',
          'Сорт А',
          1,
          ' 1,25 ',
          'плохо',
          new Date(Date.UTC(2024, 4, 4)),
          45444,
        ],
      ],
      (sheet) => {
        sheet.getCell('K2').numFmt = 'yyyy-mm-dd';
      },
    );
    const { job } = await upload(app, alice.headers, { file, fields: { spec_id: alice.cropId } });
    expect(job?.errors).toEqual([]);
    expect(await storedPlots()).toEqual([
      expect.objectContaining({
        year: 2024,
        line: 'Сорт А',
        values: { 'высота:см': '81.5', 'оценка:': 'хорошо' },
        stages: { всходы: '2024-05-02', колошение: '2024-05-18' },
      }),
      expect.objectContaining({
        values: { 'высота:см': '1.25', 'оценка:': 'плохо' },
        stages: { всходы: '2024-05-04', колошение: '2024-06-01' },
      }),
    ]);
  });

  it('ignores styled empty columns up to column 14000 and styled empty rows', async () => {
    const file = await buildXlsx(
      [
        [...BASE_HEADERS, 'Фенотип;Высота;см'],
        ['1', 'Поле', 2024, 'Юг', 'П1', 'Сорт', 1, 5],
      ],
      (sheet) => {
        for (let row = 1; row <= 30; row++) {
          for (const column of [9, 100, 5000, 14000]) {
            sheet.getCell(row, column).fill = {
              type: 'pattern',
              pattern: 'solid',
              fgColor: { argb: 'FFFFFF00' },
            };
          }
          sheet.getCell(row, 14000).border = { left: { style: 'thin' } };
        }
        sheet.getColumn(14000).width = 3;
      },
    );
    const { job } = await upload(app, alice.headers, { file, fields: { spec_id: alice.cropId } });
    expect(job?.status).toBe('success');
    expect(job?.result?.rows).toBe(1);
    expect(await countNurseryRows(db)).toMatchObject({ plots: 1, results: 1 });
  });

  it('re-upload updates the same plots: values replaced, empty cells kept, nothing duplicated', async () => {
    const first = await buildXlsx([
      HEADERS,
      ['1', 'Питомник', 2024, 'Юг', 'П1', 'Сорт А', 1, 10, 'красная', '2024-05-01'],
      ['2', 'Питомник', 2024, 'Юг', 'П2', 'Сорт Б', 1, 20, 'белая', null],
    ]);
    await upload(app, alice.headers, { file: first, fields: { spec_id: alice.cropId } });
    const second = await buildXlsx([
      HEADERS,
      ['2', 'питомник', 2024, 'ЮГ', 'П1', 'Сорт А', 1, 11, null, '2024-05-03'],
      ['1', 'Питомник', 2024, 'Юг', 'П2', 'Сорт Б', 1, null, 'синяя', null],
      ['3', 'Питомник', 2024, 'Юг', 'П3', 'Сорт В', 1, 30, null, null],
    ]);
    const { job } = await upload(app, alice.headers, {
      file: second,
      fields: { spec_id: alice.cropId },
    });
    expect(job?.result).toMatchObject({
      rows: 3,
      fields_created: 0,
      years_created: 0,
      plots_created: 1,
      plots_updated: 2,
      values_written: 3,
      stages_written: 1,
    });
    expect(await storedPlots()).toEqual([
      expect.objectContaining({
        name: 'П1/1',
        label: '2',
        position: 1,
        values: { 'высота растений:см': '11', 'окраска:': 'красная' },
        stages: { всходы: '2024-05-03' },
      }),
      expect.objectContaining({
        name: 'П2/1',
        label: '1',
        position: 2,
        values: { 'высота растений:см': '20', 'окраска:': 'синяя' },
      }),
      expect.objectContaining({
        name: 'П3/1',
        label: '3',
        position: 3,
        values: { 'высота растений:см': '30' },
      }),
    ]);
    expect(await countNurseryRows(db)).toEqual({
      fields: 1,
      years: 1,
      lines: 3,
      plots: 3,
      features: 2,
      results: 5,
      stages: 1,
    });
  });

  it('keeps numbers of a qualitative feature as text; any text makes a new feature qualitative', async () => {
    const file = await buildXlsx([
      [...BASE_HEADERS, 'Фенотип;Балл;'],
      [null, 'Поле', 2024, 'Юг', 'П1', 'Сорт', 1, 5],
      [null, 'Поле', 2024, 'Юг', 'П2', 'Сорт', 1, 'выше среднего'],
    ]);
    const { job } = await upload(app, alice.headers, { file, fields: { spec_id: alice.cropId } });
    expect(job?.status).toBe('success');
    const stored = await queryRows(
      db,
      sql`select f.kind, r.value_float, r.value_text from plot_results r
        join features f on f.id = r.feature_id order by r.plot_id`,
    );
    expect(stored).toEqual([
      { kind: 'qualitative', value_float: null, value_text: '5' },
      { kind: 'qualitative', value_float: null, value_text: 'выше среднего' },
    ]);
  });

  it('places new plots by repetition (2) or at random inside each repetition (3)', async () => {
    const rows = (year: number) => [
      BASE_HEADERS,
      ...['A', 'B', 'C', 'D'].flatMap((plot) =>
        [1, 2].map((rep) => [null, 'Поле', year, 'Юг', plot, 'Сорт', rep]),
      ),
    ];
    await upload(app, alice.headers, {
      file: await buildXlsx(rows(2024)),
      fields: { spec_id: alice.cropId, sort_method: 2 },
    });
    await upload(app, alice.headers, {
      file: await buildXlsx(rows(2025)),
      fields: { spec_id: alice.cropId, sort_method: 3 },
    });
    const names = (await storedPlots()).map((plot) => `${plot.year}:${plot.name}`);
    expect(names.slice(0, 8)).toEqual(
      ['A/1', 'B/1', 'C/1', 'D/1', 'A/2', 'B/2', 'C/2', 'D/2'].map((name) => `2024:${name}`),
    );
    const random = names.slice(8).map((name) => name.slice(5));
    expect(random.slice(0, 4).sort()).toEqual(['A/1', 'B/1', 'C/1', 'D/1']);
    expect(random.slice(4).sort()).toEqual(['A/2', 'B/2', 'C/2', 'D/2']);
  });

  it('sets the map width of a nursery it creates, or adds a year to, when max_length_per_list is given', async () => {
    const width = async () =>
      (await queryRows<{ width: number }>(db, sql`select width from fields`))[0]?.width;
    const file = (year: number) =>
      buildXlsx([BASE_HEADERS, [null, 'Поле', year, 'Юг', 'A', 'Сорт', 1]]);
    await upload(app, alice.headers, { file: await file(2024), fields: { spec_id: alice.cropId } });
    expect(await width()).toBe(20);
    await upload(app, alice.headers, {
      file: await file(2025),
      fields: { spec_id: alice.cropId, max_length_per_list: 40 },
    });
    expect(await width()).toBe(40);
    await upload(app, alice.headers, {
      file: await file(2025),
      fields: { spec_id: alice.cropId, max_length_per_list: 30 },
    });
    await upload(app, alice.headers, { file: await file(2026), fields: { spec_id: alice.cropId } });
    expect(await width()).toBe(40);
  });
});

describe('jobs/{id}/', () => {
  it('gives the job to its creator only', async () => {
    const file = await buildXlsx([BASE_HEADERS, [null, 'Поле', 2024, 'Юг', 'A', 'Сорт', 1]]);
    const { job } = await upload(app, alice.headers, { file, fields: { spec_id: alice.cropId } });
    const url = `/api/v1/plotline_db/jobs/${job?.job_id}/`;
    const mine = await app.inject({ url, headers: alice.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(job);
    const bob = await signedInBreeder(app, db, 'bob');
    expect((await app.inject({ url, headers: bob.headers })).json()).toEqual({
      detail: 'Not found.',
    });
    expect(
      (await app.inject({ url: '/api/v1/plotline_db/jobs/999/', headers: alice.headers }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ url })).statusCode).toBe(401);
  });
});

describe('upload_custom_file/field_file/', () => {
  it('creates plots with labels, parents and comments', async () => {
    const file = await buildXlsx([
      [...BASE_HEADERS, 'Мать', 'Отец', 'Комментарий'],
      ['1', 'Поле', 2025, 'Ставрополь', 'Д1', 'Гибрид 1', 1, 'Мама', 'Папа', 'полегание'],
    ]);
    const { job } = await upload(app, alice.headers, {
      url: FIELD_FILE_URL,
      file,
      fields: { spec_id: alice.cropId },
    });
    expect(job?.status).toBe('success');
    expect(await storedPlots()).toEqual([
      expect.objectContaining({
        label: '1',
        line: 'Гибрид 1',
        mother: 'Мама',
        father: 'Папа',
        comment: 'полегание',
      }),
    ]);
    expect(await countNurseryRows(db)).toMatchObject({ lines: 3, plots: 1 });
  });
});
