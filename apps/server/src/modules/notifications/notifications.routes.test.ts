import type { NotificationItem, NotificationStatus } from '@plotline/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

const URL = '/api/v1/notice_app/notifications/';

let app: FastifyInstance;
let db: Db;
let alice: { id: number; headers: Record<string, string> };
let bob: { id: number; headers: Record<string, string> };

async function signedIn(username: string) {
  const user = await buildUser(db, { username });
  return { id: user.id, headers: bearer((await logInAs(app, username)).access) };
}

/** Stores notifications of a user, oldest first. @returns their ids */
async function store(userId: number, statuses: NotificationStatus[]): Promise<number[]> {
  const rows = await db
    .insert(notifications)
    .values(
      statuses.map((status, n) => ({
        userId,
        eventType: 'file_upload' as const,
        title: `Заголовок ${n + 1}`,
        message: `Сообщение ${n + 1}`,
        status,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

async function list(headers: Record<string, string>, query = '') {
  const response = await app.inject({ url: `${URL}${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<NotificationItem[]>();
}

async function unread(headers: Record<string, string>) {
  const response = await app.inject({ url: `${URL}unread_count/`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number }>().count;
}

beforeEach(async () => {
  app = await buildTestApp();
  db = (await getTestDatabase()).db;
  alice = await signedIn('alice');
  bob = await signedIn('bob');
});
afterEach(() => app.close());

describe('GET notice_app/notifications/', () => {
  it("lists the caller's notifications newest first in the item shape", async () => {
    const [first, second] = await store(alice.id, ['success', 'failed']);
    await store(bob.id, ['info']);
    const items = await list(alice.headers);
    expect(items.map((item) => item.data.id)).toEqual([second, first]);
    expect(items[0]).toEqual({
      type: 'file_upload',
      data: {
        id: second,
        title: 'Заголовок 2',
        message: 'Сообщение 2',
        is_ack: false,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/),
        status: 'failed',
      },
    });
  });

  it('hides one status with status__neq', async () => {
    const [info, , warning] = await store(alice.id, ['info', 'pending', 'warning']);
    const items = await list(alice.headers, '?status__neq=pending');
    expect(items.map((item) => item.data.id)).toEqual([warning, info]);
  });

  it('pages to older notifications with before_id and page_size', async () => {
    const ids = await store(alice.id, ['info', 'info', 'info', 'info', 'info']);
    const page = await list(alice.headers, '?page_size=2');
    expect(page.map((item) => item.data.id)).toEqual([ids[4], ids[3]]);
    const next = await list(alice.headers, `?page_size=2&before_id=${ids[3]}`);
    expect(next.map((item) => item.data.id)).toEqual([ids[2], ids[1]]);
    const last = await list(alice.headers, `?page_size=2&before_id=${ids[1]}`);
    expect(last.map((item) => item.data.id)).toEqual([ids[0]]);
  });

  it('answers 400 for an unknown status or a page over the limit', async () => {
    const bad = await app.inject({
      url: `${URL}?status__neq=lost&page_size=201`,
      headers: alice.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['status__neq', 'page_size']));
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ url: URL });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH notice_app/notifications/{id}/', () => {
  it('marks the notification read and answers it', async () => {
    const [id] = await store(alice.id, ['success']);
    const response = await app.inject({
      method: 'PATCH',
      url: `${URL}${id}/`,
      headers: alice.headers,
      payload: { is_ack: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 'file_upload', data: { id, is_ack: true } });
    expect(await unread(alice.headers)).toBe(0);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const [id] = await store(bob.id, ['success']);
    const response = await app.inject({
      method: 'PATCH',
      url: `${URL}${id}/`,
      headers: alice.headers,
      payload: { is_ack: true },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expect(await unread(bob.headers)).toBe(1);
  });

  it('answers 400 without is_ack', async () => {
    const [id] = await store(alice.id, ['success']);
    const response = await app.inject({
      method: 'PATCH',
      url: `${URL}${id}/`,
      headers: alice.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ is_ack: ['This field is required.'] });
  });
});

describe('unread_count/ and mark_all_as_read/', () => {
  it("counts the caller's unread notifications, pending ones aside", async () => {
    await store(alice.id, ['info', 'pending', 'error']);
    await store(bob.id, ['info']);
    expect(await unread(alice.headers)).toBe(2);
  });

  it("marks every unread notification of the caller read, and nobody else's", async () => {
    await store(alice.id, ['info', 'success', 'warning']);
    await store(bob.id, ['info']);
    const response = await app.inject({
      method: 'POST',
      url: `${URL}mark_all_as_read/`,
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 3 });
    expect(await unread(alice.headers)).toBe(0);
    expect((await list(alice.headers)).every((item) => item.data.is_ack)).toBe(true);
    expect(await unread(bob.headers)).toBe(1);
  });
});
