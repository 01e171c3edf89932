import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiCaller } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { createSector, paramOf, RU, type SectorAnswer, setUpMeteo } from './meteo-test-kit.ts';

/**
 * Weather sectors and their parameters (issue 16, decision 044): create with the standard six,
 * list by crop, rename, link and unlink nurseries, delete; parameters added and deleted; who
 * reads and who manages (meteo-policy.ts). Values and events: meteo-values.routes.test.ts.
 */
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof setUpMeteo>>;
let head: ApiCaller;

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpMeteo(app);
  head = world.head;
});
afterEach(() => app.close());

const STANDARD_RU = [
  ['t_min', 'Минимальная температура', '°C'],
  ['t_mean', 'Средняя температура', '°C'],
  ['t_max', 'Максимальная температура', '°C'],
  ['precipitation', 'Осадки', 'мм'],
  ['humidity', 'Относительная влажность', '%'],
  ['wind', 'Скорость ветра', 'м/с'],
];

describe('sectors', () => {
  it('creates a sector with the six standard parameters named in the request language', async () => {
    const sector = await createSector(
      head,
      { name: '  Метеостанция  ', year: 2024, field_ids: [world.fieldId] },
      RU,
    );
    expect(sector).toMatchObject({
      name: 'Метеостанция',
      year: 2024,
      field_ids: [world.fieldId],
      can_manage: true,
    });
    expect(sector.params.map((p) => [p.kind, p.name, p.unit])).toEqual(STANDARD_RU);
    expect(sector.params.every((p) => p.sector === sector.id)).toBe(true);
    const english = await createSector(head, { name: 'Station 2' });
    expect(english.params.map((p) => p.name)).toEqual([
      'Minimum temperature',
      'Mean temperature',
      'Maximum temperature',
      'Precipitation',
      'Relative humidity',
      'Wind speed',
    ]);
  });

  it("lists the sectors serving the crop's nurseries and the unlinked ones, by name", async () => {
    const linked = await createSector(head, { name: 'Б-пост', field_ids: [world.fieldId] });
    const unlinked = await createSector(head, { name: 'А-пост' });
    // a sector serving only another crop's nursery is not this crop's
    const barley = (await head('POST', 'species_table/', { russian_name: 'Ячмень' })).json()
      .spec_id;
    const barleyField = (
      await head('POST', 'field_table/', { spec_id: barley, field_name: 'Я', region: 'Юг' })
    ).json().field_id;
    await createSector(head, { name: 'Ячменный', field_ids: [barleyField] });
    const list = await head('GET', `sector/?spec_id=${world.cropId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: SectorAnswer) => s.id)).toEqual([unlinked.id, linked.id]);
    expect(list.json()[1]).toEqual(linked);
  });

  it('refuses a name the tenant has (any case, ё = е), naming the field', async () => {
    await createSector(head, { name: 'Метеостанция Ёлкино' });
    const again = await head('POST', 'sector/', { name: 'метеостанция елкино', year: 2025 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ name: ['A weather sector with this name already exists.'] });
    const ru = await head('POST', 'sector/', { name: 'МЕТЕОСТАНЦИЯ ЁЛКИНО', year: 2025 }, RU);
    expect(ru.json()).toEqual({ name: ['Метеоучасток с таким названием уже существует.'] });
    const other = await createSector(head, { name: 'Другой' });
    const renamed = await head('PATCH', `sector/${other.id}/`, { name: 'Метеостанция Елкино' });
    expect(renamed.statusCode).toBe(400);
    // the stranger's own tenant may use the name
    await createSector(world.stranger, { name: 'Метеостанция Ёлкино' });
  });

  it('validates the body with exact messages', async () => {
    const bad = await head('POST', 'sector/', { name: ' ', year: 1800, field_ids: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      name: ['This field may not be blank.'],
      year: ['Ensure this value is greater than or equal to 1900.'],
      field_ids: ['A valid integer is required.'],
    });
    const empty = await head(
      'PATCH',
      `sector/${(await createSector(head, { name: 'S' })).id}/`,
      {},
    );
    expect(empty.json()).toEqual({
      non_field_errors: ['Give at least one of: name, year, field_ids.'],
    });
  });

  it('refuses a nursery another sector serves, naming both, and writes nothing', async () => {
    await createSector(head, { name: 'Первый', field_ids: [world.fieldId] });
    const second = await head('POST', 'sector/', {
      name: 'Второй',
      year: 2025,
      field_ids: [world.fieldId],
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      field_ids: ['The nursery «КСИ» already takes its weather from the sector «Первый».'],
    });
    const ru = await head(
      'POST',
      'sector/',
      { name: 'Второй', year: 2025, field_ids: [world.fieldId] },
      RU,
    );
    expect(ru.json()).toEqual({
      field_ids: ['Питомник «КСИ» уже получает погоду с метеоучастка «Первый».'],
    });
    const list = await head('GET', `sector/?spec_id=${world.cropId}`);
    expect(list.json().map((s: SectorAnswer) => s.name)).toEqual(['Первый']);
  });

  it('renames, moves the year, relinks and deletes', async () => {
    const sector = await createSector(head, { name: 'Пост' });
    const linked = await head('PATCH', `sector/${sector.id}/`, {
      name: 'Пост-1',
      year: 2023,
      field_ids: [world.fieldId],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ name: 'Пост-1', year: 2023, field_ids: [world.fieldId] });
    const unlinked = await head('PATCH', `sector/${sector.id}/`, { field_ids: [] });
    expect(unlinked.json().field_ids).toEqual([]);
    const moved = await createSector(head, { name: 'Новый', field_ids: [world.fieldId] });
    expect(moved.field_ids).toEqual([world.fieldId]);
    expect((await head('DELETE', `sector/${sector.id}/`)).statusCode).toBe(204);
    expect((await head('DELETE', `sector/${sector.id}/`)).statusCode).toBe(404);
    const list = await head('GET', `sector/?spec_id=${world.cropId}`);
    expect(list.json().map((s: SectorAnswer) => s.id)).toEqual([moved.id]);
  });
});

describe('who reads and who manages a sector', () => {
  it('lets grantees read a linked sector, refuses them its management (403)', async () => {
    const sector = await createSector(head, { name: 'Пост', field_ids: [world.fieldId] });
    for (const grantee of [world.viewer, world.editor]) {
      const list = await grantee('GET', `sector/?spec_id=${world.cropId}`);
      expect(list.json()).toEqual([{ ...sector, can_manage: false }]);
      expect((await grantee('PATCH', `sector/${sector.id}/`, { name: 'X' })).statusCode).toBe(403);
      expect((await grantee('DELETE', `sector/${sector.id}/`)).statusCode).toBe(403);
      const param = await grantee('POST', 'meteo_params/', { sector: sector.id, name: 'Почва' });
      expect(param.statusCode).toBe(403);
    }
    // an employee who sees none of its nurseries does not find it
    expect((await world.plain('GET', `sector/?spec_id=${world.cropId}`)).json()).toEqual([]);
    expect((await world.plain('PATCH', `sector/${sector.id}/`, { name: 'X' })).statusCode).toBe(
      404,
    );
  });

  it("answers another tenant's sector with 404, whatever the route", async () => {
    const sector = await createSector(head, { name: 'Пост', field_ids: [world.fieldId] });
    const stranger = world.stranger;
    expect((await stranger('GET', `sector/?spec_id=${world.cropId}`)).statusCode).toBe(404);
    expect((await stranger('PATCH', `sector/${sector.id}/`, { name: 'X' })).statusCode).toBe(404);
    expect((await stranger('DELETE', `sector/${sector.id}/`)).statusCode).toBe(404);
    const param = await stranger('POST', 'meteo_params/', { sector: sector.id, name: 'Почва' });
    expect(param.statusCode).toBe(404);
    const linking = await stranger('POST', 'sector/', {
      name: 'Мой',
      year: 2025,
      field_ids: [world.fieldId],
    });
    expect(linking.statusCode).toBe(404);
    expect((await head('GET', `sector/?spec_id=${world.cropId}`)).json()).toHaveLength(1);
  });

  it('lets any member set up an unlinked sector, managed by its creator', async () => {
    const own = await createSector(world.plain, { name: 'Мой пост' });
    expect(own.can_manage).toBe(true);
    const added = await world.plain('POST', 'meteo_params/', { sector: own.id, name: 'Почва' });
    expect(added.statusCode, added.body).toBe(201);
    // another member reads it while it serves no nursery, but does not manage it
    const seen = await world.viewer('GET', `sector/?spec_id=${world.cropId}`);
    expect(seen.json()).toEqual([expect.objectContaining({ id: own.id, can_manage: false })]);
    expect((await world.viewer('PATCH', `sector/${own.id}/`, { name: 'X' })).statusCode).toBe(403);
    // linking a nursery needs managing it: a grantee sees the nursery (403), a plain member not (404)
    const byGrantee = await world.editor('POST', 'sector/', {
      name: 'E',
      year: 2025,
      field_ids: [world.fieldId],
    });
    expect(byGrantee.statusCode).toBe(403);
    const byPlain = await world.plain('PATCH', `sector/${own.id}/`, { field_ids: [world.fieldId] });
    expect(byPlain.statusCode).toBe(404);
    // the head links their nursery: the creator no longer owns every nursery, nor manages it
    expect(
      (await head('PATCH', `sector/${own.id}/`, { field_ids: [world.fieldId] })).statusCode,
    ).toBe(200);
    expect((await world.plain('PATCH', `sector/${own.id}/`, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('parameters', () => {
  let sector: SectorAnswer;
  beforeEach(async () => {
    sector = await createSector(head, { name: 'Пост', field_ids: [world.fieldId] }, RU);
  });

  it('adds a parameter of kind other (several allowed) and refuses a second of a kind', async () => {
    const soil = await head('POST', 'meteo_params/', {
      sector: sector.id,
      name: 'Почва 10 см',
      unit: '°C',
    });
    expect(soil.statusCode, soil.body).toBe(201);
    expect(soil.json()).toEqual({
      id: expect.any(Number),
      sector: sector.id,
      name: 'Почва 10 см',
      unit: '°C',
      kind: 'other',
    });
    const sun = await head('POST', 'meteo_params/', {
      sector: sector.id,
      name: 'Солнце',
      unit: 'h',
    });
    expect(sun.statusCode).toBe(201);
    const kind = await head('POST', 'meteo_params/', {
      sector: sector.id,
      name: 'Tmin 2',
      kind: 't_min',
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toEqual({ kind: ['This sector already has a parameter of this kind.'] });
    const name = await head(
      'POST',
      'meteo_params/',
      { sector: sector.id, name: 'ПОЧВА 10 СМ' },
      RU,
    );
    expect(name.json()).toEqual({
      name: ['У этого метеоучастка уже есть параметр с таким названием.'],
    });
    const badKind = await head('POST', 'meteo_params/', {
      sector: sector.id,
      name: 'X',
      kind: 'snow',
    });
    expect(badKind.json()).toEqual({ kind: ['This is not a valid choice.'] });
  });

  it('deletes a parameter; one holding values only with force=true', async () => {
    const tMax = paramOf(sector, 't_max');
    const written = await head('POST', 'meteo_params_value/', [
      { param: tMax, date: '2025-06-01', value: 20 },
      { param: tMax, date: '2025-06-02', value: 21 },
    ]);
    expect(written.statusCode, written.body).toBe(201);
    const held = await head('DELETE', `meteo_params/${tMax}/`, undefined, RU);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      detail:
        'У параметра «Максимальная температура» есть значения (2): удалите их или удалите параметр вместе с ними (force=true).',
    });
    expect((await head('DELETE', `meteo_params/${tMax}/?force=true`)).statusCode).toBe(204);
    const values = await head(
      'GET',
      `meteo_params_value/?sector=${sector.id}&date_from=2025-06-01&date_to=2025-06-30`,
    );
    expect(values.json()).toEqual([]);
    expect((await head('DELETE', `meteo_params/${paramOf(sector, 'wind')}/`)).statusCode).toBe(204);
    const left = (await head('GET', `sector/?spec_id=${world.cropId}`)).json()[0].params;
    expect(left.map((p: { kind: string }) => p.kind)).toEqual([
      't_min',
      't_mean',
      'precipitation',
      'humidity',
    ]);
  });
});
