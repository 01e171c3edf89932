import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { notify } from '../../platform/realtime/notify.ts';
import { buildTestApp, getTestDatabase, getTestDatabaseUrl } from '../../test/test-app.ts';
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
const SERVER_DIR = resolve(import.meta.dirname, '../../..');

type SecondServer = { url: string; stop: () => Promise<void>; output: () => string };

/** Starts `src/main.ts` on a free port against DATABASE_URL and waits for `health/`. */
async function startSecondServer(): Promise<SecondServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plotline-cluster-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: getTestDatabaseUrl(),
      PORT: '0',
      HOST: '127.0.0.1',
      PLOTLINE_DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  let url: string | undefined;
  while (!url) {
    const failure =
      child.exitCode !== null ? 'exited' : Date.now() > deadline ? 'did not start' : undefined;
    if (failure) {
      await stop();
      throw new Error(`server B ${failure}:\n${output}`);
    }
    // pino's "Server listening at http://127.0.0.1:<port>" names the port it was given
    url = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    await pause(50);
  }
  return { url, output: () => output, stop };
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
