import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CompanyFixture, setUpCompany } from '../../test/company-fixture.ts';
import { bearer, logInAs } from '../../test/factories.ts';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let fx: CompanyFixture;

const NEW_COMPANY = {
  company_name: ' Семена Юга ',
  head: {
    username: 'south.head',
    password: 'Strong-pass1',
    first_name: ' Ольга ',
    last_name: 'Кузнецова',
    email: 'olga@example.org',
  },
};

const addCompany = (payload: object) => fx.call('root', 'POST', 'users/companies/', payload);

describe('users/companies/', () => {
  beforeEach(async () => {
    app = await buildTestApp();
    fx = await setUpCompany(app);
  });
  afterEach(() => app.close());

  it('lists every company to the super admin, by name; a head sees their own', async () => {
    const all = await fx.call('root', 'GET', 'users/companies/');
    expect(all.json()).toEqual([
      { id: fx.rivalCompany.id, company_name: 'Rival' },
      { id: fx.company.id, company_name: 'Агро' },
    ]);
    for (const actor of ['boss', 'chief'] as const) {
      const own = await fx.call(actor, 'GET', 'users/companies/');
      expect(own.json()).toEqual([{ id: fx.company.id, company_name: 'Агро' }]);
    }
  });

  it('creates a company with its head, who can sign in and manage it', async () => {
    const response = await addCompany(NEW_COMPANY);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      company_name: 'Семена Юга',
      head: {
        id: expect.any(Number),
        username: 'south.head',
        email: 'olga@example.org',
        first_name: 'Ольга',
        last_name: 'Кузнецова',
        patronymic: '',
        birthday: null,
        contact_telephone: '',
        extra_information: '',
        division: null,
        is_head_of_company: true,
        is_head_of_division: false,
        countries: [],
      },
    });
    const head = bearer((await logInAs(app, 'south.head', 'Strong-pass1')).access);
    const division = await app.inject({
      method: 'POST',
      url: '/api/v1/users/divisions/',
      headers: head,
      payload: { company_division_name: 'Селекция' },
    });
    expect(division.statusCode).toBe(201);
    const own = await app.inject({ url: '/api/v1/users/companies/', headers: head });
    expect(own.json()).toEqual([{ id: body.id, company_name: 'Семена Юга' }]);
  });

  it('takes the head without an email', async () => {
    const { email: _email, ...head } = NEW_COMPANY.head;
    const response = await addCompany({ ...NEW_COMPANY, head });
    expect(response.statusCode).toBe(201);
    expect(response.json().head.email).toBe('');
  });

  it('refuses a taken login for the head and creates nothing', async () => {
    const response = await addCompany({
      ...NEW_COMPANY,
      head: { ...NEW_COMPANY.head, username: 'BOSS' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ head: ['A user with this login already exists'] });
    expect((await fx.call('root', 'GET', 'users/companies/')).json()).toHaveLength(2);
  });

  it.each([
    [{ company_name: '' }, 'company_name', 'This field may not be blank.'],
    [{ company_name: undefined }, 'company_name', 'This field is required.'],
    [{ head: undefined }, 'head', 'This field is required.'],
    [{ head: { ...NEW_COMPANY.head, password: 'weak' } }, 'head', 'at least 8 characters'],
    [{ head: { ...NEW_COMPANY.head, email: 'nope' } }, 'head', 'valid email'],
    [{ head: { ...NEW_COMPANY.head, username: 'с пробелом' } }, 'head', 'Only Latin letters'],
  ])('refuses %j', async (patch, field, text) => {
    const response = await addCompany({ ...NEW_COMPANY, ...patch });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
    expect(response.json()[field][0]).toContain(text);
  });
});
