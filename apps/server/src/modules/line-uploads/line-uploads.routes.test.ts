import { LINE_COLLECTION_HEADERS } from '@plotline/contract/line-uploads';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { crops, notifications } from '../../db/schema.ts';
import { bearer, buildCompany, buildUser, logInAs } from '../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { buildXlsx, readXlsx, signedInBreeder } from '../imports/imports-test-kit.ts';
import {
  EXPORT_URL,
  LINES_URL,
  linesOf,
  PARENTS_URL,
  parentsOf,
  uploadLines,
} from './line-uploads-test-kit.ts';

/**
 * The line uploads (decision 037): the collection and pedigree files as import jobs, their
 * templates in the caller's language, and the collection export that uploads back unchanged.
 */
let app: FastifyInstance;
let db: Db;
let alice: Awaited<ReturnType<typeof signedInBreeder>>;

beforeEach(async () => {
  app = await buildTestApp();
  db = (await getTestDatabase()).db;
  alice = await signedInBreeder(app, db, 'alice');
});
afterEach(() => app.close());

const EN = Object.values(LINE_COLLECTION_HEADERS).map((texts) => texts.en);

async function download(url: string, language = 'en', headers = alice.headers) {
  const response = await app.inject({
    url,
    headers: { ...headers, 'accept-language': language },
  });
  return response;
}

describe('the line collection upload', () => {
  it('creates lines with their record, headers found in any language, order and case', async () => {
    const { response, job } = await uploadLines(app, alice.headers, {
      cropId: alice.cropId,
      rows: [
        ['NOMBRE', 'сорт', 'Regiones', 'Родословная', 'madre', 'Species', 'Комментарии', 'Other'],
        ['Линия 1', 'да', 'Юг; Север ;Юг', 'Безостая 1/Скала', null, 'T. aestivum', 'ранняя', 'x'],
        ['Линия 2', 'no', null, null, 'Линия 1', null, null, null],
        ['Линия 3', null, null, 'отбор из местной популяции', null, null, null, null],
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(job).toMatchObject({
      status: 'success',
      errors: [],
      result: { rows: 3, lines_created: 5, lines_updated: 0 },
    });
    const all = await linesOf(db, alice.cropId);
    expect(Object.keys(all)).toEqual(['Безостая 1', 'Линия 1', 'Линия 2', 'Линия 3', 'Скала']);
    expect(all['Линия 1']).toMatchObject({
      isSort: true,
      regions: ['Юг', 'Север'],
      genealogy: 'Безостая 1/Скала',
      mother: 'Безостая 1',
      father: 'Скала',
      species: 'T. aestivum',
      comments: 'ранняя',
      createdBy: alice.user.id,
    });
    expect(all['Линия 2']).toMatchObject({ isSort: false, mother: 'Линия 1', father: null });
    // free text without «/» is kept as written and names no parent
    expect(all['Линия 3']).toMatchObject({ genealogy: 'отбор из местной популяции', mother: null });
  });

  it('updates existing lines (same name folded) in the columns of the file only', async () => {
    await uploadLines(app, alice.headers, {
      cropId: alice.cropId,
      rows: [
        ['Name', 'Origin', 'Owner', 'Mother'],
        ['Ёлка', 'Краснодар', 'НИИ', 'М'],
      ],
    });
    const { job } = await uploadLines(app, alice.headers, {
      cropId: alice.cropId,
      rows: [
        ['Nome', 'Titolare'],
        ['  елка ', 'Агрохолдинг'],
      ],
    });
    expect(job?.result).toMatchObject({ rows: 1, lines_created: 0, lines_updated: 1 });
    expect((await linesOf(db, alice.cropId)).Ёлка).toMatchObject({
      origin: 'Краснодар',
      owner: 'Агрохолдинг',
      mother: 'М',
    });
  });

  it('is announced to the uploader when done, in the language of the upload', async () => {
    await uploadLines(
      app,
      { ...alice.headers, 'accept-language': 'ru' },
      {
        cropId: alice.cropId,
        rows: [['Название'], ['А'], ['Б']],
      },
    );
    const [notice] = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, alice.user.id), eq(notifications.eventType, 'file_upload')),
      );
    expect(notice).toMatchObject({
      title: 'Файл «plots.xlsx» загружен',
      message: 'Строк: 2; линий создано: 2, обновлено: 0.',
      status: 'success',
    });
  });
});

describe('the pedigree upload', () => {
  it('sets parents from the columns and from Purdy, creating the inner crosses', async () => {
    const { job } = await uploadLines(app, alice.headers, {
      url: PARENTS_URL,
      cropId: alice.cropId,
      rows: [
        ['Line', 'Pedigree', 'Mother', 'Father'],
        ['BC3', 'A*3/B', null, null],
        ['DC', 'A / B // C / D', 'A/B', null],
        ['F1', null, 'X', 'Y'],
      ],
    });
    expect(job).toMatchObject({ status: 'success', result: { rows: 3 } });
    expect(await parentsOf(db, alice.cropId)).toEqual({
      A: [null, null],
      'A*2/B': ['A', 'A/B'],
      'A/B': ['A', 'B'],
      B: [null, null],
      BC3: ['A', 'A*2/B'],
      C: [null, null],
      'C/D': ['C', 'D'],
      D: [null, null],
      DC: ['A/B', 'C/D'],
      F1: ['X', 'Y'],
      X: [null, null],
      Y: [null, null],
    });
    const all = await linesOf(db, alice.cropId);
    expect(all['A*2/B']?.genealogy).toBe('A*2/B');
    expect(all.BC3?.genealogy).toBe('A*3/B');
  });
});

describe('the templates', () => {
  it('hold the headers and one example row in the language of the request', async () => {
    for (const [language, name] of [
      ['ru', 'Название'],
      ['en', 'Name'],
      ['it', 'Nome'],
      ['es', 'Nombre'],
    ] as const) {
      const response = await download(`${LINES_URL}template/`, language);
      expect(response.statusCode).toBe(200);
      const { rows } = await readXlsx(response.rawPayload);
      const headers = Object.values(LINE_COLLECTION_HEADERS).map((texts) => texts[language]);
      expect(rows[0]).toEqual(headers);
      expect(rows[0]?.[0]).toBe(name);
      expect(rows[1]?.[0]).toBe('L-001');
      expect(rows).toHaveLength(2);
    }
    const parents = await download(`${PARENTS_URL}template/`, 'it');
    expect((await readXlsx(parents.rawPayload)).rows).toEqual([
      ['Linea', 'Madre', 'Padre', 'Pedigree'],
      ['L-001', 'A*2/B', 'C', 'A*2/B//C'],
    ]);
  });

  it('upload back as they are: the example row is a valid backcross', async () => {
    const template = await download(`${LINES_URL}template/`, 'es');
    const { job } = await uploadLines(app, alice.headers, {
      cropId: alice.cropId,
      file: template.rawPayload,
    });
    expect(job).toMatchObject({ status: 'success', result: { lines_created: 6 } });
    expect((await linesOf(db, alice.cropId))['L-001']).toMatchObject({
      mother: 'A*2/B',
      father: 'C',
      origin: 'Selección propia',
      regions: ['Norte', 'Sur'],
    });
  });
});

describe('the collection export', () => {
  async function seed() {
    await uploadLines(app, alice.headers, {
      cropId: alice.cropId,
      rows: [
        EN,
        [
          'Alpha',
          'yes',
          'wheat',
          'RU',
          'South; North',
          'high',
          'A',
          'P1/P2',
          'me',
          'c',
          'h',
          'f',
          null,
          null,
        ],
        ['Beta', 'no', '', '', '', '', '', 'Alpha/P3//P4', '', '', '', '', 'Alpha/P3', 'P4'],
        ['1234', null, null, null, null, null, null, null, null, null, null, null, null, null],
      ],
    });
  }

  it('writes every line the caller may see in the collection layout', async () => {
    await seed();
    const response = await download(`${EXPORT_URL}?spec_id=${alice.cropId}`, 'ru');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('lines.xlsx');
    const { rows } = await readXlsx(response.rawPayload);
    expect(rows[0]).toEqual(Object.values(LINE_COLLECTION_HEADERS).map((texts) => texts.ru));
    expect(rows.map((row) => row[0])).toEqual([
      'Название',
      '1234',
      'Alpha',
      'Alpha/P3',
      'Beta',
      'P1',
      'P2',
      'P3',
      'P4',
    ]);
    expect(rows[2]).toEqual([
      'Alpha',
      'да',
      'wheat',
      'RU',
      'South; North',
      'high',
      'A',
      'P1/P2',
      'me',
      'c',
      'h',
      'f',
      'P1',
      'P2',
    ]);
  });

  it('round-trips: unchanged, nothing changes; one cell edited, only that changes', async () => {
    await seed();
    const before = await linesOf(db, alice.cropId);
    const exported = await download(`${EXPORT_URL}?spec_id=${alice.cropId}`, 'it');
    const unchanged = await uploadLines(app, alice.headers, {
      cropId: alice.cropId,
      file: exported.rawPayload,
    });
    expect(unchanged.job).toMatchObject({
      status: 'success',
      result: { rows: 8, lines_created: 0, lines_updated: 0 },
    });
    expect(await linesOf(db, alice.cropId)).toEqual(before);

    const { rows } = await readXlsx(exported.rawPayload);
    const beta = rows.findIndex((row) => row[0] === 'Beta');
    (rows[beta] as unknown[])[9] = 'molto precoce';
    const edited = await uploadLines(app, alice.headers, {
      cropId: alice.cropId,
      file: await buildXlsx(rows as never),
    });
    expect(edited.job).toMatchObject({
      status: 'success',
      result: { lines_created: 0, lines_updated: 1 },
    });
    expect(await linesOf(db, alice.cropId)).toEqual({
      ...before,
      Beta: { ...before.Beta, comments: 'molto precoce' },
    });
  });
});

describe('access', () => {
  it("answers 404 for another tenant's crop on every route, and writes nothing", async () => {
    const bob = await signedInBreeder(app, db, 'bob');
    const file = await buildXlsx([['Name'], ['X']]);
    for (const url of [LINES_URL, PARENTS_URL]) {
      const { response } = await uploadLines(app, bob.headers, { cropId: alice.cropId, file, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    const exported = await download(`${EXPORT_URL}?spec_id=${alice.cropId}`, 'en', bob.headers);
    expect(exported.statusCode).toBe(404);
    expect(await linesOf(db, alice.cropId)).toEqual({});
  });

  it('refuses changes to a line the caller may not write, but not a row that changes nothing', async () => {
    const company = await buildCompany(db);
    const head = await buildUser(db, {
      username: 'head',
      companyId: company.id,
      role: 'head_of_company',
    });
    await buildUser(db, { username: 'emp', companyId: company.id });
    const [crop] = await db
      .insert(crops)
      .values({ companyId: company.id, russianName: 'Ячмень', createdBy: head.id })
      .returning({ id: crops.id });
    const cropId = crop?.id as number;
    const headApi = bearer((await logInAs(app, 'head')).access);
    const empApi = bearer((await logInAs(app, 'emp')).access);
    await uploadLines(app, headApi, {
      cropId,
      rows: [
        ['Name', 'Owner'],
        ['Головная', 'НИИ'],
      ],
    });
    const refused = await uploadLines(app, empApi, {
      cropId,
      rows: [
        ['Name', 'Owner'],
        ['Своя', 'я'],
        ['Головная', 'я'],
      ],
    });
    expect(refused.job).toMatchObject({
      status: 'failed',
      errors: [
        {
          row: 3,
          column: 'A',
          header: 'Name',
          message: 'The line «Головная» exists, but you may not change it.',
        },
      ],
    });
    expect(Object.keys(await linesOf(db, cropId))).toEqual(['Головная']);
    // naming it as a parent, or leaving it as it is, needs no write access
    const allowed = await uploadLines(app, empApi, {
      cropId,
      rows: [
        ['Name', 'Owner', 'Mother'],
        ['Своя', 'я', 'Головная'],
        ['Головная', 'НИИ', null],
      ],
    });
    expect(allowed.job).toMatchObject({
      status: 'success',
      result: { lines_created: 1, lines_updated: 0 },
    });
  });
});
