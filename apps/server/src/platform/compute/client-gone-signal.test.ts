import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { clientGoneSignal } from './client-gone-signal.ts';
import { ComputePool } from './compute-pool.ts';
import { defineComputeTask } from './compute-task.ts';
import type { countTasks, spin } from './compute-test-tasks.ts';

const TASKS = new URL('./compute-test-tasks.ts', import.meta.url);
const SPIN = defineComputeTask<typeof spin>(TASKS, 'spin');
const COUNT = defineComputeTask<typeof countTasks>(TASKS, 'countTasks');

const until = async (done: () => boolean) => {
  const end = Date.now() + 5000;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('clientGoneSignal', () => {
  let app: FastifyInstance;
  let pool: ComputePool;
  afterEach(async () => {
    await app.close();
    await pool.close();
  });

  it('drops the queued task of a request whose client closed the connection', async () => {
    pool = new ComputePool({ maxWorkers: 1 });
    const outcomes: string[] = [];
    app = Fastify();
    app.get('/fit', async (_request, reply) => {
      const signal = clientGoneSignal(reply);
      return pool.run(SPIN, [300, 'fitted'], { signal }).then(
        (value) => outcomes.push(value),
        (error: Error) => outcomes.push(error.name),
      );
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // the one worker is busy: the request's task waits in the queue
    const busy = pool.run(SPIN, [600, 'busy']);
    const client = new AbortController();
    const request = fetch(`${base}/fit`, { signal: client.signal }).catch(() => 'closed');
    await until(() => pool.queuedCount === 1);
    client.abort();
    expect(await request).toBe('closed');
    await until(() => outcomes.length === 1);
    expect(outcomes).toEqual(['AbortError']);
    expect(pool.queuedCount).toBe(0);
    expect(await busy).toBe('busy');
    // the worker ran `busy` only before this count: the dropped task never ran
    expect(await pool.run(COUNT, [])).toBe(1);
  });

  it('leaves a request that was answered alone', async () => {
    pool = new ComputePool({ maxWorkers: 1 });
    app = Fastify();
    app.get('/fit', async (_request, reply) => {
      const signal = clientGoneSignal(reply);
      const tag = await pool.run(SPIN, [10, 'fitted'], { signal });
      return { tag, aborted: signal.aborted };
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(`${base}/fit`).then((response) => response.json());
    expect(answer).toEqual({ tag: 'fitted', aborted: false });
  });
});
