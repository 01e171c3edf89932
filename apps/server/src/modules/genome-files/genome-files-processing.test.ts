import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastqUploadUrl, GenomeFileItem } from '@plotline/contract/genome-files';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { genomeFiles } from '../../db/schema/genome.ts';
import { createMemoryFileStore } from '../../platform/files/memory-file-store.ts';
import { type JobProcess, startJobProcess } from '../../test/job-processes.ts';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { buildTestApp } from '../../test/test-app.ts';
import {
  type GenomeWorld,
  listFiles,
  PATHS,
  settled,
  setUpGenomeWorld,
  uploadReads,
} from './genome-files-test-kit.ts';
import { processGenomeFile } from './process-genome-file.ts';

/**
 * The bounds and the ends of processing (decision 047): a gzip bomb stops, a cancelled job
 * fails its file, and on disk storage a finished upload becomes the file's own by a rename.
 */
let app: FastifyInstance | undefined;
let folder: string | undefined;
let s3: S3Server | undefined;
afterEach(async () => {
  await app?.close();
  await s3?.close();
  s3 = undefined;
  if (folder) await rm(folder, { recursive: true, force: true });
  app = undefined;
  folder = undefined;
});

/** `count` FASTQ records of 100 bases. */
function records(count: number): Buffer {
  const one = `@r\n${'ACGTTGCAAC'.repeat(10)}\n+\n${'I'.repeat(100)}\n`;
  return Buffer.from(one.repeat(count));
}

describe('processing bounds and ends', () => {
  it('stops a gzip that unpacks to more than 100 times its size', async () => {
    app = await buildTestApp();
    const world: GenomeWorld = await setUpGenomeWorld(app);
    // ~124 MB of identical records: a few hundred KB compressed
    const bomb = gzipSync(records(600_000), { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const file = await uploadReads(app, world, 'bomb.fq.gz', bomb);
    expect(file.status).toBe('failed');
    expect(file.error).toBe(
      'File not processed: the data unpacks to more than 100 times its compressed size.',
    );
  }, 60_000);

  it('fails the file when its job is cancelled (the job’s signal)', async () => {
    app = await buildTestApp();
    const world: GenomeWorld = await setUpGenomeWorld(app);
    const files = createMemoryFileStore();
    const bytes = records(1000);
    await files.put('genome-files/1/r.reads', bytes, 'application/octet-stream');
    const [row] = await world.db
      .insert(genomeFiles)
      .values({
        plotId: world.plotId,
        originalName: 'r.fastq',
        storageKey: 'genome-files/1/r.reads',
        size: bytes.length,
        kind: 'fastq',
        status: 'processing',
        createdBy: world.head.id,
      })
      .returning();
    const outcome = await processGenomeFile(world.db, {
      files,
      fileId: row?.id as number,
      report: () => {},
      signal: AbortSignal.abort(),
    });
    expect(outcome).toEqual({
      status: 'failed',
      error: { key: 'genomeFiles.cancelled', values: {} },
    });
    const [item] = await listFiles(world.headApi, world.plotId);
    expect(item?.status).toBe('failed');
    expect(item?.error).toBe('File not processed: processing was cancelled.');
  });

  it('keeps a finished upload on disk by renaming it out of the upload folder', async () => {
    folder = await mkdtemp(join(tmpdir(), 'plotline-genome-'));
    app = await buildTestApp({ PLOTLINE_DATA_DIR: folder });
    const world: GenomeWorld = await setUpGenomeWorld(app);
    const file = await uploadReads(app, world, 'disk.fastq', records(100));
    expect(file.status, JSON.stringify(file)).toBe('success');
    expect(file.reads).toBe(100);
    const kept = await readdir(join(folder, 'files', 'genome-files', String(file.id)));
    expect(kept.some((name) => name.endsWith('.reads'))).toBe(true);
    expect(kept.some((name) => name.endsWith('_fastqc.zip'))).toBe(true);
    const uploads = await readdir(join(folder, 'files', 'resumable')).catch(() => []);
    expect(uploads.filter((name) => !name.endsWith('.json'))).toEqual([]);
    expect((await world.headApi('DELETE', `${PATHS.delete}${file.id}/`)).statusCode).toBe(204);
    expect(await readdir(join(folder, 'files', 'genome-files', String(file.id)))).toEqual([]);
  }, 60_000);

  it('uploads straight to S3 with a presigned POST policy, then processes the object', async () => {
    s3 = await startS3Server();
    app = await buildTestApp(s3.env);
    const world: GenomeWorld = await setUpGenomeWorld(app);
    const url = await world.headApi('GET', `${PATHS.url}?name=lane.fq`);
    expect(url.statusCode, url.body).toBe(200);
    const form = url.json<FastqUploadUrl>();
    expect(form.url).toBe(`${s3.settings.endpoint}/${s3.settings.bucket}/`);
    expect(Object.keys(form.fields).sort()).toEqual([
      'key',
      'policy',
      'x-amz-algorithm',
      'x-amz-credential',
      'x-amz-date',
      'x-amz-signature',
    ]);
    const post = async (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append('file', new Blob([records(40)]), 'lane.fq');
      return fetch(form.url, { method: 'POST', body });
    };
    const posted = await post(form.fields);
    expect(posted.status, await posted.text()).toBeLessThan(300);
    expect(await s3.listKeys()).toContain(form.fields.key);
    const saved = await world.headApi('POST', PATHS.save, {
      key: form.fields.key,
      original_name: 'lane.fq',
      plot_id: world.plotId,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const file = await settled(world.headApi, world.plotId, saved.json<GenomeFileItem>().id);
    expect(file.status, JSON.stringify(file)).toBe('success');
    expect(file.reads).toBe(40);
  }, 60_000);

  it('is processed by the worker process when one runs (the API only queues)', async () => {
    folder = await mkdtemp(join(tmpdir(), 'plotline-genome-worker-'));
    app = await buildTestApp({ PLOTLINE_DATA_DIR: folder, JOBS_IN_PROCESS: 'false' });
    const world: GenomeWorld = await setUpGenomeWorld(app);
    let worker: JobProcess | undefined;
    try {
      worker = await startJobProcess('worker', folder);
      const file = await uploadReads(app, world, 'w.fastq', records(300));
      expect(file.status, worker.output()).toBe('success');
      expect(file.reads).toBe(300);
    } finally {
      await worker?.stop();
    }
  }, 120_000);
});
