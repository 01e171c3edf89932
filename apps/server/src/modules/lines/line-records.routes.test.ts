import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

/**
 * The line records of the varieties section (decision 035). The head of company owns every
 * line; `Общая` grows in 2025 (granted to an editor and a viewer) and in 2024 (granted to
 * nobody), `Скрытая` only in 2024. Counts and years show only seasons the caller reads.
 */
let app: FastifyInstance;
let head: ApiCaller;
let editor: ApiCaller;
let viewer: ApiCaller;
let stranger: ApiCaller;
let cropId: number;
let fieldId: number;
let hidden: number;
let shared: number;

const NOT_FOUND = { detail: 'Not found.' };

async function signIn(username: string, companyId: number): Promise<ApiCaller> {
  const { db } = await getTestDatabase();
  await buildUser(db, { username, companyId, role: 'employee' });
  return apiAs(app, bearer((await logInAs(app, username)).access));
}

async function idOf(name: string): Promise<number> {
  const list = (
    await head('GET', `line_ids_names/?spec_id=${cropId}&search=${encodeURI(name)}`)
  ).json();
  const line = list.find((item: { line_name: string }) => item.line_name === name);
  if (!line) throw new Error(`no line ${name}`);
  return line.line_id;
}

function plant(year: number, line: string, plotName = line, repetitions = 1) {
  return head('POST', 'plot_table/', {
    plot_name: plotName,
    field: fieldId,
    year,
    spec_id: cropId,
    line_name: line,
    repetitions,
  });
}

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app, 'head');
  head = nursery.api;
  cropId = nursery.cropId;
  fieldId = nursery.fieldId;
  await head('POST', 'field_year_add/', { field_id: fieldId, year: 2024, spec_id: cropId });
  await plant(2024, 'Скрытая');
  await plant(2024, 'Общая', 'Общая-24');
  await plant(2025, 'Общая', 'Общая-25', 2);
  hidden = await idOf('Скрытая');
  shared = await idOf('Общая');
  editor = await signIn('editor', nursery.companyId);
  viewer = await signIn('viewer', nursery.companyId);
  stranger = await setUpStranger(app);
  for (const [name, write, user] of [
    ['Редакторы', true, 'editor'],
    ['Читатели', false, 'viewer'],
  ] as const) {
    const { db } = await getTestDatabase();
    const member = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, user) });
    const grant = await head('POST', 'field_year_permissions/', {
      year_ids: [nursery.yearId],
      name,
      write,
      user_ids: [member?.id],
    });
    expect(grant.statusCode).toBe(201);
  }
});
afterEach(() => app.close());

describe('GET line_table_list/', () => {
  it('lists the lines a caller sees, counting only plots of seasons they read', async () => {
    const all = (await head('GET', `line_table_list/?spec_id=${cropId}`)).json();
    expect(all.meta).toEqual({ total_pages: 1, total_items: 2, current_page: 1, page_size: 50 });
    expect(all.data.map((line: { line_name: string }) => line.line_name)).toEqual([
      'Общая',
      'Скрытая',
    ]);
    expect(all.data[0]).toMatchObject({
      line_id: shared,
      spec_id: cropId,
      is_sort: false,
      regions: [],
      mother: null,
      count_of_plots: 3,
      years: [2024, 2025],
      can_edit: true,
      can_manage: true,
    });
    const seen = (await viewer('GET', `line_table_list/?spec_id=${cropId}`)).json();
    expect(seen.data).toHaveLength(1);
    expect(seen.data[0]).toMatchObject({
      line_id: shared,
      count_of_plots: 2,
      years: [2025],
      can_edit: false,
      can_manage: false,
    });
    const edited = (await editor('GET', `line_table_list/?spec_id=${cropId}`)).json();
    expect(edited.data[0]).toMatchObject({ can_edit: true, can_manage: false });
  });

  it('filters by name (any case, ё = е), region, year, variety flag and heterotic group', async () => {
    await head('POST', 'add_line/', {
      spec_id: cropId,
      name: 'Зелёная',
      is_sort: true,
      regions: ['Ростов'],
      heterotic_group: 'Lancaster',
    });
    const names = async (filter: string) =>
      (await head('GET', `line_table_list/?spec_id=${cropId}&${filter}`))
        .json()
        .data.map((line: { line_name: string }) => line.line_name);
    expect(await names(`name=${encodeURIComponent('ЗЕЛЕН')}`)).toEqual(['Зелёная']);
    expect(await names(`region=${encodeURIComponent('ростов')}`)).toEqual(['Зелёная']);
    expect(await names(`region=${encodeURIComponent('краснодар')}`)).toEqual(['Общая', 'Скрытая']);
    expect(await names('year=2025')).toEqual(['Общая']);
    expect(await names('is_sort=true')).toEqual(['Зелёная']);
    expect(await names('is_sort=false')).toEqual(['Общая', 'Скрытая']);
    expect(await names('heterotic_group=lancaster')).toEqual(['Зелёная']);
    expect(await names('heterotic_group=lanc')).toEqual([]);
  });

  it('sorts by a key either way, empty values last, and pages', async () => {
    await head('PATCH', `line_table_list/${hidden}/`, { origin: 'Ирак' });
    const order = async (sort: string, extra = '') =>
      (await head('GET', `line_table_list/?spec_id=${cropId}&sort_by=${sort}${extra}`))
        .json()
        .data.map((line: { line_name: string }) => line.line_name);
    expect(await order('-line_name')).toEqual(['Скрытая', 'Общая']);
    expect(await order('-count_of_plots')).toEqual(['Общая', 'Скрытая']);
    expect(await order('count_of_plots')).toEqual(['Скрытая', 'Общая']);
    expect(await order('origin')).toEqual(['Скрытая', 'Общая']);
    expect(await order('-origin')).toEqual(['Скрытая', 'Общая']);
    const past = (
      await head('GET', `line_table_list/?spec_id=${cropId}&page=5&page_size=1`)
    ).json();
    expect(past).toEqual({
      meta: { total_pages: 2, total_items: 2, current_page: 5, page_size: 1 },
      data: [],
    });
    const second = (
      await head('GET', `line_table_list/?spec_id=${cropId}&page=2&page_size=1`)
    ).json();
    expect(second.meta).toEqual({ total_pages: 2, total_items: 2, current_page: 2, page_size: 1 });
    expect(second.data[0].line_name).toBe('Скрытая');
  });

  it('refuses a bad sort key and another tenant’s crop', async () => {
    const bad = await head('GET', `line_table_list/?spec_id=${cropId}&sort_by=colour`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['sort_by']);
    const foreign = await stranger('GET', `line_table_list/?spec_id=${cropId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(NOT_FOUND);
  });

  it('keeps the variety flag PATCH without an id', async () => {
    const flagged = await head('PATCH', 'line_table_list/', { line_id: shared, is_sort: true });
    expect(flagged.json()).toEqual({ line_id: shared, line_name: 'Общая', is_sort: true });
  });
});

describe('line_table_list/<id>/', () => {
  it('shows the card with the inbreeding of a selfed line (F = ½)', async () => {
    // Falconer & Mackay, Introduction to Quantitative Genetics (1996) ch. 5: one generation of
    // selfing from a non-inbred parent gives F = 1/2
    const created = await head('POST', 'add_line/', {
      spec_id: cropId,
      name: 'Самоопылённая',
      mother: 'Общая',
      father: 'общая',
    });
    expect(created.statusCode).toBe(201);
    const card = (await head('GET', `line_table_list/${created.json().line_id}/`)).json();
    expect(card).toMatchObject({
      line_name: 'Самоопылённая',
      mother: { line_id: shared, line_name: 'Общая' },
      father: { line_id: shared, line_name: 'Общая' },
      inbreeding: 0.5,
      count_of_plots: 0,
      years: [],
    });
    expect((await head('GET', `line_table_list/${shared}/`)).json().inbreeding).toBe(0);
  });

  it('is read by a grantee, hidden from others (404)', async () => {
    expect((await viewer('GET', `line_table_list/${shared}/`)).statusCode).toBe(200);
    for (const response of [
      await viewer('GET', `line_table_list/${hidden}/`),
      await stranger('GET', `line_table_list/${shared}/`),
      await stranger('PATCH', `line_table_list/${shared}/`, { comments: 'x' }),
      await stranger('DELETE', `line_table_list/${shared}/`),
      await editor('PATCH', `line_table_list/${hidden}/`, { comments: 'x' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('edits the record; a view-only grantee is refused (403)', async () => {
    const edited = await editor('PATCH', `line_table_list/${shared}/`, {
      name: ' Общая-2 ',
      regions: ['Юг', 'Север'],
      species: 'T. aestivum',
      genealogy: 'А × Б',
      is_sort: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      line_name: 'Общая-2',
      regions: ['Юг', 'Север'],
      species: 'T. aestivum',
      genealogy: 'А × Б',
      is_sort: true,
      origin: '',
      inbreeding: 0,
    });
    const refused = await viewer('PATCH', `line_table_list/${shared}/`, { comments: 'x' });
    expect(refused.statusCode).toBe(403);
    expect((await head('GET', `line_table_list/${shared}/`)).json().comments).toBe('');
  });

  it('refuses a name the crop already has (any case, ё = е), and an empty change', async () => {
    const taken = await head(
      'PATCH',
      `line_table_list/${shared}/`,
      { name: 'СКРЫТАЯ' },
      {
        'accept-language': 'ru',
      },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: ['Линия с таким названием уже есть в этой культуре.'] });
    const same = await head('PATCH', `line_table_list/${shared}/`, { name: 'общая' });
    expect(same.json().line_name).toBe('общая');
    const long = await head('PATCH', `line_table_list/${shared}/`, { name: 'x'.repeat(101) });
    expect(long.json()).toEqual({ name: ['Ensure this field has no more than 100 characters.'] });
    expect((await head('PATCH', `line_table_list/${shared}/`, {})).statusCode).toBe(400);
  });

  it('is deleted only by its owner, never while plots use it', async () => {
    const used = await head('DELETE', `line_table_list/${shared}/`);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      non_field_errors: ['The line «Общая» is grown in 3 plot(s); delete those plots first.'],
    });
    // a parent planted nowhere: its child keeps the other parent
    const child = (
      await editor('POST', 'add_line/', {
        spec_id: cropId,
        name: 'Дочь',
        mother: 'Мать',
        father: 'Общая',
      })
    ).json();
    const motherId: number = child.mother.line_id;
    expect((await viewer('DELETE', `line_table_list/${motherId}/`)).statusCode).toBe(404);
    // the editor sees the line it owns; the head owns every line of the company
    expect((await head('DELETE', `line_table_list/${motherId}/`)).statusCode).toBe(204);
    const card = (await head('GET', `line_table_list/${child.line_id}/`)).json();
    expect(card.mother).toBeNull();
    expect(card.father).toEqual({ line_id: shared, line_name: 'Общая' });
    // a grantee may edit Общая, but not delete it (403 before the plot count)
    expect((await editor('DELETE', `line_table_list/${shared}/`)).statusCode).toBe(403);
    expect((await editor('DELETE', `line_table_list/${child.line_id}/`)).statusCode).toBe(204);
  });
});

describe('POST add_line/', () => {
  it('creates the record with new parents; the creator owns it, others do not see it', async () => {
    const created = await editor('POST', 'add_line/', {
      spec_id: cropId,
      name: 'Новая',
      origin: 'Кубань',
      mother: 'Общая',
      father: 'Отец',
      comments: null,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      line_name: 'Новая',
      origin: 'Кубань',
      comments: '',
      is_sort: false,
      mother: { line_id: shared, line_name: 'Общая' },
      father: { line_name: 'Отец' },
      can_edit: true,
      can_manage: true,
      count_of_plots: 0,
    });
    const id = created.json().line_id;
    expect((await viewer('GET', `line_table_list/${id}/`)).statusCode).toBe(404);
    expect((await head('GET', `line_table_list/${id}/`)).json().can_manage).toBe(true);
  });

  it('refuses a duplicate or too long name, a foreign crop, and changes nothing', async () => {
    const duplicate = await head('POST', 'add_line/', {
      spec_id: cropId,
      name: ' скрытая ',
      mother: 'Никогда',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({
      name: ['A line with this name already exists in this crop.'],
    });
    const long = await head('POST', 'add_line/', { spec_id: cropId, name: 'я'.repeat(101) });
    expect(long.json()).toEqual({ name: ['Ensure this field has no more than 100 characters.'] });
    const missing = await head('POST', 'add_line/', { spec_id: cropId });
    expect(missing.json()).toEqual({ name: ['This field is required.'] });
    const foreign = await stranger('POST', 'add_line/', { spec_id: cropId, name: 'Чужая' });
    expect(foreign.statusCode).toBe(404);
    const names = (await head('GET', `line_ids_names/?spec_id=${cropId}`))
      .json()
      .map((line: { line_name: string }) => line.line_name);
    expect(names).toEqual(['Общая', 'Скрытая']);
  });
});

describe('concurrent creation', () => {
  it('gives one line and a 400 on `name` when two callers add the same name at once', async () => {
    const answers = await Promise.all(
      ['Двойник', 'двойник', 'ДВОЙНИК'].map((name) =>
        head('POST', 'add_line/', { spec_id: cropId, name }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    for (const answer of answers.filter((a) => a.statusCode === 400)) {
      expect(answer.json()).toEqual({
        name: ['A line with this name already exists in this crop.'],
      });
    }
  });
});

describe('pickers and counts', () => {
  it('picks visible lines by name part, in name order, limited', async () => {
    await head('POST', 'add_line/', {
      spec_id: cropId,
      name: 'Альфа',
      is_sort: true,
      has_genotype: false,
    });
    const picked = (await head('GET', `line_ids_names/?spec_id=${cropId}&limit=2`)).json();
    expect(picked).toEqual([
      { line_id: expect.any(Number), line_name: 'Альфа', is_sort: true, has_genotype: false },
      { line_id: shared, line_name: 'Общая', is_sort: false, has_genotype: false },
    ]);
    const sorts = (await head('GET', `line_ids_names/?spec_id=${cropId}&is_sort=true`)).json();
    expect(sorts).toHaveLength(1);
    expect((await viewer('GET', `line_ids_names/?spec_id=${cropId}`)).json()).toEqual([
      { line_id: shared, line_name: 'Общая', is_sort: false, has_genotype: false },
    ]);
    const search = encodeURIComponent('КРЫТ');
    expect(
      (await head('GET', `line_ids_names/?spec_id=${cropId}&search=${search}`)).json(),
    ).toEqual([{ line_id: hidden, line_name: 'Скрытая', is_sort: false, has_genotype: false }]);
    const over = await head('GET', `line_ids_names/?spec_id=${cropId}&limit=201`);
    expect(over.json()).toEqual({ limit: ['Ensure this value is less than or equal to 200.'] });
    expect((await stranger('GET', `line_ids_names/?spec_id=${cropId}`)).statusCode).toBe(404);
  });

  it('counts the collection under the table', async () => {
    await head('POST', 'add_line/', {
      spec_id: cropId,
      name: 'Сорт',
      is_sort: true,
      mother: 'Общая',
    });
    expect((await head('GET', `line_collection_bottom_of_page/?spec_id=${cropId}`)).json()).toEqual(
      {
        count_of_lines: 3,
        count_of_sorts: 1,
        count_of_breeding_lines: 2,
        count_with_parents: 1,
        count_without_plots: 1,
        count_in_last_year: 1,
        last_year: 2025,
      },
    );
    expect(
      (await viewer('GET', `line_collection_bottom_of_page/?spec_id=${cropId}`)).json(),
    ).toEqual({
      count_of_lines: 1,
      count_of_sorts: 0,
      count_of_breeding_lines: 1,
      count_with_parents: 0,
      count_without_plots: 0,
      count_in_last_year: 1,
      last_year: 2025,
    });
    const foreign = await stranger('GET', `line_collection_bottom_of_page/?spec_id=${cropId}`);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET get_phenotype_detailed_information/', () => {
  it('gives the plot values of the seasons the caller reads', async () => {
    const table = async (yearId: number) =>
      (await head('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`)).json().data;
    const [field] = (await head('GET', `field_table/?spec_id=${cropId}`)).json();
    const seasons = field.fieldyear_set as { id: number; year: number }[];
    const year = (value: number) => seasons.find((s) => s.year === value)?.id ?? 0;
    const plotOf = async (yearId: number, name: string) =>
      (await table(yearId)).find((plot: { plot_name: string }) => plot.plot_name.startsWith(name))
        .plot_id;
    const old = await plotOf(year(2024), 'Общая-24');
    const fresh = await plotOf(year(2025), 'Общая-25');
    const results = await head('POST', 'plot_final_results/add_multiple/', {
      results: [
        { plot: old, feature: 'высота', unit: 'см', value: 90 },
        { plot: fresh, feature: 'высота', unit: 'см', value: 80 },
        { plot: fresh, feature: 'окраска', value: 'красная' },
      ],
    });
    expect(results.statusCode).toBe(201);
    const all = (await head('GET', `get_phenotype_detailed_information/?line_id=${shared}`)).json();
    expect(all.features).toEqual([
      { name: 'высота', unit: 'см', quantitative: true },
      { name: 'окраска', unit: '', quantitative: false },
    ]);
    expect(all.seasons.map((s: { year: number }) => s.year)).toEqual([2024, 2025]);
    expect(all.seasons[1]).toMatchObject({ field_name: 'КСИ', region: 'Краснодар', year: 2025 });
    expect(all.seasons[1].plots[0]).toMatchObject({
      plot_id: fresh,
      values: { высота: 80, окраска: 'красная' },
    });
    const seen = (
      await viewer('GET', `get_phenotype_detailed_information/?line_id=${shared}`)
    ).json();
    expect(seen.seasons.map((s: { year: number }) => s.year)).toEqual([2025]);
    const refused = await viewer('GET', `get_phenotype_detailed_information/?line_id=${hidden}`);
    expect(refused.statusCode).toBe(404);
    const foreign = await stranger('GET', `get_phenotype_detailed_information/?line_id=${shared}`);
    expect(foreign.json()).toEqual(NOT_FOUND);
  });
});
