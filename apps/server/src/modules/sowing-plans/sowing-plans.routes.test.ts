import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { buildLot, buildStore, lotBalance } from './sowing-plans-test-kit.ts';

const NOT_FOUND = { detail: 'Not found.' };

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let fieldId: number;
let locationId: number;

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app, 'head');
  ({ api, cropId, fieldId } = nursery);
  ({ locationId } = await buildStore({ cropId, companyId: nursery.companyId }));
});
afterEach(() => app.close());

async function newPlan(year = 2026, name = 'Весна') {
  const response = await api('POST', 'sowing_plans/', {
    spec_id: cropId,
    field_id: fieldId,
    year,
    name,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

function book(planId: number, lot: number, weight: number, repetitions = 1) {
  return api('POST', `sowing_plans/${planId}/items/`, { lot, weight, repetitions });
}

describe('sowing plans', () => {
  it('creates a draft plan and lists it by crop, nursery and year', async () => {
    const planId = await newPlan();
    const plan = (await api('GET', `sowing_plans/${planId}/`)).json();
    expect(plan).toMatchObject({
      id: planId,
      spec_id: cropId,
      field_id: fieldId,
      field_name: 'КСИ',
      year: 2026,
      name: 'Весна',
      status: 'draft',
      items: [],
      total_weight: 0,
      year_id: null,
    });
    const list = (
      await api('GET', `sowing_plans/?spec_id=${cropId}&field_id=${fieldId}&year=2026`)
    ).json();
    expect(list.map((p: { id: number }) => p.id)).toEqual([planId]);
    expect((await api('GET', `sowing_plans/?spec_id=${cropId}&year=2030`)).json()).toEqual([]);
    const renamed = await api('PATCH', `sowing_plans/${planId}/`, { name: 'Осень' });
    expect(renamed.json().name).toBe('Осень');
  });

  it('refuses bad input with a named field and changes nothing', async () => {
    const bad = await api('POST', 'sowing_plans/', {
      spec_id: cropId,
      field_id: fieldId,
      year: 1700,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('year');
    const planId = await newPlan();
    const lot = await buildLot({ cropId, locationId }, 'ВК-101А×580', 100);
    const negative = await book(planId, lot.id, -5);
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toHaveProperty('weight');
    const zero = await book(planId, lot.id, 0);
    expect(zero.statusCode).toBe(400);
    expect((await lotBalance(lot.id)).booked).toBe(0);
  });

  it('books, changes and releases a lot through ledger entries', async () => {
    const planId = await newPlan();
    const lot = await buildLot({ cropId, locationId }, 'ВК-101А×580', 1000);
    const booked = await book(planId, lot.id, 300, 2);
    expect(booked.statusCode, booked.body).toBe(201);
    const item = booked.json().items[0];
    expect(item).toMatchObject({ weight: 300, repetitions: 2 });
    expect(item.lot).toMatchObject({ code: lot.code, booked_weight: 300, available_weight: 700 });
    expect((await book(planId, lot.id, 10)).statusCode).toBe(400);

    const changed = await api('PATCH', `sowing_plans/${planId}/items/${item.id}/`, {
      weight: 200.5,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().items[0]).toMatchObject({ weight: 200.5, repetitions: 2 });
    expect(await lotBalance(lot.id)).toMatchObject({ weight: 1000, booked: 200.5 });

    const released = await api('DELETE', `sowing_plans/${planId}/items/${item.id}/`);
    expect(released.json().items).toEqual([]);
    const balance = await lotBalance(lot.id);
    expect(balance).toMatchObject({ weight: 1000, booked: 0 });
    expect(balance.ledger).toEqual({ weight: 1000, booked: 0, entries: 4 });
    const ledger = (await api('GET', `seeds/${lot.id}/ledger/`)).json();
    if (Array.isArray(ledger)) {
      expect(ledger.map((e: { kind: string }) => e.kind)).toEqual([
        'harvest',
        'booking',
        'release',
        'release',
      ]);
    }
  });

  it('answers 409 naming the lot when not enough is available, and changes nothing', async () => {
    const planId = await newPlan();
    const lot = await buildLot({ cropId, locationId }, 'Л-1', 100);
    const response = await book(planId, lot.id, 100.001);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain(lot.code);
    expect((await api('GET', `sowing_plans/${planId}/`)).json().items).toEqual([]);
    expect(await lotBalance(lot.id)).toMatchObject({ weight: 100, booked: 0 });
  });

  it('refuses a reserve lot with 400', async () => {
    const planId = await newPlan();
    const lot = await buildLot({ cropId, locationId }, 'Л-1', 100, { reserved: true });
    const response = await book(planId, lot.id, 10);
    expect(response.statusCode).toBe(400);
    expect(response.json().lot[0]).toContain(lot.code);
  });

  it('gives the last grams to one of two plans racing for them: one 201, one 409', async () => {
    const lot = await buildLot({ cropId, locationId }, 'Л-1', 1000);
    const first = await newPlan(2026, 'A');
    const second = await newPlan(2026, 'B');
    const [a, b] = await Promise.all([book(first, lot.id, 600), book(second, lot.id, 600)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 409 ? a : b).json().detail).toContain(lot.code);
    const balance = await lotBalance(lot.id);
    expect(balance).toMatchObject({ weight: 1000, booked: 600 });
    expect(balance.ledger).toMatchObject({ weight: 1000, booked: 600 });
  });

  it('deleting a draft releases its bookings', async () => {
    const planId = await newPlan();
    const a = await buildLot({ cropId, locationId }, 'Л-1', 50);
    const b = await buildLot({ cropId, locationId }, 'Л-2', 70);
    await book(planId, a.id, 20);
    await book(planId, b.id, 70);
    const deleted = await api('DELETE', `sowing_plans/${planId}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await api('GET', `sowing_plans/${planId}/`)).statusCode).toBe(404);
    expect(await lotBalance(a.id)).toMatchObject({ weight: 50, booked: 0 });
    expect((await lotBalance(b.id)).ledger).toEqual({ weight: 70, booked: 0, entries: 3 });
  });

  it('accepts a plan: the new season, its plots and the sowing entries, then freezes it', async () => {
    const planId = await newPlan(2026);
    const a = await buildLot({ cropId, locationId }, 'ВК-101А×580', 1000, { amount: 500 });
    const b = await buildLot({ cropId, locationId }, 'Л-2', 70);
    await api('POST', `sowing_plans/${planId}/items/`, {
      lot: a.id,
      weight: 250,
      amount: 100,
      repetitions: 2,
    });
    await book(planId, b.id, 70);
    const accepted = await api('POST', `sowing_plans/${planId}/accept/`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const plan = accepted.json();
    expect(plan.status).toBe('accepted');
    expect(plan.year_id).toEqual(expect.any(Number));
    expect(await lotBalance(a.id)).toMatchObject({
      weight: 750,
      booked: 0,
      amount: 400,
      bookedAmount: 0,
    });
    expect(await lotBalance(b.id)).toMatchObject({ weight: 0, booked: 0 });

    const { db } = await getTestDatabase();
    const rows = await queryRows<{ name: string; line: string; comment: string }>(
      db,
      sql`select p.name, l.name as line, p.comment from plots p join lines l on l.id = p.line_id
        where p.field_year_id = ${plan.year_id} order by p.position`,
    );
    expect(rows).toEqual([
      { name: `${a.code}/1`, line: 'ВК-101А×580', comment: a.code },
      { name: `${a.code}/2`, line: 'ВК-101А×580', comment: a.code },
      { name: `${b.code}/1`, line: 'Л-2', comment: b.code },
    ]);
    const [season] = await queryRows<{ field_id: number; year: number }>(
      db,
      sql`select field_id, year from field_years where id = ${plan.year_id}`,
    );
    expect(season).toEqual({ field_id: fieldId, year: 2026 });

    expect((await api('PATCH', `sowing_plans/${planId}/`, { name: 'x' })).statusCode).toBe(409);
    expect((await book(planId, a.id, 1)).statusCode).toBe(409);
    expect((await api('POST', `sowing_plans/${planId}/accept/`)).statusCode).toBe(409);
    const frozen = await api('DELETE', `sowing_plans/${planId}/`);
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().detail).toMatch(/accepted/);
  });

  it('refuses to accept an empty plan', async () => {
    const planId = await newPlan();
    const response = await api('POST', `sowing_plans/${planId}/accept/`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('non_field_errors');
  });

  it('exports a plan’s booked lots as the sowing list', async () => {
    const planId = await newPlan();
    const lot = await buildLot({ cropId, locationId }, 'ВК-101А×580', 100);
    await book(planId, lot.id, 10, 2);
    const response = await api('POST', 'sowing_list/', {
      field_id: fieldId,
      sowing_plan_id: planId,
      type_of_file: 3,
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const text = JSON.stringify(workbook.worksheets[0]?.getSheetValues());
    expect(text).toContain(lot.code);
    expect(text).toContain('ВК-101А×580 (2)');
    expect(response.headers['content-disposition']).toContain('2026');
    const neither = await api('POST', 'sowing_list/', { field_id: fieldId, type_of_file: 1 });
    expect(neither.statusCode).toBe(400);
  });

  it('answers 404 for another tenant’s plan, lot or nursery', async () => {
    const planId = await newPlan();
    const stranger = await setUpStranger(app);
    expect((await stranger('GET', `sowing_plans/${planId}/`)).json()).toEqual(NOT_FOUND);
    expect((await stranger('POST', `sowing_plans/${planId}/accept/`)).statusCode).toBe(404);
    expect((await stranger('GET', `sowing_plans/?spec_id=${cropId}`)).statusCode).toBe(404);
    const other = await setUpNursery(app, 'rival');
    const { locationId: theirs } = await buildStore(
      { cropId: other.cropId, companyId: other.companyId },
      { warehouse: 'W', location: 'L' },
    );
    const foreign = await buildLot({ cropId: other.cropId, locationId: theirs }, 'X', 100);
    expect((await book(planId, foreign.id, 1)).statusCode).toBe(404);
    const plan = await api('POST', 'sowing_plans/', {
      spec_id: cropId,
      field_id: other.fieldId,
      year: 2026,
    });
    expect(plan.statusCode).toBe(404);
  });
});
