import { CombinedPlots } from '@plotline/contract/plots';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { UNIQUE_VALUES_PER_FEATURE } from './list-unique-values.ts';

let app: FastifyInstance;
let api: ApiCaller;
let nursery: Awaited<ReturnType<typeof setUpNursery>>;

async function table(yearId: number, query = '') {
  const response = await api(
    'GET',
    `combined_plot_field_line_genealogy/?year_id=${yearId}&${query}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Creates plots `names` in `year` of the nursery's field; returns their ids. */
async function createPlots(year: number, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const [created] = (
      await api('POST', 'plot_table/', {
        plot_name: name,
        line_name: `Линия ${name}`,
        field: nursery.fieldId,
        year,
        spec_id: nursery.cropId,
      })
    ).json();
    ids.push(created.plot_id);
  }
  return ids;
}

beforeEach(async () => {
  app = await buildTestApp();
  nursery = await setUpNursery(app);
  api = nursery.api;
});
afterEach(() => app.close());

describe('combined_plot_field_line_genealogy/ wire format', () => {
  it('gives plot_group as a string and numeric filter values as numbers, text as strings', async () => {
    const [a, b, c] = await createPlots(2025, ['A', 'B', 'C']);
    const results = [
      { plot: a, feature: 'Высота', unit: 'см', value: '75.91' },
      { plot: b, feature: 'Высота', unit: 'см', value: 75 },
      { plot: c, feature: 'Высота', unit: 'см', value: '120,5' },
      // a qualitative feature keeps its numbers as text: they stay strings
      { plot: a, feature: 'Балл', unit: '', value: 'высокий' },
      { plot: b, feature: 'Балл', unit: '', value: '3' },
    ];
    expect((await api('POST', 'plot_final_results/add_multiple/', { results })).statusCode).toBe(
      201,
    );
    const { db } = await getTestDatabase();
    await db.execute(sql`update plots set plot_group = 'Блок 1' where id = ${a}`);
    const body = await table(nursery.yearId);
    expect(body.data.map((plot: { plot_group: unknown }) => plot.plot_group)).toEqual([
      'Блок 1',
      '',
      '',
    ]);
    expect(CombinedPlots.safeParse(body).error).toBeUndefined();
    expect(body.unique_values.phenotypes).toEqual({
      балл: ['3', 'высокий'],
      высота: [75, 75.91, 120.5],
    });
    // a value from the list filters as the number's text
    const f = encodeURIComponent(JSON.stringify({ 'feature:высота': [String(120.5)] }));
    expect((await table(nursery.yearId, `filters=${f}`)).data).toHaveLength(1);
  });
});

describe('unique_values of one season', () => {
  it('lists only the season’s own values, parents, comments and phenotypes', async () => {
    const [own] = await createPlots(2025, ['Своя']);
    const others = await createPlots(2024, ['Чужая 1', 'Чужая 2']);
    await api('PATCH', `plot_table/${own}/`, { comment: 'своя', mother: 'Мама' });
    await api('PATCH', `plot_table/${others[0]}/`, { comment: 'чужая', father: 'Папа' });
    const results = [
      { plot: own, feature: 'Высота', unit: '', value: 1 },
      { plot: others[0], feature: 'Высота', unit: '', value: 2 },
      { plot: others[1], feature: 'Окраска', unit: '', value: 'белая' },
    ];
    expect((await api('POST', 'plot_final_results/add_multiple/', { results })).statusCode).toBe(
      201,
    );
    const body = await table(nursery.yearId);
    expect(body.unique_values).toEqual({
      parent: ['Мама'],
      comment: ['своя'],
      phenotypes: { высота: [1] },
    });
    expect(body.characteristics_order).toEqual(['высота']);
  });

  it('lists few values among thousands, and at most the smallest 500 of many', async () => {
    const { db } = await getTestDatabase();
    const [plot] = await createPlots(2025, ['Первая']);
    await api('POST', 'plot_final_results/add_multiple/', {
      results: [{ plot, feature: 'Балл', unit: '', value: 1 }],
    });
    // 2,400 more plots straight in the database; values without field_year_id (the trigger
    // fills it): scores 1–3 and two words (older data) in one feature, 600 numbers in another
    await db.execute(sql`insert into lines (crop_id, name) values (${nursery.cropId}, 'Массовая')`);
    await db.execute(sql`insert into plots (field_year_id, line_id, name, position)
      select ${nursery.yearId}, (select id from lines where name = 'Массовая'), 'М' || g, 1 + g
      from generate_series(1, 2400) g`);
    await db.execute(sql`insert into features (crop_id, name, kind)
      values (${nursery.cropId}, 'длина', 'quantitative')`);
    await db.execute(sql`insert into plot_results (plot_id, feature_id, value_float, value_text,
        value_entered)
      select p.id, f.id, case when g % 5 < 3 then 1 + g % 5 end,
        case when g % 5 = 3 then 'Ёж' when g % 5 = 4 then 'еда' end,
        case when g % 5 < 3 then (1 + g % 5)::text when g % 5 = 3 then 'Ёж' else 'еда' end
      from plots p, features f, lateral (select substr(p.name, 2)::int as g) x
      where p.name like 'М%' and f.name = 'балл'`);
    await db.execute(sql`insert into plot_results (plot_id, feature_id, value_float, value_entered)
      select p.id, f.id, x.g % 600 + 0.5, (x.g % 600 + 0.5)::text
      from plots p, features f, lateral (select substr(p.name, 2)::int as g) x
      where p.name like 'М%' and f.name = 'длина'`);
    const values = (await table(nursery.yearId, 'page_size=1')).unique_values.phenotypes;
    expect(values.балл).toEqual([1, 2, 3, 'еда', 'Ёж']);
    expect(values.длина).toHaveLength(UNIQUE_VALUES_PER_FEATURE);
    expect(values.длина.slice(0, 3)).toEqual([0.5, 1.5, 2.5]);
    expect(values.длина.at(-1)).toBe(499.5);
  });
});
