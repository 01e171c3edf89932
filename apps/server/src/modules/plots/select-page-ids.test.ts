import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

let app: FastifyInstance;
let api: ApiCaller;
let yearId: number;

type Row = {
  plot_name: string;
  plot_results: { plot_final_feature: string; plot_final_value: string }[];
};

async function table(query: string): Promise<{ data: Row[]; meta: { total_items: number } }> {
  const response = await api(
    'GET',
    `combined_plot_field_line_genealogy/?year_id=${yearId}&with_unique_values=false&${query}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every page of `query` at `size` rows a page, joined. */
async function allPages(query: string, size: number): Promise<string[]> {
  const first = await table(`${query}&page_size=${size}`);
  const names = first.data.map((row) => row.plot_name);
  for (let page = 2; page <= Math.ceil(first.meta.total_items / size) + 1; page++) {
    names.push(
      ...(await table(`${query}&page_size=${size}&page=${page}`)).data.map((r) => r.plot_name),
    );
  }
  return names;
}

const value = (row: Row) =>
  row.plot_results.find((r) => r.plot_final_feature === 'балл')?.plot_final_value;

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app);
  ({ api, yearId } = nursery);
  // 40 plots of one line in map order P40…P1: scores with ties on P1–P20, texts (case and ё
  // variants, as older data holds them in a numeric feature) on P21–P30, none on P31–P40
  const numbers = [3, 1, 2, 1, 3, 2, 1, 10, 2.5];
  const texts = ['ёж', 'Еда', 'едА', 'абв', 'Ёлка'];
  const results = [];
  const ids: number[] = [];
  for (let n = 1; n <= 40; n++) {
    const [created] = (
      await api('POST', 'plot_table/', {
        plot_name: `P${n}`,
        line_name: 'Линия',
        field: nursery.fieldId,
        year: 2025,
        spec_id: nursery.cropId,
      })
    ).json();
    ids.push(created.plot_id);
    if (n <= 20)
      results.push({ plot: created.plot_id, feature: 'Балл', unit: '', value: numbers[n % 9] });
  }
  expect((await api('POST', 'plot_final_results/add_multiple/', { results })).statusCode).toBe(201);
  const { db } = await getTestDatabase();
  // no field_year_id given: the trigger takes it from the plot
  await db.execute(sql`insert into plot_results (plot_id, feature_id, value_text, value_entered)
    select t.id, f.id, t.v, t.v from unnest(${sql.param(ids.slice(20, 30))}::int[],
      ${sql.param(Array.from({ length: 10 }, (_, i) => texts[i % 5]))}::text[]) t(id, v)
    join features f on f.name = 'балл'`);
  await db.execute(sql`update plots set position = 41 - substr(name, 2, length(name) - 3)::int
    where field_year_id = ${yearId}`);
});
afterEach(() => app.close());

describe('plot table pages read in index order', () => {
  it('pages in map order both ways, each page a slice of the whole list', async () => {
    const whole = (await table('page_size=250')).data.map((row) => row.plot_name);
    expect(whole.slice(0, 3)).toEqual(['P40/1', 'P39/1', 'P38/1']);
    expect(whole).toHaveLength(40);
    expect(await allPages('', 7)).toEqual(whole);
    const desc = await allPages('sort_by=plot_order_priority&order=desc', 6);
    expect(desc).toEqual([...whole].reverse());
  });

  it('sorts by a phenotype: numbers, then text (case and ё folded), then no value in map order', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const rows = (await table(`sort_by=feature:балл&order=${order}&page_size=250`)).data;
      const values = rows.map(value);
      const numbers = values.filter((v) => v !== undefined && !Number.isNaN(Number(v))).map(Number);
      const texts = values.filter((v) => v !== undefined && Number.isNaN(Number(v))) as string[];
      expect(values.slice(0, numbers.length).map(Number)).toEqual(numbers);
      const sortedNumbers = [...numbers].sort((a, b) => (order === 'asc' ? a - b : b - a));
      expect(numbers).toEqual(sortedNumbers);
      const fold = (v: string) => v.toLowerCase().replaceAll('ё', 'е');
      const foldedTexts = texts.map(fold);
      expect(foldedTexts).toEqual(
        [...foldedTexts].sort((a, b) =>
          order === 'asc' ? a.localeCompare(b) : b.localeCompare(a),
        ),
      );
      expect(values.slice(numbers.length + texts.length)).toEqual(Array(10).fill(undefined));
      // the plots without a score keep map order in both directions
      expect(rows.slice(30).map((row) => row.plot_name)).toEqual(
        Array.from({ length: 10 }, (_, i) => `P${40 - i}/1`),
      );
      // every page size cuts the same list
      const whole = rows.map((row) => row.plot_name);
      for (const size of [1, 4, 9, 30]) {
        expect(await allPages(`sort_by=feature:балл&order=${order}`, size)).toEqual(whole);
      }
    }
  });

  it('orders an unknown phenotype like the map, and a page past the end is empty', async () => {
    const whole = (await table('page_size=250')).data.map((row) => row.plot_name);
    expect(
      (await table('sort_by=feature:нет такого&page_size=250')).data.map((r) => r.plot_name),
    ).toEqual(whole);
    const past = await table('sort_by=feature:балл&page=9&page_size=10');
    expect(past.data).toEqual([]);
    expect(past.meta.total_items).toBe(40);
  });

  it('gives the same order with a filter (the sorting path) as without', async () => {
    const f = encodeURIComponent(JSON.stringify({ comment: [''] }));
    for (const order of ['asc', 'desc']) {
      const indexed = (await table(`sort_by=feature:балл&order=${order}&page_size=250`)).data;
      const sorted = (await table(`sort_by=feature:балл&order=${order}&page_size=250&filters=${f}`))
        .data;
      const fold = (row: Row) => value(row)?.toLowerCase().replaceAll('ё', 'е');
      expect(sorted.map(fold)).toEqual(indexed.map(fold));
    }
  });
});
