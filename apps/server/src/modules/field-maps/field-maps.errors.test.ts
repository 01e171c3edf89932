import type { FieldMap } from '@plotline/contract/field-maps-grid';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpPlots, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

let app: FastifyInstance;
let api: ApiCaller;
let plotIds: number[];
let map: FieldMap;
let cropId: number;
let fieldId: number;
let yearId: number;

/** Six plots P/1…P/6 on a map three wide: rows `1 2 3` and `4 5 6`. */
beforeEach(async () => {
  app = await buildTestApp();
  ({ api, plotIds, cropId, fieldId, yearId } = await setUpPlots(app, 6));
  const [listed] = (await api('GET', `field_maps/?year_id=${yearId}&field_id=${fieldId}`)).json();
  map = (await api('PUT', `field_maps/${listed.id}/`, { max_length_per_list: 3 })).json();
});
afterEach(() => app.close());

const current = async (): Promise<FieldMap> =>
  (await api('GET', `field_maps/?year_id=${yearId}&field_id=${fieldId}`)).json()[0];

describe('move_plots/ refusals change nothing', () => {
  const id = (index: number) => plotIds[index] as number;
  it.each([
    [
      'a place a staying plot holds',
      () => [
        { plot_id: id(0), row: 2, column: 0 },
        { plot_id: id(2), row: 1, column: 0 },
      ],
      'Move 2: plot «P/3» cannot go to row 2, column 1: plot «P/4» stands there.',
    ],
    [
      'a column outside the width',
      () => [
        { plot_id: id(0), row: 2, column: 0 },
        { plot_id: id(1), row: 0, column: 3 },
      ],
      'Move 2: plot «P/2» cannot go to column 4: the map is 3 plots wide.',
    ],
    [
      'two moves to one place',
      () => [
        { plot_id: id(0), row: 2, column: 0 },
        { plot_id: id(1), row: 2, column: 0 },
      ],
      'Move 2: plot «P/2» and move 1 both go to row 3, column 1.',
    ],
    [
      'one plot moved twice',
      () => [
        { plot_id: id(0), row: 2, column: 0 },
        { plot_id: id(0), row: 2, column: 1 },
      ],
      'Move 2: plot «P/1» is already moved by move 1.',
    ],
    [
      'a row too far below the map',
      () => [{ plot_id: id(0), row: 52, column: 0 }],
      'Move 1: plot «P/1» cannot go to row 53: the lowest row it may reach is 52.',
    ],
    [
      'a plot of no map of this season',
      () => [{ plot_id: 999_999, row: 2, column: 0 }],
      'Move 1: plot 999999 is not on this map.',
    ],
  ])('answers 400 naming the move for %s', async (_case, moves, message) => {
    const before = await current();
    const response = await api('PATCH', `field_maps/${map.id}/move_plots/`, { moves: moves() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ moves: [message] });
    expect(await current()).toEqual(before);
  });

  it('refuses a plot of another season of the nursery as not on this map', async () => {
    const [other] = (
      await api('POST', 'plot_table/', {
        plot_name: 'Q',
        field: fieldId,
        year: 2026,
        spec_id: cropId,
        line_name: 'L',
      })
    ).json();
    const response = await api('PATCH', `field_maps/${map.id}/move_plots/`, {
      moves: [{ plot_id: other.plot_id, row: 2, column: 0 }],
    });
    expect(response.json()).toEqual({
      moves: [`Move 1: plot ${other.plot_id} is not on this map.`],
    });
  });

  it('names the move in the asked language', async () => {
    const response = await api(
      'PATCH',
      `field_maps/${map.id}/move_plots/`,
      { moves: [{ plot_id: id(0), row: 0, column: 5 }] },
      { 'accept-language': 'ru' },
    );
    expect(response.json()).toEqual({
      moves: ['Перемещение 1: делянку «P/1» нельзя поставить в столбец 6: ширина карты 3 делянок.'],
    });
  });

  it.each([
    [{ moves: [] }, { moves: ['This list may not be empty.'] }],
    [{ moves: [{ plot_id: 1, row: -1, column: 0 }] }, null],
    [{}, { moves: ['This field is required.'] }],
  ])('validates the body %j', async (body, answer) => {
    const response = await api('PATCH', `field_maps/${map.id}/move_plots/`, body);
    expect(response.statusCode).toBe(400);
    if (answer) expect(response.json()).toEqual(answer);
  });
});

describe('width and rotation refusals', () => {
  it.each([
    [1, 'Ensure this value is greater than or equal to 2.'],
    [151, 'Ensure this value is less than or equal to 150.'],
    ['abc', 'A valid integer is required.'],
  ])('refuses max_length_per_list %j on PUT and re-flow', async (width, message) => {
    for (const [method, url] of [
      ['PUT', `field_maps/${map.id}/`],
      ['PATCH', `field_maps/${map.id}/update_location_of_plots/`],
    ] as const) {
      const response = await api(method, url, { max_length_per_list: width });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ max_length_per_list: [message] });
    }
    expect(await current()).toEqual(map);
  });

  it('refuses an unknown direction', async () => {
    const response = await api('PATCH', `field_maps/${map.id}/rotate/`, { direction: 'up' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['direction']);
  });

  it('refuses to turn a map of more than 150 rows and changes nothing', async () => {
    const { db } = await getTestDatabase();
    await db.execute(sql`insert into plots (field_year_id, line_id, name, position)
      select ${yearId}, line_id, 'X/' || n, 6 + n
      from (select line_id from plots where id = ${plotIds[0]}) l, generate_series(1, 447) n`);
    const before = await current();
    expect(before.location_of_plots).toHaveLength(151);
    const response = await api('PATCH', `field_maps/${map.id}/rotate/`, {
      direction: 'counterclockwise',
    });
    expect(response.json()).toEqual({
      direction: ['The map has 151 rows: turned, each row would hold more than 150 plots.'],
    });
    expect(await current()).toEqual(before);
  });
});

describe('reach', () => {
  it('answers 404 to another tenant on every map route, and changes nothing', async () => {
    const stranger = await setUpStranger(app);
    const calls = [
      stranger('GET', `field_maps/?year_id=${yearId}&field_id=${fieldId}`),
      stranger('PUT', `field_maps/${map.id}/`, { max_length_per_list: 5 }),
      stranger('PATCH', `field_maps/${map.id}/update_location_of_plots/`, {
        max_length_per_list: 5,
      }),
      stranger('PATCH', `field_maps/${map.id}/rotate/`, { direction: 'clockwise' }),
      stranger('PATCH', `field_maps/${map.id}/move_plots/`, {
        moves: [{ plot_id: plotIds[0], row: 2, column: 0 }],
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect(await current()).toEqual(map);
  });

  it('answers 404 for a map that does not exist or a malformed id', async () => {
    for (const id of [map.id + 1000, 'abc']) {
      const response = await api('PATCH', `field_maps/${id}/rotate/`, { direction: 'clockwise' });
      expect(response.statusCode).toBe(404);
    }
  });
});
