import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../db/client.ts';
import { buildUser } from '../../test/factories.ts';
import { getTestDatabase, resetDatabase } from '../../test/test-app.ts';
import { createMemoryFileStore } from '../files/memory-file-store.ts';
import { JOB_FAILED_KEY, type JobHandler, jobProblem } from './job-types.ts';
import { createJobs, type Jobs } from './jobs-service.ts';
import { TransientJobError } from './transient-error.ts';

/**
 * The jobs service with job kinds registered by the test only (decision 032): retries of
 * transient failures with backoff, none for bad input or bugs, the input file deleted at
 * the end, and the end announced once.
 */

let database: DatabaseHandle;
let jobs: Jobs;
let userId: number;
const files = createMemoryFileStore();
const log = pino({ level: 'silent' });

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  userId = (await buildUser(database.db, { username: 'alice' })).id;
});
afterEach(() => jobs?.close());

/** A jobs service running `kinds`, fast: retries at once, polled twice a second. */
async function startJobs(kinds: Record<string, JobHandler<{ fileKey?: string }>>) {
  const finished: { id: number; status: string }[] = [];
  jobs = await createJobs({
    database,
    files,
    log,
    runJobs: true,
    retryDelaySeconds: 0,
    pollingSeconds: 0.5,
  });
  for (const [name, handler] of Object.entries(kinds)) {
    jobs.register(name, {
      handler,
      retryLimit: 2,
      onFinish: async (job) => {
        finished.push({ id: job.id, status: job.status });
      },
    });
  }
  await jobs.start();
  return finished;
}

async function rowOf(id: number) {
  const [row] = await queryRows<{ status: string; attempt: number; errors: unknown }>(
    database.db,
    sql`select status, attempt, errors from jobs where id = ${id}`,
  );
  return row;
}

async function ended(id: number) {
  for (let tries = 0; tries < 200; tries++) {
    const row = await rowOf(id);
    if (row && row.status !== 'pending' && row.status !== 'processing') return row;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`job ${id} did not end`);
}

/** An error as node-postgres gives it when the server ends the connection. */
function connectionLost() {
  return Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });
}

describe('jobs service', () => {
  it('retries a transient failure, then succeeds: run twice, announced once', async () => {
    let calls = 0;
    const finished = await startJobs({
      'test.flaky': async () => {
        calls++;
        if (calls === 1) throw connectionLost();
        return { status: 'success', result: { calls } };
      },
    });
    await files.put('jobs/flaky.xlsx', new Uint8Array([1, 2, 3]), 'application/octet-stream');
    const id = await jobs.submit({
      kind: 'test.flaky',
      createdBy: userId,
      input: { fileKey: 'jobs/flaky.xlsx' },
    });
    expect(await ended(id)).toMatchObject({ status: 'success', attempt: 2 });
    expect(calls).toBe(2);
    expect(finished).toEqual([{ id, status: 'success' }]);
    expect(await files.open('jobs/flaky.xlsx')).toBeUndefined();
  });

  it('gives up after the last retry with jobs.failed', async () => {
    let calls = 0;
    await startJobs({
      'test.down': async () => {
        calls++;
        throw new TransientJobError('the service is down');
      },
    });
    const id = await jobs.submit({ kind: 'test.down', createdBy: userId, input: {} });
    expect(await ended(id)).toMatchObject({
      status: 'failed',
      attempt: 3,
      errors: [jobProblem(JOB_FAILED_KEY)],
    });
    expect(calls).toBe(3);
  });

  it('never retries bad input (a failed outcome) nor a bug', async () => {
    const calls = { bad: 0, bug: 0 };
    await startJobs({
      'test.bad_input': async () => {
        calls.bad++;
        return { status: 'failed', errors: [jobProblem('imports.notXlsx')] };
      },
      'test.bug': async () => {
        calls.bug++;
        throw new TypeError('undefined is not a function');
      },
    });
    const bad = await jobs.submit({ kind: 'test.bad_input', createdBy: userId, input: {} });
    const bug = await jobs.submit({ kind: 'test.bug', createdBy: userId, input: {} });
    expect(await ended(bad)).toMatchObject({ status: 'failed', attempt: 1 });
    expect(await ended(bug)).toMatchObject({
      status: 'failed',
      attempt: 1,
      errors: [jobProblem(JOB_FAILED_KEY)],
    });
    await new Promise((done) => setTimeout(done, 1500));
    expect(calls).toEqual({ bad: 1, bug: 1 });
  });

  it('fails a job whose input file is gone without running it', async () => {
    let calls = 0;
    await startJobs({
      'test.lost': async () => {
        calls++;
        return { status: 'success', result: null };
      },
    });
    const id = await jobs.submit({
      kind: 'test.lost',
      createdBy: userId,
      input: { fileKey: 'jobs/never-stored.xlsx' },
    });
    expect(await ended(id)).toMatchObject({
      status: 'failed',
      errors: [jobProblem('jobs.interrupted')],
    });
    expect(calls).toBe(0);
  });

  it('cancels a pending job at once and a running one through its signal', async () => {
    let release = () => {};
    const started = new Promise<void>((done) => {
      release = done;
    });
    const finished = await startJobs({
      'test.slow': async (job) => {
        release();
        for (let i = 0; i < 600; i++) {
          job.signal.throwIfAborted();
          job.progress(i / 6);
          await new Promise((done) => setTimeout(done, 50));
        }
        return { status: 'success', result: null };
      },
    });
    const running = await jobs.submit({ kind: 'test.slow', createdBy: userId, input: {} });
    await started;
    // one job of a kind at a time per process: the second waits in the queue
    const waiting = await jobs.submit({ kind: 'test.slow', createdBy: userId, input: {} });
    const user = { id: userId } as Parameters<Jobs['cancel']>[1];
    expect(await jobs.cancel(waiting, user)).toMatchObject({ status: 'cancelled' });
    await jobs.cancel(running, user);
    expect(await ended(running)).toMatchObject({ status: 'cancelled' });
    expect(finished.map((job) => job.status).sort()).toEqual(['cancelled', 'cancelled']);
    expect(await jobs.cancel(running, { ...user, id: userId + 1 })).toBeUndefined();
  });
});
