import {
  LEVEL_COLORS,
  PRESENCE_COLORS,
  QUALITATIVE_COLORS,
} from '@plotline/contract/field-maps-colors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

let app: FastifyInstance;
let api: ApiCaller;
let fieldId: number;
let yearId: number;
/** P/1…P/4 at positions 1–4, Q at row 1, column 1 (position 22 of a 20-wide map). */
let ids: { p1: number; p2: number; p3: number; p4: number; q: number };

async function ok(response: Promise<{ statusCode: number; body: string }>) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${answer.statusCode} ${answer.body}`);
}

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app);
  ({ api, fieldId, yearId } = nursery);
  const created = await api('POST', 'plot_table/', {
    plot_name: 'P',
    field: fieldId,
    year: 2025,
    spec_id: nursery.cropId,
    line_name: 'L',
    repetitions: 4,
  });
  const [p1, p2, p3, p4] = created.json().map((plot: { plot_id: number }) => plot.plot_id);
  const q = (
    await api('POST', 'create_plot_by_coord/', {
      plot_name: 'Q',
      line_name: 'LQ',
      spec_id: nursery.cropId,
      year_id: yearId,
      x: 1,
      y: 1,
    })
  ).json().plot_id;
  ids = { p1, p2, p3, p4, q };
  const value = (plot: number, feature: string, v: number | string) => ({
    plot,
    feature,
    unit: '',
    value: v,
  });
  await ok(
    api('POST', 'plot_final_results/add_multiple/', {
      results: [
        value(p1, 'высота', 0),
        value(p2, 'высота', 12),
        value(p3, 'высота', 3),
        value(q, 'высота', 7.5),
        value(p1, 'окраска', 'красная'),
        value(p2, 'окраска', 'белая'),
        value(p3, 'окраска', 'красная'),
      ],
    }),
  );
  const stage = (plot: number, name: string, date: string) =>
    ok(api('POST', 'plot_stage/', { plot, stage_of_vegetation: name, date_of_stage: date }));
  await stage(p1, 'всходы', '2025-05-01');
  await stage(p1, 'Цветение', '2025-06-10');
  await stage(p2, 'цветение', '2025-06-12');
  await ok(
    api('POST', 'harvest_technology/add_multiple/', {
      harvest_technologies: [{ plot: p3, feature: 'комбайн', date_real: '2025-08-01' }],
    }),
  );
});
afterEach(() => app.close());

const colors = (query: string) =>
  api('GET', `plots_colors_map_by_chars/?year_id=${yearId}&field_id=${fieldId}&${query}`);

describe('GET plots_colors_map_by_chars/', () => {
  it('puts quantitative values on the seven levels with their edges', async () => {
    const response = await colors('feature=Высота');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.kind).toBe('quantitative');
    expect(body.name).toBe('высота');
    expect(body.legend.map((item: { key: string }) => item.key)).toEqual([
      'very_low',
      'low',
      'little',
      'medium',
      'sufficient',
      'plenty',
      'no_data',
    ]);
    expect(body.legend.map((item: { interval: unknown }) => item.interval)).toEqual([
      [0, 2],
      [2, 4],
      [4, 6],
      [6, 8],
      [8, 10],
      [10, 12],
      null,
    ]);
    expect(body.legend.map((item: { color: string }) => item.color)).toEqual([...LEVEL_COLORS]);
    expect(body.legend.map((item: { count: number }) => item.count)).toEqual([1, 1, 0, 1, 0, 1, 1]);
    expect(body.plots).toEqual([
      { plot_id: ids.p1, level: 0, value: 0, days_after_sowing: null },
      { plot_id: ids.p2, level: 5, value: 12, days_after_sowing: null },
      { plot_id: ids.p3, level: 1, value: 3, days_after_sowing: null },
      { plot_id: ids.p4, level: 6, value: null, days_after_sowing: null },
      { plot_id: ids.q, level: 3, value: 7.5, days_after_sowing: null },
    ]);
  });

  it('gives each qualitative value its own colour, sorted, then no data', async () => {
    const body = (await colors('feature=окраска')).json();
    expect(body.kind).toBe('qualitative');
    expect(body.legend).toEqual([
      {
        level: 0,
        key: 'value',
        value: 'белая',
        interval: null,
        color: QUALITATIVE_COLORS[0],
        count: 1,
      },
      {
        level: 1,
        key: 'value',
        value: 'красная',
        interval: null,
        color: QUALITATIVE_COLORS[1],
        count: 2,
      },
      { level: 2, key: 'no_data', value: null, interval: null, color: LEVEL_COLORS[6], count: 2 },
    ]);
    expect(body.plots.map((plot: { level: number }) => plot.level)).toEqual([1, 0, 1, 2, 2]);
  });

  it('tells whether each plot reached a stage, with its date and days after sowing', async () => {
    const body = (await colors('stage=ЦВЕТЕНИЕ')).json();
    expect(body.kind).toBe('stage');
    expect(body.legend).toEqual([
      expect.objectContaining({ key: 'reached', color: PRESENCE_COLORS.yes, count: 2 }),
      expect.objectContaining({ key: 'not_reached', color: PRESENCE_COLORS.no, count: 3 }),
    ]);
    expect(body.plots.slice(0, 3)).toEqual([
      { plot_id: ids.p1, level: 0, value: '2025-06-10', days_after_sowing: 40 },
      { plot_id: ids.p2, level: 0, value: '2025-06-12', days_after_sowing: null },
      { plot_id: ids.p3, level: 1, value: null, days_after_sowing: null },
    ]);
  });

  it('tells which plots have a harvest technology', async () => {
    const body = (await colors('harvest_technology=комбайн')).json();
    expect(body.kind).toBe('harvest_technology');
    expect(
      body.legend.map((item: { key: string; count: number }) => [item.key, item.count]),
    ).toEqual([
      ['applied', 1],
      ['not_applied', 4],
    ]);
    expect(body.plots[2]).toEqual({
      plot_id: ids.p3,
      level: 0,
      value: '2025-08-01',
      days_after_sowing: null,
    });
  });

  it('answers 400 on feature unless exactly one characteristic is given, or it is unknown', async () => {
    for (const query of ['', 'feature=высота&stage=цветение']) {
      const response = await colors(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        feature: ['Give exactly one of feature, stage, harvest_technology and agro_param_id.'],
      });
    }
    const unknown = await colors('feature=урожай');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ feature: ['There is no characteristic «урожай».'] });
  });

  it('answers 404 for another tenant and for a field the season is not of', async () => {
    const stranger = await setUpStranger(app);
    const foreign = await stranger(
      'GET',
      `plots_colors_map_by_chars/?year_id=${yearId}&field_id=${fieldId}&feature=высота`,
    );
    expect(foreign.statusCode).toBe(404);
    const mismatch = await api(
      'GET',
      `plots_colors_map_by_chars/?year_id=${yearId}&field_id=${fieldId + 999}&feature=высота`,
    );
    expect(mismatch.statusCode).toBe(404);
  });
});

describe('GET get_heat_map/', () => {
  it('lays the levels over the field map grid, empty cells null', async () => {
    const response = await api('GET', `get_heat_map/?year_id=${yearId}&feature=высота`);
    expect(response.statusCode).toBe(200);
    const { meta_info, heat_map } = response.json();
    expect(meta_info).toEqual([
      { interval: [0, 2], color: LEVEL_COLORS[0] },
      { interval: [2, 4], color: LEVEL_COLORS[1] },
      { interval: [4, 6], color: LEVEL_COLORS[2] },
      { interval: [6, 8], color: LEVEL_COLORS[3] },
      { interval: [8, 10], color: LEVEL_COLORS[4] },
      { interval: [10, 12], color: LEVEL_COLORS[5] },
      { interval: null, color: LEVEL_COLORS[6] },
    ]);
    expect(heat_map).toHaveLength(2);
    expect(heat_map.every((row: unknown[]) => row.length === 20)).toBe(true);
    const filled = heat_map.flatMap((row: ({ plot_id: number } | null)[], r: number) =>
      row.flatMap((cell, c) => (cell ? [[r, c, cell.plot_id]] : [])),
    );
    expect(filled).toEqual([
      [0, 0, ids.p1],
      [0, 1, ids.p2],
      [0, 2, ids.p3],
      [0, 3, ids.p4],
      [1, 1, ids.q],
    ]);
    expect(heat_map[1][1]).toEqual({
      plot_id: ids.q,
      plot_name: 'Q',
      plot_label: null,
      line_name: 'LQ',
      value: 7.5,
      level: 3,
      color: LEVEL_COLORS[3],
    });
    expect(heat_map[0][3]).toEqual(
      expect.objectContaining({ value: null, level: 6, color: LEVEL_COLORS[6] }),
    );
  });

  it('cuts rows by the width of the season’s map', async () => {
    const { db } = await getTestDatabase();
    await db.execute(sql`insert into field_maps (field_year_id, width) values (${yearId}, 3)
      on conflict (field_year_id) do update set width = 3`);
    const { heat_map } = (
      await api('GET', `get_heat_map/?year_id=${yearId}&feature=высота`)
    ).json();
    expect(heat_map).toHaveLength(Math.ceil(22 / 3));
    expect(heat_map[1].map((cell: { plot_id: number } | null) => cell?.plot_id ?? null)).toEqual([
      ids.p4,
      null,
      null,
    ]);
    expect(heat_map[7][0].plot_id).toBe(ids.q);
  });

  it('reads a stage in days after sowing; refuses qualitative and unknown names', async () => {
    const days = (await api('GET', `get_heat_map/?year_id=${yearId}&feature=цветение`)).json();
    expect(days.meta_info[3]).toEqual({ interval: [40, 40], color: LEVEL_COLORS[3] });
    expect(days.heat_map[0][0]).toEqual(expect.objectContaining({ value: 40, level: 3 }));
    expect(days.heat_map[0][1]).toEqual(expect.objectContaining({ value: null, level: 6 }));
    const qualitative = await api('GET', `get_heat_map/?year_id=${yearId}&feature=окраска`);
    expect(qualitative.statusCode).toBe(400);
    expect(qualitative.json()).toEqual({
      feature: ['The feature «окраска» is qualitative: a heat map needs a quantitative one.'],
    });
    const unknown = await api('GET', `get_heat_map/?year_id=${yearId}&feature=урожай`);
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 404 to another tenant', async () => {
    const stranger = await setUpStranger(app);
    const response = await stranger('GET', `get_heat_map/?year_id=${yearId}&feature=высота`);
    expect(response.statusCode).toBe(404);
  });
});
