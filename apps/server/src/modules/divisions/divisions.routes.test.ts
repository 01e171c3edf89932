import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countries, divisions } from '../../db/schema.ts';
import { type CompanyFixture, setUpCompany } from '../../test/company-fixture.ts';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let fx: CompanyFixture;

const addDivision = (payload: object, headers: Record<string, string> = {}) =>
  fx.call('boss', 'POST', 'users/divisions/', payload, headers);

async function countryId(code: string) {
  const [country] = await fx.db.select().from(countries).where(eq(countries.code, code));
  if (!country) throw new Error(code);
  return country.id;
}

describe('users/divisions/', () => {
  beforeEach(async () => {
    app = await buildTestApp();
    fx = await setUpCompany(app);
  });
  afterEach(() => app.close());

  it('adds a division: 201 with exactly the contract keys, name trimmed', async () => {
    const russia = await countryId('RU');
    const response = await addDivision({ company_division_name: '  Агрохимия ', country: russia });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      company_division_name: 'Агрохимия',
      country: russia,
    });
    const [row] = await fx.db.select().from(divisions).where(eq(divisions.id, response.json().id));
    expect(row?.companyId).toBe(fx.company.id);
  });

  it('stores a missing country as null', async () => {
    const response = await addDivision({ company_division_name: 'Семеноводство' });
    expect(response.json().country).toBeNull();
  });

  it('lists the company’s divisions only, by name in any case with ё = е', async () => {
    for (const name of ['ёмкостный отдел', 'Биохимия', 'есть отдел', 'ячейка']) {
      expect((await addDivision({ company_division_name: name })).statusCode).toBe(201);
    }
    const response = await fx.call('chief', 'GET', 'users/divisions/');
    expect(response.statusCode).toBe(200);
    expect(
      response.json().map((d: { company_division_name: string }) => d.company_division_name),
    ).toEqual(['Биохимия', 'Генетика', 'ёмкостный отдел', 'есть отдел', 'Селекция', 'ячейка']);
  });

  it('shows the super admin every company’s divisions, or one company’s', async () => {
    const all = await fx.call('root', 'GET', 'users/divisions/');
    expect(all.json()).toHaveLength(3);
    const rival = await fx.call('root', 'GET', `users/divisions/?company_id=${fx.rivalCompany.id}`);
    expect(rival.json()).toEqual([
      { id: fx.rivalDivision.id, company_division_name: 'Rival lab', country: null },
    ]);
  });

  it('answers 404 to a head naming another company', async () => {
    const list = await fx.call('boss', 'GET', `users/divisions/?company_id=${fx.rivalCompany.id}`);
    expect(list.statusCode).toBe(404);
    const add = await addDivision({ company_division_name: 'X', company: fx.rivalCompany.id });
    expect(add.statusCode).toBe(404);
    expect(add.json()).toEqual({ detail: 'Not found.' });
  });

  it('refuses a duplicate name in the company (trimmed, any case, ё = е), in the asked language', async () => {
    await addDivision({ company_division_name: 'Отдел ёлок' });
    const en = await addDivision({ company_division_name: ' отдел ЕЛОК ' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      company_division_name: ['A division with this name already exists'],
    });
    const ru = await addDivision(
      { company_division_name: 'СЕЛЕКЦИЯ' },
      { 'accept-language': 'ru' },
    );
    expect(ru.json()).toEqual({
      company_division_name: ['Подразделение с таким названием уже существует'],
    });
  });

  it('allows the same name in another company', async () => {
    const response = await fx.call('rival', 'POST', 'users/divisions/', {
      company_division_name: 'Селекция',
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers concurrent duplicates with one 201 and field errors, never a 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => addDivision({ company_division_name: 'Гонка' })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400]);
    for (const answer of answers.filter((a) => a.statusCode === 400)) {
      expect(answer.json()).toEqual({
        company_division_name: ['A division with this name already exists'],
      });
    }
  });

  it.each([
    [{}, 'company_division_name', 'This field is required.'],
    [{ company_division_name: '   ' }, 'company_division_name', 'This field may not be blank.'],
    [
      { company_division_name: 'x'.repeat(256) },
      'company_division_name',
      'Ensure this field has no more than 255 characters.',
    ],
    [{ company_division_name: 7 }, 'company_division_name', 'Not a valid string.'],
    [{ company_division_name: 'A', country: 'RU' }, 'country', 'A valid integer is required.'],
    [
      { company_division_name: 'A', country: 999_999 },
      'country',
      'Invalid pk "999999" - object does not exist.',
    ],
  ])('refuses %j with the exact message', async (payload, field, message) => {
    const response = await addDivision(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
  });

  it('needs a company for a company-less super admin', async () => {
    const none = await fx.call('root', 'POST', 'users/divisions/', { company_division_name: 'A' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ company: ['This field is required.'] });
    const unknown = await fx.call('root', 'POST', 'users/divisions/', {
      company_division_name: 'A',
      company: 999_999,
    });
    expect(unknown.json()).toEqual({ company: ['Invalid pk "999999" - object does not exist.'] });
  });
});

describe('PATCH users/divisions/<id>/', () => {
  beforeEach(async () => {
    app = await buildTestApp();
    fx = await setUpCompany(app);
  });
  afterEach(() => app.close());

  const rename = (actor: 'boss' | 'chief' | 'rival', id: number, payload: object) =>
    fx.call(actor, 'PATCH', `users/divisions/${id}/`, payload);

  it('renames a division (trimmed) and keeps its country', async () => {
    const russia = await countryId('RU');
    await fx.db
      .update(divisions)
      .set({ countryId: russia })
      .where(eq(divisions.id, fx.genetics.id));
    const response = await rename('boss', fx.genetics.id, { company_division_name: ' Геномика ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: fx.genetics.id,
      company_division_name: 'Геномика',
      country: russia,
    });
  });

  it('lets a head of division rename their own division only', async () => {
    const own = await rename('chief', fx.selection.id, { company_division_name: 'Селекция 2' });
    expect(own.statusCode).toBe(200);
    const other = await rename('chief', fx.genetics.id, { company_division_name: 'Чужой' });
    expect(other.statusCode).toBe(403);
  });

  it('keeps its own name in another case, refuses another division’s name', async () => {
    const same = await rename('boss', fx.selection.id, { company_division_name: 'СЕЛЕКЦИЯ' });
    expect(same.statusCode).toBe(200);
    expect(same.json().company_division_name).toBe('СЕЛЕКЦИЯ');
    const taken = await rename('boss', fx.selection.id, { company_division_name: 'генетика' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      company_division_name: ['A division with this name already exists'],
    });
  });

  it('refuses a body naming no field (decision 027), and clears the country with null', async () => {
    for (const body of [{}, { colour: 'red' }]) {
      const refused = await rename('boss', fx.selection.id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        non_field_errors: ['Give at least one of: company_division_name, country.'],
      });
    }
    const cleared = await rename('boss', fx.selection.id, { country: null });
    expect(cleared.json().country).toBeNull();
  });

  it('answers 404 for another company’s division or an unknown id', async () => {
    const rival = await rename('boss', fx.rivalDivision.id, { company_division_name: 'X' });
    expect(rival.statusCode).toBe(404);
    expect(rival.json()).toEqual({ detail: 'Not found.' });
    expect((await rename('boss', 999_999, { company_division_name: 'X' })).statusCode).toBe(404);
    expect(
      (await rename('rival', fx.selection.id, { company_division_name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('refuses a blank name', async () => {
    const response = await rename('boss', fx.selection.id, { company_division_name: '' });
    expect(response.json()).toEqual({ company_division_name: ['This field may not be blank.'] });
  });
});
