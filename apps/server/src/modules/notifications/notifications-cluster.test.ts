import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { notify } from '../../platform/realtime/notify.ts';
import { startJobProcess } from '../../test/job-processes.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import {
  BASE_HEADERS,
  buildXlsx,
  multipart,
  signedInBreeder,
} from '../imports/imports-test-kit.ts';
import { openTestSocket, pause, type TestSocket } from './socket-test-kit.ts';

/**
 * Two server processes on one PostgreSQL database (decision 021): this test's app (A) and a
 * real server started as `npm start` starts it (B), sharing nothing but the database. An
 * event raised in either reaches the sockets the user holds on the other, once.
 */

type SecondServer = { url: string; stop: () => Promise<void>; output: () => string };

/** Starts `src/main.ts` on a free port against DATABASE_URL and waits for it to listen. */
async function startSecondServer(): Promise<SecondServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plotline-cluster-'));
  const server = await startJobProcess('server', dataDir).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    output: server.output,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('notifications across two server processes', () => {
  let app: FastifyInstance;
  let db: Db;
  let urlA: string;
  let serverB: SecondServer;
  let alice: Awaited<ReturnType<typeof signedInBreeder>>;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    // A only queues jobs (decision 032): B, with its own file store, runs the import it took
    app = await buildTestApp({ JOBS_IN_PROCESS: 'false' });
    db = (await getTestDatabase()).db;
    urlA = await app.listen({ port: 0, host: '127.0.0.1' });
    alice = await signedInBreeder(app, db, 'alice');
    serverB = await startSecondServer(); // after the reset: it reads the same signing secret
  }, 90_000);
  afterAll(async () => {
    for (const { socket } of sockets) socket.terminate();
    await serverB?.stop();
    await app?.close();
  });

  /** Opens alice's socket on a server and waits until it is subscribed. */
  async function aliceSocket(url: string) {
    const socket = openTestSocket(url, alice.user.id, alice.headers.authorization?.slice(7));
    sockets.push(socket);
    await socket.opened;
    await pause(100);
    return socket;
  }

  it('delivers an event raised in A to a socket held by B, once', async () => {
    const onB = await aliceSocket(serverB.url);
    const onA = await aliceSocket(urlA);
    const sentAt = performance.now();
    const item = await notify(db, app.notificationBus, {
      userId: alice.user.id,
      type: 'system_notification',
      title: 'Из процесса A',
      message: '',
      status: 'info',
    });
    await Promise.all([onB.waitForMessages(1), onA.waitForMessages(1)]);
    expect(onB.received[0]?.item).toEqual(item);
    expect((onB.received[0]?.at ?? Infinity) - sentAt).toBeLessThan(500);
    await pause(200);
    expect([onA.received.length, onB.received.length]).toEqual([1, 1]);
  });

  it('delivers the notification of an import B ran to a socket held by A', async () => {
    const onA = await aliceSocket(urlA);
    const file = await buildXlsx([
      BASE_HEADERS,
      ['1', 'Питомник Б', 2025, 'Краснодар', 'Делянка 1', 'Сорт А', 1],
    ]);
    const body = multipart({ spec_id: alice.cropId }, file);
    const response = await fetch(
      `${serverB.url}/api/v1/plotline_db/upload_custom_file/field_file/`,
      {
        method: 'POST',
        headers: { ...alice.headers, ...body.headers, 'accept-language': 'ru' },
        body: body.payload,
      },
    );
    expect(response.status, serverB.output()).toBe(201);
    await onA.waitForMessages(1, 10_000);
    expect(onA.received[0]?.item).toMatchObject({
      type: 'file_upload',
      data: { title: 'Файл «plots.xlsx» загружен', status: 'success', is_ack: false },
    });
  });
});
