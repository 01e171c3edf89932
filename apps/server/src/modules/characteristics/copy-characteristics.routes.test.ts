import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { features, harvestTechnologies, plotResults, plotStages, plots } from '../../db/schema.ts';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import {
  buildCrop,
  buildFieldYear,
  buildNursery,
  buildPlots,
  buildResult,
  ownerOf,
} from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

const URL = '/api/v1/plotline_db/characteristics/copy_characteristics/';

let app: FastifyInstance;
let alice: Record<string, string>;
let mallory: Record<string, string>;
let fromId: number;
let toId: number;
let otherCropYearId: number;
let target: Record<string, number>;

function copy(headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: URL, headers, payload });
}

async function valuesOf(yearId: number) {
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
    .where(eq(plots.fieldYearId, yearId))
    .orderBy(asc(plots.name), asc(features.name));
  return rows.map((r) => `${r.plot} ${r.feature}=${r.value}${r.unit}`);
}

beforeEach(async () => {
  app = await buildTestApp();
  const { db } = await getTestDatabase();
  const owner = await buildUser(db, { username: 'alice' });
  await buildUser(db, { username: 'mallory' });
  const source = await buildNursery(db, ownerOf(owner), {
    year: 2023,
    plots: ['A/1', 'B/1', 'C/1'],
  });
  const nextYear = await buildFieldYear(db, source.field, 2024);
  const [a, b] = await buildPlots(db, nextYear, ['A/1', 'B/1', 'Z/1']);
  fromId = source.fieldYear.id;
  toId = nextYear.id;
  target = { a: a?.id ?? 0, b: b?.id ?? 0 };
  const cropId = source.crop.id;
  const [sa, sb, sc] = source.plots.map((p) => p.id) as [number, number, number];
  await buildResult(db, { cropId, plotId: sa, feature: 'высота', value: 75.5, unit: 'см' });
  await buildResult(db, { cropId, plotId: sa, feature: 'окраска', value: 'red' });
  await buildResult(db, { cropId, plotId: sb, feature: 'высота', value: 80, unit: 'см' });
  await buildResult(db, { cropId, plotId: sc, feature: 'высота', value: 99 });
  await buildResult(db, { cropId, plotId: target.a ?? 0, feature: 'высота', value: 10 });
  await buildResult(db, { cropId, plotId: target.a ?? 0, feature: 'масса', value: 5 });
  await db.insert(plotStages).values([
    { plotId: sa, stage: 'всходы', date: '2023-05-01' },
    { plotId: sb, stage: 'всходы', date: '2023-05-03', comment: 'поздно' },
    { plotId: target.a ?? 0, stage: 'всходы', date: '2024-05-10' },
  ]);
  await db
    .insert(harvestTechnologies)
    .values({ plotId: sa, technology: 'обмолот', datePlanned: '2023-08-01' });
  const barley = await buildCrop(db, ownerOf(owner), { russianName: 'Ячмень' });
  const other = await buildNursery(db, ownerOf(owner), { crop: barley, plots: ['A/1'] });
  otherCropYearId = other.fieldYear.id;
  alice = bearer((await logInAs(app, 'alice')).access);
  mallory = bearer((await logInAs(app, 'mallory')).access);
});
afterEach(() => app.close());

describe('characteristics/copy_characteristics/', () => {
  it('copies phenotype values to the plots of the same name, replacing the same feature', async () => {
    const response = await copy(alice, {
      year_from_id: fromId,
      year_to_id: toId,
      characteristic_group: 'phenotypes',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ copied: 3 });
    expect(await valuesOf(toId)).toEqual([
      'A/1 высота=75.5см',
      'A/1 масса=5',
      'A/1 окраска=red',
      'B/1 высота=80см',
    ]);
    expect(await valuesOf(fromId)).toHaveLength(4);
  });

  it('copies stages and harvest technologies', async () => {
    const stages = await copy(alice, {
      year_from_id: fromId,
      year_to_id: toId,
      characteristic_group: 'stages',
    });
    expect(stages.json()).toEqual({ copied: 2 });
    const { db } = await getTestDatabase();
    const copied = await db
      .select({ plotId: plotStages.plotId, date: plotStages.date, comment: plotStages.comment })
      .from(plotStages)
      .where(eq(plotStages.stage, 'всходы'))
      .orderBy(asc(plotStages.plotId));
    expect(copied.filter((s) => s.plotId === target.a || s.plotId === target.b)).toEqual([
      { plotId: target.a, date: '2023-05-01', comment: '' },
      { plotId: target.b, date: '2023-05-03', comment: 'поздно' },
    ]);
    const harvest = await copy(alice, {
      year_from_id: fromId,
      year_to_id: toId,
      characteristic_group: 'harvest',
    });
    expect(harvest.json()).toEqual({ copied: 1 });
    const rows = await db
      .select()
      .from(harvestTechnologies)
      .where(eq(harvestTechnologies.plotId, target.a ?? 0));
    expect(rows).toMatchObject([{ technology: 'обмолот', datePlanned: '2023-08-01' }]);
  });

  it.each([
    [
      { characteristic_group: 'genotypes' },
      { characteristic_group: ['This is not a valid choice.'] },
    ],
    [{ characteristic_group: undefined }, { characteristic_group: ['This field is required.'] }],
    [{ year_to_id: 'x' }, { year_to_id: ['A valid integer is required.'] }],
  ])('refuses %j', async (change, body) => {
    const payload = {
      year_from_id: fromId,
      year_to_id: toId,
      characteristic_group: 'stages',
      ...change,
    };
    const response = await copy(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('refuses the same field-year and field-years of different crops', async () => {
    const same = await copy(alice, {
      year_from_id: fromId,
      year_to_id: fromId,
      characteristic_group: 'stages',
    });
    expect(same.json()).toEqual({ year_to_id: ['Choose another nursery year to copy to.'] });
    const otherCrop = await copy(alice, {
      year_from_id: fromId,
      year_to_id: otherCropYearId,
      characteristic_group: 'stages',
    });
    expect(otherCrop.statusCode).toBe(400);
    expect(otherCrop.json()).toEqual({
      year_to_id: ['Both nursery years must belong to the same crop.'],
    });
  });

  it('hides another tenant’s field-years (404) and requires a token (401)', async () => {
    const payload = { year_from_id: fromId, year_to_id: toId, characteristic_group: 'phenotypes' };
    expect((await copy(mallory, payload)).statusCode).toBe(404);
    expect((await copy({}, payload)).statusCode).toBe(401);
    expect(await valuesOf(toId)).toEqual(['A/1 высота=10', 'A/1 масса=5']);
  });
});
