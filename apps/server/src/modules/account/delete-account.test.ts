import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crops, refreshTokens, users } from '../../db/schema.ts';
import { bearer, buildCompany, buildUser, logInAs, TEST_PASSWORD } from '../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

let app: FastifyInstance;

const deleteAccount = (access: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/delete_account/',
    payload: payload as Record<string, unknown>,
    headers: { ...bearer(access), ...headers },
  });

const addCrop = (access: string, russianName: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/plotline_db/species_table/',
    payload: { russian_name: russianName },
    headers: bearer(access),
  });

const login = (username: string, password = TEST_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/v1/login/', payload: { username, password } });

async function findUser(id: number) {
  const { db } = await getTestDatabase();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('POST users/delete_account/', () => {
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  it('deletes a company-less account: sessions end, data anonymised, own crops gone', async () => {
    const { db } = await getTestDatabase();
    const user = await buildUser(db, { username: 'Solo.Breeder' });
    await db
      .update(users)
      .set({ email: 'solo@example.org', firstName: 'Анна', birthday: '1990-01-02', countries: [1] })
      .where(eq(users.id, user.id));
    const other = await buildUser(db, { username: 'neighbour' });
    const pair = await logInAs(app, 'solo.breeder');
    const otherPair = await logInAs(app, 'neighbour');
    expect((await addCrop(pair.access, 'Пшеница')).statusCode).toBe(201);
    expect((await addCrop(otherPair.access, 'Ячмень')).statusCode).toBe(201);
    await login('solo.breeder', 'wrong');

    const response = await deleteAccount(pair.access, { password: TEST_PASSWORD });
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
    // the old login is free: no user, and its lockout counter is gone
    expect((await login('solo.breeder')).json()).toEqual({
      message: 'Invalid credentials',
      remainingAttempts: 2,
    });

    const row = await findUser(user.id);
    expect(row).toMatchObject({
      username: `deleted:${user.id}`,
      email: '',
      firstName: '',
      lastName: '',
      patronymic: '',
      contactTelephone: '',
      extraInformation: '',
      birthday: null,
      countries: [],
      isActive: false,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).not.toBe(user.passwordHash);
    const live = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(live.every((token) => token.revokedAt !== null)).toBe(true);
    const ownCrops = await db.select().from(crops).where(eq(crops.ownerUserId, user.id));
    expect(ownCrops).toEqual([]);
    const otherCrops = await db.select().from(crops).where(eq(crops.ownerUserId, other.id));
    expect(otherCrops).toHaveLength(1);
  });

  it('lets someone else register the old login afterwards', async () => {
    const { db } = await getTestDatabase();
    await buildUser(db, { username: 'taken.login' });
    const pair = await logInAs(app, 'taken.login');
    expect((await deleteAccount(pair.access, { password: TEST_PASSWORD })).statusCode).toBe(204);
    const registration = await app.inject({
      method: 'POST',
      url: '/api/v1/users/registration/',
      payload: {
        username: 'Taken.Login',
        password1: 'Strong-pass1',
        password2: 'Strong-pass1',
        first_name: 'Пётр',
        last_name: 'Петров',
        email: 'petr@example.org',
      },
    });
    expect(registration.statusCode).toBe(201);
    expect((await login('taken.login', 'Strong-pass1')).statusCode).toBe(200);
  });

  it('keeps the company’s crops when an employee leaves', async () => {
    const { db } = await getTestDatabase();
    const company = await buildCompany(db);
    await buildUser(db, { username: 'boss', companyId: company.id, role: 'head_of_company' });
    const employee = await buildUser(db, { username: 'worker', companyId: company.id });
    const pair = await logInAs(app, 'worker');
    expect((await addCrop(pair.access, 'Подсолнечник')).statusCode).toBe(201);

    expect((await deleteAccount(pair.access, { password: TEST_PASSWORD })).statusCode).toBe(204);

    const companyCrops = await db.select().from(crops).where(eq(crops.companyId, company.id));
    expect(companyCrops).toHaveLength(1);
    expect(companyCrops[0]?.createdBy).toBe(employee.id);
    expect(await findUser(employee.id)).toMatchObject({
      username: `deleted:${employee.id}`,
      companyId: company.id,
      isActive: false,
    });
  });

  it('lets a head of company leave when another active head remains', async () => {
    const { db } = await getTestDatabase();
    const company = await buildCompany(db);
    await buildUser(db, { username: 'boss', companyId: company.id, role: 'head_of_company' });
    await buildUser(db, { username: 'co.boss', companyId: company.id, role: 'head_of_company' });
    const pair = await logInAs(app, 'boss');
    expect((await deleteAccount(pair.access, { password: TEST_PASSWORD })).statusCode).toBe(204);
    // the remaining head is now the only one
    const coPair = await logInAs(app, 'co.boss');
    expect((await deleteAccount(coPair.access, { password: TEST_PASSWORD })).statusCode).toBe(400);
  });

  it('refuses the only active head of a company, in the asked language, changing nothing', async () => {
    const { db } = await getTestDatabase();
    const company = await buildCompany(db);
    const boss = await buildUser(db, {
      username: 'boss',
      companyId: company.id,
      role: 'head_of_company',
    });
    await buildUser(db, {
      username: 'former.boss',
      companyId: company.id,
      role: 'head_of_company',
      isActive: false,
    });
    const pair = await logInAs(app, 'boss');
    const response = await deleteAccount(
      pair.access,
      { password: TEST_PASSWORD },
      { 'accept-language': 'ru' },
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['non_field_errors']);
    expect(response.json().non_field_errors[0]).toContain('единственный руководитель');
    expect(await findUser(boss.id)).toEqual(boss);
    const profile = await app.inject({
      url: '/api/v1/users/profile/',
      headers: bearer(pair.access),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a wrong password with a field error and changes nothing', async () => {
    const { db } = await getTestDatabase();
    const user = await buildUser(db, { username: 'careful' });
    const pair = await logInAs(app, 'careful');
    await addCrop(pair.access, 'Пшеница');

    const response = await deleteAccount(pair.access, { password: 'Wrong-pass1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: ['The password is incorrect.'] });

    expect(await findUser(user.id)).toEqual(user);
    expect(await db.select().from(crops).where(eq(crops.ownerUserId, user.id))).toHaveLength(1);
    const profile = await app.inject({
      url: '/api/v1/users/profile/',
      headers: bearer(pair.access),
    });
    expect(profile.statusCode).toBe(200);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/refresh/',
      payload: { refresh: pair.refresh },
    });
    expect(refresh.statusCode).toBe(200);
  });

  it('translates the wrong-password message', async () => {
    const { db } = await getTestDatabase();
    await buildUser(db, { username: 'careful' });
    const pair = await logInAs(app, 'careful');
    const response = await deleteAccount(
      pair.access,
      { password: 'Wrong-pass1' },
      { 'accept-language': 'es' },
    );
    expect(response.json()).toEqual({ password: ['La contraseña es incorrecta.'] });
  });

  it.each([
    [{}, 'This field is required.'],
    [{ password: '' }, 'This field may not be blank.'],
  ])('refuses the body %j', async (payload, message) => {
    const { db } = await getTestDatabase();
    await buildUser(db, { username: 'careful' });
    const pair = await logInAs(app, 'careful');
    const response = await deleteAccount(pair.access, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: [message] });
  });

  it('answers 401 without a bearer token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/users/delete_account/',
      payload: { password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
