import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiCaller } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { createSector, paramOf, RU, type SectorAnswer, setUpMeteo } from './meteo-test-kit.ts';

/**
 * Weather events (issue 16, decision 044) and the plot card's weather: the nursery's sector
 * between the plot's sowing and harvest, summaries checked by hand.
 */
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof setUpMeteo>>;
let head: ApiCaller;
let sector: SectorAnswer;

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpMeteo(app);
  head = world.head;
  sector = await createSector(head, { name: 'Пост', field_ids: [world.fieldId] }, RU);
});
afterEach(() => app.close());

const events = (from: string, to: string) =>
  `meteo_events/?sector=${sector.id}&date_from=${from}&date_to=${to}`;

async function addEvent(api: ApiCaller, body: object) {
  return api('POST', 'meteo_events/', { sector: sector.id, ...body });
}

describe('events', () => {
  it('adds, lists by range, changes and deletes events (several a day)', async () => {
    const frost = await addEvent(head, { date: '2025-05-10', kind: 'frost', note: ' −2 °C ' });
    expect(frost.statusCode, frost.body).toBe(201);
    expect(frost.json()).toEqual({
      id: expect.any(Number),
      sector: sector.id,
      date: '2025-05-10',
      kind: 'frost',
      note: '−2 °C',
    });
    const hail = (await addEvent(head, { date: '2025-05-10', kind: 'hail' })).json();
    expect(hail.note).toBe('');
    await addEvent(head, { date: '2025-07-01', kind: 'drought' });
    const may = await head('GET', events('2025-05-01', '2025-05-31'));
    expect(may.json().map((e: { kind: string }) => e.kind)).toEqual(['frost', 'hail']);
    const changed = await head('PATCH', `meteo_events/${hail.id}/`, {
      date: '2025-05-11',
      kind: 'heavy_rain',
      note: 'ливень',
    });
    expect(changed.json()).toEqual({
      ...hail,
      date: '2025-05-11',
      kind: 'heavy_rain',
      note: 'ливень',
    });
    expect((await head('DELETE', `meteo_events/${hail.id}/`)).statusCode).toBe(204);
    expect((await head('GET', events('2025-01-01', '2025-12-31'))).json()).toHaveLength(2);
  });

  it('validates with exact messages', async () => {
    const bad = await addEvent(head, { date: '2025-02-30', kind: 'snow', note: 'x'.repeat(2001) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      kind: ['This is not a valid choice.'],
      note: ['Ensure this field has no more than 2000 characters.'],
    });
    const id = (await addEvent(head, { date: '2025-05-10', kind: 'frost' })).json().id;
    expect((await head('PATCH', `meteo_events/${id}/`, {})).json()).toEqual({
      non_field_errors: ['Give at least one of: date, kind, note.'],
    });
    const range = await head('GET', events('2025-01-01', '2026-01-02'), undefined, RU);
    expect(range.json()).toEqual({ date_to: ['За один раз можно запросить не более 366 дней.'] });
  });

  it('writes by the year of the date: grantees of 2025 only, never view-only', async () => {
    expect((await addEvent(world.editor, { date: '2025-05-10', kind: 'frost' })).statusCode).toBe(
      201,
    );
    expect((await addEvent(world.editor, { date: '2024-05-10', kind: 'frost' })).statusCode).toBe(
      403,
    );
    expect((await addEvent(world.viewer, { date: '2025-05-10', kind: 'frost' })).statusCode).toBe(
      403,
    );
    const id = (await addEvent(head, { date: '2025-06-01', kind: 'hail' })).json().id;
    // moving it out of the granted year is refused too
    const moved = await world.editor('PATCH', `meteo_events/${id}/`, { date: '2024-06-01' });
    expect(moved.statusCode).toBe(403);
    expect((await world.viewer('DELETE', `meteo_events/${id}/`)).statusCode).toBe(403);
    expect((await world.stranger('DELETE', `meteo_events/${id}/`)).statusCode).toBe(404);
    expect((await world.stranger('GET', events('2025-01-01', '2025-12-31'))).statusCode).toBe(404);
    expect((await addEvent(world.stranger, { date: '2025-05-10', kind: 'frost' })).statusCode).toBe(
      404,
    );
    expect((await world.viewer('GET', events('2025-01-01', '2025-12-31'))).json()).toHaveLength(2);
  });
});

describe("the plot card's weather", () => {
  const card = (api: ApiCaller = head) =>
    api('GET', `meteo_params_value/get_meteo_data_for_plot_card/?plot_id=${world.plotId}`);

  async function stage(name: string, date: string) {
    const answer = await head('POST', 'plot_stage/', {
      plot: world.plotId,
      stage_of_vegetation: name,
      date_of_stage: date,
    });
    expect(answer.statusCode, answer.body).toBe(201);
  }

  it('summarises the sector between sowing and harvest, by hand', async () => {
    await stage('Посев', '2025-05-02');
    await stage('уборка', '2025-05-05');
    const tMin = paramOf(sector, 't_min');
    const tMax = paramOf(sector, 't_max');
    const rain = paramOf(sector, 'precipitation');
    const day = (param: number, date: string, value: number) => ({ param, date, value });
    const written = await head('POST', 'meteo_params_value/', [
      day(tMin, '2025-05-01', -10), // before sowing: left out
      day(tMin, '2025-05-02', 4.5),
      day(tMin, '2025-05-03', -1.25),
      day(tMin, '2025-05-05', 7),
      day(tMin, '2025-05-06', 30), // after harvest: left out
      day(rain, '2025-05-02', 0),
      day(rain, '2025-05-04', 12.4),
      day(rain, '2025-05-05', 3.3),
      day(tMax, '2025-05-02', 14.5),
      day(tMax, '2025-05-03', 9.25),
      day(tMax, '2025-05-05', 21),
    ]);
    expect(written.statusCode, written.body).toBe(201);
    await addEvent(head, { date: '2025-05-03', kind: 'frost', note: 'заморозок' });
    await addEvent(head, { date: '2025-05-20', kind: 'hail' });
    const answer = await card(world.viewer);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      plot_id: world.plotId,
      sector: { id: sector.id, name: 'Пост' },
      sowing_date: '2025-05-02',
      harvest_date: '2025-05-05',
      date_from: '2025-05-02',
      date_to: '2025-05-05',
    });
    // indices over 2 … 5 May, base 5 °C (the crop's default), T = (Tmin + Tmax) / 2:
    // 2 May T 9.5 → GDD 4.5; 3 May T 4 → 0, a frost (Tmin −1.25); 4 May no temperature;
    // 5 May T 14 → GDD 9, active (≥ 10) 14, ГТК 10 · 3.3 / 14; missing: 3 May (no rain), 4 May
    expect(body.indices).toMatchObject({
      date_from: '2025-05-02',
      date_to: '2025-05-05',
      days: 4,
      days_missing: 2,
      gdd_base: 5,
      gdd: 13.5,
      active_temperature_sum: 14,
      precipitation_sum: 15.7,
      frost_days: 1,
    });
    expect(body.indices.hydrothermal_coefficient).toBeCloseTo(33 / 14, 9);
    const byKind = Object.fromEntries(body.params.map((p: { kind: string }) => [p.kind, p]));
    // t_min: 4.5, −1.25, 7 → min −1.25, mean 10.25 / 3 = 3.4167, max 7; no sum of temperatures
    expect(byKind.t_min).toEqual({
      param: tMin,
      name: 'Минимальная температура',
      unit: '°C',
      kind: 't_min',
      min: -1.25,
      mean: 3.4167,
      max: 7,
      sum: null,
      days: 3,
    });
    // precipitation: 0, 12.4, 3.3 → sum 15.7, mean 5.2333
    expect(byKind.precipitation).toMatchObject({
      min: 0,
      mean: 5.2333,
      max: 12.4,
      sum: 15.7,
      days: 3,
    });
    expect(byKind.t_max).toMatchObject({ min: 9.25, max: 21, days: 3 });
    expect(byKind.wind).toMatchObject({ min: null, mean: null, max: null, sum: null, days: 0 });
    expect(body.params).toHaveLength(6);
    expect(body.events).toEqual([
      {
        id: expect.any(Number),
        sector: sector.id,
        date: '2025-05-03',
        kind: 'frost',
        note: 'заморозок',
      },
    ]);
  });

  it("uses the season's 1 March – 31 October without stage dates, and no sector: null", async () => {
    const season = (await card()).json();
    expect(season).toMatchObject({
      sowing_date: null,
      harvest_date: null,
      date_from: '2025-03-01',
      date_to: '2025-10-31',
    });
    await head('PATCH', `sector/${sector.id}/`, { field_ids: [] });
    const none = await card();
    expect(none.json()).toEqual({
      plot_id: world.plotId,
      sector: null,
      sowing_date: null,
      harvest_date: null,
      date_from: '2025-03-01',
      date_to: '2025-10-31',
      params: [],
      events: [],
      indices: null,
    });
  });

  it('is read by who reads the plot: another tenant and a plain employee get 404', async () => {
    expect((await card(world.stranger)).statusCode).toBe(404);
    expect((await card(world.plain)).statusCode).toBe(404);
    expect((await card(world.editor)).statusCode).toBe(200);
  });
});
