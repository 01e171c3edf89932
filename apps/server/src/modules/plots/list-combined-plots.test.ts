import { CombinedPlots } from '@plotline/contract/plots';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let api: ApiCaller;
let yearId: number;
let cropId: number;
const ids: Record<string, number> = {};

async function table(query: string) {
  const response = await api(
    'GET',
    `combined_plot_field_line_genealogy/?year_id=${yearId}&${query}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}
const names = (body: { data: { plot_name: string }[] }) => body.data.map((p) => p.plot_name);

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app);
  ({ api, yearId, cropId } = nursery);
  const plots = [
    { plot_name: 'A', line_name: 'Ёж', comment: 'полегание', plot_label: '10', mother: 'Мама' },
    { plot_name: 'B', line_name: 'еда', comment: '', plot_label: '2' },
    { plot_name: 'C', line_name: 'Арбуз', comment: 'засуха', plot_label: 'x1', father: 'Папа' },
    { plot_name: 'D', line_name: 'Береза' },
  ];
  for (const plot of plots) {
    const [created] = (
      await api('POST', 'plot_table/', {
        ...plot,
        field: nursery.fieldId,
        year: 2025,
        spec_id: nursery.cropId,
      })
    ).json();
    ids[plot.plot_name] = created.plot_id;
  }
  const results = [
    { plot: ids.A, feature: 'Высота', unit: 'см', value: '75.91' },
    { plot: ids.B, feature: 'Высота', unit: 'см', value: 75 },
    { plot: ids.C, feature: 'Высота', unit: 'см', value: '120,5' },
    { plot: ids.A, feature: 'Окраска', unit: '', value: 'красная' },
    { plot: ids.B, feature: 'Окраска', unit: '', value: 'Белая' },
  ];
  await api('POST', 'plot_final_results/add_multiple/', { results });
});
afterEach(() => app.close());

describe('combined_plot_field_line_genealogy/', () => {
  it('answers the contract shape with values as entered and units', async () => {
    const body = await table('');
    expect(body.meta).toEqual({ total_pages: 1, total_items: 4, current_page: 1, page_size: 250 });
    expect(names(body)).toEqual(['A/1', 'B/1', 'C/1', 'D/1']);
    const a = body.data[0];
    expect(Object.keys(a).sort()).toEqual(
      [
        'brushes',
        'comment',
        'crossbreeding_line_id',
        'crossbreeding_line_name',
        'genotype',
        'is_existed_brush',
        'is_sort',
        'length',
        'line_id',
        'line_name',
        'parent_line_id_1',
        'parent_line_id_2',
        'parent_name_1',
        'parent_name_2',
        'plot_group',
        'plot_harvest',
        'plot_id',
        'plot_label',
        'plot_name',
        'plot_order_priority',
        'plot_results',
        'plot_stages',
        'square',
        'width',
      ].sort(),
    );
    expect(a.plot_results).toEqual([
      {
        plot_final_id: expect.any(Number),
        plot_final_feature: 'высота',
        plot_final_value: '75.91',
        plot_final_unit: 'см',
      },
      {
        plot_final_id: expect.any(Number),
        plot_final_feature: 'окраска',
        plot_final_value: 'красная',
        plot_final_unit: '',
      },
    ]);
    expect(body.data[1].plot_results[0].plot_final_value).toBe('75');
    expect(body.data[2].plot_results[0].plot_final_value).toBe('120.5');
    expect(body.unique_values).toEqual({
      parent: ['Мама', 'Папа'],
      comment: ['засуха', 'полегание'],
      phenotypes: { высота: [75, 75.91, 120.5], окраска: ['Белая', 'красная'] },
    });
    expect(body.characteristics_order).toEqual(['высота', 'окраска']);
    // the route answers without re-validating (decision 029): the schema holds here
    expect(CombinedPlots.safeParse(body).error).toBeUndefined();
  });

  it('sorts by a phenotype numerically, nulls last in both directions', async () => {
    expect(names(await table('sort_by=feature:Высота&order=asc'))).toEqual([
      'B/1',
      'A/1',
      'C/1',
      'D/1',
    ]);
    expect(names(await table('sort_by=feature:высота&order=desc'))).toEqual([
      'C/1',
      'A/1',
      'B/1',
      'D/1',
    ]);
    expect(names(await table('sort_by=feature:окраска'))).toEqual(['B/1', 'A/1', 'C/1', 'D/1']);
  });

  it('sorts text case-insensitively with ё = е, numbers before strings, nulls last', async () => {
    expect(names(await table('sort_by=line_name'))).toEqual(['C/1', 'D/1', 'B/1', 'A/1']);
    expect(names(await table('sort_by=plot_label'))).toEqual(['B/1', 'A/1', 'C/1', 'D/1']);
    expect(names(await table('sort_by=plot_label&order=desc'))).toEqual([
      'A/1',
      'B/1',
      'C/1',
      'D/1',
    ]);
    expect(names(await table('sort_by=comment&order=desc'))).toEqual(['A/1', 'C/1', 'B/1', 'D/1']);
  });

  it('pages the sorted list', async () => {
    const page2 = await table('sort_by=feature:высота&page=2&page_size=3');
    expect(page2.meta).toEqual({ total_pages: 2, total_items: 4, current_page: 2, page_size: 3 });
    expect(names(page2)).toEqual(['D/1']);
    expect((await table('page=5&page_size=3')).meta.total_items).toBe(4);
  });

  it('filters by column values from unique_values ("" = empty) and by search', async () => {
    const f = (filters: object) => encodeURIComponent(JSON.stringify(filters));
    expect(names(await table(`filters=${f({ 'feature:высота': ['75', '120.5'] })}`))).toEqual([
      'B/1',
      'C/1',
    ]);
    expect(names(await table(`filters=${f({ comment: ['засуха', ''] })}`))).toEqual([
      'B/1',
      'C/1',
      'D/1',
    ]);
    expect(names(await table(`filters=${f({ parent_name_1: ['Мама'] })}`))).toEqual(['A/1']);
    expect(names(await table('search=арб'))).toEqual(['C/1']);
    const bad = await api(
      'GET',
      `combined_plot_field_line_genealogy/?year_id=${yearId}&filters=%7Bx`,
    );
    expect(bad.statusCode).toBe(400);
    const unknown = await api(
      'GET',
      `combined_plot_field_line_genealogy/?year_id=${yearId}&sort_by=password`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['sort_by']);
  });

  it('can skip unique_values for cheap paging', async () => {
    const body = await table('with_unique_values=false');
    expect(body.unique_values).toEqual({ parent: [], comment: [], phenotypes: {} });
  });

  it('gives stages with days after sowing from emergence (всходы)', async () => {
    await api('PATCH', 'edit_multiple_plot_stages/', {
      stages: [
        { plot: ids.A, stage_of_vegetation: 'Всходы', date_of_stage: '2025-05-01' },
        { plot: ids.A, stage_of_vegetation: 'Колошение', date_of_stage: '2025-06-15' },
        { plot: ids.B, stage_of_vegetation: 'Колошение', date_of_stage: '2025-06-20' },
      ],
    });
    const body = await table('sort_by=stage:колошение&order=desc');
    expect(names(body)).toEqual(['B/1', 'A/1', 'C/1', 'D/1']);
    expect(body.data[1].plot_stages).toEqual([
      {
        plot_stage_id: expect.any(Number),
        stage_of_vegetation: 'всходы',
        date_of_stage: '2025-05-01',
        days_after_sowing: 0,
      },
      {
        plot_stage_id: expect.any(Number),
        stage_of_vegetation: 'колошение',
        date_of_stage: '2025-06-15',
        days_after_sowing: 45,
      },
    ]);
    expect(body.data[0].plot_stages[0].days_after_sowing).toBeNull();
  });
});

describe('field_map_coloring_data/', () => {
  it('lists the harvest technologies, stages and phenotypes of the field-year', async () => {
    await api('PATCH', 'edit_multiple_plot_stages/', {
      stages: [{ plot: ids.A, stage_of_vegetation: 'Всходы', date_of_stage: '2025-05-01' }],
    });
    await api('POST', 'harvest_technology/add_multiple/', {
      harvest_technologies: [
        { plot: ids.B, feature: 'Комбайн', date_planned: null, date_real: null },
      ],
    });
    const fields = (await api('GET', `field_year/?spec_id=${cropId}`)).json();
    const response = await api(
      'GET',
      `field_map_coloring_data/?year_id=${yearId}&field_id=${fields['2025'][0].field_id}`,
    );
    expect(response.json()).toEqual({
      harvest_technology: ['Комбайн'],
      plot_stage: ['всходы'],
      plot_final_results: ['высота', 'окраска'],
    });
    expect(
      (await api('GET', `field_map_coloring_data/?year_id=${yearId}&field_id=999`)).statusCode,
    ).toBe(404);
  });
});
