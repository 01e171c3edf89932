import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { buildNursery, ownerOf } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

const TABLE = '/api/v1/plotline_db/brush_table/';

let app: FastifyInstance;
let alice: Record<string, string>;
let mallory: Record<string, string>;
let plotId: number;
let otherPlotId: number;

type Call = { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };
function call(headers: Record<string, string>, { method = 'GET', url, payload }: Call) {
  return app.inject({ method, url, headers, payload });
}

function addBrush(headers: Record<string, string>, payload: Record<string, unknown>) {
  return call(headers, { method: 'POST', url: TABLE, payload });
}

beforeEach(async () => {
  app = await buildTestApp();
  const { db } = await getTestDatabase();
  const owner = await buildUser(db, { username: 'alice' });
  await buildUser(db, { username: 'mallory' });
  const { plots } = await buildNursery(db, ownerOf(owner));
  [plotId, otherPlotId] = plots.map((plot) => plot.id) as [number, number];
  alice = bearer((await logInAs(app, 'alice')).access);
  mallory = bearer((await logInAs(app, 'mallory')).access);
});
afterEach(() => app.close());

describe('brush_table/', () => {
  it('adds plant rows and lists them by name with empty values', async () => {
    const created = await addBrush(alice, { plot: plotId, brush_name: '  Куст 2 ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ brush_id: 1, brush_name: 'Куст 2', plot: plotId });
    await addBrush(alice, { plot: plotId, brush_name: 'Куст 1' });
    await addBrush(alice, { plot: otherPlotId, brush_name: 'Куст 9' });
    const list = await call(alice, { url: `${TABLE}?plot_id=${plotId}` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { brush_id: 2, brush_name: 'Куст 1', features: [], stages: [], genotypes: [] },
      { brush_id: 1, brush_name: 'Куст 2', features: [], stages: [], genotypes: [] },
    ]);
  });

  it('keeps names unique in the plot, not across plots', async () => {
    await addBrush(alice, { plot: plotId, brush_name: 'Куст 1' });
    const duplicate = await addBrush(alice, { plot: plotId, brush_name: 'Куст 1 ' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({
      brush_name: ['A plant with this name already exists in this plot.'],
    });
    expect((await addBrush(alice, { plot: otherPlotId, brush_name: 'Куст 1' })).statusCode).toBe(
      201,
    );
  });

  it('lets one of concurrent duplicates win', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => addBrush(alice, { plot: plotId, brush_name: 'Куст 7' })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(3);
  });

  it.each([
    [{ brush_name: '' }, { brush_name: ['This field may not be blank.'] }],
    [
      { brush_name: 'к'.repeat(101) },
      { brush_name: ['Ensure this field has no more than 100 characters.'] },
    ],
    [{ brush_name: undefined }, { brush_name: ['This field is required.'] }],
    [{ plot: 'x' }, { plot: ['A valid integer is required.'] }],
  ])('refuses %j', async (change, body) => {
    const response = await addBrush(alice, { plot: plotId, brush_name: 'Куст', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('renames a row unless the plot already has that name', async () => {
    await addBrush(alice, { plot: plotId, brush_name: 'Куст 1' });
    await addBrush(alice, { plot: plotId, brush_name: 'Куст 2' });
    const renamed = await call(alice, {
      method: 'PATCH',
      url: `${TABLE}1/`,
      payload: { brush_name: 'Куст 3' },
    });
    expect(renamed.json()).toEqual({ brush_id: 1, brush_name: 'Куст 3', plot: plotId });
    const same = await call(alice, {
      method: 'PATCH',
      url: `${TABLE}1/`,
      payload: { brush_name: 'Куст 3' },
    });
    expect(same.statusCode).toBe(200);
    const clash = await call(alice, {
      method: 'PATCH',
      url: `${TABLE}1/`,
      payload: { brush_name: 'Куст 2' },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({
      brush_name: ['A plant with this name already exists in this plot.'],
    });
  });

  it('deletes a row: 204, then 404', async () => {
    await addBrush(alice, { plot: plotId, brush_name: 'Куст 1' });
    expect((await call(alice, { method: 'DELETE', url: `${TABLE}1/` })).statusCode).toBe(204);
    expect((await call(alice, { method: 'DELETE', url: `${TABLE}1/` })).statusCode).toBe(404);
    expect((await call(alice, { url: `${TABLE}?plot_id=${plotId}` })).json()).toEqual([]);
  });

  it('hides another tenant’s plots and rows (404) and requires a token (401)', async () => {
    await addBrush(alice, { plot: plotId, brush_name: 'Куст 1' });
    expect((await addBrush(mallory, { plot: plotId, brush_name: 'X' })).statusCode).toBe(404);
    expect((await call(mallory, { url: `${TABLE}?plot_id=${plotId}` })).statusCode).toBe(404);
    const rename = { method: 'PATCH' as const, url: `${TABLE}1/`, payload: { brush_name: 'X' } };
    expect((await call(mallory, rename)).statusCode).toBe(404);
    expect((await call(mallory, { method: 'DELETE', url: `${TABLE}1/` })).statusCode).toBe(404);
    expect((await call({}, { url: `${TABLE}?plot_id=${plotId}` })).statusCode).toBe(401);
    expect((await call({}, { method: 'DELETE', url: `${TABLE}1/` })).statusCode).toBe(401);
    expect((await call(alice, { url: `${TABLE}?plot_id=${plotId}` })).json()).toHaveLength(1);
  });
});
