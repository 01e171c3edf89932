import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildCompany, buildUser, logInAs } from '../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

const URL = '/api/v1/plotline_db/species_table/';
let app: FastifyInstance;

async function signIn(username: string) {
  return bearer((await logInAs(app, username)).access);
}

function addCrop(headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: URL, headers, payload });
}

describe('species_table/', () => {
  let alice: Record<string, string>;

  beforeEach(async () => {
    app = await buildTestApp();
    await buildUser((await getTestDatabase()).db, { username: 'alice' });
    alice = await signIn('alice');
  });
  afterEach(() => app.close());

  it('creates a crop: 201 with exactly the contract keys, first letter capitalised', async () => {
    const response = await addCrop(alice, { russian_name: '  пшеница ', english_name: ' Wheat ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      spec_id: 1,
      russian_name: 'Пшеница',
      english_name: 'Wheat',
      species: null,
    });
  });

  it('stores a missing or empty English name as null', async () => {
    expect((await addCrop(alice, { russian_name: 'Рожь' })).json().english_name).toBeNull();
    expect(
      (await addCrop(alice, { russian_name: 'Овёс', english_name: '  ' })).json().english_name,
    ).toBeNull();
  });

  it('lists the crops case-insensitively by name with ё = е, with the count', async () => {
    for (const name of ['ячмень', 'Ёжа сборная', 'Горох', 'есенция']) {
      await addCrop(alice, { russian_name: name });
    }
    const response = await app.inject({ url: URL, headers: alice });
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(4);
    expect(response.json().data.map((c: { russian_name: string }) => c.russian_name)).toEqual([
      'Горох',
      'Ёжа сборная',
      'Есенция',
      'Ячмень',
    ]);
  });

  it('refuses a duplicate Russian name (trimmed, any case, ё = е)', async () => {
    await addCrop(alice, { russian_name: 'Овёс' });
    for (const name of ['овёс', '  ОВЕС  ']) {
      const response = await addCrop(alice, { russian_name: name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ russian_name: ['validation.cultureWithNameExists'] });
    }
  });

  it('refuses a duplicate English name', async () => {
    await addCrop(alice, { russian_name: 'Кукуруза', english_name: 'Maize' });
    const response = await addCrop(alice, { russian_name: 'Маис', english_name: ' maize' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ english_name: ['validation.cultureWithLatinNameExists'] });
  });

  it('refuses a concurrent duplicate through the unique index', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => addCrop(alice, { russian_name: 'Лён' })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ russian_name: ['validation.cultureWithNameExists'] });
    }
  });

  it.each([
    [{}, { russian_name: ['This field is required.'] }],
    [{ russian_name: '   ' }, { russian_name: ['This field may not be blank.'] }],
    [
      { russian_name: 'а'.repeat(251) },
      { russian_name: ['Ensure this field has no more than 250 characters.'] },
    ],
    [{ russian_name: 5 }, { russian_name: ['Not a valid string.'] }],
  ])('refuses %j', async (payload, body) => {
    const response = await addCrop(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('accepts a name of exactly 250 characters', async () => {
    expect((await addCrop(alice, { russian_name: 'б'.repeat(250) })).statusCode).toBe(201);
  });

  it('translates standard messages', async () => {
    const response = await addCrop({ ...alice, 'accept-language': 'es' }, { russian_name: '' });
    expect(response.json()).toEqual({ russian_name: ['Este campo no puede estar en blanco.'] });
  });

  it('requires a signed-in user', async () => {
    expect((await app.inject({ url: URL })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: URL, payload: {} })).statusCode).toBe(401);
  });
});

describe('species_table/ tenancy', () => {
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  it('shares crops inside a company and hides them from every other tenant', async () => {
    const { db } = await getTestDatabase();
    const agro = await buildCompany(db, 'Agro');
    const rival = await buildCompany(db, 'Rival');
    await buildUser(db, { username: 'head', companyId: agro.id, role: 'head_of_company' });
    await buildUser(db, { username: 'worker', companyId: agro.id, role: 'employee' });
    await buildUser(db, { username: 'spy', companyId: rival.id, role: 'head_of_company' });
    await buildUser(db, { username: 'solo' });
    const head = await signIn('head');
    await addCrop(head, { russian_name: 'Пшеница', english_name: 'Wheat' });

    const names = async (headers: Record<string, string>) =>
      (await app.inject({ url: URL, headers }))
        .json()
        .data.map((c: { russian_name: string }) => c.russian_name);
    expect(await names(await signIn('worker'))).toEqual(['Пшеница']);
    expect(await names(await signIn('spy'))).toEqual([]);
    expect(await names(await signIn('solo'))).toEqual([]);

    // the same name is free in another tenant
    expect((await addCrop(await signIn('spy'), { russian_name: 'Пшеница' })).statusCode).toBe(201);
    expect((await addCrop(await signIn('solo'), { russian_name: 'пшеница' })).statusCode).toBe(201);
    expect(await names(head)).toEqual(['Пшеница']);
  });
});
