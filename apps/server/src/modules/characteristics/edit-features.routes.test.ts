import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { features, plotResults, plotStages, plots } from '../../db/schema.ts';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import {
  buildFieldYear,
  buildNursery,
  buildPlots,
  buildResult,
  ownerOf,
} from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

const API = '/api/v1/plotline_db/';

let app: FastifyInstance;
let alice: Record<string, string>;
let mallory: Record<string, string>;
let yearId: number;
let otherYearId: number;

function edit(headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'PATCH', url: `${API}edit_multiple_features/`, headers, payload });
}

async function valuesOf(fieldYearId: number) {
  const { db } = await getTestDatabase();
  const rows = await db
    .select({
      plot: plots.name,
      feature: features.name,
      value: plotResults.valueEntered,
      unit: plotResults.unit,
    })
    .from(plotResults)
    .innerJoin(plots, eq(plots.id, plotResults.plotId))
    .innerJoin(features, eq(features.id, plotResults.featureId))
    .where(eq(plots.fieldYearId, fieldYearId))
    .orderBy(asc(plots.name), asc(features.name));
  return rows.map((r) => `${r.plot} ${r.feature}=${r.value}${r.unit}`);
}

beforeEach(async () => {
  app = await buildTestApp();
  const { db } = await getTestDatabase();
  const owner = await buildUser(db, { username: 'alice' });
  await buildUser(db, { username: 'mallory' });
  const nursery = await buildNursery(db, ownerOf(owner));
  const cropId = nursery.crop.id;
  yearId = nursery.fieldYear.id;
  const [a, b] = nursery.plots.map((p) => p.id) as [number, number];
  await buildResult(db, { cropId, plotId: a, feature: 'высота', value: 75, unit: 'см' });
  await buildResult(db, { cropId, plotId: b, feature: 'высота', value: 80, unit: 'см' });
  await buildResult(db, { cropId, plotId: b, feature: 'рост', value: 1 });
  await buildResult(db, { cropId, plotId: a, feature: 'окраска', value: 'red' });
  const other = await buildFieldYear(db, nursery.field, 2025);
  otherYearId = other.id;
  const [c] = await buildPlots(db, other, ['C/1']);
  await buildResult(db, { cropId, plotId: c?.id ?? 0, feature: 'высота', value: 90 });
  alice = bearer((await logInAs(app, 'alice')).access);
  mallory = bearer((await logInAs(app, 'mallory')).access);
});
afterEach(() => app.close());

describe('edit_multiple_features/', () => {
  it('moves the field-year’s values to a new feature and changes their unit', async () => {
    const response = await edit(alice, {
      year_id: yearId,
      features: [{ old_name: 'Высота', new_name: 'Высота растения', unit: 'mm' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    expect(await valuesOf(yearId)).toEqual([
      'A/1 высота растения=75mm',
      'A/1 окраска=red',
      'B/1 высота растения=80mm',
      'B/1 рост=1',
    ]);
    expect(await valuesOf(otherYearId)).toEqual(['C/1 высота=90']);
  });

  it('merges into an existing feature of the same kind, the renamed value winning', async () => {
    const response = await edit(alice, {
      year_id: yearId,
      features: [{ old_name: 'высота', new_name: 'рост' }],
    });
    expect(response.json()).toEqual({ updated: 2 });
    expect(await valuesOf(yearId)).toEqual(['A/1 окраска=red', 'A/1 рост=75см', 'B/1 рост=80см']);
  });

  it('changes only the unit when the names are equal', async () => {
    const response = await edit(alice, {
      year_id: yearId,
      features: [{ old_name: 'высота', new_name: 'ВЫСОТА', unit: 'дм' }],
    });
    expect(response.json()).toEqual({ updated: 2 });
    expect(await valuesOf(yearId)).toContain('A/1 высота=75дм');
  });

  it.each([
    [
      [{ old_name: 'высота', new_name: 'окраска' }],
      'Feature "окраска" exists with the other kind: a phenotype cannot be both quantitative and qualitative.',
    ],
    [[{ old_name: 'урожай', new_name: 'x' }], 'This crop has no feature "урожай".'],
  ])('refuses %j and changes nothing', async (changes, message) => {
    const response = await edit(alice, {
      year_id: yearId,
      features: [{ old_name: 'рост', new_name: 'рост 2' }, ...changes],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ features: [message] });
    expect(await valuesOf(yearId)).toContain('B/1 рост=1');
  });

  it('refuses a blank name', async () => {
    const response = await edit(alice, {
      year_id: yearId,
      features: [{ old_name: 'высота', new_name: ' ' }],
    });
    expect(response.json()).toEqual({ features: ['This field may not be blank.'] });
  });

  it('hides another tenant’s field-year (404) and requires a token (401)', async () => {
    const payload = { year_id: yearId, features: [{ old_name: 'высота', new_name: 'x' }] };
    expect((await edit(mallory, payload)).statusCode).toBe(404);
    expect((await edit({}, payload)).statusCode).toBe(401);
  });
});

describe('quantitative_features/ and qualitative_features/', () => {
  it('list the features with a plot value in the field-year, by kind and name', async () => {
    const quantitative = await app.inject({
      url: `${API}quantitative_features/?year_id=${yearId}`,
      headers: alice,
    });
    expect(quantitative.statusCode).toBe(200);
    expect(quantitative.json()).toEqual([
      { id: expect.any(Number), feature: 'высота' },
      { id: expect.any(Number), feature: 'рост' },
    ]);
    const qualitative = await app.inject({
      url: `${API}qualitative_features/?year_id=${yearId}`,
      headers: alice,
    });
    expect(qualitative.json()).toEqual([{ id: expect.any(Number), feature: 'окраска' }]);
    const other = await app.inject({
      url: `${API}qualitative_features/?year_id=${otherYearId}`,
      headers: alice,
    });
    expect(other.json()).toEqual([]);
  });

  it('lists the stages with days after sowing among the quantitative ones, in natural order', async () => {
    const { db } = await getTestDatabase();
    const [plot] = await db.select().from(plots).where(eq(plots.fieldYearId, yearId));
    const plotId = plot?.id ?? 0;
    const [cropRow] = await db.select().from(features).where(eq(features.name, 'высота'));
    const cropId = cropRow?.cropId ?? 0;
    await buildResult(db, { cropId, plotId, feature: 'фаза 10', value: 3 });
    await buildResult(db, { cropId, plotId, feature: 'фаза 2', value: 4 });
    await db.insert(plotStages).values([
      { plotId, stage: 'всходы', date: '2025-05-01' },
      { plotId, stage: 'колошение', date: '2025-06-20' },
      { plotId, stage: 'цветение', date: null },
    ]);
    const listed = await app.inject({
      url: `${API}quantitative_features/?year_id=${yearId}`,
      headers: alice,
    });
    const items: { id: number; feature: string }[] = listed.json();
    expect(items.map((item) => item.feature)).toEqual([
      'высота',
      'колошение',
      'рост',
      'фаза 2',
      'фаза 10',
    ]);
    // a stage has no feature row: its id is negative, never a feature's
    expect(items.find((item) => item.feature === 'колошение')?.id).toBeLessThan(0);
  });

  it('hides another tenant’s field-year (404), requires a token (401) and a year', async () => {
    const url = `${API}quantitative_features/?year_id=${yearId}`;
    expect((await app.inject({ url, headers: mallory })).statusCode).toBe(404);
    expect((await app.inject({ url })).statusCode).toBe(401);
    const missing = await app.inject({ url: `${API}qualitative_features/`, headers: alice });
    expect(missing.json()).toEqual({ year_id: ['This field is required.'] });
  });
});
