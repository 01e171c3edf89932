import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportJob } from '@plotline/contract/imports';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import {
  BASE_HEADERS,
  buildXlsx,
  countNurseryRows,
  multipart,
  PLOT_RESULT_URL,
  signedInBreeder,
} from '../../modules/imports/imports-test-kit.ts';
import { type JobProcess, startJobProcess } from '../../test/job-processes.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

/**
 * The job lifecycle across real processes (decision 032), on the suite's database (the
 * embedded PostgreSQL, or DATABASE_URL): the test's app only queues (JOBS_IN_PROCESS=false)
 * and answers `jobs/{id}/`; servers and workers started as child processes run the jobs.
 */

const PHENOTYPES = ['Высота', 'Масса', 'Урожай', 'Влажность', 'Белок', 'Крахмал'];
const EMPTY = { fields: 0, years: 0, lines: 0, plots: 0, features: 0, results: 0, stages: 0 };

/** A plot-results file of `rows` plots with six phenotypes each. */
function bigFile(rows: number, nursery = 'Питомник КСИ') {
  const header = [...BASE_HEADERS, ...PHENOTYPES.map((name) => `Фенотип;${name};ед`)];
  const body = Array.from({ length: rows }, (_, i) => [
    String(i + 1),
    nursery,
    2025,
    'Краснодар',
    `Делянка ${i + 1}`,
    `Сорт ${i % 400}`,
    1,
    ...PHENOTYPES.map((_, p) => (i * 7 + p) % 100),
  ]);
  return buildXlsx([header, ...body]);
}

let dataDir: string;
let app: FastifyInstance;
let db: Db;
let alice: Awaited<ReturnType<typeof signedInBreeder>>;
let big: Buffer;
const processes: JobProcess[] = [];

async function start(entry: 'server' | 'worker') {
  const process = await startJobProcess(entry, dataDir);
  processes.push(process);
  return process;
}

beforeAll(async () => {
  big = await bigFile(30_000);
}, 120_000);

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'plotline-jobs-test-'));
  app = await buildTestApp({ PLOTLINE_DATA_DIR: dataDir, JOBS_IN_PROCESS: 'false' });
  db = (await getTestDatabase()).db;
  alice = await signedInBreeder(app, db, 'alice');
});
afterEach(async () => {
  await Promise.all(processes.splice(0).map((process) => process.kill()));
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterAll(() => Promise.all(processes.map((process) => process.kill())));

async function submit(file: Buffer): Promise<ImportJob> {
  const body = multipart({ spec_id: alice.cropId }, file);
  const response = await app.inject({
    method: 'POST',
    url: PLOT_RESULT_URL,
    headers: { ...alice.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<ImportJob>();
}

/** The job as this process (not the one running it) answers `jobs/{id}/`. */
async function poll(id: number): Promise<ImportJob> {
  const response = await app.inject({
    url: `/api/v1/plotline_db/jobs/${id}/`,
    headers: alice.headers,
  });
  return response.json<ImportJob>();
}

/** Polls until `until` holds for the job, and gives every progress seen on the way. */
async function pollUntil(id: number, until: (job: ImportJob) => boolean, timeoutMs = 90_000) {
  const seen: number[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await poll(id);
    seen.push(job.progress);
    if (until(job)) return { job, seen };
    if (Date.now() > deadline) throw new Error(`job ${id} stuck: ${JSON.stringify(job)}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

const ended = (job: ImportJob) => !['pending', 'processing'].includes(job.status);

async function attemptsOf(id: number) {
  const [row] = await queryRows<{ attempt: number }>(
    db,
    sql`select attempt from jobs where id = ${id}`,
  );
  return row?.attempt;
}

async function uploadNotices() {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where event_type = 'file_upload'`,
  );
  return row?.n;
}

/** Uploads still in the file store (decision 032: deleted when their job ends). */
function storedUploads() {
  const folder = join(dataDir, 'files', 'jobs');
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe('jobs across processes', () => {
  it('a server killed (SIGKILL) mid-import: after a restart the job completes once, nothing half-written', async () => {
    const first = await start('server');
    const queued = await submit(big);
    // the progress the running process writes, read by this one: it is past reading the file
    const { job: running, seen } = await pollUntil(
      queued.job_id,
      (job) => job.progress >= 65 || ended(job),
    );
    expect(running.status).toBe('processing');
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    await first.kill();
    expect(await countNurseryRows(db)).toEqual(EMPTY);
    expect(storedUploads()).toHaveLength(1);

    await start('server');
    const { job } = await pollUntil(queued.job_id, ended);
    expect(job.status).toBe('success');
    expect(job.result).toMatchObject({ rows: 30_000, plots_created: 30_000 });
    const counts = await countNurseryRows(db);
    expect(counts).toMatchObject({ plots: 30_000, results: 30_000 * PHENOTYPES.length });
    expect(await attemptsOf(queued.job_id)).toBe(2);
    expect(await uploadNotices()).toBe(1);
    expect(storedUploads()).toEqual([]);
  }, 240_000);

  it('cancelled mid-import: nothing written, status cancelled, the upload deleted', async () => {
    await start('worker');
    const queued = await submit(big);
    await pollUntil(queued.job_id, (job) => job.progress > 0 || ended(job));
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/plotline_db/jobs/${queued.job_id}/cancel/`,
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(200);
    const { job } = await pollUntil(queued.job_id, ended);
    expect(job).toMatchObject({ status: 'cancelled', result: null, errors: [] });
    expect(await countNurseryRows(db)).toEqual(EMPTY);
    expect(storedUploads()).toEqual([]);
    expect(await uploadNotices()).toBe(1);
    // someone else cannot cancel it, nor see it
    const bob = await signedInBreeder(app, db, 'bob');
    const other = await app.inject({
      method: 'POST',
      url: `/api/v1/plotline_db/jobs/${queued.job_id}/cancel/`,
      headers: bob.headers,
    });
    expect(other.statusCode).toBe(404);
  }, 180_000);

  it('cancelled while its worker lay dead: another ends it cancelled, never running it again', async () => {
    const first = await start('worker');
    const queued = await submit(big);
    await pollUntil(queued.job_id, (job) => job.progress > 0 || ended(job));
    await first.kill();
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/plotline_db/jobs/${queued.job_id}/cancel/`,
      headers: alice.headers,
    });
    expect(response.json<ImportJob>().status).toBe('processing');
    await start('worker');
    const { job } = await pollUntil(queued.job_id, ended);
    expect(job.status).toBe('cancelled');
    expect(await attemptsOf(queued.job_id)).toBe(1);
    expect(await countNurseryRows(db)).toEqual(EMPTY);
    expect(storedUploads()).toEqual([]);
  }, 180_000);

  it('two workers on one database: every job runs exactly once', async () => {
    await Promise.all([start('worker'), start('worker')]);
    const files = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        buildXlsx([
          BASE_HEADERS,
          ...Array.from({ length: 200 }, (_, r) => [
            String(r + 1),
            `Питомник ${i}`,
            2025,
            'Краснодар',
            `Делянка ${r + 1}`,
            'Сорт А',
            1,
          ]),
        ]),
      ),
    );
    const queued = [];
    for (const file of files) queued.push(await submit(file));
    for (const { job_id } of queued) {
      const { job } = await pollUntil(job_id, ended);
      expect(job.status).toBe('success');
      expect(await attemptsOf(job_id)).toBe(1);
    }
    expect(await countNurseryRows(db)).toMatchObject({ fields: 8, plots: 8 * 200 });
    expect(await uploadNotices()).toBe(8);
    const [queue] = await queryRows<{ runs: number; retries: number }>(
      db,
      sql`select count(*)::int as runs, coalesce(sum(retry_count), 0)::int as retries
        from pgboss.job where name = 'import.plot_result'`,
    );
    expect(queue).toEqual({ runs: 8, retries: 0 });
  }, 180_000);
});
