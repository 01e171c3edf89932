import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fieldMaps, plots } from '../../db/schema.ts';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildLine } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let fieldId: number;
let yearId: number;

/** Plots `P1…` at the given positions of a map `width` plots wide. */
async function buildMap(width: number, positions: readonly number[]) {
  const { db } = await getTestDatabase();
  await db.insert(fieldMaps).values({ fieldYearId: yearId, width });
  const line = await buildLine(db, cropId, 'L');
  if (positions.length === 0) return;
  await db.insert(plots).values(
    positions.map((position, i) => ({
      fieldYearId: yearId,
      lineId: line.id,
      name: `P${i + 1}`,
      position,
    })),
  );
}

/** The map as stored, row by row from the top: each place's label, `.` when empty or unlabelled. */
async function labelMap(width: number) {
  const { db } = await getTestDatabase();
  const rows = await db
    .select({ position: plots.position, label: plots.label })
    .from(plots)
    .where(eq(plots.fieldYearId, yearId))
    .orderBy(asc(plots.position));
  const last = Math.max(...rows.map((row) => row.position));
  const byPosition = new Map(rows.map((row) => [row.position, row.label ?? '.']));
  return Array.from({ length: Math.ceil(last / width) }, (_, r) =>
    Array.from({ length: width }, (_, c) => byPosition.get(r * width + c + 1) ?? '.').join(' '),
  );
}

const SNAKE_FROM_BOTTOM_LEFT = {
  start_position: 'bottom_left',
  numbering_type: 'snake',
  horizontal_direction: 'right',
  vertical_direction: 'up',
  order: 'horizontal',
} as const;

function numberPlots(options: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return api(
    'PATCH',
    'field_maps/update_plot_labels/',
    {
      field_id: fieldId,
      year_id: yearId,
      prefix: '',
      numeration_start_number: 1,
      numeration_step: 1,
      ...SNAKE_FROM_BOTTOM_LEFT,
      ...options,
    },
    headers,
  );
}

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, fieldId, yearId } = await setUpNursery(app));
});
afterEach(() => app.close());

describe('PATCH field_maps/update_plot_labels/', () => {
  it('numbers a 3 × 4 map snake from the bottom left and answers the plots in order', async () => {
    await buildMap(
      4,
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    const response = await numberPlots();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.numbered).toBe(12);
    expect(body.plots.map((plot: { plot_label: string }) => plot.plot_label)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
    expect(await labelMap(4)).toEqual(['9 10 11 12', '8 7 6 5', '1 2 3 4']);
  });

  it('writes prefix + start + k × step, column by column from the top right', async () => {
    await buildMap(3, [1, 2, 3, 4, 5, 6]);
    const response = await numberPlots({
      prefix: 'Б-',
      numeration_start_number: 10,
      numeration_step: 5,
      start_position: 'top_right',
      numbering_type: 'rows',
      horizontal_direction: 'left',
      vertical_direction: 'down',
      order: 'vertical',
    });
    expect(response.statusCode).toBe(200);
    expect(await labelMap(3)).toEqual(['Б-30 Б-20 Б-10', 'Б-35 Б-25 Б-15']);
  });

  it('skips empty places and keeps every plot where it stands', async () => {
    await buildMap(4, [2, 3, 5, 8, 10]);
    const { db } = await getTestDatabase();
    const before = await db.select({ id: plots.id, position: plots.position }).from(plots);
    expect((await numberPlots()).statusCode).toBe(200);
    expect(await labelMap(4)).toEqual(['. 4 5 .', '3 . . 2', '. 1 . .']);
    const after = await db.select({ id: plots.id, position: plots.position }).from(plots);
    expect(after).toEqual(expect.arrayContaining(before));
  });

  it('numbers only the plots without a label, skipping labels already used', async () => {
    await buildMap(4, [1, 2, 3, 4, 5, 6, 7, 8]);
    const { db } = await getTestDatabase();
    await db.update(plots).set({ label: '2' }).where(eq(plots.position, 8));
    await db.update(plots).set({ label: 'X' }).where(eq(plots.position, 1));
    const response = await numberPlots({ start_position: 'top_left', vertical_direction: 'down' });
    expect(response.statusCode).toBe(200);
    expect(response.json().numbered).toBe(6);
    expect(await labelMap(4)).toEqual(['X 1 3 4', '7 6 5 2']);
  });

  it('continues the count when plots were added after numbering', async () => {
    await buildMap(4, [1, 2, 3, 4, 5, 6]);
    expect((await numberPlots()).statusCode).toBe(200);
    expect(await labelMap(4)).toEqual(['6 5 4 3', '1 2 . .']);
    const added = await api('POST', 'create_plot_by_coord/', {
      plot_name: 'New',
      line_name: 'L',
      spec_id: cropId,
      year_id: yearId,
      x: 3,
      y: 1,
    });
    expect(added.statusCode).toBe(201);
    const again = await numberPlots();
    expect(again.json()).toEqual({
      numbered: 1,
      plots: [{ plot_id: added.json().plot_id, plot_label: '7' }],
    });
    expect(await labelMap(4)).toEqual(['6 5 4 3', '1 2 . 7']);
  });

  it('numbers plots that share a place (an old race) where the map shows them: after the last', async () => {
    await buildMap(4, [1, 2, 2]);
    expect(
      (await numberPlots({ start_position: 'top_left', vertical_direction: 'down' })).statusCode,
    ).toBe(200);
    const { db } = await getTestDatabase();
    const labels = await db
      .select({ name: plots.name, label: plots.label })
      .from(plots)
      .orderBy(asc(plots.name));
    expect(labels).toEqual([
      { name: 'P1', label: '1' },
      { name: 'P2', label: '2' },
      { name: 'P3', label: '3' },
    ]);
  });

  it('answers 400 all plots already numbered when every plot has a label', async () => {
    await buildMap(4, [1, 2]);
    expect((await numberPlots()).statusCode).toBe(200);
    const response = await numberPlots({ prefix: 'N' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['all plots already numbered'] });
    const russian = await numberPlots({}, { 'accept-language': 'ru' });
    expect(russian.json()).toEqual({ non_field_errors: ['Все делянки уже пронумерованы.'] });
    expect(await labelMap(4)).toEqual(['1 2 . .']);
  });

  it('answers 400 naming the first label longer than 10 characters, and writes nothing', async () => {
    await buildMap(4, [1, 2, 3]);
    const response = await numberPlots({ prefix: 'ABCDE', numeration_start_number: 99_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: [
        'Error while numbering: the label «ABCDE100000» would be longer than 10 characters.',
      ],
    });
    expect(await labelMap(4)).toEqual(['. . . .']);
  });

  it('answers 400 when the year has no plots', async () => {
    await buildMap(4, []);
    const response = await numberPlots();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Error while numbering: this nursery year has no plots.'],
    });
  });

  it.each([
    [
      { start_position: 'top_left' },
      { vertical_direction: ['This direction leads away from the field from the chosen corner.'] },
    ],
    [
      { start_position: 'bottom_right' },
      {
        horizontal_direction: ['This direction leads away from the field from the chosen corner.'],
      },
    ],
    [
      { start_position: 'top_right', horizontal_direction: 'right', vertical_direction: 'up' },
      {
        horizontal_direction: ['This direction leads away from the field from the chosen corner.'],
        vertical_direction: ['This direction leads away from the field from the chosen corner.'],
      },
    ],
    [{ prefix: 'ABCDEF' }, { prefix: ['Ensure this field has no more than 5 characters.'] }],
    [{ prefix: 'A B' }, { prefix: ['Only letters, digits and - # № / . are allowed.'] }],
    [
      { numeration_step: 0 },
      { numeration_step: ['Ensure this value is greater than or equal to 1.'] },
    ],
    [
      { numeration_start_number: -1 },
      { numeration_start_number: ['Ensure this value is greater than or equal to 0.'] },
    ],
    [
      { numeration_start_number: 1.5 },
      { numeration_start_number: ['A valid integer is required.'] },
    ],
    [{ order: undefined }, { order: ['This field is required.'] }],
    [{ numbering_type: 'zigzag' }, { numbering_type: ['This is not a valid choice.'] }],
  ])('answers 400 for %j and writes nothing', async (options, errors) => {
    await buildMap(4, [1, 2]);
    const response = await numberPlots(options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await labelMap(4)).toEqual(['. . . .']);
  });

  it('answers 404 for a year of another nursery or out of sight, and writes nothing', async () => {
    await buildMap(4, [1, 2]);
    expect((await numberPlots({ field_id: fieldId + 1000 })).statusCode).toBe(404);
    const stranger = await setUpStranger(app);
    const response = await stranger('PATCH', 'field_maps/update_plot_labels/', {
      field_id: fieldId,
      year_id: yearId,
      numeration_start_number: 1,
      numeration_step: 1,
      ...SNAKE_FROM_BOTTOM_LEFT,
    });
    expect(response.statusCode).toBe(404);
    expect(await labelMap(4)).toEqual(['. . . .']);
  });
});

describe('DELETE field_maps/delete_plot_labels/', () => {
  const clear = (field = fieldId) =>
    api('DELETE', `field_maps/delete_plot_labels/?field_id=${field}&year_id=${yearId}`);

  it('clears every label of the year, then finds nothing left to clear', async () => {
    await buildMap(4, [1, 2, 3]);
    expect((await numberPlots()).statusCode).toBe(200);
    const response = await clear();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cleared: 3 });
    expect(await labelMap(4)).toEqual(['. . . .']);
    expect((await clear()).json()).toEqual({ cleared: 0 });
    expect((await numberPlots()).statusCode).toBe(200);
  });

  it('answers 404 for a year of another nursery or out of sight, and clears nothing', async () => {
    await buildMap(4, [1, 2]);
    expect((await numberPlots()).statusCode).toBe(200);
    expect((await clear(fieldId + 1000)).statusCode).toBe(404);
    const stranger = await setUpStranger(app);
    const response = await stranger(
      'DELETE',
      `field_maps/delete_plot_labels/?field_id=${fieldId}&year_id=${yearId}`,
    );
    expect(response.statusCode).toBe(404);
    expect(await labelMap(4)).toEqual(['1 2 . .']);
  });
});
