import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { buildNursery, ownerOf } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

const API = '/api/v1/plotline_db/';

let app: FastifyInstance;
let alice: Record<string, string>;
let mallory: Record<string, string>;
let plotId: number;
let brushId: number;

function patch(headers: Record<string, string>, path: string, payload: object) {
  return app.inject({ method: 'PATCH', url: `${API}${path}`, headers, payload });
}

async function listed() {
  const response = await app.inject({
    url: `${API}brush_table/?plot_id=${plotId}`,
    headers: alice,
  });
  return response.json()[0];
}

beforeEach(async () => {
  app = await buildTestApp();
  const { db } = await getTestDatabase();
  const owner = await buildUser(db, { username: 'alice' });
  await buildUser(db, { username: 'mallory' });
  plotId = (await buildNursery(db, ownerOf(owner))).plots[0]?.id ?? 0;
  alice = bearer((await logInAs(app, 'alice')).access);
  mallory = bearer((await logInAs(app, 'mallory')).access);
  const created = await app.inject({
    method: 'POST',
    url: `${API}brush_table/`,
    headers: alice,
    payload: { plot: plotId, brush_name: 'Куст 1' },
  });
  brushId = created.json().brush_id;
});
afterEach(() => app.close());

describe('update_brush_phenotype/{id}/', () => {
  it('sets and replaces a value of the plant row, creating the feature', async () => {
    const first = await patch(alice, `update_brush_phenotype/${brushId}/`, {
      feature: ' Высота ',
      unit: 'см',
      value: '75,50',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      plot: plotId,
      brush: brushId,
      feature: 'высота',
      value_float: 75.5,
      value_text: null,
      unit: 'см',
    });
    await patch(alice, `update_brush_phenotype/${brushId}/`, { feature: 'высота', value: 80 });
    await patch(alice, `update_brush_phenotype/${brushId}/`, { feature: 'Окраска', value: 'red' });
    expect((await listed()).features).toEqual([
      {
        plot_final_id: expect.any(Number),
        plot_final_feature: 'высота',
        plot_final_value: '80',
        plot_final_unit: '',
      },
      {
        plot_final_id: expect.any(Number),
        plot_final_feature: 'окраска',
        plot_final_value: 'red',
        plot_final_unit: '',
      },
    ]);
  });

  it('refuses text for a quantitative feature, keeps a number of a qualitative one as text', async () => {
    await patch(alice, `update_brush_phenotype/${brushId}/`, { feature: 'высота', value: 75 });
    await patch(alice, `update_brush_phenotype/${brushId}/`, { feature: 'окраска', value: 'red' });
    const text = await patch(alice, `update_brush_phenotype/${brushId}/`, {
      feature: 'высота',
      value: 'high',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      value: ['Feature "высота" is quantitative: "high" is not a number.'],
    });
    const number = await patch(alice, `update_brush_phenotype/${brushId}/`, {
      feature: 'окраска',
      value: '3',
    });
    expect(number.json()).toMatchObject({ value_float: null, value_text: '3' });
  });

  it('requires a feature and a value', async () => {
    const response = await patch(alice, `update_brush_phenotype/${brushId}/`, { feature: '' });
    expect(response.json()).toEqual({
      feature: ['This field may not be blank.'],
      value: ['This field is required.'],
    });
  });
});

describe('update_brush_genotype/{id}/', () => {
  it('sets the plant row’s allele pair, apart from the plot’s', async () => {
    const body = { chr: '4B', pos: 100, mut_name: 'Rht-B1', first_allele: 'A', second_allele: 'T' };
    const response = await patch(alice, `update_brush_genotype/${brushId}/`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mut_name: 'Rht-B1', plot: plotId, brush: brushId });
    await patch(alice, `update_brush_genotype/${brushId}/`, { ...body, second_allele: 'A' });
    expect((await listed()).genotypes).toEqual([
      {
        mutation_table_id: expect.any(Number),
        plot_genotype_id: response.json().plot_genotype_id,
        mut_name: 'Rht-B1',
        first_allele: 'A',
        second_allele: 'A',
        source: 'manual',
        depth: null,
        quality: null,
      },
    ]);
    const missing = await patch(alice, `update_brush_genotype/${brushId}/`, {
      ...body,
      first_allele: undefined,
    });
    expect(missing.json()).toEqual({ first_allele: ['This field is required.'] });
  });
});

describe('update_brush_stage/{id}/', () => {
  it('sets stage dates, counting days from the row’s emergence', async () => {
    const emergence = { stage_of_vegetation: 'Всходы', date_of_stage: '2024-05-01' };
    expect((await patch(alice, `update_brush_stage/${brushId}/`, emergence)).json()).toEqual({
      id: expect.any(Number),
      plot: plotId,
      brush: brushId,
      stage_of_vegetation: 'всходы',
      date_of_stage: '2024-05-01',
    });
    await patch(alice, `update_brush_stage/${brushId}/`, {
      stage_of_vegetation: 'колошение',
      date_of_stage: '2024-06-01',
    });
    await patch(alice, `update_brush_stage/${brushId}/`, {
      stage_of_vegetation: 'КОЛОШЕНИЕ',
      date_of_stage: '2024-06-10',
    });
    const stages = (await listed()).stages;
    expect(
      stages.map((s: { stage_of_vegetation: string; days_after_sowing: number }) => [
        s.stage_of_vegetation,
        s.days_after_sowing,
      ]),
    ).toEqual([
      ['всходы', 0],
      ['колошение', 40],
    ]);
  });

  it.each([
    [
      { date_of_stage: '01.05.2024' },
      { date_of_stage: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
    ],
    [{ date_of_stage: undefined }, { date_of_stage: ['This field is required.'] }],
    [{ stage_of_vegetation: ' ' }, { stage_of_vegetation: ['This field may not be blank.'] }],
  ])('refuses %j', async (change, body) => {
    const payload = { stage_of_vegetation: 'всходы', date_of_stage: '2024-05-01', ...change };
    const response = await patch(alice, `update_brush_stage/${brushId}/`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });
});

describe('plant-row values: access', () => {
  it('answers 404 for another tenant’s row or an unknown row, 401 without a token', async () => {
    const stage = { stage_of_vegetation: 'всходы', date_of_stage: '2024-05-01' };
    expect((await patch(mallory, `update_brush_stage/${brushId}/`, stage)).statusCode).toBe(404);
    expect((await patch(alice, 'update_brush_stage/999/', stage)).statusCode).toBe(404);
    const value = { feature: 'высота', value: 1 };
    expect((await patch(mallory, `update_brush_phenotype/${brushId}/`, value)).statusCode).toBe(
      404,
    );
    const pair = { chr: '1', pos: 1, mut_name: 'm', first_allele: 'A', second_allele: 'A' };
    expect((await patch(mallory, `update_brush_genotype/${brushId}/`, pair)).statusCode).toBe(404);
    expect((await patch({}, `update_brush_stage/${brushId}/`, stage)).statusCode).toBe(401);
    expect(await listed()).toMatchObject({ features: [], stages: [], genotypes: [] });
  });
});
