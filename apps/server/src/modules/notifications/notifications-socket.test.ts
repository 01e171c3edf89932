import { SOCKET_CLOSE } from '@plotline/contract/notifications';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createTokenService, loadJwtSecret } from '../../platform/auth/tokens.ts';
import { notify } from '../../platform/realtime/notify.ts';
import { buildUser, logInAs } from '../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { openTestSocket, pause, type TestSocket } from './socket-test-kit.ts';

let app: FastifyInstance;
let db: Db;
let baseUrl: string;
const sockets: TestSocket[] = [];

/** A fresh app listening on a free port (the socket needs a real upgrade, not inject). */
async function start(env: Record<string, string> = {}) {
  app = await buildTestApp(env);
  db = (await getTestDatabase()).db;
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
}

async function signedIn(username: string) {
  const user = await buildUser(db, { username });
  return { id: user.id, access: (await logInAs(app, username)).access };
}

function open(...args: Parameters<typeof openTestSocket>) {
  const opened = openTestSocket(...args);
  sockets.push(opened);
  return opened;
}

const notice = (userId: number, title = 'Файл «plots.xlsx» загружен') =>
  notify(db, app.notificationBus, {
    userId,
    type: 'file_upload',
    title,
    message: 'Строк: 3',
    status: 'success',
  });

afterEach(async () => {
  for (const { socket } of sockets.splice(0)) socket.terminate();
  await app.close();
});

describe('notification socket: refusals', () => {
  it('closes 4401 without a token, with a bad one, or with a refresh token', async () => {
    await start();
    const alice = await signedIn('alice');
    const { refresh } = await logInAs(app, 'alice');
    for (const token of [undefined, 'not-a-jwt', refresh]) {
      const socket = open(baseUrl, alice.id, token);
      await socket.opened; // nothing in the server (helmet, hooks) refuses the upgrade itself
      expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    }
  });

  it('closes 4401 with an expired token', async () => {
    await start();
    const alice = await signedIn('alice');
    const secret = await loadJwtSecret(db, undefined);
    const expired = await createTokenService(secret, { access: -60, refresh: 60 }).sign(
      'access',
      alice.id,
    );
    const socket = open(baseUrl, alice.id, expired.token);
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
  });

  it('closes 4401 for a user made inactive after signing in', async () => {
    await start();
    const alice = await signedIn('alice');
    await db.update(users).set({ isActive: false }).where(eq(users.id, alice.id));
    const socket = open(baseUrl, alice.id, alice.access);
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
  });

  it("closes 4403 for another user's id, and then delivers nothing", async () => {
    await start();
    const alice = await signedIn('alice');
    const bob = await signedIn('bob');
    const socket = open(baseUrl, bob.id, alice.access);
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.forbidden);
    await notice(bob.id);
    expect(socket.received).toEqual([]);
  });
});

describe('notification socket: delivery', () => {
  it("reaches both of a user's sockets within 100 ms, once each, and not another user's", async () => {
    await start();
    const alice = await signedIn('alice');
    const bob = await signedIn('bob');
    const tabs = [open(baseUrl, alice.id, alice.access), open(baseUrl, alice.id, alice.access)];
    const other = open(baseUrl, bob.id, bob.access);
    await Promise.all([...tabs, other].map((socket) => socket.opened));
    await pause(50); // the token check runs after the upgrade

    const sentAt = performance.now();
    const item = await notice(alice.id);
    await Promise.all(tabs.map((tab) => tab.waitForMessages(1, 1000)));
    for (const tab of tabs) {
      expect(tab.received[0]?.item).toEqual(item);
      expect((tab.received[0]?.at ?? Infinity) - sentAt).toBeLessThan(100);
    }
    expect(item).toMatchObject({
      type: 'file_upload',
      data: { title: 'Файл «plots.xlsx» загружен', is_ack: false, status: 'success' },
    });
    await pause(150);
    expect(tabs.map((tab) => tab.received.length)).toEqual([1, 1]);
    expect(other.received).toEqual([]);
  });

  it('sends a notification too long for one NOTIFY payload whole', async () => {
    await start();
    const alice = await signedIn('alice');
    const socket = open(baseUrl, alice.id, alice.access);
    await socket.opened;
    await pause(50);
    const title = 'Ж'.repeat(5000); // 10,000 bytes of UTF-8
    await notice(alice.id, title);
    await socket.waitForMessages(1);
    expect(socket.received[0]?.item.data.title).toBe(title);
  });

  it('stops delivering to a closed socket', async () => {
    await start();
    const alice = await signedIn('alice');
    const first = open(baseUrl, alice.id, alice.access);
    const second = open(baseUrl, alice.id, alice.access);
    await Promise.all([first.opened, second.opened]);
    first.socket.close();
    await first.closed;
    await pause(50);
    await notice(alice.id);
    await second.waitForMessages(1);
    expect(first.received).toEqual([]);
  });
});

describe('notification socket: heartbeat and shutdown', () => {
  it('drops a socket that stops answering pings and keeps one that answers', async () => {
    await start({ REALTIME_HEARTBEAT_SECONDS: '0.1' });
    const alice = await signedIn('alice');
    const dead = open(baseUrl, alice.id, alice.access, { autoPong: false });
    const live = open(baseUrl, alice.id, alice.access);
    await Promise.all([dead.opened, live.opened]);
    expect((await dead.closed).code).toBe(1006); // terminated, no closing handshake
    await pause(300);
    expect(live.socket.readyState).toBe(live.socket.OPEN);
  });

  it('tells open sockets the server is going away (1001) when it stops', async () => {
    await start();
    const alice = await signedIn('alice');
    const socket = open(baseUrl, alice.id, alice.access);
    await socket.opened;
    await pause(50);
    await app.close();
    expect((await socket.closed).code).toBe(1001);
  });
});
