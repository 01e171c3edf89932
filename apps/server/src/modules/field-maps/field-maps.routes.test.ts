import type { FieldMap } from '@plotline/contract/field-maps-grid';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let fieldId: number;
let yearId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, fieldId, yearId } = await setUpNursery(app));
});
afterEach(() => app.close());

/** Adds `repetitions` plots `<name>/1…` of line `line`, at the next positions. */
async function addPlots(name: string, repetitions: number, line = 'L'): Promise<number[]> {
  const response = await api('POST', 'plot_table/', {
    plot_name: name,
    field: fieldId,
    year: 2025,
    spec_id: cropId,
    line_name: line,
    repetitions,
  });
  expect(response.statusCode).toBe(201);
  return response.json().map((plot: { plot_id: number }) => plot.plot_id);
}

async function getMap(): Promise<FieldMap> {
  const response = await api('GET', `field_maps/?year_id=${yearId}&field_id=${fieldId}`);
  expect(response.statusCode).toBe(200);
  const list = response.json();
  expect(list).toHaveLength(1);
  return list[0];
}

/** The grid as plot names, `.` for an empty place. */
function names(map: FieldMap): string[] {
  return map.location_of_plots.map((row) =>
    row.map((cell) => (cell ? cell.plot_name.replace(/^P\//, '') : '.')).join(' '),
  );
}

/** Six plots P/1…P/6 on a map three wide: rows `1 2 3` and `4 5 6`. */
async function twoByThree(): Promise<{ map: FieldMap; ids: number[] }> {
  const ids = await addPlots('P', 6);
  const { id } = await getMap();
  const response = await api('PUT', `field_maps/${id}/`, { max_length_per_list: 3 });
  expect(response.statusCode).toBe(200);
  return { map: response.json(), ids };
}

describe('GET field_maps/', () => {
  it('creates the map on first request with the nursery width and answers it again', async () => {
    const first = await getMap();
    expect(first).toEqual({
      id: expect.any(Number),
      field: fieldId,
      year: yearId,
      location_of_plots: [],
      max_length_per_list: 20,
      meta_info: {
        count_of_lines: 0,
        count_of_plots: 0,
        sprouted_plots: 0,
        avg_days_after_sowing: null,
        features: {},
        harvest_technologies: {},
      },
    });
    expect((await getMap()).id).toBe(first.id);
  });

  it('gives rows of the full width, nulls in gaps and after the last plot', async () => {
    const ids = await addPlots('P', 3, 'Линия');
    await api('DELETE', `plot_table/${ids[1]}/`);
    const map = await getMap();
    expect(map.location_of_plots).toHaveLength(1);
    const [row] = map.location_of_plots;
    expect(row).toHaveLength(20);
    expect(row?.[0]).toEqual({
      plot_id: ids[0],
      plot_name: 'P/1',
      plot_label: null,
      line_name: 'Линия',
    });
    expect(row?.[1]).toBeNull();
    expect(row?.[2]).toMatchObject({ plot_id: ids[2] });
    expect(row?.slice(3).every((cell) => cell === null)).toBe(true);
  });

  it('counts lines, plots, sprouted plots, days after sowing, features and technologies', async () => {
    const [a, b, c] = [
      ...(await addPlots('A', 1, 'LA')),
      ...(await addPlots('B', 1, 'LB')),
      ...(await addPlots('C', 1, 'LA')),
    ];
    const stage = (plot: number | undefined, name: string, date: string | null) =>
      api('POST', 'plot_stage/', { plot, stage_of_vegetation: name, date_of_stage: date });
    await stage(a, 'всходы', '2025-05-01');
    await stage(a, 'цветение', '2025-06-10'); // 40 days after emergence
    await stage(b, 'всходы', '2025-05-03'); // emergence is its latest stage: 0 days
    await stage(b, 'кущение', null);
    await stage(c, 'всходы', null); // not dated: not sprouted
    await stage(c, 'цветение', '2025-06-01');
    await api('POST', 'plot_final_results/add_multiple/', {
      results: [
        { plot: a, feature: 'высота', unit: 'см', value: 80 },
        { plot: b, feature: 'высота', unit: 'см', value: 75 },
        { plot: b, feature: 'окраска', unit: '', value: 'красная' },
      ],
    });
    await api('POST', 'harvest_technology/add_multiple/', {
      harvest_technologies: [
        { plot: a, feature: 'комбайн', date_planned: null, date_real: null },
        { plot: c, feature: 'комбайн', date_planned: null, date_real: null },
        { plot: c, feature: 'вручную', date_planned: null, date_real: null },
      ],
    });
    expect((await getMap()).meta_info).toEqual({
      count_of_lines: 2,
      count_of_plots: 3,
      sprouted_plots: 2,
      avg_days_after_sowing: 20,
      features: { высота: 2, окраска: 1 },
      harvest_technologies: { вручную: 1, комбайн: 2 },
    });
  });

  it('answers 404 when the year is not of that field', async () => {
    const other = (
      await api('POST', 'field_table/', { spec_id: cropId, field_name: 'Другой', region: 'Юг' })
    ).json().field_id;
    const response = await api('GET', `field_maps/?year_id=${yearId}&field_id=${other}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT field_maps/{id}/', () => {
  it('re-cuts the grid to the new width without moving plots; the nursery takes the width', async () => {
    const { map } = await twoByThree();
    expect(map.max_length_per_list).toBe(3);
    expect(names(map)).toEqual(['1 2 3', '4 5 6']);
    const narrower = (await api('PUT', `field_maps/${map.id}/`, { max_length_per_list: 4 })).json();
    expect(names(narrower)).toEqual(['1 2 3 4', '5 6 . .']);
    const nursery = (await api('GET', `field_table/?spec_id=${cropId}`)).json()[0];
    expect(nursery.width).toBe(4);
  });
});

describe('PATCH field_maps/{id}/update_location_of_plots/', () => {
  it('re-flows the plots in order into rows of the new width, closing gaps', async () => {
    const ids = await addPlots('P', 7);
    await api('POST', 'plot_table/delete_multiple/', { plot_ids: [ids[1], ids[4]] });
    const { id } = await getMap();
    const response = await api('PATCH', `field_maps/${id}/update_location_of_plots/`, {
      max_length_per_list: 2,
    });
    expect(response.statusCode).toBe(200);
    const map: FieldMap = response.json();
    expect(map.max_length_per_list).toBe(2);
    expect(names(map)).toEqual(['1 3', '4 6', '7 .']);
    const table = (
      await api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`)
    ).json();
    expect(table.data.map((p: { plot_order_priority: number }) => p.plot_order_priority)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(await getMap()).toEqual(map);
  });

  it('makes the new width the nursery’s, so the header and the map say the same (decision 030)', async () => {
    await addPlots('P', 5);
    const nurseryWidth = async () =>
      (await api('GET', `field_table/?spec_id=${cropId}`)).json()[0].width;
    expect(await nurseryWidth()).toBe(20);
    const { id } = await getMap();
    await api('PATCH', `field_maps/${id}/update_location_of_plots/`, { max_length_per_list: 3 });
    expect(await nurseryWidth()).toBe(3);
    expect((await getMap()).max_length_per_list).toBe(3);
    await api('PATCH', `field_maps/${id}/rotate/`, { direction: 'clockwise' });
    expect(await nurseryWidth()).toBe((await getMap()).max_length_per_list);
  });
});

describe('PATCH field_maps/{id}/rotate/', () => {
  it('turns a 2×3 grid clockwise and counter-clockwise', async () => {
    const { map } = await twoByThree();
    const rotate = async (direction: string) => {
      const response = await api('PATCH', `field_maps/${map.id}/rotate/`, { direction });
      expect(response.statusCode).toBe(200);
      return response.json() as FieldMap;
    };
    const clockwise = await rotate('clockwise');
    expect(clockwise.max_length_per_list).toBe(2);
    expect(names(clockwise)).toEqual(['4 1', '5 2', '6 3']);
    const back = await rotate('counterclockwise');
    expect(back).toEqual(map);
    const counter = await rotate('counterclockwise');
    expect(names(counter)).toEqual(['3 6', '2 5', '1 4']);
  });

  it('gives the same map after four turns', async () => {
    const { map, ids } = await twoByThree();
    await api('DELETE', `plot_table/${ids[4]}/`);
    const before = await getMap();
    for (let turn = 0; turn < 4; turn++) {
      await api('PATCH', `field_maps/${map.id}/rotate/`, { direction: 'clockwise' });
    }
    expect(await getMap()).toEqual(before);
  });

  it('keeps a map without plots as it is', async () => {
    const map = await getMap();
    const response = await api('PATCH', `field_maps/${map.id}/rotate/`, { direction: 'clockwise' });
    expect(response.json()).toEqual(map);
  });
});

describe('PATCH field_maps/{id}/move_plots/', () => {
  it('swaps two plots and grows the grid downwards', async () => {
    const { map, ids } = await twoByThree();
    const response = await api('PATCH', `field_maps/${map.id}/move_plots/`, {
      moves: [
        { plot_id: ids[0], row: 0, column: 1 },
        { plot_id: ids[1], row: 0, column: 0 },
        { plot_id: ids[5], row: 3, column: 2 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['2 1 3', '4 5 .', '. . .', '. . 6']);
    expect(names(await getMap())).toEqual(['2 1 3', '4 5 .', '. . .', '. . 6']);
  });

  it('moves a plot onto the place another moved plot leaves', async () => {
    const { map, ids } = await twoByThree();
    const response = await api('PATCH', `field_maps/${map.id}/move_plots/`, {
      moves: [
        { plot_id: ids[2], row: 2, column: 0 },
        { plot_id: ids[1], row: 0, column: 2 },
      ],
    });
    expect(names(response.json())).toEqual(['1 . 2', '4 5 6', '3 . .']);
  });
});

describe('create_plot_by_coord/ on the map', () => {
  it('uses the map width, not the nursery width', async () => {
    const { map } = await twoByThree();
    const body = { plot_name: 'N', line_name: 'L', spec_id: cropId, year_id: yearId, y: 2 };
    const outside = await api('POST', 'create_plot_by_coord/', { ...body, x: 3 });
    expect(outside.json()).toEqual({ x: ['Ensure this value is less than or equal to 2.'] });
    expect((await api('POST', 'create_plot_by_coord/', { ...body, x: 1 })).statusCode).toBe(201);
    expect(names(await getMap())).toEqual(['1 2 3', '4 5 6', '. N .']);
    expect((await getMap()).id).toBe(map.id);
  });

  it('refuses a place more than 50 rows below the last row', async () => {
    await addPlots('P', 1);
    const body = { plot_name: 'N', line_name: 'L', spec_id: cropId, year_id: yearId, x: 0 };
    const far = await api('POST', 'create_plot_by_coord/', { ...body, y: 51 });
    expect(far.json()).toEqual({ y: ['Ensure this value is less than or equal to 50.'] });
    expect((await api('POST', 'create_plot_by_coord/', { ...body, y: 50 })).statusCode).toBe(201);
  });
});
