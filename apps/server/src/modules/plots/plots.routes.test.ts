import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let fieldId: number;
let yearId: number;

function addPlot(payload: Record<string, unknown> = {}) {
  return api('POST', 'plot_table/', {
    plot_name: 'Делянка 3',
    field: fieldId,
    year: 2025,
    spec_id: cropId,
    line_name: 'Линия А',
    ...payload,
  });
}

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, fieldId, yearId } = await setUpNursery(app));
});
afterEach(() => app.close());

describe('POST plot_table/', () => {
  it('creates one plot per repetition with the /n suffix; names trimmed, line without suffix', async () => {
    const response = await addPlot({
      plot_name: '  Делянка 3 ',
      line_name: ' Линия А ',
      repetitions: 2,
      width: '1.5',
      length: 10,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual([
      {
        plot_id: expect.any(Number),
        plot_name: 'Делянка 3/1',
        line_name: 'Линия А',
        width: 1.5,
        length: 10,
        year_id: yearId,
        year: 2025,
        plot_label: null,
      },
      expect.objectContaining({ plot_name: 'Делянка 3/2', line_name: 'Линия А' }),
    ]);
  });

  it('adds the year to the field when it lacks it', async () => {
    const response = await addPlot({ year: 2026 });
    expect(response.statusCode).toBe(201);
    const years = (await api('GET', `field_year/?spec_id=${cropId}`)).json();
    expect(Object.keys(years).sort()).toEqual(['2025', '2026']);
    expect(response.json()[0].year_id).toBe(years['2026'][0].year_id);
  });

  it('reuses a line by name (case-insensitive, ё = е) and links mother and father', async () => {
    await addPlot({ line_name: 'Ёлка', mother: 'Мама', father: 'Папа' });
    await addPlot({ plot_name: 'Д2', line_name: 'елка' });
    const table = (
      await api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`)
    ).json();
    const [first, second] = table.data;
    expect(first.line_id).toBe(second.line_id);
    expect(second.line_name).toBe('Ёлка');
    expect(first.parent_name_1).toBe('Мама');
    expect(first.parent_name_2).toBe('Папа');
    expect(table.unique_values.parent).toEqual(['Мама', 'Папа']);
  });

  it.each([
    [{ plot_name: '' }, { plot_name: ['This field may not be blank.'] }],
    [{ plot_name: undefined }, { plot_name: ['This field is required.'] }],
    [{ line_name: '   ' }, { line_name: ['This field may not be blank.'] }],
    [{ line_name: undefined }, { line_name: ['This field is required.'] }],
    [
      { line_name: 'л'.repeat(256) },
      { line_name: ['Ensure this field has no more than 255 characters.'] },
    ],
    [{ repetitions: 0 }, { repetitions: ['Ensure this value is greater than or equal to 1.'] }],
    [{ repetitions: 101 }, { repetitions: ['Ensure this value is less than or equal to 100.'] }],
    [{ width: 'abc' }, { width: ['A valid number is required.'] }],
    [{ length: 'x1' }, { length: ['A valid number is required.'] }],
  ])('refuses %j with the exact message', async (payload, body) => {
    const response = await addPlot(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('answers the special-characters line name with an object, not a list', async () => {
    const response = await addPlot({ line_name: '#$%/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      line_name: { message: 'The line name cannot consist only of special characters.' },
    });
  });

  it('treats empty width, length and null repetitions as absent', async () => {
    const response = await addPlot({ width: '', length: null, repetitions: null });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toHaveLength(1);
    expect(response.json()[0]).toMatchObject({ width: null, length: null });
  });

  it('checks labels: pattern, 10 characters, unique in the field-year', async () => {
    expect((await addPlot({ plot_label: 'A-1#№/.' })).statusCode).toBe(201);
    const taken = await addPlot({ plot_name: 'Д2', plot_label: 'A-1#№/.' });
    expect(taken.json()).toEqual({
      plot_label: ['A plot with this number already exists in this nursery and year.'],
    });
    const bad = await addPlot({ plot_name: 'Д3', plot_label: 'a b' });
    expect(bad.json()).toEqual({ plot_label: ['Only letters, digits and - # № / . are allowed.'] });
    const long = await addPlot({ plot_name: 'Д4', plot_label: '12345678901' });
    expect(long.json()).toEqual({
      plot_label: ['Ensure this field has no more than 10 characters.'],
    });
  });

  it('refuses a plot name taken in the field-year, and writes nothing', async () => {
    await addPlot();
    const again = await addPlot({ repetitions: 3, line_name: 'Новая линия' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      plot_name: ['A plot with this name already exists in this nursery and year.'],
    });
    const table = (
      await api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`)
    ).json();
    expect(table.meta.total_items).toBe(1);
  });

  it('translates messages', async () => {
    const response = await addPlot({ line_name: '...' });
    expect(response.statusCode).toBe(400);
    const ru = await api(
      'POST',
      'plot_table/',
      { plot_name: '', field: fieldId, year: 2025, spec_id: cropId, line_name: 'Л' },
      { 'accept-language': 'ru' },
    );
    expect(ru.json()).toEqual({ plot_name: ['Это поле не может быть пустым.'] });
  });
});

describe('plot_table/{id}/', () => {
  it('changes name, label, comment, size, line and parents; reads them back', async () => {
    const [plot] = (await addPlot()).json();
    const response = await api('PATCH', `plot_table/${plot.plot_id}/`, {
      plot_name: 'Новое имя',
      plot_label: '15',
      comment: ' полегание ',
      width: 2,
      length: '3.5',
      line_name: 'Линия Б',
      mother: 'М1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      plot_id: plot.plot_id,
      plot_name: 'Новое имя',
      plot_label: '15',
      comment: 'полегание',
      width: 2,
      length: 3.5,
      line_name: 'Линия Б',
    });
    const commentary = await api('GET', `plot_table/get_commentary/?plot_id=${plot.plot_id}`);
    expect(commentary.json()).toEqual({ plot_id: plot.plot_id, comment: 'полегание' });
    const [row] = (await api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`)).json()
      .data;
    expect(row).toMatchObject({ parent_name_1: 'М1', square: 7, plot_label: '15' });
    const cleared = await api('PATCH', `plot_table/${plot.plot_id}/`, { plot_label: '' });
    expect(cleared.json().plot_label).toBeNull();
  });

  it('reads one plot with its plant rows, deletes one and many', async () => {
    const plots = (await addPlot({ repetitions: 3 })).json();
    const one = await api('GET', `plot_table/${plots[0].plot_id}/`);
    expect(one.json()).toMatchObject({ plot_name: 'Делянка 3/1', brushes: [] });
    expect((await api('DELETE', `plot_table/${plots[0].plot_id}/`)).statusCode).toBe(204);
    expect((await api('GET', `plot_table/${plots[0].plot_id}/`)).statusCode).toBe(404);
    const many = await api('POST', 'plot_table/delete_multiple/', {
      plot_ids: [plots[1].plot_id, plots[2].plot_id],
    });
    expect(many.json()).toEqual({ deleted: 2 });
    const list = await api('GET', `plot_table/?field_id=${fieldId}&year_id=${yearId}`);
    expect(list.json()).toEqual([]);
  });
});

describe('plot_table/create_multiple/ (move to a new year)', () => {
  it('moves plots with their lines, repetitions and placement; skips names already there', async () => {
    const a = (await addPlot({ plot_name: 'A', line_name: 'LA', repetitions: 2 })).json();
    const b = (await addPlot({ plot_name: 'B', line_name: 'LB' })).json();
    const body = {
      field_id: fieldId,
      spec_id: cropId,
      new_year: 2026,
      plot_ids: [a[0].plot_id, a[1].plot_id, b[0].plot_id],
      repetitions: 2,
      sort_method: 2,
      max_length_per_list: 12,
    };
    const moved = await api('POST', 'plot_table/create_multiple/', body);
    expect(moved.statusCode).toBe(201);
    expect(moved.json().map((p: { plot_name: string }) => p.plot_name)).toEqual([
      'A/1',
      'B/1',
      'A/2',
      'B/2',
    ]);
    expect(moved.json().map((p: { line_name: string }) => p.line_name)).toEqual([
      'LA',
      'LB',
      'LA',
      'LB',
    ]);
    const fields = (await api('GET', `field_table/?spec_id=${cropId}`)).json();
    expect(fields[0].width).toBe(12);
    expect((await api('POST', 'plot_table/create_multiple/', body)).json()).toEqual([]);
  });

  it('places in order by default: each line with its repetitions together', async () => {
    const a = (await addPlot({ plot_name: 'A', line_name: 'LA' })).json();
    const b = (await addPlot({ plot_name: 'B', line_name: 'LB' })).json();
    const moved = await api('POST', 'plot_table/create_multiple/', {
      field_id: fieldId,
      spec_id: cropId,
      new_year: 2026,
      plot_ids: [a[0].plot_id, b[0].plot_id],
      repetitions: 2,
    });
    expect(moved.json().map((p: { plot_name: string }) => p.plot_name)).toEqual([
      'A/1',
      'A/2',
      'B/1',
      'B/2',
    ]);
  });

  it('randomises each repetition block but keeps every plot once', async () => {
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      ids.push((await addPlot({ plot_name: name, line_name: `L${name}` })).json()[0].plot_id);
    }
    const moved = await api('POST', 'plot_table/create_multiple/', {
      field_id: fieldId,
      spec_id: cropId,
      new_year: 2027,
      plot_ids: ids,
      repetitions: 2,
      sort_method: 3,
    });
    const names: string[] = moved.json().map((p: { plot_name: string }) => p.plot_name);
    expect(names.slice(0, 5).every((n) => n.endsWith('/1'))).toBe(true);
    expect(names.slice(5).every((n) => n.endsWith('/2'))).toBe(true);
    expect([...names].sort()).toEqual(
      ['A', 'B', 'C', 'D', 'E'].flatMap((n) => [`${n}/1`, `${n}/2`]).sort(),
    );
  });
});

describe('create_plot_by_coord/', () => {
  it('places a plot at a map cell and refuses a taken cell', async () => {
    const body = { plot_name: 'P', line_name: 'L', spec_id: cropId, year_id: yearId, x: 2, y: 1 };
    const created = await api('POST', 'create_plot_by_coord/', body);
    expect(created.statusCode).toBe(201);
    const [row] = (await api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`)).json()
      .data;
    expect(row.plot_order_priority).toBe(1 * 20 + 2 + 1);
    const taken = await api('POST', 'create_plot_by_coord/', { ...body, plot_name: 'Q' });
    expect(taken.json()).toEqual({ x: ['This place of the field map is already taken.'] });
  });
});

describe('line_table_list/ and lines_genealogy/', () => {
  it('converts a line to a variety and sets its parents', async () => {
    const [plot] = (await addPlot()).json();
    const [row] = (await api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`)).json()
      .data;
    const converted = await api('PATCH', 'line_table_list/', {
      line_id: row.line_id,
      is_sort: true,
    });
    expect(converted.json()).toEqual({ line_id: row.line_id, line_name: 'Линия А', is_sort: true });
    const genealogy = await api('PATCH', 'lines_genealogy/', {
      spec_id: cropId,
      line_id: row.line_id,
      mother: 'Мать',
      father: null,
    });
    expect(genealogy.json()).toEqual({
      line_id: row.line_id,
      mother: 'Мать',
      mother_id: expect.any(Number),
      father: null,
      father_id: null,
    });
    const [after] = (
      await api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`)
    ).json().data;
    expect(after).toMatchObject({ is_sort: true, parent_name_1: 'Мать', plot_id: plot.plot_id });
  });
});

describe('plot tenancy', () => {
  it("answers 404 for every route given another tenant's ids, and changes nothing", async () => {
    const [plot] = (await addPlot({ repetitions: 1 })).json();
    const stranger = await setUpStranger(app);
    const attempts = [
      stranger('POST', 'plot_table/', {
        plot_name: 'X',
        field: fieldId,
        year: 2025,
        spec_id: cropId,
        line_name: 'L',
      }),
      stranger('GET', `plot_table/${plot.plot_id}/`),
      stranger('PATCH', `plot_table/${plot.plot_id}/`, { comment: 'mine' }),
      stranger('DELETE', `plot_table/${plot.plot_id}/`),
      stranger('POST', 'plot_table/delete_multiple/', { plot_ids: [plot.plot_id] }),
      stranger('POST', 'plot_table/create_multiple/', {
        field_id: fieldId,
        spec_id: cropId,
        new_year: 2026,
        plot_ids: [plot.plot_id],
      }),
      stranger('GET', `plot_table/get_commentary/?plot_id=${plot.plot_id}`),
      stranger('GET', `plot_table/?field_id=${fieldId}&year_id=${yearId}`),
      stranger('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`),
      stranger('POST', 'create_plot_by_coord/', {
        plot_name: 'P',
        line_name: 'L',
        spec_id: cropId,
        year_id: yearId,
        x: 0,
        y: 5,
      }),
      stranger('PATCH', 'line_table_list/', { line_id: 1, is_sort: true }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    const table = (
      await api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`)
    ).json();
    expect(table.meta.total_items).toBe(1);
    expect(table.data[0]).toMatchObject({ comment: '', is_sort: false });
    expect((await app.inject({ url: '/api/v1/plotline_db/plot_table/1/' })).statusCode).toBe(401);
  });
});
