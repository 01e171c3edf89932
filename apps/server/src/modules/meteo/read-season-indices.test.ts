import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpPlots } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { createSector, paramOf, type SectorAnswer } from './meteo-test-kit.ts';
import { readSeasonIndices } from './read-season-indices.ts';

/**
 * The season indices reader (decision 044 "Derived indices"): the season's interval from the
 * stages of its plots, the stage intervals at the stages' median dates, the indices of each
 * computed from the sector's daily values — every figure below is worked out by hand.
 */
let app: FastifyInstance;
let api: ApiCaller;
let world: Awaited<ReturnType<typeof setUpPlots>>;
let sector: SectorAnswer;

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpPlots(app, 3);
  api = world.api;
  sector = await createSector(api, { name: 'Пост', field_ids: [world.fieldId] });
});
afterEach(() => app.close());

async function stage(plot: number, name: string, date: string) {
  const answer = await api('POST', 'plot_stage/', {
    plot,
    stage_of_vegetation: name,
    date_of_stage: date,
  });
  expect(answer.statusCode, answer.body).toBe(201);
}

/** Daily values: [date, t_min, t_max, precipitation, t_mean?]; null leaves the day's value out. */
async function weather(days: [string, number | null, number | null, number | null, number?][]) {
  const [tMin, tMax, rain, tMean] = ['t_min', 't_max', 'precipitation', 't_mean'].map((kind) =>
    paramOf(sector, kind),
  );
  const body = days.flatMap(([date, min, max, r, mean]) =>
    (
      [
        [tMin, min],
        [tMax, max],
        [rain, r],
        [tMean, mean ?? null],
      ] as const
    ).flatMap(([param, value]) => (value === null ? [] : [{ param, date, value }])),
  );
  const written = await api('POST', 'meteo_params_value/', body);
  expect(written.statusCode, written.body).toBe(201);
}

describe('readSeasonIndices', () => {
  it('computes the season and its stage intervals from hand-checked days', async () => {
    const [p1, p2, p3] = world.plotIds as [number, number, number];
    await stage(p1, 'Посев', '2025-04-01');
    await stage(p1, 'Всходы', '2025-04-03');
    await stage(p1, 'Уборка', '2025-04-06');
    await stage(p2, 'Посев', '2025-04-02');
    await stage(p2, 'Всходы', '2025-04-04');
    await stage(p2, 'Уборка', '2025-04-07');
    await stage(p3, 'Всходы', '2025-04-05');
    // 04-01 T 7, GDD 2 · 04-02 frost, T 7, GDD 2 · 04-03 T 11 (t_mean), GDD 7 (extremes) ·
    // 04-04 T 14, GDD 9 · 04-05 no data · 04-06 T 16, GDD 11, no rain · 04-07 T 9, GDD 4 ·
    // 04-08 outside the season (harvest 04-07)
    await weather([
      ['2025-04-01', 2, 12, 1],
      ['2025-04-02', -1, 15, 0],
      ['2025-04-03', 6, 18, 4, 11],
      ['2025-04-04', 8, 20, 2],
      ['2025-04-06', 10, 22, null],
      ['2025-04-07', 4, 14, 5],
      ['2025-04-08', -5, 3, 9],
    ]);
    const { db } = await getTestDatabase();
    const seasons = await readSeasonIndices(db, [world.yearId, world.yearId]);
    expect(seasons.size).toBe(1);
    const season = seasons.get(world.yearId);
    expect(season).toMatchObject({
      yearId: world.yearId,
      fieldId: world.fieldId,
      fieldName: 'КСИ',
      year: 2025,
      sector: { id: sector.id, name: 'Пост' },
      gddBase: 5,
      dateFrom: '2025-04-01',
      dateTo: '2025-04-07',
    });
    expect(season?.season).toEqual({
      date_from: '2025-04-01',
      date_to: '2025-04-07',
      days: 7,
      days_missing: 2,
      gdd_base: 5,
      gdd: 35,
      active_temperature_sum: 41,
      hydrothermal_coefficient: 2.4, // 10 · (4 + 2) / (11 + 14): 04-06 has no rain
      precipitation_sum: 12,
      frost_days: 1,
    });
    // medians: посев 04-01 (the lower of two), всходы 04-04, уборка 04-06 (the lower of two)
    expect(season?.intervals.map(({ indices, ...interval }) => interval)).toEqual([
      { fromStage: 'посев', toStage: 'всходы', dateFrom: '2025-04-01', dateTo: '2025-04-04' },
      { fromStage: 'всходы', toStage: 'уборка', dateFrom: '2025-04-04', dateTo: '2025-04-06' },
    ]);
    expect(season?.intervals[0]?.indices).toMatchObject({
      days: 4,
      days_missing: 0,
      gdd: 20,
      active_temperature_sum: 25,
      hydrothermal_coefficient: 2.4,
      precipitation_sum: 7,
      frost_days: 1,
    });
    const second = season?.intervals[1]?.indices;
    expect(second).toMatchObject({
      days: 3,
      days_missing: 2,
      gdd: 20,
      active_temperature_sum: 30,
      precipitation_sum: 2,
      frost_days: 0,
    });
    expect(second?.hydrothermal_coefficient).toBeCloseTo(20 / 14, 12);
  });

  it("takes the crop's base, and the season's defaults for a missing end", async () => {
    const { db } = await getTestDatabase();
    await db.execute(sql`update crops set gdd_base = 10 where id = ${world.cropId}`);
    await stage(world.plotIds[0] as number, 'Sowing', '2025-10-30');
    await weather([
      ['2025-10-30', 6, 16, 0],
      ['2025-10-31', 8, 20, 3],
      ['2025-11-01', 8, 20, 3],
    ]);
    const season = (await readSeasonIndices(db, [world.yearId])).get(world.yearId);
    expect(season).toMatchObject({ gddBase: 10, dateFrom: '2025-10-30', dateTo: '2025-10-31' });
    // GDD: max(0, 11 − 10) + max(0, 14 − 10); one stage: no interval
    expect(season?.season).toMatchObject({ days: 2, gdd: 5, gdd_base: 10, days_missing: 0 });
    expect(season?.intervals).toEqual([]);
  });

  it('gives a season without a sector indices of no data, and leaves unknown ids out', async () => {
    const fieldId: number = (
      await api('POST', 'field_table/', {
        spec_id: world.cropId,
        field_name: 'Без поста',
        region: 'Краснодар',
      })
    ).json().field_id;
    const yearId: number = (
      await api('POST', 'field_year_add/', { field_id: fieldId, year: 2024, spec_id: world.cropId })
    ).json().id;
    const { db } = await getTestDatabase();
    const seasons = await readSeasonIndices(db, [yearId, 999_999]);
    expect([...seasons.keys()]).toEqual([yearId]);
    expect(seasons.get(yearId)).toEqual({
      yearId,
      fieldId,
      fieldName: 'Без поста',
      year: 2024,
      sector: null,
      gddBase: 5,
      dateFrom: '2024-03-01',
      dateTo: '2024-10-31',
      season: {
        date_from: '2024-03-01',
        date_to: '2024-10-31',
        days: 245,
        days_missing: 245,
        gdd_base: 5,
        gdd: null,
        active_temperature_sum: null,
        hydrothermal_coefficient: null,
        precipitation_sum: null,
        frost_days: null,
      },
      intervals: [],
    });
    expect((await readSeasonIndices(db, [])).size).toBe(0);
  });
});
