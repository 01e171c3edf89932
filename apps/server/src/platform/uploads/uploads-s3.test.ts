import { Readable } from 'node:stream';
import { AbortMultipartUploadCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStore, s3ClientConfigOf } from '../../platform/files/s3-file-store.ts';
import { buildUser, logInAs } from '../../test/factories.ts';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import {
  createUpload,
  headUpload,
  patchUpload,
  patternBytes,
  sha256Of,
} from '../../test/tus-client.ts';
import { takeUpload } from './take-upload.ts';
import { createUploadService } from './upload-service.ts';

const MB = 1024 * 1024;
const reads = { purpose: 'genome.fastq', filename: 'reads.fastq' };
let s3: S3Server;
let app: FastifyInstance;
let base: string;
let token: string;
let userId: number;

beforeAll(async () => {
  s3 = await startS3Server();
  app = await buildTestApp(s3.env);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = await getTestDatabase();
  userId = (await buildUser(db, { username: 'breeder' })).id;
  token = (await logInAs(app, 'breeder')).access;
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

describe('resumable uploads into S3 (s3rver)', () => {
  it('resumes after a cut connection and completes one object with the same bytes', async () => {
    const size = 23 * MB;
    const created = await createUpload(base, token, {
      size,
      purpose: 'genome.fastq',
      filename: 'reads.fastq',
    });
    expect(created.status).toBe(201);
    const url = created.location ?? '';
    const id = url.split('/').at(-2) ?? '';
    await patchUpload(url, token, 0, patternBytes(0, size), { cutAfter: 13 * MB });
    const { offset = -1 } = await headUpload(url, token);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(13 * MB);
    // not visible as an object while unfinished
    expect(await s3.listKeys()).not.toContain(`resumable/${id}`);
    const rest = await patchUpload(url, token, offset, patternBytes(offset, size));
    expect(rest).toMatchObject({ status: 204, offset: size });
    // the finished upload is a file-store key of the same bucket
    const file = await createS3FileStore(s3.settings).open(`resumable/${id}`);
    expect(file?.size).toBe(size);
    expect(await sha256Of(file?.body ?? Readable.from([]))).toBe(
      await sha256Of(patternBytes(0, size)),
    );
  });

  it('refuses a wrong kind and leaves no object and no open multipart upload', async () => {
    const created = await createUpload(base, token, {
      size: 6 * MB,
      purpose: 'import.plot_result',
      filename: 'results.xlsx',
    });
    const url = created.location ?? '';
    const id = url.split('/').at(-2) ?? '';
    const answer = await patchUpload(url, token, 0, patternBytes(0, 6 * MB));
    expect(answer.status).toBe(400);
    expect(Object.keys(JSON.parse(answer.body))).toEqual(['file']);
    expect((await headUpload(url, token)).status).toBe(404);
    expect((await s3.listKeys()).filter((key) => key.includes(id))).toEqual([]);
    expect(await s3.countPendingParts()).toBe(0);
  });

  it('sweeps an unfinished upload once its time from the start is over, not before', async () => {
    const url = (await createUpload(base, token, { size: 6 * MB, ...reads })).location ?? '';
    const id = url.split('/').at(-2) ?? '';
    await patchUpload(url, token, 0, patternBytes(0, 6 * MB), { cutAfter: 2 * MB });
    expect((await headUpload(url, token)).offset).toBeGreaterThan(0);
    // the app's service keeps it (a day); one whose day is a second long removes it
    const appUploads = createUploadService({ dataDir: 'memory://', s3: s3.settings });
    expect(await appUploads.sweep()).toBe(0);
    expect((await headUpload(url, token)).status).toBe(200);
    const uploads = createUploadService({
      dataDir: 'memory://',
      s3: s3.settings,
      s3UnfinishedTtlMs: 1000,
    });
    await new Promise((done) => setTimeout(done, 1100));
    expect(await uploads.sweep()).toBeGreaterThan(0);
    await Promise.all([appUploads.close(), uploads.close()]);
    expect((await headUpload(url, token)).status).toBe(404);
    expect((await s3.listKeys()).filter((key) => key.includes(id))).toEqual([]);
    expect(await s3.countPendingParts()).toBe(0);
  });

  it('hands a finished upload to a module, and not one whose multipart upload was aborted', async () => {
    const uploads = createUploadService({ dataDir: 'memory://', s3: s3.settings });
    const finished = (await createUpload(base, token, { size: 2 * MB, ...reads })).location ?? '';
    await patchUpload(finished, token, 0, patternBytes(0, 2 * MB));
    const finishedId = finished.split('/').at(-2) ?? '';
    const taken = await takeUpload(uploads, { id: userId }, finishedId, 'genome.fastq');
    expect(taken).toMatchObject({ key: `resumable/${finishedId}`, size: 2 * MB });
    expect(await sha256Of(await taken.open())).toBe(await sha256Of(patternBytes(0, 2 * MB)));

    // a bucket lifecycle rule aborts an unfinished multipart upload, its .info stays
    const cut = (await createUpload(base, token, { size: 6 * MB, ...reads })).location ?? '';
    const cutId = cut.split('/').at(-2) ?? '';
    const client = new S3Client(s3ClientConfigOf(s3.settings));
    const info = await client.send(
      new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: `resumable/${cutId}.info` }),
    );
    await client.send(
      new AbortMultipartUploadCommand({
        Bucket: s3.settings.bucket,
        Key: `resumable/${cutId}`,
        UploadId: info.Metadata?.['upload-id'],
      }),
    );
    client.destroy();
    await expect(takeUpload(uploads, { id: userId }, cutId, 'genome.fastq')).rejects.toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    await uploads.close();
  });

  it('answers the API’s 500, without the storage error’s text, when the bucket is down', async () => {
    await s3.close();
    const answer = await createUpload(base, token, {
      size: MB,
      purpose: 'genome.fastq',
      filename: 'reads.fastq',
    });
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toEqual({ detail: expect.any(String) });
    expect(answer.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|s3/i);
  });
});
