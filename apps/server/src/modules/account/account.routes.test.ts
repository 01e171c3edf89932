import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildCompany, buildUser, logInAs } from '../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

let app: FastifyInstance;

const VALID = {
  username: 'new.breeder',
  password1: 'Strong-pass1',
  password2: 'Strong-pass1',
  first_name: ' Анна ',
  last_name: 'Смирнова',
  patronymic: '',
  email: 'anna@example.org',
  contact_telephone: '+79991234567',
  countries: [] as number[],
};

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/users/registration/', payload, headers });

describe('POST users/registration/', () => {
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  it('creates a company-less user who can then log in', async () => {
    const response = await register(VALID);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: 'new.breeder',
      first_name: 'Анна',
      last_name: 'Смирнова',
      patronymic: '',
      email: 'anna@example.org',
      is_head_of_company: false,
      division: null,
    });
    expect(response.json()).not.toHaveProperty('password1');
    const pair = await logInAs(app, 'new.breeder', 'Strong-pass1');
    const profile = await app.inject({
      url: '/api/v1/users/profile/',
      headers: bearer(pair.access),
    });
    expect(profile.json().user_data).toMatchObject({ role: null, company_name: '' });
  });

  it('keeps chosen countries', async () => {
    const countries = await app.inject({ url: '/api/v1/plotline_db/countries/' });
    const russia = countries.json<{ id: number; code: string }[]>().find((c) => c.code === 'RU');
    const response = await register({ ...VALID, countries: [russia?.id] });
    expect(response.json().countries).toEqual([russia?.id]);
  });

  it('refuses a taken login, case-insensitively, in the asked language', async () => {
    await register(VALID);
    const again = await register(
      { ...VALID, username: 'NEW.BREEDER' },
      { 'accept-language': 'ru' },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ username: ['Пользователь с таким логином уже существует'] });
  });

  it.each([
    [{ username: 'ivan ov' }, 'username', 'Only Latin letters'],
    [{ username: '12345' }, 'username', 'Only Latin letters'],
    [{ username: 'иванов' }, 'username', 'Only Latin letters'],
    [{ password1: 'short-1A', password2: 'x' }, 'password2', 'do not match'],
    [{ password1: 'nodigits-Aa', password2: 'nodigits-Aa' }, 'password1', 'digit'],
    [{ password1: 'Nospecial1', password2: 'Nospecial1' }, 'password1', 'one of'],
    [{ password1: 'lower-case1', password2: 'lower-case1' }, 'password1', 'upper- and lower-case'],
    [{ password1: 'Sh-1a', password2: 'Sh-1a' }, 'password1', 'at least 8 characters'],
    [{ email: 'not-an-email' }, 'email', 'valid email'],
    [{ contact_telephone: '89991234567' }, 'contact_telephone', '+79991234567'],
    [{ first_name: '   ' }, 'first_name', 'may not be blank'],
    [{ countries: [999_999] }, 'countries', 'not a valid choice'],
  ])('refuses %j on field %s', async (patch, field, text) => {
    const response = await register({ ...VALID, ...patch });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
    expect(response.json()[field]).toHaveLength(1);
    expect(response.json()[field][0]).toContain(text);
  });

  it('changes nothing when it refuses', async () => {
    await register({ ...VALID, email: 'bad' });
    const retry = await register(VALID);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(1);
  });
});

describe('GET users/profile/', () => {
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  it('returns the contract shape for a head of company', async () => {
    const { db } = await getTestDatabase();
    const company = await buildCompany(db, 'Агро');
    await buildUser(db, { username: 'boss', companyId: company.id, role: 'head_of_company' });
    const pair = await logInAs(app, 'boss');
    const response = await app.inject({
      url: '/api/v1/users/profile/',
      headers: bearer(pair.access),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'count_of_brushes',
      'count_of_fields',
      'count_of_lines',
      'count_of_lines_of_divisions',
      'count_of_plots',
      'user_data',
    ]);
    expect(body.user_data).toEqual({
      id: 1,
      username: 'boss',
      email: '',
      first_name: '',
      last_name: '',
      patronymic: '',
      birthday: null,
      contact_telephone: '',
      extra_information: '',
      division: null,
      is_head_of_company: true,
      is_head_of_division: false,
      countries: [],
      role: 'head_of_company',
      company_name: 'Агро',
    });
  });
});

describe('GET plotline_db/countries/', () => {
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  it('is public and names countries in the asked language, sorted', async () => {
    const ru = await app.inject({
      url: '/api/v1/plotline_db/countries/',
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.statusCode).toBe(200);
    const list = ru.json<{ code: string; name: string }[]>();
    expect(list.length).toBeGreaterThan(240);
    expect(list.find((c) => c.code === 'IT')?.name).toBe('Италия');
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ru').compare));
  });
});

describe('PATCH users/profile/', () => {
  it('changes own personal data with the registration rules, and nothing else', async () => {
    const app = await buildTestApp();
    try {
      const { db } = await getTestDatabase();
      await buildUser(db, { username: 'anna' });
      const headers = bearer((await logInAs(app, 'anna')).access);
      const patch = (payload: object) =>
        app.inject({ method: 'PATCH', url: '/api/v1/users/profile/', headers, payload });
      const changed = await patch({
        first_name: ' Анна ',
        patronymic: 'Ивановна',
        contact_telephone: '+79991234567',
        birthday: '1990-04-01',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().user_data).toMatchObject({
        username: 'anna',
        first_name: 'Анна',
        patronymic: 'Ивановна',
        contact_telephone: '+79991234567',
        birthday: '1990-04-01',
      });
      const bad = await patch({ contact_telephone: '8999', email: 'nope', first_name: '' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json()).sort()).toEqual(['contact_telephone', 'email', 'first_name']);
      const after = await app.inject({ url: '/api/v1/users/profile/', headers });
      expect(after.json().user_data.first_name).toBe('Анна');
      expect(
        (await app.inject({ method: 'PATCH', url: '/api/v1/users/profile/', payload: {} }))
          .statusCode,
      ).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('saves the profile of a user without an e-mail; a phone typed with spaces and dashes is normalised', async () => {
    const app = await buildTestApp();
    try {
      const { db } = await getTestDatabase();
      await buildUser(db, { username: 'no.mail' });
      const headers = bearer((await logInAs(app, 'no.mail')).access);
      // what the profile form sends for a user who has no e-mail: no email key, the phone as typed
      const saved = await app.inject({
        method: 'PATCH',
        url: '/api/v1/users/profile/',
        headers,
        payload: {
          first_name: 'Demo',
          last_name: 'Breeder',
          contact_telephone: '+7 (999) 123-45-67',
        },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().user_data).toMatchObject({
        email: '',
        contact_telephone: '+79991234567',
      });
      const spaced = await app.inject({
        method: 'PATCH',
        url: '/api/v1/users/profile/',
        headers,
        payload: { contact_telephone: ' +7 999 123-45-67 ' },
      });
      expect(spaced.json().user_data.contact_telephone).toBe('+79991234567');
      const letters = await app.inject({
        method: 'PATCH',
        url: '/api/v1/users/profile/',
        headers,
        payload: { contact_telephone: '+7 999 CALL-ME' },
      });
      expect(letters.statusCode).toBe(400);
      expect(Object.keys(letters.json())).toEqual(['contact_telephone']);
    } finally {
      await app.close();
    }
  });
});
