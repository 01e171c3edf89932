import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countries, regions, subregions } from '../../db/schema.ts';
import { bearer, buildCompany, buildUser, logInAs } from '../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

const BASE = '/api/v1/plotline_db';
type Headers = Record<string, string>;
type Named = { name: string };
let app: FastifyInstance;

async function signIn(username: string): Promise<Headers> {
  return bearer((await logInAs(app, username)).access);
}

async function countryId(code: string): Promise<number> {
  const { db } = await getTestDatabase();
  const [row] = await db.select().from(countries).where(eq(countries.code, code));
  if (!row) throw new Error(`no country ${code}`);
  return row.id;
}

async function regionId(code: string): Promise<number> {
  const { db } = await getTestDatabase();
  const [row] = await db.select().from(regions).where(eq(regions.code, code));
  if (!row) throw new Error(`no region ${code}`);
  return row.id;
}

function listRegions(headers: Headers, country: number | string, language?: string) {
  return app.inject({
    url: `${BASE}/regions_by_country/?country_id=${country}`,
    headers: language ? { ...headers, 'accept-language': language } : headers,
  });
}

function subregionsUrl(region: number | string) {
  return `${BASE}/regions/${region}/subregions/`;
}

function addSubregion(headers: Headers, region: number | string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: subregionsUrl(region),
    headers,
    payload: payload as object,
  });
}

async function subregionNames(headers: Headers, region: number): Promise<string[]> {
  const response = await app.inject({ url: subregionsUrl(region), headers });
  expect(response.statusCode).toBe(200);
  return response.json<Named[]>().map((s) => s.name);
}

describe('regions_by_country/', () => {
  let alice: Headers;

  beforeEach(async () => {
    app = await buildTestApp();
    await buildUser((await getTestDatabase()).db, { username: 'alice' });
    alice = await signIn('alice');
  });
  afterEach(() => app.close());

  it('lists the regions of a country: Russia 83, Italy 20, Spain 19, with exactly id, code, name', async () => {
    const russia = await listRegions(alice, await countryId('RU'));
    expect(russia.statusCode).toBe(200);
    expect(russia.json()).toHaveLength(83);
    expect(Object.keys(russia.json()[0]).sort()).toEqual(['code', 'id', 'name']);
    expect((await listRegions(alice, await countryId('IT'))).json()).toHaveLength(20);
    expect((await listRegions(alice, await countryId('ES'))).json()).toHaveLength(19);
  });

  it.each([
    [undefined, 'RU-KDA', 'Krasnodar Krai'],
    ['ru', 'RU-KDA', 'Краснодарский край'],
    ['it', 'RU-KDA', 'Territorio di Krasnodar'],
    ['es-ES,es;q=0.9', 'RU-KDA', 'Krai de Krasnodar'],
    ['it', 'IT-21', 'Piemonte'],
    ['en', 'IT-21', 'Piedmont'],
    ['ru', 'IT-21', 'Пьемонт'],
    ['es', 'IT-77', 'Basilicata'],
    ['es', 'ES-CT', 'Cataluña'],
    ['it', 'ES-CT', 'Catalogna'],
    ['ru', 'ES-PV', 'Страна Басков'],
  ])('names regions in the asked language (%s: %s → %s)', async (language, code, name) => {
    const country = await countryId(code.slice(0, 2));
    const list = (await listRegions(alice, country, language)).json<
      { code: string; name: string }[]
    >();
    expect(list.find((r) => r.code === code)?.name).toBe(name);
  });

  it.each(['ru', 'en', 'it', 'es'])('sorts by name with the %s collation', async (language) => {
    for (const code of ['RU', 'IT', 'ES']) {
      const names = (await listRegions(alice, await countryId(code), language))
        .json<Named[]>()
        .map((r) => r.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(language).compare));
    }
  });

  it('answers an empty list for a country without regions', async () => {
    const response = await listRegions(alice, await countryId('FR'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await listRegions(alice, 999_999)).json()).toEqual([]);
  });

  it.each([
    ['', 'This field is required.'],
    ['?country_id=', 'This field is required.'],
    ['?country_id=abc', 'A valid integer is required.'],
    ['?country_id=1.5', 'A valid integer is required.'],
  ])('refuses the query %j', async (query, message) => {
    const url = `${BASE}/regions_by_country/${query}`;
    const response = await app.inject({ url, headers: alice });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ country_id: [message] });
  });

  it('requires a signed-in user', async () => {
    const response = await app.inject({ url: `${BASE}/regions_by_country/?country_id=1` });
    expect(response.statusCode).toBe(401);
  });
});

describe('regions/{id}/subregions/', () => {
  let krasnodar: number;
  let head: Headers;

  beforeEach(async () => {
    app = await buildTestApp();
    const { db } = await getTestDatabase();
    const agro = await buildCompany(db, 'Agro');
    await buildUser(db, { username: 'head', companyId: agro.id, role: 'head_of_company' });
    await buildUser(db, { username: 'worker', companyId: agro.id, role: 'employee' });
    head = await signIn('head');
    krasnodar = await regionId('RU-KDA');
  });
  afterEach(() => app.close());

  it('creates a subregion of the tenant: 201 with the trimmed name, not shared', async () => {
    const response = await addSubregion(head, krasnodar, { name: '  Динской район ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Динской район',
      region_id: krasnodar,
      is_shared: false,
    });
  });

  it('lists shared and own subregions case-insensitively with ё = е', async () => {
    const { db } = await getTestDatabase();
    await db.insert(subregions).values([
      { regionId: krasnodar, name: 'Ейский район' },
      { regionId: krasnodar, name: 'абинский район' },
    ]);
    for (const name of ['Ёлкинский', 'Белореченский район', 'егорлыкский']) {
      expect((await addSubregion(head, krasnodar, { name })).statusCode).toBe(201);
    }
    const response = await app.inject({ url: subregionsUrl(krasnodar), headers: head });
    expect(
      response.json().map((s: Named & { is_shared: boolean }) => [s.name, s.is_shared]),
    ).toEqual([
      ['абинский район', true],
      ['Белореченский район', false],
      ['егорлыкский', false],
      ['Ейский район', true],
      ['Ёлкинский', false],
    ]);
  });

  it('refuses a name the tenant already sees in the region (any case, ё = е, shared too)', async () => {
    const { db } = await getTestDatabase();
    await db.insert(subregions).values({ regionId: krasnodar, name: 'Северский район' });
    await addSubregion(head, krasnodar, { name: 'Тёплый' });
    for (const name of ['теплый', '  ТЁПЛЫЙ ', 'северский  район', 'СЕВЕРСКИЙ РАЙОН']) {
      const response = await addSubregion(head, krasnodar, { name });
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({
        name: ['A subregion with this name already exists in this region.'],
      });
    }
    const russian = await addSubregion({ ...head, 'accept-language': 'ru' }, krasnodar, {
      name: 'тёплый',
    });
    expect(russian.json()).toEqual({
      name: ['Подрегион с таким названием уже есть в этом регионе.'],
    });
  });

  it('allows the same name in another region', async () => {
    await addSubregion(head, krasnodar, { name: 'Центральный' });
    const response = await addSubregion(head, await regionId('RU-ROS'), { name: 'Центральный' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses concurrent duplicates: exactly one is created', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => addSubregion(head, krasnodar, { name: 'Кореновский' })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(3);
    expect(await subregionNames(head, krasnodar)).toEqual(['Кореновский']);
  });

  it.each([
    [{}, { name: ['This field is required.'] }],
    [{ name: '   ' }, { name: ['This field may not be blank.'] }],
    [{ name: 'я'.repeat(256) }, { name: ['Ensure this field has no more than 255 characters.'] }],
    [{ name: 7 }, { name: ['Not a valid string.'] }],
  ])('refuses %j', async (payload, body) => {
    const response = await addSubregion(head, krasnodar, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('accepts a name of exactly 255 characters', async () => {
    expect((await addSubregion(head, krasnodar, { name: 'я'.repeat(255) })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown region', async () => {
    for (const region of [999_999, 'abc']) {
      const list = await app.inject({ url: subregionsUrl(region), headers: head });
      expect(list.statusCode).toBe(404);
      expect(list.json()).toEqual({ detail: 'Not found.' });
      const created = await addSubregion(head, region, { name: 'Новый' });
      expect(created.statusCode).toBe(404);
    }
  });

  it('requires a signed-in user', async () => {
    expect((await app.inject({ url: subregionsUrl(krasnodar) })).statusCode).toBe(401);
    const response = await app.inject({
      method: 'POST',
      url: subregionsUrl(krasnodar),
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('regions/{id}/subregions/ tenancy', () => {
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  it('shares a company’s subregions inside it, hides them from other tenants, shows shared ones to all', async () => {
    const { db } = await getTestDatabase();
    const region = await regionId('IT-21');
    const agro = await buildCompany(db, 'Agro');
    const rival = await buildCompany(db, 'Rival');
    await buildUser(db, { username: 'head', companyId: agro.id, role: 'head_of_company' });
    await buildUser(db, { username: 'worker', companyId: agro.id, role: 'employee' });
    await buildUser(db, { username: 'spy', companyId: rival.id, role: 'head_of_company' });
    await buildUser(db, { username: 'solo' });
    await db.insert(subregions).values({ regionId: region, name: 'Cuneo' });
    const [head, worker, spy, solo] = await Promise.all(
      ['head', 'worker', 'spy', 'solo'].map((name) => signIn(name)),
    );
    await addSubregion(head as Headers, region, { name: 'Langhe' });
    await addSubregion(solo as Headers, region, { name: 'Roero' });

    expect(await subregionNames(worker as Headers, region)).toEqual(['Cuneo', 'Langhe']);
    expect(await subregionNames(spy as Headers, region)).toEqual(['Cuneo']);
    expect(await subregionNames(solo as Headers, region)).toEqual(['Cuneo', 'Roero']);

    // a name taken in another tenant is free here; a shared one is taken everywhere
    expect((await addSubregion(spy as Headers, region, { name: 'langhe' })).statusCode).toBe(201);
    expect((await addSubregion(worker as Headers, region, { name: 'LANGHE' })).statusCode).toBe(
      400,
    );
    expect((await addSubregion(solo as Headers, region, { name: 'cuneo' })).statusCode).toBe(400);
    expect(await subregionNames(head as Headers, region)).toEqual(['Cuneo', 'Langhe']);
  });
});
