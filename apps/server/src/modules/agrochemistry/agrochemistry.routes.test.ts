import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

/**
 * Agrochemistry's routes (issue 16, decision 044): soil parameters of the tenant's years,
 * values of a nursery or its plots written with the season of their date, the plot card's
 * fallback from plot to nursery, and the map colouring by a soil parameter.
 */
let app: FastifyInstance;
let head: ApiCaller;
let employee: ApiCaller;
let reader: ApiCaller;
let writer: ApiCaller;
let stranger: ApiCaller;
let cropId: number;
let fieldId: number;
let yearId: number;
let plotIds: number[];

const RU = { 'accept-language': 'ru' };
const NUMBER_EN = 'A valid number is required.';
const NUMBER_RU = 'Требуется корректное число.';
const DECIMALS_EN = 'Enter a valid number: at most 4 decimals, a dot or a comma before them.';
const DECIMALS_RU = 'Введите корректное число: не более 4 знаков после точки или запятой.';

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app, 'head');
  ({ api: head, cropId, fieldId, yearId } = nursery);
  const planted = await head('POST', 'plot_table/', {
    plot_name: 'P',
    field: fieldId,
    year: 2025,
    spec_id: cropId,
    line_name: 'L',
    repetitions: 2,
  });
  expect(planted.statusCode, planted.body).toBe(201);
  plotIds = planted.json().map((plot: { plot_id: number }) => plot.plot_id);
  const { db } = await getTestDatabase();
  const member = async (username: string) => {
    const user = await buildUser(db, { username, companyId: nursery.companyId });
    return { id: user.id, api: apiAs(app, bearer((await logInAs(app, username)).access)) };
  };
  const plain = await member('emp');
  const viewer = await member('viewer');
  const editor = await member('editor');
  for (const [name, write, userId] of [
    ['Читатели', false, viewer.id],
    ['Редакторы', true, editor.id],
  ] as const) {
    const grant = await head('POST', 'field_year_permissions/', {
      year_ids: [yearId],
      name,
      write,
      user_ids: [userId],
    });
    expect(grant.statusCode, grant.body).toBe(201);
  }
  employee = plain.api;
  reader = viewer.api;
  writer = editor.api;
  stranger = await setUpStranger(app);
});
afterEach(() => app.close());

async function param(api: ApiCaller, year = 2025, name = 'Гумус', kind = 'humus') {
  const answer = await api('POST', 'agrochemical_params/', { year, name, unit: '%', kind });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id as number;
}

type ValueBody = {
  param: number;
  field?: number;
  plot?: number | null;
  date: string;
  value: unknown;
};

async function values(api: ApiCaller, body: ValueBody | ValueBody[]) {
  const withField = (item: ValueBody) => ({ field: fieldId, ...item });
  return api(
    'POST',
    'agrochemical_params_value/',
    Array.isArray(body) ? body.map(withField) : withField(body),
  );
}

async function countValues(): Promise<number> {
  const { db } = await getTestDatabase();
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from agro_values`);
  return row?.n ?? 0;
}

async function season(year: number) {
  const answer = await head('POST', 'field_year_add/', {
    field_id: fieldId,
    year,
    spec_id: cropId,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id as number;
}

describe('soil parameters', () => {
  it('are created by any member and listed per year of the tenant', async () => {
    const created = await head('POST', 'agrochemical_params/', {
      year: 2025,
      name: ' Гумус ',
      unit: '%',
      kind: 'humus',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      year: 2025,
      name: 'Гумус',
      unit: '%',
      kind: 'humus',
      can_manage: true,
    });
    await param(employee, 2025, 'Азот', 'n');
    await param(head, 2024, 'Гумус');
    const list = await employee('GET', 'agrochemical_params/?year=2025');
    expect(list.statusCode).toBe(200);
    expect(
      list.json().map((p: { name: string; can_manage: boolean }) => [p.name, p.can_manage]),
    ).toEqual([
      ['Азот', true],
      ['Гумус', false],
    ]);
    expect((await stranger('GET', 'agrochemical_params/?year=2025')).json()).toEqual([]);
  });

  it('refuses a name taken in the tenant’s year (any case, ё = е), in the asked language', async () => {
    await param(head, 2025, 'Зёрна');
    for (const [name, headers, message] of [
      ['зерна', {}, 'A soil parameter «зерна» of 2025 already exists.'],
      ['ЗЁРНА ', RU, 'Агрохимический показатель «ЗЁРНА» за 2025 год уже есть.'],
    ] as const) {
      const taken = await employee('POST', 'agrochemical_params/', { year: 2025, name }, headers);
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({ name: [message] });
    }
    await param(head, 2026, 'Зёрна');
    await param(stranger, 2025, 'Зёрна');
  });

  it('answers a race for one name with one 201 and one 400 on name', async () => {
    const body = { year: 2025, name: 'pH', kind: 'ph' };
    const answers = await Promise.all([
      head('POST', 'agrochemical_params/', body),
      employee('POST', 'agrochemical_params/', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((a) => a.statusCode === 400);
    expect(Object.keys(refused?.json() ?? {})).toEqual(['name']);
  });

  it('are renamed by managers, and by their creator while no value uses them', async () => {
    const heads = await param(head);
    const own = await param(employee, 2025, 'Фосфор', 'p2o5');
    expect(
      (await employee('PATCH', `agrochemical_params/${heads}/`, { unit: 'г' })).statusCode,
    ).toBe(403);
    const renamed = await employee('PATCH', `agrochemical_params/${own}/`, { name: 'P₂O₅' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'P₂O₅', unit: '%', kind: 'p2o5' });
    const taken = await head('PATCH', `agrochemical_params/${own}/`, { name: 'гумус' });
    expect(taken.json()).toEqual({ name: ['A soil parameter «гумус» of 2025 already exists.'] });
    expect((await values(head, { param: own, date: '2025-04-01', value: 1 })).statusCode).toBe(201);
    expect((await employee('PATCH', `agrochemical_params/${own}/`, { unit: 'г' })).statusCode).toBe(
      403,
    );
    const edited = await head('PATCH', `agrochemical_params/${own}/`, { unit: 'мг/кг' });
    expect(edited.json()).toMatchObject({ name: 'P₂O₅', unit: 'мг/кг', can_manage: true });
    expect((await stranger('PATCH', `agrochemical_params/${own}/`, { unit: 'г' })).statusCode).toBe(
      404,
    );
  });

  it('keeps one holding values unless force=true, naming how many', async () => {
    const id = await param(head);
    await values(head, [
      { param: id, date: '2025-04-01', value: 3 },
      { param: id, plot: plotIds[0], date: '2025-04-01', value: 3.1 },
    ]);
    const kept = await head('DELETE', `agrochemical_params/${id}/`, undefined, RU);
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toEqual({
      detail:
        'У показателя «Гумус» есть значения (2): удалите их или удалите показатель вместе с ними (force=true).',
    });
    expect((await stranger('DELETE', `agrochemical_params/${id}/?force=true`)).statusCode).toBe(
      404,
    );
    expect((await employee('DELETE', `agrochemical_params/${id}/?force=true`)).statusCode).toBe(
      403,
    );
    expect((await head('DELETE', `agrochemical_params/${id}/?force=true`)).statusCode).toBe(204);
    expect(await countValues()).toBe(0);
    const empty = await param(employee, 2025, 'Калий', 'k2o');
    expect((await employee('DELETE', `agrochemical_params/${empty}/`)).statusCode).toBe(204);
  });
});

describe('soil values', () => {
  it('are written one or a list at a time, decimal comma read, and listed by season', async () => {
    const id = await param(head);
    const one = await values(head, { param: id, date: '2025-04-01', value: '3,25' });
    expect(one.statusCode).toBe(201);
    expect(one.json()).toEqual({
      id: expect.any(Number),
      param: id,
      field: fieldId,
      plot: null,
      date: '2025-04-01',
      value: 3.25,
    });
    const list = await values(writer, [
      { param: id, plot: plotIds[1], date: '2025-04-01', value: 2.5 },
      { param: id, plot: plotIds[0], date: '2025-04-01', value: '-0,0001' },
    ]);
    expect(list.statusCode, list.body).toBe(201);
    expect(list.json().map((v: { plot: number; value: number }) => [v.plot, v.value])).toEqual([
      [plotIds[1], 2.5],
      [plotIds[0], -0.0001],
    ]);
    const listed = await reader('GET', `agrochemical_params_value/?field_id=${fieldId}&year=2025`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((v: { plot: number | null }) => v.plot)).toEqual([
      null,
      ...[...plotIds].sort((a, b) => a - b),
    ]);
    const missing = await head('GET', `agrochemical_params_value/?field_id=${fieldId}&year=2023`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ year: ['The nursery has no 2023 season.'] });
  });

  it('refuses an invalid number or too many decimals with the §8 message, in en and ru', async () => {
    const id = await param(head);
    const cases = [
      ['abc', {}, NUMBER_EN],
      ['abc', RU, NUMBER_RU],
      ['1,23456', {}, DECIMALS_EN],
      [0.00001, RU, DECIMALS_RU],
    ] as const;
    for (const [value, headers, message] of cases) {
      const body = { param: id, field: fieldId, date: '2025-04-01', value };
      const answer = await head('POST', 'agrochemical_params_value/', body, headers);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ value: [message] });
    }
    const inList = await values(head, [
      { param: id, date: '2025-04-01', value: 1 },
      { param: id, date: '2025-04-02', value: 'x' },
    ]);
    expect(inList.json()).toEqual({ value: [`Row 2: ${NUMBER_EN}`] });
    const ru = await head(
      'POST',
      'agrochemical_params_value/',
      [{ param: id, field: fieldId, date: '2025-04-02', value: '1.000001' }],
      RU,
    );
    expect(ru.json()).toEqual({ value: [`Строка 1: ${DECIMALS_RU}`] });
    const noDate = await head('POST', 'agrochemical_params_value/', {
      param: id,
      field: fieldId,
      value: 1,
    });
    expect(noDate.json()).toEqual({ date: ['This field is required.'] });
    expect(await countValues()).toBe(0);
  });

  it('refuses a repeated or stored value naming the row, and writes nothing', async () => {
    const id = await param(head);
    const repeated = await values(head, [
      { param: id, date: '2025-04-01', value: 1 },
      { param: id, plot: plotIds[0], date: '2025-04-01', value: 2 },
      { param: id, plot: plotIds[0], date: '2025-04-01', value: 3 },
    ]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({
      date: ['Row 3: The same parameter, nursery, plot and date as row 2.'],
    });
    expect(await countValues()).toBe(0);
    await values(head, { param: id, date: '2025-04-01', value: 1 });
    const stored = await values(head, [
      { param: id, plot: plotIds[0], date: '2025-04-01', value: 2 },
      { param: id, date: '2025-04-01', value: 5 },
    ]);
    expect(stored.statusCode).toBe(400);
    expect(stored.json()).toEqual({
      date: ['Row 2: «Гумус» already has a value for this nursery (or plot) on 2025-04-01.'],
    });
    const single = await values(head, { param: id, date: '2025-04-01', value: 5 });
    expect(single.json()).toEqual({
      date: ['«Гумус» already has a value for this nursery (or plot) on 2025-04-01.'],
    });
    expect(await countValues()).toBe(1);
  });

  it('needs the date’s season, a parameter of its year and a plot of that season', async () => {
    const id = await param(head);
    const old = await param(head, 2024);
    const noSeason = await values(head, { param: old, date: '2024-04-01', value: 1 });
    expect(noSeason.json()).toEqual({ date: ['The nursery has no 2024 season.'] });
    await season(2024);
    const otherYear = await values(head, [{ param: id, date: '2024-04-01', value: 1 }]);
    expect(otherYear.json()).toEqual({
      param: ['Row 1: The soil parameter «Гумус» is of 2025, not of 2024.'],
    });
    const plot = await values(head, { param: old, plot: plotIds[0], date: '2024-04-01', value: 1 });
    expect(plot.json()).toEqual({ plot: ["The plot is not in this nursery's 2024 season."] });
    const foreign = await param(stranger);
    expect((await values(head, { param: foreign, date: '2025-04-01', value: 1 })).statusCode).toBe(
      404,
    );
    expect(await countValues()).toBe(0);
  });

  it('writes 5,000 values in one request; one more is a 400 naming the limit', async () => {
    const ids = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((name) => param(head, 2025, name, 'other')),
    );
    const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);
    const places = [null, plotIds[0], plotIds[1]];
    const rows = Array.from({ length: 5001 }, (_, i) => ({
      param: ids[i % 5] as number,
      plot: places[Math.floor(i / 5) % 3],
      date: day(Math.floor(i / 15)),
      value: i / 10,
    }));
    const tooMany = await values(head, rows);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      non_field_errors: ['Ensure this field has no more than 5000 elements.'],
    });
    const written = await values(head, rows.slice(0, 5000));
    expect(written.statusCode).toBe(201);
    expect(written.json()).toHaveLength(5000);
    expect(written.json()[4999]).toMatchObject({ value: 499.9, date: rows[4999]?.date });
    expect(await countValues()).toBe(5000);
  });

  it('are changed (PUT, PATCH) and deleted by who writes the season', async () => {
    const id = await param(head);
    const valueId = (await values(head, { param: id, date: '2025-04-01', value: 1 })).json().id;
    for (const method of ['PUT', 'PATCH'] as const) {
      const changed = await writer(method, `agrochemical_params_value/${valueId}/`, {
        value: '4,5',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ id: valueId, value: 4.5, date: '2025-04-01' });
    }
    const bad = await head('PATCH', `agrochemical_params_value/${valueId}/`, { value: 1.23456 });
    expect(bad.json()).toEqual({ value: [DECIMALS_EN] });
    expect((await writer('DELETE', `agrochemical_params_value/${valueId}/`)).statusCode).toBe(204);
    expect(await countValues()).toBe(0);
  });

  it('refuses writes to a view-only grantee (403) and answers another tenant 404', async () => {
    const id = await param(head);
    const valueId = (await values(head, { param: id, date: '2025-04-01', value: 1 })).json().id;
    const body = { param: id, date: '2025-05-01', value: 2 };
    expect((await values(reader, body)).statusCode).toBe(403);
    expect(
      (await reader('PUT', `agrochemical_params_value/${valueId}/`, { value: 2 })).statusCode,
    ).toBe(403);
    expect(
      (await reader('PATCH', `agrochemical_params_value/${valueId}/`, { value: 2 })).statusCode,
    ).toBe(403);
    expect((await reader('DELETE', `agrochemical_params_value/${valueId}/`)).statusCode).toBe(403);
    // an employee without a grant does not see the nursery
    expect((await values(employee, body)).statusCode).toBe(404);
    for (const call of [
      stranger('GET', `agrochemical_params_value/?field_id=${fieldId}&year=2025`),
      values(stranger, body),
      stranger('PATCH', `agrochemical_params_value/${valueId}/`, { value: 2 }),
      stranger('DELETE', `agrochemical_params_value/${valueId}/`),
      stranger('GET', `get_agrochemical_data_for_plot_card/?plot_id=${plotIds[0]}`),
    ]) {
      expect((await call).statusCode).toBe(404);
    }
    expect(await countValues()).toBe(1);
  });
});

describe('the plot card and the map', () => {
  /** Гумус: plot 1 its own (3.5 on 1 April), the nursery 3.0 then 3.2; Азот: the nursery only. */
  async function soil() {
    const humus = await param(head);
    const nitrogen = await param(head, 2025, 'Азот', 'n');
    await param(head, 2025, 'pH', 'ph');
    const written = await values(head, [
      { param: humus, plot: plotIds[0], date: '2025-04-01', value: 3.5 },
      { param: humus, date: '2025-03-01', value: 3.0 },
      { param: humus, date: '2025-06-01', value: 3.2 },
      { param: nitrogen, date: '2025-04-01', value: 12 },
    ]);
    expect(written.statusCode, written.body).toBe(201);
    return { humus, nitrogen };
  }

  it('falls back from the plot’s own value to the nursery’s latest', async () => {
    const { humus, nitrogen } = await soil();
    const card = (plotId: number) =>
      reader('GET', `get_agrochemical_data_for_plot_card/?plot_id=${plotId}`);
    const own = await card(plotIds[0] as number);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      {
        param: nitrogen,
        name: 'Азот',
        unit: '%',
        kind: 'n',
        value: 12,
        date: '2025-04-01',
        source: 'field',
      },
      {
        param: humus,
        name: 'Гумус',
        unit: '%',
        kind: 'humus',
        value: 3.5,
        date: '2025-04-01',
        source: 'plot',
      },
    ]);
    const other = (await card(plotIds[1] as number)).json();
    expect(other[1]).toMatchObject({
      param: humus,
      value: 3.2,
      date: '2025-06-01',
      source: 'field',
    });
  });

  it('colours the map and the heat map by a soil parameter', async () => {
    const { humus } = await soil();
    const colors = await head(
      'GET',
      `plots_colors_map_by_chars/?year_id=${yearId}&field_id=${fieldId}&agro_param_id=${humus}`,
    );
    expect(colors.statusCode, colors.body).toBe(200);
    const body = colors.json();
    expect(body.kind).toBe('agrochemical');
    expect(body.name).toBe('Гумус');
    expect(body.plots.map((p: { plot_id: number; value: number }) => [p.plot_id, p.value])).toEqual(
      [
        [plotIds[0], 3.5],
        [plotIds[1], 3.2],
      ],
    );
    expect(body.plots.map((p: { level: number }) => p.level)).toEqual([5, 0]);
    const heat = await reader('GET', `get_heat_map/?year_id=${yearId}&agro_param_id=${humus}`);
    expect(heat.statusCode, heat.body).toBe(200);
    const cells = heat.json().heat_map.flat().filter(Boolean);
    expect(cells.map((c: { value: number }) => c.value)).toEqual([3.5, 3.2]);
  });

  it('answers 400 for both sources or a parameter of another year, 404 for another tenant’s', async () => {
    const { humus } = await soil();
    const both = await head(
      'GET',
      `get_heat_map/?year_id=${yearId}&feature=x&agro_param_id=${humus}`,
    );
    expect(both.json()).toEqual({ feature: ['Give exactly one of feature and agro_param_id.'] });
    const none = await head('GET', `get_heat_map/?year_id=${yearId}`);
    expect(none.json()).toEqual({ feature: ['Give exactly one of feature and agro_param_id.'] });
    const old = await param(head, 2024);
    const otherYear = await head('GET', `get_heat_map/?year_id=${yearId}&agro_param_id=${old}`);
    expect(otherYear.json()).toEqual({
      agro_param_id: ['The soil parameter «Гумус» is of 2024, not of 2025.'],
    });
    const foreign = await param(stranger);
    const url = `plots_colors_map_by_chars/?year_id=${yearId}&field_id=${fieldId}&agro_param_id=${foreign}`;
    expect((await head('GET', url)).statusCode).toBe(404);
  });
});
