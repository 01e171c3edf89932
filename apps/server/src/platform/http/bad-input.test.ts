import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { buildPeople, type People, rebuildWorld, type World } from '../../test/matrix-world.ts';
import { multipart, TINY_PNG } from '../../test/multipart.ts';
import { buildTestApp } from '../../test/test-app.ts';

/**
 * Bad input gets a 400 naming the field (or a 404 in a path), never a 500, and changes
 * nothing (issue 12, api-contract §1, decision 027): ids past int4, NUL characters and lone
 * surrogates in any text; ids sent as numeric strings are accepted.
 */
const d = 'plotline_db';
const TOO_BIG = 2_147_483_648;
const NOT_FOUND = { detail: 'Not found.' };
const BEYOND_INT4 = ['Ensure this value is less than or equal to 2147483647.'];
const NUL = ['Null characters are not allowed.'];
const SURROGATE = ['Surrogate characters are not allowed: U+D800.'];
const JSON_TYPE = { 'content-type': 'application/json' };

let app: FastifyInstance;
let people: People;
let world: World;

beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  people = await buildPeople(app);
  world = await rebuildWorld(people);
});
afterAll(() => app.close());

const head = () => people.callAs('hoc');

describe('ids past int4 (2147483648)', () => {
  it.each([
    ['GET', `${d}/plot_table/${TOO_BIG}/`],
    ['PATCH', `${d}/plot_stage/${TOO_BIG}/`],
    ['DELETE', `${d}/field_table/${TOO_BIG}/`],
    ['GET', `users/users_groups/${TOO_BIG}/`],
    ['DELETE', `${d}/field_year_permissions/99999999999999999999/`],
    ['GET', `${d}/plot_photo/9007199254740993/file/`],
  ] as const)('in the path of %s %s → 404', async (method, url) => {
    const response = await head()(method, url, method === 'PATCH' ? { comment: 'x' } : undefined);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it.each([
    [`${d}/plot_final_results/?plot_id=${TOO_BIG}`, 'plot_id'],
    [`${d}/field_table/?spec_id=${TOO_BIG}`, 'spec_id'],
    [`${d}/brush_table/?plot_id=${TOO_BIG}`, 'plot_id'],
    [`${d}/cross_avg_values_multiple/?year_ids=1,${TOO_BIG}&feature=высота`, 'year_ids'],
    [`${d}/anova/?year_id=${TOO_BIG}&dependent_var=высота&group_vars=line`, 'year_id'],
    [`${d}/regions_by_country/?country_id=${TOO_BIG}`, 'country_id'],
    [`notice_app/notifications/?before_id=${TOO_BIG}`, 'before_id'],
  ])('in the query of %s → 400 on %s', async (url, field) => {
    const response = await head()('GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: BEYOND_INT4 });
  });

  it.each([
    [
      'plot_table/',
      (w: World) => ({
        plot_name: 'Q',
        field: TOO_BIG,
        year: 2025,
        spec_id: w.cropId,
        line_name: 'L',
      }),
      'field',
    ],
    ['plot_table/delete_multiple/', (w: World) => ({ plot_ids: [w.plotId, TOO_BIG] }), 'plot_ids'],
    [
      'harvest_technology/add_multiple/',
      () => ({ harvest_technologies: [{ plot: TOO_BIG, feature: 'x' }] }),
      'harvest_technologies',
    ],
    ['field_year_permissions/', () => ({ year_ids: [TOO_BIG], name: 'G' }), 'year_ids'],
    [
      'plot_final_results/add_multiple/',
      () => ({ results: [{ plot: String(TOO_BIG), feature: 'x', value: 1 }] }),
      'results',
    ],
  ])('in the body of POST %s → 400 on %s, nothing written', async (url, body, field) => {
    const before = await head()('GET', `${d}/plot_table/${world.plotId}/`);
    const response = await head()('POST', `${d}/${url}`, body(world));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: BEYOND_INT4 });
    expect((await head()('GET', `${d}/plot_table/${world.plotId}/`)).json()).toEqual(before.json());
  });

  it('a map place past MAP_INDEX_MAX is a range error, not an overflow', async () => {
    const response = await head()('POST', `${d}/create_plot_by_coord/`, {
      plot_name: 'C',
      line_name: 'L',
      spec_id: world.cropId,
      year_id: world.yearId,
      x: 0,
      y: TOO_BIG,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ y: ['Ensure this value is less than or equal to 1000000.'] });
  });
});

describe('ids sent as numeric strings', () => {
  it('download_selection_list/ accepts them', async () => {
    const response = await head()('POST', `${d}/download_selection_list/`, {
      field_id: String(world.fieldId),
      year_id: ` ${world.yearId} `,
      type_of_file: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });

  it('a plot is created and listed with string ids', async () => {
    const created = await head()('POST', `${d}/plot_table/`, {
      plot_name: 'S',
      field: String(world.fieldId),
      year: '2025',
      spec_id: String(world.cropId),
      line_name: 'L',
      repetitions: '2',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toHaveLength(2);
    world = await rebuildWorld(people);
  });

  it('a non-numeric id is "A valid integer is required."', async () => {
    const response = await head()('POST', `${d}/plot_table/delete_multiple/`, {
      plot_ids: ['1a'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ plot_ids: ['A valid integer is required.'] });
  });
});

describe('NUL characters and lone surrogates', () => {
  beforeEach(async () => {
    world = await rebuildWorld(people);
  });

  it('login names the field (the login counter is not touched)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      payload: { username: 'hoc\u0000', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: NUL });
  });

  it('registration names the field and creates nobody', async () => {
    const payload = {
      username: 'newbie',
      password1: TEST_PASSWORD,
      password2: TEST_PASSWORD,
      first_name: 'Ив\u0000ан',
      last_name: 'Ф',
      email: 'n@example.org',
    };
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/users/registration/',
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ first_name: NUL });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      payload: { username: 'newbie', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(400);
  });

  it.each([
    ['POST', 'species_table/', () => ({ russian_name: 'Рожь\u0000' }), 'russian_name'],
    [
      'POST',
      'field_table/',
      (w: World) => ({ spec_id: w.cropId, field_name: 'А\u0000', region: 'Юг' }),
      'field_name',
    ],
    ['PATCH', 'plot_table/{plot}/', () => ({ comment: 'полегание\u0000' }), 'comment'],
    ['PATCH', 'brush_table/{brush}/', () => ({ brush_name: '\u0000' }), 'brush_name'],
    [
      'POST',
      'harvest_technology/add_multiple/',
      (w: World) => ({
        harvest_technologies: [{ plot: w.plotId, feature: 'x', comment: '\u0000' }],
      }),
      'harvest_technologies',
    ],
    [
      'POST',
      'plot_final_results/add_multiple/',
      (w: World) => ({ results: [{ plot: w.plotId, feature: 'высота', value: '8\u0000' }] }),
      'results',
    ],
  ] as const)('%s %s names %s', async (method, url, body, field) => {
    const path = url
      .replace('{plot}', String(world.plotId))
      .replace('{brush}', String(world.brushId));
    const before = (
      await head()('GET', `${d}/combined_plot_field_line_genealogy/?year_id=${world.yearId}`)
    ).json();
    const response = await head()(method, `${d}/${path}`, body(world));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: NUL });
    const after = (
      await head()('GET', `${d}/combined_plot_field_line_genealogy/?year_id=${world.yearId}`)
    ).json();
    expect(after).toEqual(before);
  });

  it.each([
    [`${d}/combined_plot_field_line_genealogy/?year_id={year}&search=%00`, 'search'],
    [`${d}/combined_plot_field_line_genealogy/?year_id={year}&sort_by=feature%3A%00`, 'sort_by'],
    [
      `${d}/combined_plot_field_line_genealogy/?year_id={year}&filters=${encodeURIComponent('{"comment":["\\u0000"]}')}`,
      'filters',
    ],
    ['users/users_by_company_id/?username=a%00', 'username'],
    [`${d}/cross_avg_values_multiple/?year_ids={year}&feature=%00`, 'feature'],
    [`${d}/statistics_boxplot/?year_id={year}&feature=%00`, 'feature'],
    [`${d}/plot_final_results/?plot_id={plot}&feature=%00`, 'feature'],
  ])('the filter %s names %s', async (url, field) => {
    const path = url
      .replace('{year}', String(world.yearId))
      .replace('{plot}', String(world.plotId));
    const response = await head()('GET', path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: NUL });
  });

  it('a lone surrogate in a JSON text names the field, in the asked language', async () => {
    const payload = '{"russian_name":"\\ud800 Рожь"}';
    const english = await head()('POST', `${d}/species_table/`, payload as never, JSON_TYPE);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ russian_name: SURROGATE });
    const russian = await head()('POST', `${d}/species_table/`, payload as never, {
      ...JSON_TYPE,
      'accept-language': 'ru',
    });
    expect(russian.json()).toEqual({
      russian_name: ['Суррогатные символы не допускаются: U+D800.'],
    });
    expect((await head()('GET', `${d}/species_table/`)).json().count).toBe(1);
  });

  it('a query value cannot carry a lone surrogate: its undecodable bytes stay as typed', async () => {
    const url = `${d}/combined_plot_field_line_genealogy/?year_id=${world.yearId}&search=%ED%A0%80`;
    const response = await head()('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  it('an uploaded file name with NUL and a lone surrogate is stored cleaned', async () => {
    const body = multipart({
      plot: String(world.plotId),
      photographed_at: '2025-06-01',
      photo: { filename: 'p\u0000h\ud800.png', content: TINY_PNG, type: 'image/png' },
    });
    const response = await head()('POST', `${d}/plot_photo/`, body.payload, body.headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().file_name).toBe('ph\ufffd.png');
    const file = await head()('GET', `${d}/plot_photo/${response.json().id}/file/`);
    expect(file.statusCode).toBe(200);
  });
});

describe('renames onto a name the plot already has', () => {
  beforeEach(async () => {
    world = await rebuildWorld(people);
  });

  it('a stage renamed to another stage of the plot is a 400, nothing changed', async () => {
    const other = await head()('POST', `${d}/plot_stage/`, {
      plot: world.plotId,
      stage_of_vegetation: 'цветение',
      date_of_stage: '2025-06-10',
    });
    expect(other.statusCode).toBe(201);
    const response = await head()('PATCH', `${d}/plot_stage/${other.json().id}/`, {
      stage_of_vegetation: 'Всходы',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ stage_of_vegetation: ['The plot already has this stage.'] });
    const stages = (await head()('GET', `${d}/plot_stage/?plot_id=${world.plotId}`)).json();
    expect(stages.map((s: { stage_of_vegetation: string }) => s.stage_of_vegetation)).toEqual([
      'всходы',
      'цветение',
    ]);
  });

  it('a harvest technology renamed to another of the plot is a 400, nothing changed', async () => {
    const [other] = (
      await head()('POST', `${d}/harvest_technology/add_multiple/`, {
        harvest_technologies: [{ plot: world.plotId, feature: 'вручную' }],
      })
    ).json();
    const response = await head()('PATCH', `${d}/harvest_technology/edit_multiple/`, {
      harvest_technologies: [
        { id: other.id, comment: 'дождь' },
        { id: other.id, feature: 'комбайн' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      harvest_technologies: ['The plot already has this harvest technology.'],
    });
    const rows = (await head()('GET', `${d}/harvest_technology/?plot_id=${world.plotId}`)).json();
    expect(rows.map((h: { feature: string; comment: string }) => [h.feature, h.comment])).toEqual([
      ['вручную', ''],
      ['комбайн', ''],
    ]);
  });
});
