import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema.ts';
import { type CompanyFixture, setUpCompany } from '../../test/company-fixture.ts';
import { bearer, logInAs, TEST_PASSWORD } from '../../test/factories.ts';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let fx: CompanyFixture;

const employee = (overrides: Record<string, unknown> = {}) => ({
  username: 'new.breeder',
  password: 'Strong-pass1',
  first_name: ' Анна ',
  last_name: 'Смирнова',
  patronymic: 'Петровна',
  contact_telephone: '+79991234567',
  email: 'anna@example.org',
  division: fx.selection.id,
  role: 'employee',
  countries: [1],
  ...overrides,
});

const login = (username: string, password = TEST_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/v1/login/', payload: { username, password } });

describe('POST users/employees/', () => {
  beforeEach(async () => {
    app = await buildTestApp();
    fx = await setUpCompany(app);
  });
  afterEach(() => app.close());

  it('adds an employee: 201 with the User shape; they can sign in', async () => {
    const response = await fx.call('boss', 'POST', 'users/employees/', employee());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: 'new.breeder',
      email: 'anna@example.org',
      first_name: 'Анна',
      last_name: 'Смирнова',
      patronymic: 'Петровна',
      birthday: null,
      contact_telephone: '+79991234567',
      extra_information: '',
      division: fx.selection.id,
      is_head_of_company: false,
      is_head_of_division: false,
      countries: [1],
    });
    const pair = await logInAs(app, 'new.breeder', 'Strong-pass1');
    const profile = await app.inject({
      url: '/api/v1/users/profile/',
      headers: bearer(pair.access),
    });
    expect(profile.json().user_data).toMatchObject({ role: 'employee', company_name: 'Агро' });
  });

  it('lets a head of company add a head of division, and the super admin a head of company', async () => {
    const chief = await fx.call(
      'boss',
      'POST',
      'users/employees/',
      employee({ role: 'head_of_division' }),
    );
    expect(chief.json().is_head_of_division).toBe(true);
    const head = await fx.call(
      'root',
      'POST',
      'users/employees/',
      employee({ username: 'co.boss', role: 'head_of_company', division: fx.rivalDivision.id }),
    );
    expect(head.statusCode).toBe(201);
    const [row] = await fx.db.select().from(users).where(eq(users.username, 'co.boss'));
    expect(row).toMatchObject({ companyId: fx.rivalCompany.id, role: 'head_of_company' });
  });

  it.each([
    ['boss', 'head_of_company'],
    ['chief', 'head_of_division'],
    ['chief', 'head_of_company'],
  ] as const)('refuses %s creating a %s: the role must be lower', async (actor, role) => {
    const response = await fx.call(actor, 'POST', 'users/employees/', employee({ role }), {
      'accept-language': 'ru',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      role: ['Можно создавать только сотрудников с ролью ниже вашей.'],
    });
  });

  it('lets a head of division add employees to their own division only', async () => {
    const own = await fx.call('chief', 'POST', 'users/employees/', employee({ role: 'employer' }));
    expect(own.statusCode).toBe(201);
    const other = await fx.call(
      'chief',
      'POST',
      'users/employees/',
      employee({ username: 'x.other', division: fx.genetics.id }),
    );
    expect(other.statusCode).toBe(403);
  });

  it('treats another company’s division as unknown', async () => {
    const response = await fx.call(
      'boss',
      'POST',
      'users/employees/',
      employee({ division: fx.rivalDivision.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      division: [`Invalid pk "${fx.rivalDivision.id}" - object does not exist.`],
    });
  });

  it('refuses a taken login, case-insensitively', async () => {
    const response = await fx.call(
      'boss',
      'POST',
      'users/employees/',
      employee({ username: 'WORKER' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['A user with this login already exists'] });
  });

  it.each([
    [{ division: undefined }, 'division', 'This field is required.'],
    [{ division: null }, 'division', 'This field may not be null.'],
    [{ countries: undefined }, 'countries', 'This field is required.'],
    [{ countries: [] }, 'countries', 'This list may not be empty.'],
    [{ countries: [999_999] }, 'countries', 'This is not a valid choice.'],
    [{ role: undefined }, 'role', 'This field is required.'],
    [{ role: 'boss' }, 'role', 'This is not a valid choice.'],
    [{ username: 'иван' }, 'username', 'Only Latin letters'],
    [{ password: 'weakpass1' }, 'password', 'one of'],
    [{ password: 'Sh-1a' }, 'password', 'Ensure this field has at least 8 characters.'],
    [{ first_name: '  ' }, 'first_name', 'This field may not be blank.'],
    [{ email: 'nope' }, 'email', 'valid email'],
    [{ contact_telephone: '12345' }, 'contact_telephone', '+79991234567'],
  ])('refuses %j on %s', async (patch, field, text) => {
    const response = await fx.call('boss', 'POST', 'users/employees/', employee(patch));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
    expect(response.json()[field]).toHaveLength(1);
    expect(response.json()[field][0]).toContain(text);
  });
});

describe('DELETE users/employees/<id>/', () => {
  beforeEach(async () => {
    app = await buildTestApp();
    fx = await setUpCompany(app);
  });
  afterEach(() => app.close());

  it('deactivates: 204, sessions end, sign-in answers as for bad credentials, data stays', async () => {
    const pair = await logInAs(app, 'worker');
    const response = await fx.call('boss', 'DELETE', `users/employees/${fx.users.worker.id}/`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const profile = await app.inject({
      url: '/api/v1/users/profile/',
      headers: bearer(pair.access),
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ detail: 'Token is invalid' });
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/refresh/',
      payload: { refresh: pair.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await login('worker');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid credentials', remainingAttempts: 2 });

    const [row] = await fx.db.select().from(users).where(eq(users.id, fx.users.worker.id));
    expect(row).toMatchObject({ username: 'worker', isActive: false, deletedAt: null });
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
    const tokens = await fx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, fx.users.worker.id));
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
  });

  it('answers 404 the second time', async () => {
    const url = `users/employees/${fx.users.worker.id}/`;
    expect((await fx.call('boss', 'DELETE', url)).statusCode).toBe(204);
    expect((await fx.call('boss', 'DELETE', url)).statusCode).toBe(404);
  });

  it.each([
    ['boss', 'boss', 403],
    ['chief', 'chief', 403],
    ['chief', 'geneticist', 403],
    ['rival', 'worker', 404],
    ['boss', 'solo', 404],
    ['boss', 'root', 404],
    ['root', 'boss', 204],
  ] as const)('%s deleting %s → %i', async (actor, target, status) => {
    const response = await fx.call(actor, 'DELETE', `users/employees/${fx.users[target].id}/`);
    expect(response.statusCode).toBe(status);
  });

  it('refuses someone of equal rank', async () => {
    const created = await fx.call(
      'boss',
      'POST',
      'users/employees/',
      employee({ role: 'head_of_division' }),
    );
    const response = await fx.call('chief', 'DELETE', `users/employees/${created.json().id}/`);
    expect(response.statusCode).toBe(403);
    const coBoss = await fx.call(
      'root',
      'POST',
      'users/employees/',
      employee({ username: 'co.boss', role: 'head_of_company' }),
    );
    expect(
      (await fx.call('boss', 'DELETE', `users/employees/${coBoss.json().id}/`)).statusCode,
    ).toBe(403);
  });
});
