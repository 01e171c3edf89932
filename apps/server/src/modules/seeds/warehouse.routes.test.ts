import type { FastifyInstance } from 'fastify';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

/**
 * The seed warehouse's server core (issue 15, decision 040): warehouses and locations (managed
 * by heads), lots and their ledger (written by every member of the crop's tenant), sending
 * plots, the summary; the ledger invariant and two requests racing for a lot's last grams.
 */
let app: FastifyInstance;
let head: ApiCaller;
let employee: ApiCaller;
let stranger: ApiCaller;
let cropId: number;
let fieldId: number;
let plotIds: number[];
let lineId: number;

const RU = { 'accept-language': 'ru' };

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app, 'head');
  head = nursery.api;
  cropId = nursery.cropId;
  fieldId = nursery.fieldId;
  const planted = await head('POST', 'plot_table/', {
    plot_name: 'P',
    field: fieldId,
    year: 2025,
    spec_id: cropId,
    line_name: 'Линия-1',
    repetitions: 3,
  });
  expect(planted.statusCode).toBe(201);
  plotIds = planted.json().map((p: { plot_id: number }) => p.plot_id);
  const { db } = await getTestDatabase();
  const [plot] = await queryRows<{ line_id: number }>(
    db,
    (await import('drizzle-orm')).sql`select line_id from plots where id = ${plotIds[0]}`,
  );
  lineId = plot?.line_id ?? 0;
  await buildUser(db, { username: 'emp', companyId: nursery.companyId, role: 'employee' });
  employee = apiAs(app, bearer((await logInAs(app, 'emp')).access));
  stranger = await setUpStranger(app);
});
afterEach(() => app.close());

async function warehouse(name = 'Главный') {
  const answer = await head('POST', 'warehouses/', { spec_id: cropId, name });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().warehouse_id as number;
}

async function location(warehouseId: number, name = 'Полка 1') {
  const answer = await head('POST', 'warehouse_storage/', { warehouse: warehouseId, name });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id as number;
}

async function lot(locationId: number, weight: number, extra: object = {}) {
  const answer = await head('POST', 'seeds/', {
    spec_id: cropId,
    location: locationId,
    line_id: lineId,
    weight,
    ...extra,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: number; code: string; weight: number };
}

/** Every lot's sums equal the sums of its ledger (the invariant of decision 040). */
async function ledgerMismatches() {
  const { db } = await getTestDatabase();
  const { sql } = await import('drizzle-orm');
  return queryRows<{ id: number }>(
    db,
    sql`select l.id from seed_lots l left join (
        select lot_id, sum(weight) w, sum(amount) a, sum(booked_weight) bw, sum(booked_amount) ba
        from seed_ledger group by lot_id) e on e.lot_id = l.id
      where l.weight <> coalesce(e.w, 0) or l.amount <> coalesce(e.a, 0)
        or l.booked_weight <> coalesce(e.bw, 0) or l.booked_amount <> coalesce(e.ba, 0)`,
  );
}

describe('warehouses', () => {
  it('creates, lists with locations and totals, renames and deletes', async () => {
    const id = await warehouse('  Главный  ');
    const shelf = await location(id);
    await lot(shelf, 12.5);
    const list = await head('GET', `warehouses/?spec_id=${cropId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        warehouse_id: id,
        name: 'Главный',
        spec_id: cropId,
        locations: [{ id: shelf, warehouse: id, name: 'Полка 1', count_of_lots: 1, weight: 12.5 }],
        count_of_lots: 1,
        weight: 12.5,
        can_manage: true,
      },
    ]);
    expect((await employee('GET', `warehouses/?spec_id=${cropId}`)).json()[0].can_manage).toBe(
      false,
    );
    const renamed = await head('PATCH', `warehouses/${id}/`, { name: 'Холодный' });
    expect(renamed.json().name).toBe('Холодный');
    const held = await head('DELETE', `warehouses/${id}/`, undefined, RU);
    expect(held.statusCode).toBe(409);
    expect(held.json().detail).toContain('«Холодный»');
    const empty = await warehouse('Пустой');
    await location(empty);
    expect((await head('DELETE', `warehouses/${empty}/`)).statusCode).toBe(204);
  });

  it('refuses a taken or empty name (400), an employee (403), another tenant (404)', async () => {
    await warehouse('Главный');
    const taken = await head('POST', 'warehouses/', { spec_id: cropId, name: 'главныи' }, RU);
    expect(taken.statusCode).toBe(201); // и ≠ й: another name
    const same = await head('POST', 'warehouses/', { spec_id: cropId, name: ' ГЛАВНЫЙ ' }, RU);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ name: ['Склад с таким названием уже существует.'] });
    const blank = await head('POST', 'warehouses/', { spec_id: cropId, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty('name');
    const id = await warehouse('Второй');
    expect((await head('PATCH', `warehouses/${id}/`, { name: 'Главный' })).statusCode).toBe(400);
    expect(
      (await employee('POST', 'warehouses/', { spec_id: cropId, name: 'Мой' })).statusCode,
    ).toBe(403);
    expect((await employee('PATCH', `warehouses/${id}/`, { name: 'Мой' })).statusCode).toBe(403);
    expect((await employee('DELETE', `warehouses/${id}/`)).statusCode).toBe(403);
    expect((await stranger('GET', `warehouses/?spec_id=${cropId}`)).statusCode).toBe(404);
    expect((await stranger('PATCH', `warehouses/${id}/`, { name: 'X' })).statusCode).toBe(404);
    expect((await stranger('DELETE', `warehouses/${id}/`)).statusCode).toBe(404);
    expect((await stranger('POST', 'warehouses/', { spec_id: cropId, name: 'X' })).statusCode).toBe(
      404,
    );
  });
});

describe('storage locations', () => {
  it('creates, lists, renames, refuses taken/long names, deletes only when empty', async () => {
    const id = await warehouse();
    const shelf = await location(id, 'Полка 1');
    const other = await location(id, 'Полка 2');
    expect((await head('GET', `warehouse_storage/?warehouse=${id}`)).json()).toHaveLength(2);
    const taken = await head('PATCH', `warehouse_storage/${other}/`, { name: 'полка 1' }, RU);
    expect(taken.json()).toEqual({
      name: ['В этом складе уже есть место хранения с таким названием.'],
    });
    const long = await head('POST', 'warehouse_storage/', { warehouse: id, name: 'x'.repeat(256) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toHaveProperty('name');
    const blank = await head('POST', 'warehouse_storage/', { warehouse: id, name: '' });
    expect(blank.statusCode).toBe(400);
    expect((await head('PATCH', `warehouse_storage/${other}/`, { name: 'Ящик' })).json().name).toBe(
      'Ящик',
    );
    await lot(shelf, 1);
    const held = await head('DELETE', `warehouse_storage/${shelf}/`);
    expect(held.statusCode).toBe(409);
    expect(held.json().detail).toContain('Полка 1');
    expect((await head('DELETE', `warehouse_storage/${other}/`)).statusCode).toBe(204);
    expect((await employee('DELETE', `warehouse_storage/${shelf}/`)).statusCode).toBe(403);
    expect(
      (await employee('POST', 'warehouse_storage/', { warehouse: id, name: 'E' })).statusCode,
    ).toBe(403);
    expect((await stranger('GET', `warehouse_storage/?warehouse=${id}`)).statusCode).toBe(404);
    expect((await stranger('GET', `warehouse_storage/${shelf}/qrcode/`)).statusCode).toBe(404);
  });

  it('gives a PNG QR code that opens the location in the app', async () => {
    const shelf = await location(await warehouse());
    const answer = await employee('GET', `warehouse_storage/${shelf}/qrcode/`, undefined, {
      host: 'plotline.example:8443',
      'x-forwarded-proto': 'https',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(answer.rawPayload);
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toMatch(
      new RegExp(`^https?://plotline\\.example:8443/varieties/storage\\?location=${shelf}$`),
    );
  });
});

describe('seed lots', () => {
  it('creates a lot with a harvest entry, pages, sorts and filters', async () => {
    const id = await warehouse();
    const shelf = await location(id, 'Полка 1');
    const box = await location(id, 'Ящик');
    const first = await lot(shelf, 100, { amount: 500, region: 'Юг', plot_id: plotIds[0] });
    expect(first).toMatchObject({
      code: `L${String(first.id).padStart(7, '0')}`,
      weight: 100,
      amount: 500,
      available_weight: 100,
      line_name: 'Линия-1',
      location_name: 'Полка 1',
      warehouse_id: id,
      plot_name: 'P/1',
      nursery: 'КСИ',
      year: 2025,
      field_id: fieldId,
      region: 'Юг',
    });
    await lot(box, 5);
    await lot(box, 50.125);
    const page = await employee('GET', `seeds/?spec_id=${cropId}&sort_by=-weight&page_size=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json().meta).toEqual({
      total_pages: 2,
      total_items: 3,
      current_page: 1,
      page_size: 2,
    });
    expect(page.json().data.map((l: { weight: number }) => l.weight)).toEqual([100, 50.125]);
    const inBox = await head('GET', `seeds/?spec_id=${cropId}&location=${box}&sort_by=weight`);
    expect(inBox.json().data.map((l: { weight: number }) => l.weight)).toEqual([5, 50.125]);
    const byLine = await head('GET', `seeds/?spec_id=${cropId}&line=линия&year=2025`);
    expect(byLine.json().meta.total_items).toBe(1);
    const names = async (sort: string) =>
      (await head('GET', `seeds/?spec_id=${cropId}&sort_by=${sort}`))
        .json()
        .data.map(
          (l: { location_name: string; weight: number }) => `${l.location_name}:${l.weight}`,
        );
    expect(await names('-location_name')).toEqual(['Ящик:50.125', 'Ящик:5', 'Полка 1:100']);
    expect(await names('location_name')).toEqual(['Полка 1:100', 'Ящик:5', 'Ящик:50.125']);
    expect(await names('-year')).toEqual(['Ящик:50.125', 'Ящик:5', 'Полка 1:100']);
    expect(await names('-code')).toEqual(['Ящик:50.125', 'Ящик:5', 'Полка 1:100']);
    expect(await names('line_name')).toEqual(['Полка 1:100', 'Ящик:5', 'Ящик:50.125']);
    const inWarehouse = await head(
      'GET',
      `seeds/?spec_id=${cropId}&warehouse=${id}&line_id=${lineId}`,
    );
    expect(inWarehouse.json().meta.total_items).toBe(3);
    const badSort = await head('GET', `seeds/?spec_id=${cropId}&sort_by=password`);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toHaveProperty('sort_by');
    expect((await stranger('GET', `seeds/?spec_id=${cropId}`)).statusCode).toBe(404);
    expect((await stranger('GET', `seeds/${first.id}/`)).statusCode).toBe(404);
    expect((await employee('GET', `seeds/${first.id}/`)).json().id).toBe(first.id);
  });

  it('validates a new lot: weight decimals, other crop, unknown line, another tenant', async () => {
    const shelf = await location(await warehouse());
    const body = { spec_id: cropId, location: shelf, line_id: lineId };
    const decimals = await head('POST', 'seeds/', { ...body, weight: 1.2345 }, RU);
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().weight[0]).toContain('3 знаками');
    const negative = await head('POST', 'seeds/', { ...body, weight: -1 });
    expect(negative.statusCode).toBe(400);
    const otherCrop = (await head('POST', 'species_table/', { russian_name: 'Ячмень' })).json()
      .spec_id;
    const crossed = await head('POST', 'seeds/', { ...body, spec_id: otherCrop, weight: 1 });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toHaveProperty('location');
    expect((await head('POST', 'seeds/', { ...body, line_id: 999999, weight: 1 })).statusCode).toBe(
      404,
    );
    expect((await stranger('POST', 'seeds/', { ...body, weight: 1 })).statusCode).toBe(404);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('edits descriptive fields or the location, never the quantities', async () => {
    const id = await warehouse();
    const shelf = await location(id);
    const box = await location(id, 'Ящик');
    const made = await lot(shelf, 10);
    const moved = await employee('PATCH', `seeds/${made.id}/`, {
      location: box,
      comment: 'сухо',
      weight_1000: 42.5,
      reserved: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      location: box,
      comment: 'сухо',
      weight_1000: 42.5,
      reserved: true,
      weight: 10,
    });
    const sneaky = await head('PATCH', `seeds/${made.id}/`, { weight: 1000 });
    expect(sneaky.statusCode).toBe(400);
    const heavy = await head('PATCH', `seeds/${made.id}/`, { weight_1000: 10_000_000 });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json()).toHaveProperty('weight_1000');
    expect((await head('GET', `seeds/${made.id}/`)).json().weight).toBe(10);
    expect((await stranger('PATCH', `seeds/${made.id}/`, { comment: 'x' })).statusCode).toBe(404);
  });

  it('codes a lot past ten million with every digit (no two lots share a code)', async () => {
    const shelf = await location(await warehouse());
    expect((await lot(shelf, 1)).code).toMatch(/^L\d{7}$/);
    const { db } = await getTestDatabase();
    const { sql } = await import('drizzle-orm');
    await queryRows(db, sql`select setval(pg_get_serial_sequence('seed_lots', 'id'), 12345677)`);
    const far = await lot(shelf, 1);
    expect(far).toMatchObject({ id: 12345678, code: 'L12345678' });
    const listed = (await head('GET', `seeds/?spec_id=${cropId}&sort_by=code`)).json();
    expect(listed.data.map((l: { code: string }) => l.code).at(-1)).toBe('L12345678');
  });

  it('deletes only an empty lot, and only by a manager', async () => {
    const shelf = await location(await warehouse());
    const made = await lot(shelf, 10);
    const full = await head('DELETE', `seeds/${made.id}/`, undefined, RU);
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toContain(made.code);
    const emptied = await employee('POST', `seeds/${made.id}/ledger/`, {
      kind: 'correction',
      weight: -10,
      note: 'съели мыши',
    });
    expect(emptied.statusCode, emptied.body).toBe(201);
    expect((await employee('DELETE', `seeds/${made.id}/`)).statusCode).toBe(403);
    expect((await stranger('DELETE', `seeds/${made.id}/`)).statusCode).toBe(404);
    expect((await head('DELETE', `seeds/${made.id}/`)).statusCode).toBe(204);
    expect((await head('GET', `seeds/${made.id}/`)).statusCode).toBe(404);
  });
});

describe('the ledger', () => {
  it('corrects with a note, transfers to a lot or a new lot, keeps a running balance', async () => {
    const id = await warehouse();
    const shelf = await location(id);
    const box = await location(id, 'Ящик');
    const a = await lot(shelf, 100, { amount: 10 });
    const b = await lot(box, 1);
    const noNote = await head(
      'POST',
      `seeds/${a.id}/ledger/`,
      { kind: 'correction', weight: 5 },
      RU,
    );
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toEqual({
      note: ['Укажите причину: для корректировки нужен комментарий.'],
    });
    const corrected = await head('POST', `seeds/${a.id}/ledger/`, {
      kind: 'correction',
      weight: -0.5,
      note: 'перевешали',
    });
    expect(corrected.json().lot.weight).toBe(99.5);
    const moved = await employee('POST', `seeds/${a.id}/ledger/`, {
      kind: 'transfer',
      weight: 20,
      amount: 2,
      to_lot: b.id,
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().lot).toMatchObject({ weight: 79.5, amount: 8 });
    expect(moved.json().other_lot).toMatchObject({ id: b.id, weight: 21, amount: 2 });
    const split = await head('POST', `seeds/${a.id}/ledger/`, {
      kind: 'transfer',
      weight: 9.5,
      to_location: box,
      note: 'в ящик',
    });
    expect(split.statusCode, split.body).toBe(201);
    const created = split.json().other_lot;
    expect(created).toMatchObject({ location: box, weight: 9.5, line_id: lineId });
    expect(created.id).not.toBe(b.id);
    const ledger = (await employee('GET', `seeds/${a.id}/ledger/`)).json();
    expect(ledger.map((e: { kind: string; balance: number }) => [e.kind, e.balance])).toEqual([
      ['harvest', 100],
      ['correction', 99.5],
      ['transfer', 79.5],
      ['transfer', 70],
    ]);
    expect(ledger[2]).toMatchObject({ other_lot: { id: b.id, code: b.code }, created_by: 'emp' });
    expect(ledger[1].note).toBe('перевешали');
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('refuses an overdraw (409 naming the lot) and bad transfers (400), changing nothing', async () => {
    const id = await warehouse();
    const shelf = await location(id);
    const a = await lot(shelf, 10);
    const over = await head(
      'POST',
      `seeds/${a.id}/ledger/`,
      { kind: 'correction', weight: -10.001, note: 'x' },
      RU,
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(
      `Недостаточно семян в партии ${a.code}: остаток не может стать меньше нуля или меньше забронированного.`,
    );
    const tooMuch = await head('POST', `seeds/${a.id}/ledger/`, {
      kind: 'transfer',
      weight: 11,
      to_location: shelf,
    });
    expect(tooMuch.statusCode).toBe(409);
    const both = await head('POST', `seeds/${a.id}/ledger/`, {
      kind: 'transfer',
      weight: 1,
      to_location: shelf,
      to_lot: a.id,
    });
    expect(both.json()).toHaveProperty('to_lot');
    const self = await head('POST', `seeds/${a.id}/ledger/`, {
      kind: 'transfer',
      weight: 1,
      to_lot: a.id,
    });
    expect(self.statusCode).toBe(400);
    const negative = await head('POST', `seeds/${a.id}/ledger/`, {
      kind: 'transfer',
      weight: -1,
      to_location: shelf,
    });
    expect(negative.json()).toHaveProperty('weight');
    const otherLine = await head('POST', 'plot_table/', {
      plot_name: 'Q',
      field: fieldId,
      year: 2025,
      spec_id: cropId,
      line_name: 'Другая',
    });
    const { db } = await getTestDatabase();
    const { sql } = await import('drizzle-orm');
    const [row] = await queryRows<{ line_id: number }>(
      db,
      sql`select line_id from plots where id = ${otherLine.json()[0].plot_id}`,
    );
    const c = await lot(shelf, 1, { line_id: row?.line_id });
    const crossLine = await head('POST', `seeds/${a.id}/ledger/`, {
      kind: 'transfer',
      weight: 1,
      to_lot: c.id,
    });
    expect(crossLine.json()).toHaveProperty('to_lot');
    expect(
      (
        await stranger('POST', `seeds/${a.id}/ledger/`, {
          kind: 'correction',
          weight: 1,
          note: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger('GET', `seeds/${a.id}/ledger/`)).statusCode).toBe(404);
    expect((await head('GET', `seeds/${a.id}/`)).json().weight).toBe(10);
    expect((await head('GET', `seeds/?spec_id=${cropId}`)).json().meta.total_items).toBe(2);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('lets one of two requests racing for the last grams win, the other 409', async () => {
    const id = await warehouse();
    const shelf = await location(id);
    const box = await location(id, 'Ящик');
    for (let round = 0; round < 3; round++) {
      const a = await lot(shelf, 10);
      const b = await lot(box, 0);
      const answers = await Promise.all([
        head('POST', `seeds/${a.id}/ledger/`, { kind: 'transfer', weight: 7, to_lot: b.id }),
        employee('POST', `seeds/${a.id}/ledger/`, { kind: 'correction', weight: -7, note: 'сев' }),
        head('POST', `seeds/${a.id}/ledger/`, { kind: 'transfer', weight: 7, to_location: box }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409]);
      expect((await head('GET', `seeds/${a.id}/`)).json().weight).toBe(3);
    }
    const { db } = await getTestDatabase();
    const { sql } = await import('drizzle-orm');
    const [total] = await queryRows<{ lots: number; ledger: number }>(
      db,
      sql`select (select sum(weight) from seed_lots)::float8 as lots,
        (select sum(weight) from seed_ledger)::float8 as ledger`,
    );
    expect(total?.lots).toBe(total?.ledger);
    expect(await ledgerMismatches()).toEqual([]);
  });
});

describe('sending plots to the warehouse', () => {
  it('creates one lot per plot with provenance and weights, in one go', async () => {
    const shelf = await location(await warehouse());
    const saved = await head('POST', 'plot_final_results/add_multiple/', {
      results: [
        { plot: plotIds[0], feature: 'Масса зерна', unit: 'г', value: 812.25 },
        { plot: plotIds[1], feature: 'Масса зерна', unit: 'г', value: 640 },
      ],
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    // the employee has no grant on the season: its plots are out of their sight
    const unseen = await employee('POST', 'seeds/send_plots/', {
      spec_id: cropId,
      location: shelf,
      plot_ids: plotIds,
    });
    expect(unseen.statusCode).toBe(404);
    const sent = await head('POST', 'seeds/send_plots/', {
      spec_id: cropId,
      location: shelf,
      plot_ids: plotIds,
      weight_feature: 'масса зерна',
      weights: { [String(plotIds[1])]: 700 },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const lots = sent.json().lots;
    expect(lots.map((l: { plot_name: string; weight: number }) => [l.plot_name, l.weight])).toEqual(
      [
        ['P/1', 812.25],
        ['P/2', 700],
        ['P/3', 0],
      ],
    );
    expect(lots[0]).toMatchObject({
      nursery: 'КСИ',
      year: 2025,
      field_id: fieldId,
      line_id: lineId,
      region: 'Краснодар',
    });
    const ledger = (await head('GET', `seeds/${lots[0].id}/ledger/`)).json();
    expect(ledger).toMatchObject([{ kind: 'harvest', weight: 812.25, balance: 812.25 }]);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('refuses other crops’ plots (400 naming them), unseen plots (404), stray weights', async () => {
    const shelf = await location(await warehouse());
    const other = await setUpNursery(app, 'rival');
    const theirs = await other.api('POST', 'plot_table/', {
      plot_name: 'Чужая',
      field: other.fieldId,
      year: 2025,
      spec_id: other.cropId,
      line_name: 'X',
    });
    const unseen = await employee('POST', 'seeds/send_plots/', {
      spec_id: cropId,
      location: shelf,
      plot_ids: [plotIds[0], theirs.json()[0].plot_id],
    });
    expect(unseen.statusCode).toBe(404);
    const barley = (await head('POST', 'species_table/', { russian_name: 'Ячмень' })).json()
      .spec_id;
    const barleyField = (
      await head('POST', 'field_table/', { spec_id: barley, field_name: 'Я', region: 'Юг' })
    ).json().field_id;
    await head('POST', 'field_year_add/', { field_id: barleyField, year: 2025, spec_id: barley });
    const barleyPlot = (
      await head('POST', 'plot_table/', {
        plot_name: 'Ячм-1',
        field: barleyField,
        year: 2025,
        spec_id: barley,
        line_name: 'Я1',
      })
    ).json()[0].plot_id;
    const crossed = await head(
      'POST',
      'seeds/send_plots/',
      { spec_id: cropId, location: shelf, plot_ids: [plotIds[0], barleyPlot] },
      RU,
    );
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().plot_ids[0]).toContain('Ячм-1');
    const stray = await head('POST', 'seeds/send_plots/', {
      spec_id: cropId,
      location: shelf,
      plot_ids: [plotIds[0]],
      weights: { '999999': 5 },
    });
    expect(stray.json()).toHaveProperty('weights');
    const feature = await head('POST', 'seeds/send_plots/', {
      spec_id: cropId,
      location: shelf,
      plot_ids: [plotIds[0]],
      weight_feature: 'нет такого',
    });
    expect(feature.json()).toHaveProperty('weight_feature');
    expect((await head('GET', `seeds/?spec_id=${cropId}`)).json().meta.total_items).toBe(0);
  });
});

describe('the summary', () => {
  it('totals per warehouse, line and year, and flags low stock', async () => {
    const id = await warehouse();
    const shelf = await location(id);
    await lot(shelf, 30, { sowing_tolerance: 50 });
    await lot(shelf, 15, { plot_id: plotIds[0] });
    const summary = await employee('GET', `summary_warehouse_seed_info/?spec_id=${cropId}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      by_warehouse: [
        { warehouse_id: id, name: 'Главный', count_of_lots: 2, weight: 45, booked_weight: 0 },
      ],
      by_line: [
        {
          line_id: lineId,
          line_name: 'Линия-1',
          count_of_lots: 2,
          weight: 45,
          available_weight: 45,
          low_stock: true,
        },
      ],
      by_year: [
        { year: 2025, count_of_lots: 1, weight: 15 },
        { year: null, count_of_lots: 1, weight: 30 },
      ],
    });
    expect(
      (await stranger('GET', `summary_warehouse_seed_info/?spec_id=${cropId}`)).statusCode,
    ).toBe(404);
  });
});
