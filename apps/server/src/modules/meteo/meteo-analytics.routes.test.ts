import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiCaller } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { createSector, paramOf, RU, type SectorAnswer, setUpMeteo } from './meteo-test-kit.ts';

/**
 * The season chart and the indices table (issue 16, decision 044): the chart's window and its
 * days, events and stages; the indices of a crop's seasons the caller reads, by nursery name.
 */
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof setUpMeteo>>;
let head: ApiCaller;
let sector: SectorAnswer;

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpMeteo(app);
  head = world.head;
  sector = await createSector(head, { name: 'Пост', field_ids: [world.fieldId] });
});
afterEach(() => app.close());

async function ok(answer: Promise<LightMyRequestResponse>, status = 201) {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

/** Values of `kind` on the given days. */
async function values(kind: string, days: [string, number][]) {
  const param = paramOf(sector, kind);
  await ok(
    head(
      'POST',
      'meteo_params_value/',
      days.map(([date, value]) => ({ param, date, value })),
    ),
  );
}

const chart = (query: string) => `meteo_params_value/season_chart/?sector=${sector.id}&${query}`;
const indices = (query: string) => `meteo_params_value/indices/?${query}`;

describe('meteo_params_value/season_chart/', () => {
  it('draws every day of the trimmed window, with events and the nursery stages', async () => {
    await values('t_min', [
      ['2025-02-15', -4.5],
      ['2025-06-01', 12],
    ]);
    await values('t_max', [['2025-06-01', 24.25]]);
    await values('precipitation', [['2025-06-02', 3.1]]);
    await values('humidity', [['2025-01-03', 80]]); // not drawn: does not widen the window
    const frost = await ok(
      head('POST', 'meteo_events/', { sector: sector.id, date: '2025-11-05', kind: 'frost' }),
    );
    await ok(
      head('POST', 'plot_stage/', {
        plot: world.plotId,
        stage_of_vegetation: 'Посев',
        date_of_stage: '2025-04-10',
      }),
    );
    const answer = await ok(head('GET', chart(`year=2025&field_id=${world.fieldId}`)), 200);
    const body = answer.json();
    expect(body).toMatchObject({
      sector: { id: sector.id, name: 'Пост' },
      year: 2025,
      date_from: '2025-02-15',
      date_to: '2025-11-05',
      events: [
        { id: frost.json().id, sector: sector.id, date: '2025-11-05', kind: 'frost', note: '' },
      ],
      stages: [{ name: 'посев', date: '2025-04-10' }],
    });
    // 15 Feb – 5 Nov 2025: 14 + 31 + 30 + 31 + 30 + 31 + 31 + 30 + 31 + 5 days
    expect(body.days).toHaveLength(264);
    expect(body.days[0]).toEqual({
      date: '2025-02-15',
      t_min: -4.5,
      t_mean: null,
      t_max: null,
      precipitation: null,
    });
    const june = body.days.filter((d: { date: string }) => d.date.startsWith('2025-06-0'));
    expect(june.slice(0, 3)).toEqual([
      { date: '2025-06-01', t_min: 12, t_mean: null, t_max: 24.25, precipitation: null },
      { date: '2025-06-02', t_min: null, t_mean: null, t_max: null, precipitation: 3.1 },
      { date: '2025-06-03', t_min: null, t_mean: null, t_max: null, precipitation: null },
    ]);
    expect(body.days.at(-1).date).toBe('2025-11-05');
  });

  it('shows an empty year over the default season, without stages when no nursery is asked', async () => {
    const body = (await ok(head('GET', chart('year=2024')), 200)).json();
    expect(body).toMatchObject({ date_from: '2024-03-01', date_to: '2024-10-31', events: [] });
    expect(body.stages).toEqual([]);
    expect(body.days).toHaveLength(245);
    expect(body.days.every((d: { t_min: null }) => d.t_min === null)).toBe(true);
  });

  it('refuses bad queries and a nursery the sector does not serve, translated', async () => {
    const noYear = await head('GET', `meteo_params_value/season_chart/?sector=${sector.id}`);
    expect(noYear.statusCode).toBe(400);
    expect(noYear.json()).toEqual({ year: ['This field is required.'] });
    const badYear = await head('GET', chart('year=1800'));
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json()).toEqual({
      year: ['Ensure this value is greater than or equal to 1900.'],
    });
    const other = (
      await head('POST', 'field_table/', {
        spec_id: world.cropId,
        field_name: 'Другой',
        region: 'Краснодар',
      })
    ).json().field_id;
    const unserved = await head('GET', chart(`year=2025&field_id=${other}`), undefined, RU);
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json()).toEqual({
      field_id: ['Этот питомник не получает погоду с этого метеоучастка.'],
    });
    const en = await head('GET', chart('year=2025&field_id=999999'));
    expect(en.json()).toEqual({
      field_id: ['This nursery does not take its weather from this sector.'],
    });
  });

  it("hides another tenant's sector and a sector out of sight: 404", async () => {
    expect((await world.stranger('GET', chart('year=2025'))).statusCode).toBe(404);
    expect((await world.plain('GET', chart('year=2025'))).statusCode).toBe(404);
    expect((await world.viewer('GET', chart('year=2025'))).statusCode).toBe(200);
  });
});

describe('meteo_params_value/indices/', () => {
  it("gives the crop's seasons by nursery name, with hand-computed indices", async () => {
    const alpha = (
      await head('POST', 'field_table/', {
        spec_id: world.cropId,
        field_name: 'Альфа',
        region: 'Краснодар',
      })
    ).json().field_id;
    const alphaYear = (
      await head('POST', 'field_year_add/', { field_id: alpha, year: 2025, spec_id: world.cropId })
    ).json().id;
    for (const [name, date] of [
      ['Посев', '2025-05-01'],
      ['Цветение', '2025-05-02'],
      ['Уборка', '2025-05-03'],
    ]) {
      await ok(
        head('POST', 'plot_stage/', {
          plot: world.plotId,
          stage_of_vegetation: name,
          date_of_stage: date,
        }),
      );
    }
    // T = 9, 13, 17; GDD over 5: 4 + 8 + 12; active: 13 + 17; ГТК 10 · (2 + 6) / 30; one frost
    await values('t_min', [
      ['2025-05-01', -1],
      ['2025-05-02', 6],
      ['2025-05-03', 10],
    ]);
    await values('t_max', [
      ['2025-05-01', 19],
      ['2025-05-02', 20],
      ['2025-05-03', 24],
    ]);
    await values('precipitation', [
      ['2025-05-01', 1],
      ['2025-05-02', 2],
      ['2025-05-03', 6],
    ]);
    const answer = await ok(head('GET', indices(`spec_id=${world.cropId}&year=2025`)), 200);
    const rows = answer.json();
    expect(rows.map((r: { field_name: string }) => r.field_name)).toEqual(['Альфа', 'КСИ']);
    expect(rows[0]).toMatchObject({
      field_id: alpha,
      year_id: alphaYear,
      sector: null,
      date_from: '2025-03-01',
      date_to: '2025-10-31',
      season: { days: 245, days_missing: 245, gdd: null, frost_days: null },
      intervals: [],
    });
    expect(rows[1]).toEqual({
      field_id: world.fieldId,
      field_name: 'КСИ',
      year_id: world.yearId,
      sector: { id: sector.id, name: 'Пост' },
      gdd_base: 5,
      date_from: '2025-05-01',
      date_to: '2025-05-03',
      season: {
        date_from: '2025-05-01',
        date_to: '2025-05-03',
        days: 3,
        days_missing: 0,
        gdd_base: 5,
        gdd: 24,
        active_temperature_sum: 30,
        hydrothermal_coefficient: 80 / 30,
        precipitation_sum: 9,
        frost_days: 1,
      },
      intervals: [
        {
          from_stage: 'посев',
          to_stage: 'цветение',
          date_from: '2025-05-01',
          date_to: '2025-05-02',
          indices: expect.objectContaining({ gdd: 12, active_temperature_sum: 13, frost_days: 1 }),
        },
        {
          from_stage: 'цветение',
          to_stage: 'уборка',
          date_from: '2025-05-02',
          date_to: '2025-05-03',
          indices: expect.objectContaining({ gdd: 20, precipitation_sum: 8, frost_days: 0 }),
        },
      ],
    });
  });

  it('gives a grantee only their seasons, a member without grants none', async () => {
    await head('POST', 'field_table/', {
      spec_id: world.cropId,
      field_name: 'Альфа',
      region: 'Краснодар',
    });
    const alpha = (await head('GET', `field_table/?spec_id=${world.cropId}`)).json();
    const alphaId = alpha.find((f: { field_name: string }) => f.field_name === 'Альфа')?.field_id;
    await ok(
      head('POST', 'field_year_add/', { field_id: alphaId, year: 2025, spec_id: world.cropId }),
    );
    const query = indices(`spec_id=${world.cropId}&year=2025`);
    const names = async (api: ApiCaller) =>
      (await ok(api('GET', query), 200)).json().map((r: { field_name: string }) => r.field_name);
    expect(await names(head)).toEqual(['Альфа', 'КСИ']);
    expect(await names(world.viewer)).toEqual(['КСИ']);
    expect(await names(world.editor)).toEqual(['КСИ']);
    expect(await names(world.plain)).toEqual([]);
    expect(
      (await ok(head('GET', indices(`spec_id=${world.cropId}&year=2024`)), 200)).json(),
    ).toEqual([]);
  });

  it("refuses bad queries, and another tenant's crop is 404", async () => {
    const missing = await head('GET', indices(`spec_id=${world.cropId}`));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ year: ['This field is required.'] });
    const bad = await head('GET', indices('spec_id=abc&year=2025'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ spec_id: ['A valid integer is required.'] });
    const stranger = await world.stranger('GET', indices(`spec_id=${world.cropId}&year=2025`));
    expect(stranger.statusCode).toBe(404);
  });
});
