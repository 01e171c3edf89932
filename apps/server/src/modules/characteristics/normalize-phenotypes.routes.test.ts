import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brushes, features, plotResults, plots } from '../../db/schema.ts';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { buildNursery, buildResult, ownerOf } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { roundTo4 } from './normalize-phenotypes.ts';

const URL = '/api/v1/plotline_db/normalize_phenotypes/';

let app: FastifyInstance;
let alice: Record<string, string>;
let mallory: Record<string, string>;
let yearId: number;

function normalize(headers: Record<string, string>, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries({
      year_id: yearId,
      feature: 'Высота',
      feature_norm: 'Высота норм',
      value: '80',
      ...query,
    })
      .filter(([, v]) => v !== '')
      .map(([k, v]): [string, string] => [k, String(v)]),
  );
  return app.inject({ url: `${URL}?${search}`, headers });
}

async function ratios() {
  const { db } = await getTestDatabase();
  const rows = await db
    .select({ plot: plots.name, value: plotResults.valueEntered, number: plotResults.valueFloat })
    .from(plotResults)
    .innerJoin(plots, eq(plots.id, plotResults.plotId))
    .innerJoin(features, eq(features.id, plotResults.featureId))
    .where(eq(features.name, 'высота норм'))
    .orderBy(asc(plots.name));
  return rows.map((r) => `${r.plot}=${r.value}`);
}

beforeEach(async () => {
  app = await buildTestApp();
  const { db } = await getTestDatabase();
  const owner = await buildUser(db, { username: 'alice' });
  await buildUser(db, { username: 'mallory' });
  const nursery = await buildNursery(db, ownerOf(owner), { plots: ['A/1', 'B/1', 'C/1', 'D/1'] });
  yearId = nursery.fieldYear.id;
  const cropId = nursery.crop.id;
  const [a, b, , d] = nursery.plots.map((p) => p.id) as [number, number, number, number];
  await buildResult(db, { cropId, plotId: a, feature: 'высота', value: 75.5, unit: 'см' });
  await buildResult(db, { cropId, plotId: b, feature: 'высота', value: 80 });
  await buildResult(db, { cropId, plotId: d, feature: 'окраска', value: 'red' });
  const [brush] = await db.insert(brushes).values({ plotId: d, name: 'Куст 1' }).returning();
  await buildResult(db, { cropId, plotId: d, brushId: brush?.id, feature: 'высота', value: 40 });
  alice = bearer((await logInAs(app, 'alice')).access);
  mallory = bearer((await logInAs(app, 'mallory')).access);
});
afterEach(() => app.close());

describe('normalize_phenotypes/', () => {
  it('stores feature ÷ value, 4 decimals, for every plot with a number', async () => {
    const response = await normalize(alice, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    // 75.5 / 80 = 0.94375 → 0.9438 (half away from zero); plant rows are left out
    expect(await ratios()).toEqual(['A/1=0.9438', 'B/1=1']);
    const again = await normalize(alice, { value: '-.5' });
    expect(again.json()).toEqual({ updated: 2 });
    expect(await ratios()).toEqual(['A/1=-151', 'B/1=-160']);
  });

  it.each([
    [{ value: '80,5' }, { value: ['A valid number is required.'] }],
    [{ value: 'abc' }, { value: ['A valid number is required.'] }],
    [{ value: '0.0' }, { value: ['The reference value must not be zero.'] }],
    [{ value: '' }, { value: ['This field is required.'] }],
    [{ feature: '' }, { feature: ['This field is required.'] }],
    [{ feature: 'урожай' }, { feature: ['This crop has no feature "урожай".'] }],
    [
      { feature: 'Окраска' },
      { feature: ['"окраска" is not a quantitative feature of this crop.'] },
    ],
    [
      { feature_norm: ' высота ' },
      { feature_norm: ['The normalised feature must differ from the measured one.'] },
    ],
    [
      { feature_norm: 'окраска' },
      {
        feature_norm: [
          'Feature "окраска" exists with the other kind: a phenotype cannot be both quantitative and qualitative.',
        ],
      },
    ],
    [{ year_id: 'x' }, { year_id: ['A valid integer is required.'] }],
  ])('refuses %j', async (query, body) => {
    const response = await normalize(alice, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
    expect(await ratios()).toEqual([]);
  });

  it('says so in the asked language', async () => {
    const response = await normalize({ ...alice, 'accept-language': 'ru' }, { value: '1,5' });
    expect(response.json()).toEqual({ value: ['Требуется корректное число.'] });
  });

  it('hides another tenant’s field-year (404) and requires a token (401)', async () => {
    expect((await normalize(mallory, {})).statusCode).toBe(404);
    expect((await normalize({}, {})).statusCode).toBe(401);
    expect(await ratios()).toEqual([]);
  });
});

describe('roundTo4', () => {
  it.each([
    [0.94375, 0.9438],
    [1.00005, 1.0001],
    [-2.00005, -2.0001],
    [1 / 3, 0.3333],
    [2 / 3, 0.6667],
    [-0.00001, 0],
    [12345.678949, 12345.6789],
  ])('%d → %d', (value, rounded) => {
    expect(roundTo4(value)).toBe(rounded);
  });
});
