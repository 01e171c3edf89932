import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_PURPOSES } from '@plotline/contract/uploads';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, logInAs } from '../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import {
  createUpload,
  deleteUpload,
  headUpload,
  patchUpload,
  patternBytes,
  sha256Of,
} from '../../test/tus-client.ts';
import { createFileStore } from '../files/file-store.ts';
import { removeUpload, takeUpload } from './take-upload.ts';
import { createUploadService } from './upload-service.ts';

const MB = 1024 * 1024;
let dataDir: string;
let app: FastifyInstance;
let base = '';
let token: string;
let otherToken: string;
let breederId: number;
let neighbourId: number;

/** Files of the resumable-upload folder (data and metadata). */
const storedFiles = () => readdir(join(dataDir, 'files', 'resumable')).catch(() => []);

/**
 * Starts the app on the data folder with two users; again on the same port after a stop (the
 * upload addresses stay). The emptied database gives the users the same ids again.
 */
async function startApp() {
  app = await buildTestApp({ PLOTLINE_DATA_DIR: dataDir });
  base = await app.listen({ port: base ? Number(new URL(base).port) : 0, host: '127.0.0.1' });
  const { db } = await getTestDatabase();
  breederId = (await buildUser(db, { username: 'breeder' })).id;
  neighbourId = (await buildUser(db, { username: 'neighbour' })).id;
  token = (await logInAs(app, 'breeder')).access;
  otherToken = (await logInAs(app, 'neighbour')).access;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'plotline-uploads-'));
  await startApp();
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const fastq = (size: number) => ({ size, purpose: 'genome.fastq', filename: 'reads.fastq' });

describe('resumable uploads (tus over HTTP, disk store)', () => {
  it('takes a file in two PATCHes after a cut connection, the same bytes at the end', async () => {
    const size = 24 * MB;
    const created = await createUpload(base, token, fastq(size));
    expect(created.status).toBe(201);
    const url = created.location ?? '';
    expect(url).toMatch(/\/api\/v1\/uploads\/[0-9a-f]{32}\/$/);
    const cut = await patchUpload(url, token, 0, patternBytes(0, size), { cutAfter: 10 * MB });
    expect(cut.status).toBe(0);
    const { offset = -1 } = await headUpload(url, token);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(10 * MB);
    const rest = await patchUpload(url, token, offset, patternBytes(offset, size));
    expect(rest.status).toBe(204);
    expect(rest.offset).toBe(size);
    const id = url.split('/').at(-2) ?? '';
    const { createReadStream } = await import('node:fs');
    expect(await sha256Of(createReadStream(join(dataDir, 'files', 'resumable', id)))).toBe(
      await sha256Of(patternBytes(0, size)),
    );
  });

  it('refuses a file whose first bytes are not of its purpose, and keeps nothing of it', async () => {
    const before = await storedFiles();
    const created = await createUpload(base, token, {
      size: 4 * MB,
      purpose: 'import.plot_result',
      filename: 'results.xlsx',
    });
    expect(created.status).toBe(201);
    const url = created.location ?? '';
    // FASTQ text where a workbook (a zip) was announced
    const answer = await patchUpload(url, token, 0, patternBytes(0, 4 * MB), { language: 'ru' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      file: ['Файл «results.xlsx» не подходящего вида (xlsx).'],
    });
    expect((await headUpload(url, token)).status).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an upload over its purpose’s limit at creation, before any byte', async () => {
    const before = await storedFiles();
    const limit = UPLOAD_PURPOSES['import.plot_result'].maxBytes;
    const answer = await createUpload(base, token, {
      size: limit + 1,
      purpose: 'import.plot_result',
      filename: 'huge.xlsx',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      file: [`The file «huge.xlsx» is larger than ${limit / MB} MB.`],
    });
    expect(answer.headers.get('location')).toBeNull();
    expect(await storedFiles()).toEqual(before);
  });

  it('calls a size of 19 digits too large, not missing', async () => {
    const answer = await createUpload(base, token, {
      size: 1e18,
      purpose: 'import.plot_result',
      filename: 'huge.xlsx',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      file: [
        `The file «huge.xlsx» is larger than ${UPLOAD_PURPOSES['import.plot_result'].maxBytes / MB} MB.`,
      ],
    });
  });

  it.each([
    [{ purpose: 'genome.bam', filename: 'a.bam' }, 'purpose'],
    [{ purpose: 'genome.fastq', filename: '' }, 'filename'],
    [{ purpose: 'genome.fastq', filename: 'empty.fastq', size: 0 }, 'file'],
  ])('refuses the creation %j on the field %s', async (file, field) => {
    const answer = await createUpload(base, token, { size: MB, ...file });
    expect(answer.status).toBe(400);
    expect(Object.keys(JSON.parse(answer.body))).toEqual([field]);
  });

  it('allows no other origin (tus alone would answer Access-Control-Allow-Origin: *)', async () => {
    const url = (await createUpload(base, token, fastq(MB))).location ?? '';
    const answer = await fetch(url, {
      method: 'HEAD',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        origin: 'https://elsewhere.example',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 to another user for every method, and 401 without a token', async () => {
    const url = (await createUpload(base, token, fastq(MB))).location ?? '';
    expect((await headUpload(url, otherToken)).status).toBe(404);
    const patch = await patchUpload(url, otherToken, 0, patternBytes(0, MB));
    expect(patch.status).toBe(404);
    expect(await deleteUpload(url, otherToken)).toBe(404);
    expect((await headUpload(url, '')).status).toBe(401);
    expect(await headUpload(url, token)).toMatchObject({ status: 200, offset: 0, length: MB });
    expect(await deleteUpload(url, token)).toBe(204);
    expect((await headUpload(url, token)).status).toBe(404);
  });
});

describe('takeUpload (how a module gets a finished upload)', () => {
  it('hands the owner’s finished upload as a file-store key, and removeUpload ends it', async () => {
    const size = 3 * MB;
    const url = (await createUpload(base, token, fastq(size))).location ?? '';
    const uploadId = url.split('/').at(-2) ?? '';
    // a second service on the same data folder, as a worker process would have
    const uploads = createUploadService({ dataDir });
    await expect(takeUpload(uploads, { id: breederId }, uploadId, 'genome.fastq')).rejects.toThrow(
      expect.objectContaining({ code: 'VALIDATION', fields: { upload: expect.anything() } }),
    );
    await patchUpload(url, token, 0, patternBytes(0, size));
    for (const [user, purpose] of [
      [neighbourId, 'genome.fastq'],
      [breederId, 'import.plot_result'],
    ] as const) {
      await expect(takeUpload(uploads, { id: user }, uploadId, purpose)).rejects.toThrow(
        expect.objectContaining({ code: 'NOT_FOUND' }),
      );
    }
    const taken = await takeUpload(uploads, { id: breederId }, uploadId, 'genome.fastq');
    expect(taken).toMatchObject({ key: `resumable/${uploadId}`, size, filename: 'reads.fastq' });
    const file = await createFileStore(dataDir).open(taken.key);
    const expected = await sha256Of(patternBytes(0, size));
    expect(await sha256Of(file?.body ?? Readable.from([]))).toBe(expected);
    expect(await sha256Of(await taken.open())).toBe(expected);
    await removeUpload(uploads, uploadId);
    expect((await headUpload(url, token)).status).toBe(404);
    expect(await createFileStore(dataDir).open(taken.key)).toBeUndefined();
  });
});

describe('left uploads', () => {
  afterEach(async () => {
    await app.close();
    await startApp();
  });

  it('removes an unfinished upload idle for a day and orphan metadata at start, keeps a finished one', async () => {
    const idle = (await createUpload(base, token, fastq(2 * MB))).location ?? '';
    await patchUpload(idle, token, 0, patternBytes(0, 2 * MB), { cutAfter: MB });
    const done = (await createUpload(base, token, fastq(MB))).location ?? '';
    expect((await patchUpload(done, token, 0, patternBytes(0, MB))).status).toBe(204);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    for (const url of [idle, done]) {
      const id = url.split('/').at(-2) ?? '';
      await utimes(join(dataDir, 'files', 'resumable', id), twoDaysAgo, twoDaysAgo);
    }
    // metadata whose data file is gone (a crash between the two deletions)
    const orphan = join(dataDir, 'files', 'resumable', `${'0'.repeat(32)}.json`);
    await writeFile(orphan, '{}');
    await utimes(orphan, twoDaysAgo, twoDaysAgo);
    await app.close();
    await startApp();
    await expect.poll(async () => (await headUpload(idle, token)).status).toBe(404);
    expect(await headUpload(done, token)).toMatchObject({ status: 200, offset: MB });
    expect(await storedFiles()).not.toContain(`${'0'.repeat(32)}.json`);
  });
});
