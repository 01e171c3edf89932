import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUpload,
  headUpload,
  patchUpload,
  patternBytes,
  sha256Of,
} from '../apps/server/src/test/tus-client.ts';
import { type RunningServer, startServer } from './support/start-server.ts';

/**
 * Resumable uploads against the real server process (decision 033): a 1 GB file cut at 40 %
 * and resumed, and an upload that goes on after the server restarts. The bytes are made up
 * deterministically and streamed, never held whole; the stored file's SHA-256 must equal
 * the source's.
 */
const MB = 1024 * 1024;
const GB = 1024 * MB;
const USER = { username: 'reads.breeder', password: 'Strong-pass1' } as const;
let server: RunningServer;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'plotline-e2e-uploads-'));
  server = await startServer({ SEED_DEMO: 'false', ACCESS_TOKEN_TTL_SECONDS: '3600' }, { dataDir });
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registration = await post('users/registration/', {
    username: USER.username,
    password1: USER.password,
    password2: USER.password,
    first_name: 'Анна',
    last_name: 'Петрова',
    email: 'anna@example.org',
  });
  expect(registration.status).toBe(201);
  token = ((await (await post('login/', USER)).json()) as { access: string }).access;
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Bytes of a file on disk so far (0 when it is not there yet). */
const fileSize = (path: string) =>
  stat(path).then(
    (info) => info.size,
    () => 0,
  );
const storedPath = (url: string) =>
  join(dataDir, 'files', 'resumable', url.split('/').at(-2) ?? '');
const reads = (size: number) => ({ size, purpose: 'genome.fastq', filename: 'reads.fastq' });

describe('resumable uploads (real server process)', () => {
  it('resumes a 1 GB upload cut at 40 %, and keeps exactly the same bytes', async () => {
    const created = await createUpload(server.url, token, reads(GB));
    expect(created.status).toBe(201);
    const url = created.location ?? '';
    const cut = await patchUpload(url, token, 0, patternBytes(0, GB), { cutAfter: 0.4 * GB });
    expect(cut.status).toBe(0);
    const { offset = -1 } = await headUpload(url, token);
    expect(offset).toBeGreaterThan(0.3 * GB);
    expect(offset).toBeLessThanOrEqual(0.4 * GB);
    const rest = await patchUpload(url, token, offset, patternBytes(offset, GB));
    expect(rest).toMatchObject({ status: 204, offset: GB });
    const [stored, source] = await Promise.all([
      sha256Of(createReadStream(storedPath(url))),
      sha256Of(patternBytes(0, GB)),
    ]);
    expect(stored).toBe(source);
    await rm(storedPath(url));
  }, 300_000);

  it('goes on after a server restart in the middle of a PATCH, from the offset kept on disk', async () => {
    const size = 64 * MB;
    const url = (await createUpload(server.url, token, reads(size))).location ?? '';
    // 24 MB go out, then the client waits with the request still open while the server restarts
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    async function* stalled() {
      yield* patternBytes(0, 24 * MB);
      await held;
    }
    const sending = patchUpload(url, token, 0, stalled()).catch((error: Error) => error);
    await expect.poll(() => fileSize(storedPath(url)), { timeout: 30_000 }).toBe(24 * MB);
    const before = server.pid();
    await server.restart();
    expect(server.pid()).not.toBe(before);
    release();
    expect(await sending).toBeInstanceOf(Error); // the connection was cut by the stop
    expect(await headUpload(url, token)).toMatchObject({ status: 200, offset: 24 * MB });
    const rest = await patchUpload(url, token, 24 * MB, patternBytes(24 * MB, size));
    expect(rest).toMatchObject({ status: 204, offset: size });
    expect(await sha256Of(createReadStream(storedPath(url)))).toBe(
      await sha256Of(patternBytes(0, size)),
    );
  }, 180_000);
});
