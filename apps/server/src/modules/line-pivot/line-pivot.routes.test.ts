import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

/**
 * The phenotype pivot (decision 035). Nursery КСИ (Краснодар) has 2024 and 2025, Южный
 * (Ростов) 2025. Height (см): Альфа 80 and 90 in КСИ 2025, 70 in КСИ 2024, 100 in Южный 2025;
 * Бета one plot in КСИ 2025 measured only by two plant rows, 60 and 70 (the plot counts 65).
 * Colour: Гамма красная, белая, красная; Дельта красная, белая (a tie: белая, alphabetical).
 * A viewer reads КСИ 2025 only.
 */
let app: FastifyInstance;
let head: ApiCaller;
let viewer: ApiCaller;
let stranger: ApiCaller;
let cropId: number;

const H = 'высота';

async function plant(fieldId: number, year: number, line: string, repetitions = 1) {
  const created = await head('POST', 'plot_table/', {
    plot_name: `${line}-${fieldId}-${year}`,
    field: fieldId,
    year,
    spec_id: cropId,
    line_name: line,
    repetitions,
  });
  expect(created.statusCode).toBe(201);
  return created.json().map((plot: { plot_id: number }) => plot.plot_id) as number[];
}

async function record(results: { plot: number; feature: string; value: number | string }[]) {
  const answer = await head('POST', 'plot_final_results/add_multiple/', {
    results: results.map((result) => ({
      ...result,
      unit: result.feature === H ? 'см' : '',
    })),
  });
  expect(answer.statusCode).toBe(201);
}

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app, 'head');
  head = nursery.api;
  cropId = nursery.cropId;
  const ksi = nursery.fieldId;
  await head('POST', 'field_year_add/', { field_id: ksi, year: 2024, spec_id: cropId });
  const south = (
    await head('POST', 'field_table/', { spec_id: cropId, field_name: 'Южный', region: 'Ростов' })
  ).json().field_id;
  await head('POST', 'field_year_add/', { field_id: south, year: 2025, spec_id: cropId });
  const [a1, a2] = await plant(ksi, 2025, 'Альфа', 2);
  const [a3] = await plant(ksi, 2024, 'Альфа');
  const [a4] = await plant(south, 2025, 'Альфа');
  const [b1] = await plant(ksi, 2025, 'Бета');
  const gamma = await plant(ksi, 2025, 'Гамма', 3);
  const delta = await plant(ksi, 2025, 'Дельта', 2);
  await record([
    { plot: a1 as number, feature: H, value: 80 },
    { plot: a2 as number, feature: H, value: 90 },
    { plot: a3 as number, feature: H, value: 70 },
    { plot: a4 as number, feature: H, value: 100 },
    ...['красная', 'белая', 'красная'].map((value, i) => ({
      plot: gamma[i] as number,
      feature: 'окраска',
      value,
    })),
    ...['красная', 'белая'].map((value, i) => ({
      plot: delta[i] as number,
      feature: 'окраска',
      value,
    })),
  ]);
  for (const [name, value] of [
    ['Р1', 60],
    ['Р2', 70],
  ] as const) {
    const brush = (await head('POST', 'brush_table/', { plot: b1, brush_name: name })).json();
    const set = await head('PATCH', `update_brush_phenotype/${brush.brush_id}/`, {
      feature: H,
      unit: 'см',
      value,
    });
    expect(set.statusCode).toBe(200);
  }
  const { db } = await getTestDatabase();
  const reader = await buildUser(db, { username: 'viewer', companyId: nursery.companyId });
  viewer = apiAs(app, bearer((await logInAs(app, 'viewer')).access));
  const grant = await head('POST', 'field_year_permissions/', {
    year_ids: [nursery.yearId],
    name: 'Читатели',
    write: false,
    user_ids: [reader.id],
  });
  expect(grant.statusCode).toBe(201);
  stranger = await setUpStranger(app);
});
afterEach(() => app.close());

const pivot = (api: ApiCaller, query = '') =>
  api('GET', `line_phenotype_pivot_table/?spec_id=${cropId}${query}`);
const names = (answer: { data: { line_name: string }[] }) => answer.data.map((r) => r.line_name);

describe('GET line_phenotype_pivot_table/', () => {
  it('gives one row per line and one column per feature and year, over every plot', async () => {
    const answer = (await pivot(head)).json();
    expect(answer.columns).toEqual([
      { id: 'высота|2024', feature: H, unit: 'см', group: '2024', quantitative: true },
      { id: 'высота|2025', feature: H, unit: 'см', group: '2025', quantitative: true },
      { id: 'окраска|2025', feature: 'окраска', unit: '', group: '2025', quantitative: false },
    ]);
    expect(answer.meta).toEqual({ total_pages: 1, total_items: 4, current_page: 1, page_size: 50 });
    expect(answer.data).toEqual([
      {
        line_id: expect.any(Number),
        line_name: 'Альфа',
        is_sort: false,
        cells: {
          'высота|2024': { value: 70, count: 1 },
          'высота|2025': { value: 90, count: 3 },
        },
      },
      {
        line_id: expect.any(Number),
        line_name: 'Бета',
        is_sort: false,
        cells: { 'высота|2025': { value: 65, count: 1 } },
      },
      {
        line_id: expect.any(Number),
        line_name: 'Гамма',
        is_sort: false,
        cells: { 'окраска|2025': { value: 'красная', count: 3 } },
      },
      {
        line_id: expect.any(Number),
        line_name: 'Дельта',
        is_sort: false,
        cells: { 'окраска|2025': { value: 'белая', count: 2 } },
      },
    ]);
  });

  it('groups by region instead', async () => {
    const answer = (await pivot(head, '&show_data_by=region')).json();
    expect(answer.columns.map((c: { id: string }) => c.id)).toEqual([
      'высота|Краснодар',
      'высота|Ростов',
      'окраска|Краснодар',
    ]);
    expect(answer.data[0].cells).toEqual({
      'высота|Краснодар': { value: 80, count: 3 },
      'высота|Ростов': { value: 100, count: 1 },
    });
  });

  it('shows a grantee only the seasons they read', async () => {
    const answer = (await pivot(viewer)).json();
    expect(answer.columns.map((c: { id: string }) => c.id)).toEqual([
      'высота|2025',
      'окраска|2025',
    ]);
    expect(answer.data[0]).toMatchObject({
      line_name: 'Альфа',
      cells: { 'высота|2025': { value: 85, count: 2 } },
    });
    expect(names(answer)).toEqual(['Альфа', 'Бета', 'Гамма', 'Дельта']);
  });

  it('sorts by a column either way, rows without a value last', async () => {
    const column = encodeURIComponent('высота|2025');
    expect(names((await pivot(head, `&sort_by=-${column}`)).json())).toEqual([
      'Альфа',
      'Бета',
      'Гамма',
      'Дельта',
    ]);
    expect(names((await pivot(head, `&sort_by=${column}`)).json())).toEqual([
      'Бета',
      'Альфа',
      'Гамма',
      'Дельта',
    ]);
    const colour = encodeURIComponent('окраска|2025');
    expect(names((await pivot(head, `&sort_by=${colour}`)).json())).toEqual([
      'Дельта',
      'Гамма',
      'Альфа',
      'Бета',
    ]);
    expect(names((await pivot(head, '&sort_by=-line_name')).json())).toEqual([
      'Дельта',
      'Гамма',
      'Бета',
      'Альфа',
    ]);
  });

  it('filters by numbers, text, the line name and the variety flag, and pages', async () => {
    const filtered = async (filters: object[], extra = '') =>
      names(
        (
          await pivot(head, `&filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`)
        ).json(),
      );
    expect(await filtered([{ column: 'высота|2025', min: 70 }])).toEqual(['Альфа']);
    expect(await filtered([{ column: 'высота|2025', min: 60, max: 89.5 }])).toEqual(['Бета']);
    expect(await filtered([{ column: 'окраска|2025', contains: 'БЕЛ' }])).toEqual(['Дельта']);
    expect(await filtered([{ column: 'line_name', contains: 'ЛЬ' }])).toEqual(['Альфа', 'Дельта']);
    expect(
      await filtered([
        { column: 'line_name', contains: 'а' },
        { column: 'высота|2024', max: 70 },
      ]),
    ).toEqual(['Альфа']);
    const delta = (await pivot(head)).json().data[3].line_id;
    await head('PATCH', 'line_table_list/', { line_id: delta, is_sort: true });
    expect(names((await pivot(head, '&is_sort=true')).json())).toEqual(['Дельта']);
    expect(names((await pivot(head, '&is_sort=false&name=%D0%B5%D1%82')).json())).toEqual(['Бета']);
    const past = (await pivot(head, '&page=9&page_size=3')).json();
    expect(past).toMatchObject({
      meta: { total_pages: 2, total_items: 4, current_page: 9 },
      data: [],
    });
    const second = (await pivot(head, '&page=2&page_size=3')).json();
    expect(second.meta).toEqual({ total_pages: 2, total_items: 4, current_page: 2, page_size: 3 });
    expect(second.data).toEqual([
      {
        line_id: delta,
        line_name: 'Дельта',
        is_sort: true,
        cells: { 'окраска|2025': { value: 'белая', count: 2 } },
      },
    ]);
  });

  it('refuses malformed filters and unknown columns with a translated 400', async () => {
    const malformed = await pivot(head, '&filters=%5Bnot%20json');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      filters: [
        'Filters must be a JSON list of {"column", "min", "max", "contains"} (at most 50).',
      ],
    });
    const notList = await pivot(head, `&filters=${encodeURIComponent('{"column":"x"}')}`);
    expect(Object.keys(notList.json())).toEqual(['filters']);
    const badMin = await pivot(
      head,
      `&filters=${encodeURIComponent('[{"column":"высота|2025","min":"a"}]')}`,
    );
    expect(badMin.statusCode).toBe(400);
    const unknown = await pivot(
      head,
      `&filters=${encodeURIComponent('[{"column":"вес|2025","min":1}]')}`,
    );
    expect(unknown.json()).toEqual({ filters: ['There is no column «вес|2025» in this table.'] });
    const sort = await head(
      'GET',
      `line_phenotype_pivot_table/?spec_id=${cropId}&sort_by=-x`,
      undefined,
      { 'accept-language': 'ru' },
    );
    expect(sort.json()).toEqual({ sort_by: ['В этой таблице нет столбца «x».'] });
    // a grantee does not see the 2024 column at all
    const hidden = await pivot(viewer, `&sort_by=${encodeURIComponent('высота|2024')}`);
    expect(hidden.statusCode).toBe(400);
  });

  it('answers another tenant 404', async () => {
    const foreign = await pivot(stranger);
    expect(foreign.statusCode).toBe(404);
    const exported = await stranger('GET', `line_phenotype_pivot_table/export/?spec_id=${cropId}`);
    expect(exported.statusCode).toBe(404);
  });
});

describe('GET line_phenotype_pivot_table/export/', () => {
  it('writes every row of the pivot to an xlsx, headers translated', async () => {
    const gamma = (await pivot(head)).json().data[2].line_id;
    await head('PATCH', 'line_table_list/', { line_id: gamma, is_sort: true });
    const answer = await head(
      'GET',
      `line_phenotype_pivot_table/export/?spec_id=${cropId}&sort_by=-${encodeURIComponent('высота|2025')}`,
      undefined,
      { 'accept-language': 'ru' },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toEqual([
      ['Линия', 'Сорт', 'высота (см), 2024', 'высота (см), 2025', 'окраска, 2025'],
      ['Альфа', undefined, 70, 90],
      ['Бета', undefined, undefined, 65],
      ['Гамма', 'да', undefined, undefined, 'красная'],
      ['Дельта', undefined, undefined, undefined, 'белая'],
    ]);
  });
});
