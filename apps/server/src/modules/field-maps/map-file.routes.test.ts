import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../platform/excel/send-workbook.ts';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { LABELS_SHEET_NAME, MAP_SHEET_NAME } from './map-file-layout.ts';
import {
  buildMapXlsx,
  exportMap,
  getMap,
  gridNames,
  NURSERY_ROWS,
  readSheets,
  uploadMap,
} from './map-file-test-kit.ts';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let fieldId: number;
let yearId: number;
/** Plot ids by name. */
let ids: Record<string, number>;

/** Adds `repetitions` plots `<name>/1…` at the next positions. */
async function addPlots(name: string, repetitions: number): Promise<void> {
  const response = await api('POST', 'plot_table/', {
    plot_name: name,
    field: fieldId,
    year: 2025,
    spec_id: cropId,
    line_name: `Линия ${name}`,
    repetitions,
  });
  expect(response.statusCode).toBe(201);
  for (const plot of response.json()) ids[plot.plot_name] = plot.plot_id;
}

/**
 * Seven plots on a map four wide, with an empty top row, a gap and an empty right column:
 * rows `. . . .`, `P/1 P/2 P/3 .`, `P/4 . P/5 .`, `Q/2 Q/1 . .`; P/2 is labelled «A-2».
 */
beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, fieldId, yearId } = await setUpNursery(app));
  ids = {};
  await addPlots('P', 5);
  await addPlots('Q', 2);
  const { id } = await getMap(api, fieldId, yearId);
  expect((await api('PUT', `field_maps/${id}/`, { max_length_per_list: 4 })).statusCode).toBe(200);
  const place = (name: string, row: number, column: number) => ({
    plot_id: ids[name],
    row,
    column,
  });
  const moves = [
    place('P/1', 1, 0),
    place('P/2', 1, 1),
    place('P/3', 1, 2),
    place('P/4', 2, 0),
    place('P/5', 2, 2),
    place('Q/1', 3, 1),
    place('Q/2', 3, 0),
  ];
  expect((await api('PATCH', `field_maps/${id}/move_plots/`, { moves })).statusCode).toBe(200);
  const label = await api('PATCH', `plot_table/${ids['P/2']}/`, { plot_label: 'A-2' });
  expect(label.statusCode).toBe(200);
});
afterEach(() => app.close());

const LAYOUT = ['. . . .', 'P/1 P/2 P/3 .', 'P/4 . P/5 .', 'Q/2 Q/1 . .'];

describe('GET field_maps/export_to_excel/', () => {
  it('writes the nursery rows, then the map row by row: names on «Карта», labels on «Номера делянок»', async () => {
    const { response, file } = await exportMap(api, fieldId, yearId);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="2025_KSI_Krasnodar_map.xlsx"',
    );
    const sheets = await readSheets(file);
    expect(Object.keys(sheets)).toEqual(['Карта', 'Номера делянок']);
    const head = [
      ['Название питомника', 'Год', 'Регион', 'Ширина карты'],
      ['КСИ', 2025, 'Краснодар', 4],
    ];
    expect(sheets[MAP_SHEET_NAME]).toEqual([
      ...head,
      [],
      ['P/1', 'P/2', 'P/3'],
      ['P/4', null, 'P/5'],
      ['Q/2', 'Q/1'],
    ]);
    expect(sheets[LABELS_SHEET_NAME]?.slice(0, 4)).toEqual([...head, [], [null, 'A-2']]);
    expect(sheets[LABELS_SHEET_NAME]?.slice(4).flat().filter(Boolean)).toEqual([]);
  });

  it('writes a season without plots as the nursery rows only', async () => {
    const other = await api('POST', 'field_year_add/', {
      field_id: fieldId,
      year: 2026,
      spec_id: cropId,
    });
    const { file } = await exportMap(api, fieldId, other.json().id);
    const sheets = await readSheets(file);
    // the new season takes the nursery's width, which the 2025 map's width of 4 became
    expect(sheets[MAP_SHEET_NAME]).toEqual([
      ['Название питомника', 'Год', 'Регион', 'Ширина карты'],
      ['КСИ', 2026, 'Краснодар', 4],
    ]);
  });

  it('answers 404 for a season of another nursery, and to another tenant', async () => {
    const wrongField = await api(
      'GET',
      `field_maps/export_to_excel/?field_id=${fieldId + 1}&year_id=${yearId}`,
    );
    expect(wrongField.statusCode).toBe(404);
    const stranger = await setUpStranger(app);
    const response = await stranger(
      'GET',
      `field_maps/export_to_excel/?field_id=${fieldId}&year_id=${yearId}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('POST upload_custom_file/field_map/', () => {
  it('changes nothing when the exported file comes back unchanged: same places, same width', async () => {
    const before = await getMap(api, fieldId, yearId);
    expect(gridNames(before)).toEqual(LAYOUT);
    const { file } = await exportMap(api, fieldId, yearId);
    const { response, job } = await uploadMap(api, { file, specId: cropId });
    expect(response.statusCode).toBe(201);
    expect(job?.status).toBe('success');
    expect(job?.result).toEqual({
      rows: 4,
      fields_created: 0,
      years_created: 0,
      plots_created: 0,
      plots_updated: 0,
      values_written: 0,
      stages_written: 0,
      field_years: [{ field_id: fieldId, year_id: yearId, year: 2025 }],
    });
    const after = await getMap(api, fieldId, yearId);
    expect(after.max_length_per_list).toBe(4);
    expect(after.location_of_plots).toEqual(before.location_of_plots);
  });

  it('moves every plot to its cell and takes the widest row as the width', async () => {
    const file = await buildMapXlsx([
      ['Регион', 'Заметки', 'Название питомника', 'Год'],
      [' краснодар ', 'что угодно', 'ксИ', '2025'],
      ['Q/1', 'Q / 02', { formula: '"P"&"/1"', result: 'P/1' }, null, null, 'P/2'],
      [null, 'P/3', 'P/4', 'P/5'],
    ]);
    const { job } = await uploadMap(api, {
      file,
      specId: cropId,
      fields: { max_length_per_list: '9', sort_method: '2' },
    });
    expect(job?.status).toBe('success');
    // P/2 and P/4 keep their positions (6 and 9): only five plots are rewritten
    expect(job?.result).toMatchObject({ rows: 2, plots_updated: 5 });
    const map = await getMap(api, fieldId, yearId);
    expect(map.max_length_per_list).toBe(6);
    expect(gridNames(map)).toEqual(['Q/1 Q/2 P/1 . . P/2', '. P/3 P/4 P/5 . .']);
  });

  it('keeps empty top rows and reads `Ширина карты` as the least width', async () => {
    const file = await buildMapXlsx([
      [...(NURSERY_ROWS[0] ?? []), 'Ширина карты'],
      [...(NURSERY_ROWS[1] ?? []), '5'],
      [],
      [],
      ['P/5', 'P/4', 'P/3', 'P/2', 'P/1', 'Q/1', 'Q/2'],
    ]);
    const { job } = await uploadMap(api, { file, specId: cropId });
    expect(job?.status).toBe('success');
    const map = await getMap(api, fieldId, yearId);
    expect(map.max_length_per_list).toBe(7);
    expect(gridNames(map)).toEqual([
      '. . . . . . .',
      '. . . . . . .',
      'P/5 P/4 P/3 P/2 P/1 Q/1 Q/2',
    ]);
  });

  it('widens a one-column map to the narrowest map (2), places unchanged', async () => {
    const file = await buildMapXlsx([
      ...NURSERY_ROWS,
      ['P/1'],
      ['P/2'],
      ['P/3'],
      ['P/4'],
      ['P/5'],
      ['Q/1'],
      ['Q/2'],
    ]);
    const { job } = await uploadMap(api, { file, specId: cropId });
    expect(job?.status).toBe('success');
    const map = await getMap(api, fieldId, yearId);
    expect(map.max_length_per_list).toBe(2);
    expect(gridNames(map).map((row) => row.split(' ')[1])).toEqual(new Array(7).fill('.'));
  });

  it('takes a cell holding the exact name of a plot without the repetition suffix', async () => {
    const renamed = await api('PATCH', `plot_table/${ids['P/1']}/`, { plot_name: 'Контроль' });
    expect(renamed.statusCode).toBe(200);
    const { file } = await exportMap(api, fieldId, yearId);
    const unchanged = await uploadMap(api, { file, specId: cropId });
    expect(unchanged.job?.status).toBe('success');
    const moved = await buildMapXlsx([
      ...NURSERY_ROWS,
      ['Контроль', 'P/2', 'P/3', 'P/4', 'P/5', 'Q/1', 'Q/2'],
    ]);
    const { job } = await uploadMap(api, { file: moved, specId: cropId });
    expect(job?.status).toBe('success');
    expect(gridNames(await getMap(api, fieldId, yearId))).toEqual([
      'Контроль P/2 P/3 P/4 P/5 Q/1 Q/2',
    ]);
  });
});
