import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildCompany, buildUser, logInAs } from '../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

const API = '/api/v1/plotline_db';
let app: FastifyInstance;
let alice: Record<string, string>;
let cropId: number;

async function signIn(username: string) {
  return bearer((await logInAs(app, username)).access);
}

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = alice,
) {
  return app.inject({ method, url: `${API}/${url}`, headers, payload });
}

async function addField(payload: Record<string, unknown> = {}) {
  const response = await call('POST', 'field_table/', {
    spec_id: cropId,
    field_name: 'Питомник 1',
    region: 'Краснодар',
    ...payload,
  });
  return response;
}

beforeEach(async () => {
  app = await buildTestApp();
  const { db } = await getTestDatabase();
  const company = await buildCompany(db, 'Agro');
  await buildUser(db, { username: 'alice', companyId: company.id, role: 'head_of_company' });
  alice = await signIn('alice');
  cropId = (await call('POST', 'species_table/', { russian_name: 'Пшеница' })).json().spec_id;
});
afterEach(() => app.close());

describe('field_table/', () => {
  it('creates a nursery: 200 with exactly the contract keys', async () => {
    const response = await addField({ subregion: ' Север ', type: 'competitive' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      field_id: expect.any(Number),
      field_name: 'Питомник 1',
      region: 'Краснодар',
      subregion: 'Север',
    });
  });

  it('lists the crop nurseries with their years, width 20 by default', async () => {
    const field = (await addField({ type: 'hybrid' })).json();
    await call('POST', 'field_year_add/', {
      field_id: field.field_id,
      year: 2025,
      spec_id: cropId,
    });
    const list = (await call('GET', `field_table/?spec_id=${cropId}`)).json();
    expect(list).toEqual([
      {
        field_id: field.field_id,
        field_name: 'Питомник 1',
        company_id: expect.any(Number),
        division: null,
        user: expect.any(Number),
        region: 'Краснодар',
        subregion: null,
        english_name_region: 'Краснодар',
        type: 'hybrid',
        width: 20,
        fieldyear_set: [
          { id: expect.any(Number), year: 2025, species: cropId, field_table_info: field.field_id },
        ],
      },
    ]);
  });

  it("answers subregion null when none was given and the region's English name", async () => {
    const created = await addField({ region: ' краснодарский КРАЙ ' });
    expect(created.json()).toEqual({
      field_id: expect.any(Number),
      field_name: 'Питомник 1',
      region: 'краснодарский КРАЙ',
      subregion: null,
    });
    await addField({ field_name: 'Питомник 2', region: 'Lombardia', subregion: 'Brescia' });
    await addField({ field_name: 'Питомник 3', region: 'Алматинская область', subregion: '' });
    const list = (await call('GET', `field_table/?spec_id=${cropId}`)).json();
    const place = list.map((f: Record<string, unknown>) => [
      f.field_name,
      f.subregion,
      f.english_name_region,
    ]);
    expect(place).toEqual([
      ['Питомник 1', null, 'Krasnodar Krai'],
      ['Питомник 2', 'Brescia', 'Lombardy'],
      // no known region: its name as stored
      ['Питомник 3', null, 'Алматинская область'],
    ]);
    const cleared = await call('PATCH', `field_table/${list[1].field_id}/`, { subregion: '' });
    expect(cleared.json()).toMatchObject({ subregion: null, english_name_region: 'Lombardy' });
  });

  it.each([
    [{ field_name: '' }, { field_name: ['This field may not be blank.'] }],
    [{ region: undefined }, { region: ['This field is required.'] }],
    [{ type: 'orchard' }, { type: [expect.any(String)] }],
  ])('refuses %j', async (payload, body) => {
    const response = await addField(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('refuses a second nursery with the same name in the same region', async () => {
    await addField();
    const response = await addField({ field_name: ' питомник 1 ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field_name: ['A nursery with this name already exists in this region.'],
    });
    expect((await addField({ region: 'Ставрополь' })).statusCode).toBe(200);
  });

  it('changes the width within 2..150', async () => {
    const field = (await addField()).json();
    const ok = await call('PATCH', `field_table/${field.field_id}/`, { width: 150 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().width).toBe(150);
    const bad = await call('PATCH', `field_table/${field.field_id}/`, { width: 1 });
    expect(bad.json()).toEqual({ width: ['Ensure this value is greater than or equal to 2.'] });
    const big = await call('PATCH', `field_table/${field.field_id}/`, { width: 151 });
    expect(big.json()).toEqual({ width: ['Ensure this value is less than or equal to 150.'] });
  });

  it('deletes a nursery: its years leave the year list', async () => {
    const field = (await addField()).json();
    await call('POST', 'field_year_add/', {
      field_id: field.field_id,
      year: 2024,
      spec_id: cropId,
    });
    expect(Object.keys((await call('GET', `field_year/?spec_id=${cropId}`)).json())).toEqual([
      '2024',
    ]);
    expect((await call('DELETE', `field_table/${field.field_id}/`)).statusCode).toBe(204);
    expect((await call('GET', `field_year/?spec_id=${cropId}`)).json()).toEqual({});
    expect((await call('GET', `field_table/?spec_id=${cropId}`)).json()).toEqual([]);
  });
});

describe('field_year/ and field_year_add/', () => {
  it('adds years (201) and lists them keyed by year with exactly the contract keys', async () => {
    const one = (await addField()).json();
    const two = (await addField({ field_name: 'Питомник 2' })).json();
    const added = await call('POST', 'field_year_add/', {
      field_id: one.field_id,
      year: 2025,
      spec_id: cropId,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      field_id: one.field_id,
      year: 2025,
      spec_id: cropId,
    });
    await call('POST', 'field_year_add/', { field_id: two.field_id, year: 2025, spec_id: cropId });
    await call('POST', 'field_year_add/', { field_id: one.field_id, year: 2024, spec_id: cropId });
    const years = (await call('GET', `field_year/?spec_id=${cropId}`)).json();
    expect(Object.keys(years).sort()).toEqual(['2024', '2025']);
    expect(years['2025']).toHaveLength(2);
    expect(Object.keys(years['2025'][0]).sort()).toEqual([
      'company_id',
      'division_id',
      'field_id',
      'field_name',
      'region',
      'spec_id',
      'user_id',
      'year_id',
    ]);
  });

  it('refuses a year outside 1900..2100 and a year the field already has', async () => {
    const field = (await addField()).json();
    const low = await call('POST', 'field_year_add/', {
      field_id: field.field_id,
      year: 1899,
      spec_id: cropId,
    });
    expect(low.json()).toEqual({ year: ['Ensure this value is greater than or equal to 1900.'] });
    await call('POST', 'field_year_add/', {
      field_id: field.field_id,
      year: 2025,
      spec_id: cropId,
    });
    const again = await call('POST', 'field_year_add/', {
      field_id: field.field_id,
      year: 2025,
      spec_id: cropId,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ year: ['This nursery already has this year.'] });
  });

  it('deletes a year: the label disappears when no field has it', async () => {
    const one = (await addField()).json();
    const two = (await addField({ field_name: 'Питомник 2' })).json();
    const y1 = (
      await call('POST', 'field_year_add/', { field_id: one.field_id, year: 2025, spec_id: cropId })
    ).json();
    const y2 = (
      await call('POST', 'field_year_add/', { field_id: two.field_id, year: 2025, spec_id: cropId })
    ).json();
    expect((await call('DELETE', `field_year_add/${y1.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `field_year/?spec_id=${cropId}`)).json()['2025']).toHaveLength(1);
    await call('DELETE', `field_year_add/${y2.id}/`);
    expect((await call('GET', `field_year/?spec_id=${cropId}`)).json()).toEqual({});
  });
});

describe('nursery tenancy', () => {
  it("answers 404 for another tenant's crop, field and year, and 401 without a token", async () => {
    const field = (await addField()).json();
    const year = (
      await call('POST', 'field_year_add/', {
        field_id: field.field_id,
        year: 2025,
        spec_id: cropId,
      })
    ).json();
    const { db } = await getTestDatabase();
    await buildUser(db, { username: 'solo' });
    const solo = await signIn('solo');
    expect((await call('GET', `field_table/?spec_id=${cropId}`, undefined, solo)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `field_year/?spec_id=${cropId}`, undefined, solo)).statusCode).toBe(
      404,
    );
    expect(
      (await call('PATCH', `field_table/${field.field_id}/`, { width: 5 }, solo)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `field_table/${field.field_id}/`, undefined, solo)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `field_year_add/${year.id}/`, undefined, solo)).statusCode).toBe(
      404,
    );
    const add = await call(
      'POST',
      'field_year_add/',
      { field_id: field.field_id, year: 2026, spec_id: cropId },
      solo,
    );
    expect(add.statusCode).toBe(404);
    expect(add.json()).toEqual({ detail: 'Not found.' });
    const post = await call(
      'POST',
      'field_table/',
      { spec_id: cropId, field_name: 'X', region: 'Y' },
      solo,
    );
    expect(post.statusCode).toBe(404);
    expect((await app.inject({ url: `${API}/field_table/?spec_id=${cropId}` })).statusCode).toBe(
      401,
    );
    // nothing changed for the owner
    expect(
      (await call('GET', `field_table/?spec_id=${cropId}`)).json()[0].fieldyear_set,
    ).toHaveLength(1);
  });
});
