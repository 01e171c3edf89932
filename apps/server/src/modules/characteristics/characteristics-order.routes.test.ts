import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { buildNursery, ownerOf } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

const URL = '/api/v1/plotline_db/characteristics_order/';

let app: FastifyInstance;
let alice: Record<string, string>;
let mallory: Record<string, string>;
let yearId: number;

function save(
  method: 'POST' | 'PUT',
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) {
  return app.inject({ method, url: URL, headers, payload });
}

beforeEach(async () => {
  app = await buildTestApp();
  const { db } = await getTestDatabase();
  const owner = await buildUser(db, { username: 'alice' });
  await buildUser(db, { username: 'mallory' });
  yearId = (await buildNursery(db, ownerOf(owner))).fieldYear.id;
  alice = bearer((await logInAs(app, 'alice')).access);
  mallory = bearer((await logInAs(app, 'mallory')).access);
});
afterEach(() => app.close());

describe('characteristics_order/', () => {
  it('answers an empty configuration before one is saved', async () => {
    const response = await app.inject({ url: `${URL}?year_id=${yearId}`, headers: alice });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ year_id: yearId, configuration: [] });
  });

  it('creates (POST 201) and replaces (PUT 200) the columns, in order, without duplicates', async () => {
    const created = await save('POST', alice, {
      year_id: yearId,
      configuration: ['plot_label', 'feature:высота', 'plot_label', 'stage:всходы'],
    });
    expect(created.statusCode).toBe(201);
    const first = {
      year_id: yearId,
      configuration: ['plot_label', 'feature:высота', 'stage:всходы'],
    };
    expect(created.json()).toEqual(first);
    expect((await app.inject({ url: `${URL}?year_id=${yearId}`, headers: alice })).json()).toEqual(
      first,
    );
    const replaced = await save('PUT', alice, { configuration: ['line_name'], year_id: yearId });
    expect(replaced.statusCode).toBe(200);
    expect((await app.inject({ url: `${URL}?year_id=${yearId}`, headers: alice })).json()).toEqual({
      year_id: yearId,
      configuration: ['line_name'],
    });
    expect((await save('POST', alice, { year_id: yearId, configuration: [] })).json()).toEqual({
      year_id: yearId,
      configuration: [],
    });
  });

  it.each([
    [{ configuration: undefined }, { configuration: ['This field is required.'] }],
    [{ configuration: 'plot_label' }, { configuration: ['Expected a list of items.'] }],
    [{ configuration: ['  '] }, { configuration: ['This field may not be blank.'] }],
    [{ year_id: undefined }, { year_id: ['This field is required.'] }],
  ])('refuses %j', async (change, body) => {
    const response = await save('PUT', alice, { year_id: yearId, configuration: ['a'], ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('hides another tenant’s field-year (404) and requires a token (401)', async () => {
    expect(
      (await app.inject({ url: `${URL}?year_id=${yearId}`, headers: mallory })).statusCode,
    ).toBe(404);
    const payload = { year_id: yearId, configuration: ['x'] };
    expect((await save('POST', mallory, payload)).statusCode).toBe(404);
    expect((await save('PUT', mallory, payload)).statusCode).toBe(404);
    expect((await app.inject({ url: `${URL}?year_id=${yearId}` })).statusCode).toBe(401);
    expect((await app.inject({ url: `${URL}?year_id=${yearId}`, headers: alice })).json()).toEqual({
      year_id: yearId,
      configuration: [],
    });
  });
});
