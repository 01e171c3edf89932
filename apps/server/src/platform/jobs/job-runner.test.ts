import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { buildUser } from '../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { type JobOutcome, JobRunner } from './job-runner.ts';

let db: Db;
let userId: number;
let runner: JobRunner;
const logged: unknown[] = [];
const log = { error: (entry: unknown) => logged.push(entry) } as unknown as FastifyBaseLogger;

/** A job's work that waits until released, reporting 40 % meanwhile. */
function heldWork() {
  let release: (outcome: JobOutcome) => void = () => {};
  const outcome = new Promise<JobOutcome>((resolve) => {
    release = resolve;
  });
  return {
    release,
    work: async (report: (progress: number) => void) => {
      report(40);
      return outcome;
    },
  };
}

async function row(id: number) {
  const [found] = await db.select().from(jobs).where(eq(jobs.id, id));
  return found;
}

beforeEach(async () => {
  await (await buildTestApp()).close();
  db = (await getTestDatabase()).db;
  userId = (await buildUser(db, { username: 'runner' })).id;
  runner = new JobRunner(db, { log });
});
afterEach(() => runner.close());

describe('JobRunner', () => {
  it('answers a long job as processing after the wait, and records its outcome when done', async () => {
    const held = heldWork();
    const id = await runner.submit({ kind: 'test', createdBy: userId, work: held.work });
    await runner.waitFor(id, 50);
    expect(runner.findLive(id)).toMatchObject({ status: 'processing', progress: 40 });
    held.release({ status: 'success', result: { rows: 3 } });
    await runner.waitFor(id, 5000);
    expect(runner.findLive(id)).toBeUndefined();
    expect(await row(id)).toMatchObject({
      status: 'success',
      progress: 100,
      result: { rows: 3 },
      errors: [],
      finishedAt: expect.any(Date),
    });
  });

  it('runs one job at a time: the next waits as pending', async () => {
    const first = heldWork();
    const a = await runner.submit({ kind: 'test', createdBy: userId, work: first.work });
    const b = await runner.submit({
      kind: 'test',
      createdBy: userId,
      work: async () => ({ status: 'success', result: null }),
    });
    await runner.waitFor(b, 50);
    expect(runner.findLive(b)?.status).toBe('pending');
    first.release({ status: 'success', result: null });
    await runner.waitFor(a, 5000);
    await runner.waitFor(b, 5000);
    expect((await row(b))?.status).toBe('success');
  });

  it('turns a throwing job into a failed one, logged, and always disposes of its input', async () => {
    let disposed = false;
    const id = await runner.submit({
      kind: 'test',
      createdBy: userId,
      work: async () => {
        throw new Error('boom');
      },
      dispose: async () => {
        disposed = true;
      },
    });
    await runner.waitFor(id, 5000);
    expect(await row(id)).toMatchObject({
      status: 'failed',
      errors: [{ row: null, column: null, header: null, key: 'jobs.failed' }],
    });
    expect(disposed).toBe(true);
    expect(logged).not.toHaveLength(0);
  });

  it('on close, fails the queued jobs and waits for the running one; refuses new ones, disposing of their input', async () => {
    const held = heldWork();
    const running = await runner.submit({ kind: 'test', createdBy: userId, work: held.work });
    const queued = await runner.submit({ kind: 'test', createdBy: userId, work: held.work });
    const closing = runner.close();
    held.release({ status: 'success', result: null });
    await closing;
    expect((await row(running))?.status).toBe('success');
    expect(await row(queued)).toMatchObject({
      status: 'failed',
      errors: [{ key: 'jobs.interrupted' }],
    });
    // a job it no longer takes still disposes of its input (the upload's temporary file)
    let disposed = false;
    const dispose = async () => {
      disposed = true;
    };
    await expect(
      runner.submit({ kind: 'test', createdBy: userId, work: held.work, dispose }),
    ).rejects.toThrow();
    expect(disposed).toBe(true);
  });

  it('tells onFinish the final state once the row is written; a failing onFinish is logged', async () => {
    const told: unknown[] = [];
    const id = await runner.submit({
      kind: 'test',
      createdBy: userId,
      work: async () => ({ status: 'success', result: { rows: 1 } }),
      onFinish: async (job) => {
        told.push({ job, stored: (await row(job.id))?.status });
        throw new Error('announce failed');
      },
    });
    await runner.waitFor(id, 5000);
    expect(told).toEqual([
      {
        job: expect.objectContaining({ id, status: 'success', progress: 100, result: { rows: 1 } }),
        stored: 'success',
      },
    ]);
    expect((await row(id))?.status).toBe('success');
    expect(logged.at(-1)).toMatchObject({ jobId: id, err: { message: 'announce failed' } });
  });

  it('marks jobs a stopped server left unfinished as interrupted', async () => {
    const [left] = await db
      .insert(jobs)
      .values({ kind: 'test', createdBy: userId, status: 'processing' })
      .returning();
    await runner.failInterrupted();
    expect(await row(left?.id ?? 0)).toMatchObject({
      status: 'failed',
      errors: [{ key: 'jobs.interrupted' }],
    });
  });
});
