import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiCaller } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';
import {
  countValues,
  createSector,
  paramOf,
  RU,
  type SectorAnswer,
  setUpMeteo,
} from './meteo-test-kit.ts';

/**
 * Daily weather values (issue 16, decision 044): one or a list, all or nothing, a dot or a
 * comma, never an overwrite; read by range; changed and deleted; written by who may write the
 * season of the date's year.
 */
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof setUpMeteo>>;
let head: ApiCaller;
let sector: SectorAnswer;
let tMin: number;
let rain: number;

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpMeteo(app);
  head = world.head;
  sector = await createSector(head, { name: 'Пост', field_ids: [world.fieldId] }, RU);
  tMin = paramOf(sector, 't_min');
  rain = paramOf(sector, 'precipitation');
});
afterEach(() => app.close());

const range = (from: string, to: string) =>
  `meteo_params_value/?sector=${sector.id}&date_from=${from}&date_to=${to}`;

describe('writing values', () => {
  it('writes one value (decimal comma accepted) and reads it back by range', async () => {
    const one = await head('POST', 'meteo_params_value/', {
      param: tMin,
      date: '2025-05-01',
      value: '-3,25',
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json()).toEqual({
      id: expect.any(Number),
      param: tMin,
      date: '2025-05-01',
      value: -3.25,
    });
    const list = await head('POST', 'meteo_params_value/', [
      { param: rain, date: '2025-05-02', value: '12.5' },
      { param: tMin, date: '2025-05-02', value: 1.0001 },
    ]);
    expect(list.statusCode, list.body).toBe(201);
    expect(list.json().map((v: { value: number }) => v.value)).toEqual([12.5, 1.0001]);
    const read = await head('GET', range('2025-05-01', '2025-05-31'));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([
      { id: one.json().id, param: tMin, date: '2025-05-01', value: -3.25 },
      { id: expect.any(Number), param: tMin, date: '2025-05-02', value: 1.0001 },
      { id: expect.any(Number), param: rain, date: '2025-05-02', value: 12.5 },
    ]);
    expect((await head('GET', range('2025-05-02', '2025-05-02'))).json()).toHaveLength(2);
  });

  it('refuses a day already holding a value, naming the row, and writes nothing', async () => {
    await head('POST', 'meteo_params_value/', { param: tMin, date: '2025-05-01', value: 1 });
    const before = await countValues();
    const list = await head('POST', 'meteo_params_value/', [
      { param: tMin, date: '2025-05-02', value: 2 },
      { param: tMin, date: '2025-05-01', value: 3 },
    ]);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({
      date: ['Row 2: «Минимальная температура» already has a value on 2025-05-01.'],
    });
    const one = await head(
      'POST',
      'meteo_params_value/',
      { param: tMin, date: '2025-05-01', value: 3 },
      RU,
    );
    expect(one.json()).toEqual({
      date: ['У параметра «Минимальная температура» уже есть значение на 2025-05-01.'],
    });
    const twice = await head('POST', 'meteo_params_value/', [
      { param: rain, date: '2025-05-03', value: 2 },
      { param: rain, date: '2025-05-03', value: 4 },
    ]);
    expect(twice.json()).toEqual({
      date: ['Row 2: «Осадки» on 2025-05-03 is already given in row 1.'],
    });
    expect(await countValues()).toBe(before);
    const kept = await head('GET', range('2025-05-01', '2025-05-03'));
    expect(kept.json().map((v: { value: number }) => v.value)).toEqual([1]);
  });

  it('refuses an invalid number with the §8 message, in the asked language', async () => {
    const bad = await head('POST', 'meteo_params_value/', {
      param: tMin,
      date: '2025-05-01',
      value: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ value: ['A valid number is required.'] });
    const ru = await head(
      'POST',
      'meteo_params_value/',
      { param: tMin, date: '2025-05-01', value: '' },
      RU,
    );
    expect(ru.json()).toEqual({ value: ['Требуется корректное число.'] });
    const decimals = await head('POST', 'meteo_params_value/', {
      param: tMin,
      date: '2025-05-01',
      value: 1.23456,
    });
    expect(decimals.json()).toEqual({
      value: ['Enter a valid number: at most 4 decimals, a dot or a comma before them.'],
    });
    const inList = await head('POST', 'meteo_params_value/', [
      { param: tMin, date: '2025-05-01', value: 1 },
      { param: tMin, date: '2025-05-32', value: 'x' },
    ]);
    expect(inList.json()).toEqual({
      date: ['Row 2: Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      value: ['Row 2: A valid number is required.'],
    });
    const year = await head('POST', 'meteo_params_value/', {
      param: tMin,
      date: '0000-01-01',
      value: 1,
    });
    expect(year.json()).toEqual({ date: ['Enter a date of a year from 1900 to 2100.'] });
    expect((await head('POST', 'meteo_params_value/', [])).json()).toEqual({
      non_field_errors: ['This list may not be empty.'],
    });
    expect(await countValues()).toBe(0);
  });

  it('changes (PATCH and PUT) and deletes a value', async () => {
    const id = (
      await head('POST', 'meteo_params_value/', { param: tMin, date: '2025-05-01', value: 1 })
    ).json().id;
    const patched = await head('PATCH', `meteo_params_value/${id}/`, { value: '2,5' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual({ id, param: tMin, date: '2025-05-01', value: 2.5 });
    const put = await head('PUT', `meteo_params_value/${id}/`, { value: 7 });
    expect(put.json().value).toBe(7);
    const bad = await head('PATCH', `meteo_params_value/${id}/`, { value: 'x' });
    expect(bad.json()).toEqual({ value: ['A valid number is required.'] });
    expect((await head('DELETE', `meteo_params_value/${id}/`)).statusCode).toBe(204);
    expect((await head('PATCH', `meteo_params_value/${id}/`, { value: 1 })).statusCode).toBe(404);
  });

  it('keeps one request to one sector', async () => {
    const other = await createSector(head, { name: 'Другой' });
    const mixed = await head('POST', 'meteo_params_value/', [
      { param: tMin, date: '2025-05-01', value: 1 },
      { param: paramOf(other, 't_min'), date: '2025-05-01', value: 1 },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({
      param: ['The values of one request must be of parameters of one sector.'],
    });
    expect(await countValues()).toBe(0);
  });
});

describe('reading a range', () => {
  it('refuses more than 366 days, and an end before the start, on date_to', async () => {
    expect((await head('GET', range('2024-01-01', '2024-12-31'))).statusCode).toBe(200);
    const long = await head('GET', range('2024-01-01', '2025-01-01'));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ date_to: ['Ask for at most 366 days at a time.'] });
    const reversed = await head('GET', range('2025-02-01', '2025-01-01'), undefined, RU);
    expect(reversed.json()).toEqual({
      date_to: ['Дата окончания не может быть раньше даты начала.'],
    });
  });
});

describe('who writes values', () => {
  it('lets a view-and-edit grantee write the granted year only; a view-only grantee reads', async () => {
    const written = await world.editor('POST', 'meteo_params_value/', {
      param: tMin,
      date: '2025-05-01',
      value: 1,
    });
    expect(written.statusCode, written.body).toBe(201);
    const before = await countValues();
    // the grant is on 2025: a list reaching 2024 is refused whole
    const otherYear = await world.editor('POST', 'meteo_params_value/', [
      { param: tMin, date: '2025-05-02', value: 1 },
      { param: tMin, date: '2024-05-02', value: 1 },
    ]);
    expect(otherYear.statusCode).toBe(403);
    expect((await world.viewer('GET', range('2025-05-01', '2025-05-31'))).json()).toHaveLength(1);
    const byViewer = await world.viewer('POST', 'meteo_params_value/', {
      param: tMin,
      date: '2025-05-03',
      value: 1,
    });
    expect(byViewer.statusCode).toBe(403);
    const id = written.json().id;
    expect(
      (await world.viewer('PATCH', `meteo_params_value/${id}/`, { value: 9 })).statusCode,
    ).toBe(403);
    expect((await world.viewer('DELETE', `meteo_params_value/${id}/`)).statusCode).toBe(403);
    expect(await countValues()).toBe(before);
    // the owner writes any year of the nursery
    const byHead = await head('POST', 'meteo_params_value/', {
      param: tMin,
      date: '2019-05-02',
      value: 1,
    });
    expect(byHead.statusCode).toBe(201);
  });

  it('lets who manages a sector serving no nursery write it (its setup), no one else', async () => {
    const own = await createSector(world.plain, { name: 'Мой пост' });
    const value = { param: paramOf(own, 't_min'), date: '2025-05-01', value: 1 };
    expect((await world.plain('POST', 'meteo_params_value/', value)).statusCode).toBe(201);
    const byOther = await world.editor('POST', 'meteo_params_value/', {
      ...value,
      date: '2025-05-02',
    });
    expect(byOther.statusCode).toBe(403);
    expect(
      (await head('POST', 'meteo_params_value/', { ...value, date: '2025-05-03' })).statusCode,
    ).toBe(201);
  });

  it("answers another tenant's values with 404 and changes nothing", async () => {
    const id = (
      await head('POST', 'meteo_params_value/', { param: tMin, date: '2025-05-01', value: 1 })
    ).json().id;
    const stranger = world.stranger;
    expect((await stranger('GET', range('2025-05-01', '2025-05-31'))).statusCode).toBe(404);
    const write = await stranger('POST', 'meteo_params_value/', {
      param: tMin,
      date: '2025-05-02',
      value: 1,
    });
    expect(write.statusCode).toBe(404);
    expect((await stranger('PUT', `meteo_params_value/${id}/`, { value: 5 })).statusCode).toBe(404);
    expect((await stranger('DELETE', `meteo_params_value/${id}/`)).statusCode).toBe(404);
    // an employee who sees none of the sector's nurseries: the same
    expect((await world.plain('GET', range('2025-05-01', '2025-05-31'))).statusCode).toBe(404);
    expect((await head('GET', range('2025-05-01', '2025-05-31'))).json()).toEqual([
      { id, param: tMin, date: '2025-05-01', value: 1 },
    ]);
  });
});
