// Resumable uploads (decision 033): a 1 GB tus upload to the disk store of a real server
// process, in the web helper's 50 MB PATCHes, and how soon an upload can go on after the
// server restarts while a PATCH is streaming (restart → the HEAD that tells the client where
// to continue).
import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createUpload,
  headUpload,
  patchUpload,
  patternBytes,
} from '../apps/server/src/test/tus-client.ts';
import { startServer } from '../e2e/support/start-server.ts';
import type { Report } from './bench-report.ts';

const MB = 1024 * 1024;
const SIZE = 1024 * MB;
/** The web helper's PATCH size (apps/web/src/lib/resumable-upload.ts). */
const CHUNK = 50 * MB;
/** A gigabit link carries ~117 MB/s: the server should not be what limits an upload. */
const TARGET_MB_PER_S = 117;
/** The warm start target of `npm run bench -- start`. */
const TARGET_RESUME_MS = 5_000;

export async function benchUploads(report: Report): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plotline-bench-uploads-'));
  const server = await startServer(
    { SEED_DEMO: 'false', ACCESS_TOKEN_TTL_SECONDS: '3600' },
    { dataDir },
  );
  try {
    const token = await registerAndLogIn(server.url);
    const file = { size: SIZE, purpose: 'genome.fastq', filename: 'bench.fastq' };
    const url = (await createUpload(server.url, token, file)).location ?? '';
    const started = performance.now();
    for (let offset = 0; offset < SIZE; offset += CHUNK) {
      const end = Math.min(SIZE, offset + CHUNK);
      const answer = await patchUpload(url, token, offset, patternBytes(offset, end));
      if (answer.status !== 204) throw new Error(`PATCH at ${offset}: ${answer.status}`);
    }
    const seconds = (performance.now() - started) / 1000;
    report(
      'tus upload 1 GB → disk (50 MB PATCHes)',
      SIZE / MB / seconds,
      'MB/s',
      TARGET_MB_PER_S,
      false,
    );

    // a restart while a PATCH is streaming: the stop cuts it, the upload keeps what arrived
    const half = (await createUpload(server.url, token, file)).location ?? '';
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    async function* stalled() {
      yield* patternBytes(0, SIZE / 2);
      await held;
    }
    const sending = patchUpload(half, token, 0, stalled()).catch(() => undefined);
    while (
      (await statOrZero(join(dataDir, 'files', 'resumable', half.split('/').at(-2) ?? ''))) <
      SIZE / 2
    ) {
      await new Promise((done) => setTimeout(done, 50));
    }
    const restarted = performance.now();
    await server.restart();
    const { offset } = await headUpload(half, token);
    const resumeMs = performance.now() - restarted;
    release();
    await sending;
    if (offset !== SIZE / 2) throw new Error(`resumed at ${offset}`);
    report('resume after restart mid-PATCH (→ HEAD)', resumeMs, 'ms', TARGET_RESUME_MS, true);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Bytes of a file so far, 0 when absent. */
function statOrZero(path: string): Promise<number> {
  return stat(path).then(
    (info) => info.size,
    () => 0,
  );
}

async function registerAndLogIn(base: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const user = { username: 'bench.uploads', password: 'Strong-pass1' };
  await post('users/registration/', {
    username: user.username,
    password1: user.password,
    password2: user.password,
    first_name: 'Б',
    last_name: 'Б',
    email: 'bench@example.org',
  });
  const answer = (await (await post('login/', user)).json()) as { access: string };
  return answer.access;
}
