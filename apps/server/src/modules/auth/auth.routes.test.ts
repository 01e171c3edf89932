import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, logInAs, TEST_PASSWORD } from '../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

let app: FastifyInstance;

async function login(username: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/login/',
    payload: { username, password },
    headers,
  });
}

describe('POST login/', () => {
  beforeEach(async () => {
    app = await buildTestApp({ LOGIN_BLOCK_SECONDS: '1' });
    await buildUser((await getTestDatabase()).db, { username: 'ivanov' });
    await buildUser((await getTestDatabase()).db, { username: 'petrov' });
  });
  afterEach(() => app.close());

  it('returns an access and a refresh token for valid credentials', async () => {
    const response = await login('ivanov', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['access', 'refresh']);
  });

  it('accepts the login in another case and with surrounding spaces', async () => {
    expect((await login('  IVANOV ', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts down remaining attempts, then blocks with 403 for the block time', async () => {
    const first = await login('ivanov', 'wrong');
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ message: 'Invalid credentials', remainingAttempts: 2 });
    expect((await login('ivanov', 'wrong')).json()).toEqual({
      message: 'Invalid credentials',
      remainingAttempts: 1,
    });
    const third = await login('ivanov', 'wrong');
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({
      message: 'You have exceeded the allowed number of login attempts',
      blockTimeSeconds: 1,
    });
    const duringBlock = await login('ivanov', TEST_PASSWORD);
    expect(duringBlock.statusCode).toBe(403);
    expect(duringBlock.json()).toEqual(third.json());
  });

  it('restarts the count once the block has run out', async () => {
    for (let i = 0; i < 3; i++) await login('ivanov', 'wrong');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const next = await login('ivanov', 'wrong');
    expect(next.statusCode).toBe(400);
    expect(next.json()).toMatchObject({ remainingAttempts: 2 });
    expect((await login('ivanov', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures per username, not for other users', async () => {
    for (let i = 0; i < 3; i++) await login('ivanov', 'wrong');
    expect((await login('petrov', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('resets the count after a successful login', async () => {
    await login('ivanov', 'wrong');
    await login('ivanov', 'wrong');
    expect((await login('ivanov', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login('ivanov', 'wrong')).json()).toMatchObject({ remainingAttempts: 2 });
  });

  it('answers an unknown login exactly like a wrong password', async () => {
    const response = await login('nobody', 'whatever');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid credentials', remainingAttempts: 2 });
  });

  it('refuses a deactivated user', async () => {
    await buildUser((await getTestDatabase()).db, { username: 'gone', isActive: false });
    expect((await login('gone', TEST_PASSWORD)).statusCode).toBe(400);
  });

  it('translates messages into the requested language', async () => {
    const response = await login('ivanov', 'wrong', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(response.json()).toEqual({ message: 'Неверный логин или пароль', remainingAttempts: 2 });
  });

  it('returns 400 with DRF messages for a blank or missing field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      payload: { username: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['This field may not be blank.'],
      password: ['This field is required.'],
    });
  });
});

describe('POST refresh/ and logout/', () => {
  beforeEach(async () => {
    app = await buildTestApp();
    await buildUser((await getTestDatabase()).db, { username: 'ivanov' });
  });
  afterEach(() => app.close());

  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: '/api/v1/refresh/', payload: { refresh: token } });

  it('rotates: the new pair works and the old refresh token is refused', async () => {
    const pair = await logInAs(app, 'ivanov');
    const rotated = await refresh(pair.refresh);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<{ access: string; refresh: string }>();
    expect(next.refresh).not.toBe(pair.refresh);
    const profile = await app.inject({
      url: '/api/v1/users/profile/',
      headers: bearer(next.access),
    });
    expect(profile.statusCode).toBe(200);
    const reused = await refresh(pair.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ detail: 'Token is invalid' });
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const pair = await logInAs(app, 'ivanov');
    const next = (await refresh(pair.refresh)).json<{ refresh: string }>();
    await refresh(pair.refresh);
    expect((await refresh(next.refresh)).statusCode).toBe(401);
  });

  it('refuses an access token offered as a refresh token, and garbage', async () => {
    const pair = await logInAs(app, 'ivanov');
    expect((await refresh(pair.access)).statusCode).toBe(401);
    expect((await refresh('not-a-jwt')).json()).toEqual({ detail: 'Token is invalid' });
  });

  it('blacklists the refresh token on logout', async () => {
    const pair = await logInAs(app, 'ivanov');
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/logout/',
      payload: { refresh: pair.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  });

  it('expires refresh tokens after their lifetime', async () => {
    await app.close();
    app = await buildTestApp({ REFRESH_TOKEN_TTL_SECONDS: '1' });
    await buildUser((await getTestDatabase()).db, { username: 'ivanov' });
    const pair = await logInAs(app, 'ivanov');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  });
});

describe('bearer authentication', () => {
  beforeEach(async () => {
    app = await buildTestApp();
    await buildUser((await getTestDatabase()).db, { username: 'ivanov' });
  });
  afterEach(() => app.close());

  it('returns 401 "not provided" without a token', async () => {
    const response = await app.inject({ url: '/api/v1/users/profile/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('returns 401 "Token is invalid" for a forged or refresh token', async () => {
    const pair = await logInAs(app, 'ivanov');
    for (const token of [`${pair.access}x`, pair.refresh]) {
      const response = await app.inject({ url: '/api/v1/users/profile/', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Token is invalid' });
    }
  });

  it('expires access tokens after their lifetime', async () => {
    await app.close();
    app = await buildTestApp({ ACCESS_TOKEN_TTL_SECONDS: '1' });
    await buildUser((await getTestDatabase()).db, { username: 'ivanov' });
    const pair = await logInAs(app, 'ivanov');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const response = await app.inject({
      url: '/api/v1/users/profile/',
      headers: bearer(pair.access),
    });
    expect(response.json()).toEqual({ detail: 'Token is invalid' });
  });

  it('rate-limits login attempts per client address', async () => {
    await app.close();
    app = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    await login('x', 'y');
    await login('x', 'y');
    const limited = await login('x', 'y');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Request was throttled/);
  });

  it('ignores X-Forwarded-For by default: forged addresses share the peer’s limit', async () => {
    await app.close();
    app = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i}` };
      statuses.push((await login(`x${i}`, 'y', forged)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429, 429, 429]);
  });

  it('believes X-Forwarded-For from a proxy named in TRUST_PROXY', async () => {
    await app.close();
    // app.inject comes from 127.0.0.1: the proxy
    app = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1' });
    const client = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
    const distinct = [];
    for (let i = 1; i <= 4; i++) distinct.push((await login(`x${i}`, 'y', client(i))).statusCode);
    expect(distinct).toEqual([400, 400, 400, 400]);
    const same = [];
    for (let i = 0; i < 3; i++) same.push((await login(`y${i}`, 'y', client(9))).statusCode);
    expect(same).toEqual([400, 400, 429]);
  });
});
