import { SEED_RECORD_HEADERS } from '@plotline/contract/seed-files';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { notifications, seedLots } from '../../db/schema.ts';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { buildXlsx, multipart, readXlsx } from '../imports/imports-test-kit.ts';
import { buildLot, buildStore, lotBalance } from '../sowing-plans/sowing-plans-test-kit.ts';
import {
  DOWNLOAD_URL,
  downloadSeedFile,
  editXlsx,
  ledgerOf,
  storeSnapshot,
  TEMPLATE_URL,
  UPLOAD_URL,
  uploadSeedFile,
} from './seed-files-test-kit.ts';

/**
 * The seed-record files (decision 040): the template, the download of the crop's lots and the
 * upload that reads it back: all or nothing, quantities only through ledger entries.
 */
let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let fieldId: number;
let companyId: number;
let locationId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, fieldId, companyId } = await setUpNursery(app, 'head'));
  ({ locationId } = await buildStore({ cropId, companyId }));
});
afterEach(() => app.close());

const HEADERS = (language: 'ru' | 'en') =>
  Object.values(SEED_RECORD_HEADERS).map((texts) => texts[language]);

/** Lots A (100 g, 2000 seeds, every field set, 30 g and 100 seeds booked), B (50 g), C (20 g). */
async function buildLots() {
  const a = await buildLot({ cropId, locationId }, 'Безостая 1', 100, { amount: 2000 });
  const b = await buildLot({ cropId, locationId }, 'Скала', 50);
  const c = await buildLot({ cropId, locationId }, 'Скала', 20);
  const plan = await api('POST', 'sowing_plans/', {
    spec_id: cropId,
    field_id: fieldId,
    year: 2026,
    name: 'Весна',
  });
  const booked = await api('POST', `sowing_plans/${plan.json().id}/items/`, {
    lot: a.id,
    weight: 30,
    amount: 100,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  // reserved after booking: a reserve lot is not offered for sowing
  const details = await api('PATCH', `seeds/${a.id}/`, {
    reserved: true,
    weight_1000: 42.125,
    sowing_tolerance: 10,
    region: 'Юг',
    experiment: 'КСИ',
    plant_number: '7',
    selection_number: '12/3',
    address: 'Ящик 3',
    comment: 'сухо',
  });
  expect(details.statusCode, details.body).toBe(200);
  return { a, b, c };
}

describe('the template', () => {
  it('has the headers and an example row in the language of the request', async () => {
    for (const language of ['ru', 'en'] as const) {
      const response = await api('GET', TEMPLATE_URL, undefined, { 'accept-language': language });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('seed_records_template.xlsx');
      const { rows } = await readXlsx(response.rawPayload);
      expect(rows[0]).toEqual(HEADERS(language));
      expect(rows[1]?.[2]).toBe(language === 'ru' ? 'Стеллаж А' : 'Shelf A');
    }
    expect(HEADERS('ru').slice(0, 6)).toEqual([
      'Партия',
      'Склад',
      'Место хранения',
      'Линия',
      'Делянка',
      'Вес, г',
    ]);
  });
});

describe('the download', () => {
  it('writes every lot the filters select, by code, with its names', async () => {
    const { a, b, c } = await buildLots();
    const { rows } = await readXlsx(await downloadSeedFile(api, cropId, '', 'ru'));
    expect(rows[0]).toEqual(HEADERS('ru'));
    expect(rows.slice(1).map((row) => row[0])).toEqual([a.code, b.code, c.code]);
    expect(rows[1]?.slice(0, 11)).toEqual([
      a.code,
      'Склад №1',
      'Стеллаж А',
      'Безостая 1',
      undefined,
      100,
      2000,
      42.125,
      'да',
      'Юг',
      undefined,
    ]);
    const scala = await readXlsx(await downloadSeedFile(api, cropId, '&line=скал'));
    expect(scala.rows.slice(1).map((row) => row[0])).toEqual([b.code, c.code]);
    const available = await readXlsx(await downloadSeedFile(api, cropId, '&available_only=true'));
    expect(available.rows.slice(1).map((row) => row[0])).toEqual([b.code, c.code]);
    const ofA = await readXlsx(await downloadSeedFile(api, cropId, `&line_id=${a.lineId}`));
    expect(ofA.rows.slice(1).map((row) => row[0])).toEqual([a.code]);
  });
});

describe('the upload', () => {
  it('changes nothing when a download comes back unchanged (ledger and every lot)', async () => {
    await buildLots();
    const before = await storeSnapshot();
    for (const language of ['en', 'ru']) {
      const file = await downloadSeedFile(api, cropId, '', language);
      const { response, job } = await uploadSeedFile(api, cropId, file);
      expect(response.statusCode).toBe(201);
      expect(job).toMatchObject({
        status: 'success',
        errors: [],
        result: { rows: 3, lots_created: 0, lots_updated: 0 },
      });
    }
    expect(await storeSnapshot()).toEqual(before);
  });

  it('turns an edited weight and amount into ONE correction of the exact difference', async () => {
    const { a, b } = await buildLots();
    const second = await buildStore(
      { cropId, companyId },
      { warehouse: 'Склад №2', location: 'Ящик' },
    );
    const file = await editXlsx(await downloadSeedFile(api, cropId), (sheet, column) => {
      sheet.getRow(2).getCell(column('Weight, g')).value = 87.125;
      sheet.getRow(2).getCell(column('Seeds, pcs')).value = '1 500';
      sheet.getRow(2).getCell(column('Comment')).value = null;
      sheet.getRow(3).getCell(column('Warehouse')).value = 'склад №2';
      sheet.getRow(3).getCell(column('Storage location')).value = 'ЯЩИК';
    });
    const before = await storeSnapshot();
    const { job } = await uploadSeedFile(api, cropId, file);
    expect(job).toMatchObject({ status: 'success', result: { rows: 3, lots_updated: 2 } });
    const entries = await ledgerOf(a.id);
    expect(entries.at(-1)).toEqual({
      kind: 'correction',
      weight: -12.875,
      amount: -500,
      note: 'Seed-record file «plots.xlsx»',
    });
    expect((await storeSnapshot()).entries).toBe(before.entries + 1);
    const balance = await lotBalance(a.id);
    expect(balance).toMatchObject({ weight: 87.125, amount: 1500, booked: 30 });
    expect(balance.ledger.weight).toBe(balance.weight);
    const { db } = await getTestDatabase();
    const [lotA] = await db.select().from(seedLots).where(eq(seedLots.id, a.id));
    expect(lotA).toMatchObject({ comment: '', address: 'Ящик 3', reserved: true });
    // B moved: a location change, no ledger entry
    const [lotB] = await db.select().from(seedLots).where(eq(seedLots.id, b.id));
    expect(lotB).toMatchObject({ locationId: second.locationId, weight: 50 });
    expect(await ledgerOf(b.id)).toHaveLength(1);
  });

  it('creates a lot for a row without a code, its seed as a harvest entry', async () => {
    const { a } = await buildLots();
    const file = await buildXlsx([
      ['LINEA', 'almacén', 'Ubicación', 'Вес', 'Кол-во, шт.', 'Резерв', 'Комментарий', 'Other'],
      ['  безостая 1 ', 'склад №1', 'стеллаж а', '30,5', 100, 'no', 'новая', 'x'],
    ]);
    const { job } = await uploadSeedFile(api, cropId, file);
    expect(job).toMatchObject({ status: 'success', result: { rows: 1, lots_created: 1 } });
    const { db } = await getTestDatabase();
    const [lot] = await queryRows<{ id: number; line_id: number; comment: string }>(
      db,
      sql`select id, line_id, comment from seed_lots order by id desc limit 1`,
    );
    expect(lot).toMatchObject({ line_id: a.lineId, comment: 'новая' });
    expect(await ledgerOf(lot?.id as number)).toEqual([
      { kind: 'harvest', weight: 30.5, amount: 100, note: '' },
    ]);
    expect(await lotBalance(lot?.id as number)).toMatchObject({ weight: 30.5, amount: 100 });
  });

  it('lists every problem by row and column and writes nothing', async () => {
    const { a, b, c } = await buildLots();
    const stranger = await setUpStranger(app);
    const foreignCrop: number = (
      await stranger('POST', 'species_table/', { russian_name: 'Рожь' })
    ).json().spec_id;
    const { db } = await getTestDatabase();
    const [owner] = await queryRows<{ id: number }>(
      db,
      sql`select owner_user_id as id from crops where id = ${foreignCrop}`,
    );
    const foreignStore = await buildStore({
      cropId: foreignCrop,
      companyId: null,
      ownerUserId: owner?.id,
    });
    const foreign = await buildLot(
      { cropId: foreignCrop, locationId: foreignStore.locationId },
      'Чужая',
      5,
    );
    const place = ['Склад №1', 'Стеллаж А'];
    const file = await buildXlsx([
      ['Lot', 'Warehouse', 'Storage location', 'Line', 'Weight, g'],
      [a.code, ...place, 'Безостая 1', 10],
      ['', 'Склад №1', 'Нет такого', 'Безостая 1', 5],
      ['', ...place, 'Неизвестная', 5],
      [b.code, ...place, 'Скала', 50],
      [b.code, ...place, 'Скала', -5],
      ['L9999999', ...place, 'Скала', 1],
      [c.code, ...place, 'Безостая 1', 20],
      [foreign.code, ...place, 'Скала', 5],
    ]);
    const before = await storeSnapshot();
    const { job } = await uploadSeedFile(api, cropId, file);
    expect(job?.status).toBe('failed');
    expect(job?.errors).toEqual([
      {
        row: 2,
        column: 'E',
        header: 'Weight, g',
        message: `30 g of the lot ${a.code} are booked in sowing plans: its weight cannot go below that.`,
      },
      {
        row: 3,
        column: 'C',
        header: 'Storage location',
        message:
          'There is no storage location «Нет такого» in a warehouse «Склад №1» of this crop.',
      },
      {
        row: 4,
        column: 'D',
        header: 'Line',
        message:
          'There is no line «Неизвестная» in this crop; add it to the line collection first.',
      },
      {
        row: 6,
        column: 'A',
        header: 'Lot',
        message: `The lot ${b.code} already appears in row 5.`,
      },
      {
        row: 6,
        column: 'E',
        header: 'Weight, g',
        message: 'Ensure this value is greater than or equal to 0.',
      },
      {
        row: 7,
        column: 'A',
        header: 'Lot',
        message: 'There is no seed lot «L9999999» in this crop’s store (a new lot has no code).',
      },
      {
        row: 8,
        column: 'D',
        header: 'Line',
        message: `The lot ${c.code} holds seed of the line «Скала»: a lot’s line cannot be changed.`,
      },
      {
        row: 9,
        column: 'A',
        header: 'Lot',
        message: `There is no seed lot «${foreign.code}» in this crop’s store (a new lot has no code).`,
      },
    ]);
    expect(await storeSnapshot()).toEqual(before);
  });

  it('changes only the columns a file has; a new lot needs its place and line', async () => {
    const { a, b } = await buildLots();
    const partial = await buildXlsx([
      ['код партии', 'КОММЕНТАРИЙ', 'Reserved'],
      [b.code, 'проверено', 'sì'],
    ]);
    const before = await storeSnapshot();
    expect((await uploadSeedFile(api, cropId, partial)).job).toMatchObject({
      status: 'success',
      result: { rows: 1, lots_created: 0, lots_updated: 1 },
    });
    const { db } = await getTestDatabase();
    const [lotB] = await db.select().from(seedLots).where(eq(seedLots.id, b.id));
    expect(lotB).toMatchObject({ comment: 'проверено', reserved: true, weight: 50, locationId });
    expect((await storeSnapshot()).entries).toBe(before.entries);
    const bad = await buildXlsx([
      ['Lot', 'Line', 'Reserved', 'Weight, g'],
      ['', 'Скала', 'maybe', '12.5.1'],
      [a.code, 'Безостая 1', 'no', 100],
    ]);
    expect((await uploadSeedFile(api, cropId, bad)).job?.errors).toEqual([
      {
        row: 2,
        column: null,
        header: null,
        message: 'A new lot (a row without a lot code) needs the column «Warehouse».',
      },
      {
        row: 2,
        column: null,
        header: null,
        message: 'A new lot (a row without a lot code) needs the column «Storage location».',
      },
      {
        row: 2,
        column: 'C',
        header: 'Reserved',
        message: '«maybe» is not a reserve flag: write «yes» or «no».',
      },
      { row: 2, column: 'D', header: 'Weight, g', message: 'A valid number is required.' },
    ]);
    const headless = await buildXlsx([
      ['Склад', 'Линия'],
      ['Склад №1', 'Скала'],
    ]);
    expect((await uploadSeedFile(api, cropId, headless)).job?.errors).toEqual([
      {
        row: 1,
        column: null,
        header: null,
        message: expect.stringContaining('«Storage location»'),
      },
    ]);
  });

  it('is announced to the uploader with the counts, in the language of the upload', async () => {
    await buildLots();
    const file = await downloadSeedFile(api, cropId);
    const body = multipart({ spec_id: cropId }, file);
    const response = await api('POST', UPLOAD_URL, body.payload, {
      ...body.headers,
      'accept-language': 'ru',
    });
    expect(response.statusCode).toBe(201);
    for (let tries = 0; tries < 100; tries++) {
      const { status } = (await api('GET', `jobs/${response.json().job_id}/`)).json();
      if (status !== 'pending' && status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { db } = await getTestDatabase();
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.eventType, 'file_upload'));
    expect(notice).toMatchObject({
      message: 'Строк: 3; партий создано: 0, изменено: 0.',
      status: 'success',
    });
  });
});

describe('access and refusals', () => {
  it("answers 404 for another tenant's crop and 400 for a file that is not .xlsx", async () => {
    await buildLots();
    const stranger = await setUpStranger(app);
    const file = await downloadSeedFile(api, cropId);
    const upload = multipart({ spec_id: cropId }, file);
    expect((await stranger('POST', UPLOAD_URL, upload.payload, upload.headers)).statusCode).toBe(
      404,
    );
    expect((await stranger('GET', `${DOWNLOAD_URL}?spec_id=${cropId}`)).statusCode).toBe(404);
    const text = multipart({ spec_id: cropId }, Buffer.from('Партия;Вес\nL0000001;5\n'));
    const refused = await api('POST', UPLOAD_URL, text.payload, text.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ file: [expect.any(String)] });
  });
});
