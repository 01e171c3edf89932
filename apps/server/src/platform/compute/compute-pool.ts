import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { StatsError, type StatsErrorCode, type StatsReasonKey } from '@plotline/stats/errors';
import { AppError, fieldError } from '../../errors.ts';
import type { ResultMessage, SerializedError, TaskMessage } from './compute-messages.ts';
import type { ComputeTask } from './compute-task.ts';

/** Sizes and limits of a pool (decision 052). */
export type ComputePoolOptions = {
  /** Most worker threads (default: one per core but one, at least one). */
  maxWorkers?: number;
  /** Most tasks waiting for a worker; one more is refused with 429 `compute.busy`. */
  maxQueued?: number;
  /** A worker with nothing to do ends after this many ms (idle memory). */
  idleMs?: number;
  /** A running task longer than this is stopped (its worker terminated), in ms. */
  timeLimitMs?: number;
};

/** How one task runs. */
export type RunOptions = {
  /** Aborted (the client went away): the task leaves the queue if it has not started. */
  signal?: AbortSignal;
  /** Overrides the pool's time limit, in ms. */
  timeLimitMs?: number;
  /** The error of a task over its time limit, naming what to reduce (default `compute.tooLarge`). */
  tooLarge?: () => Error;
};

type Task = {
  message: TaskMessage;
  options: RunOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  dropAbort: () => void;
};

type Slot = {
  worker: Worker;
  task: Task | undefined;
  idle?: NodeJS.Timeout;
  limit?: NodeJS.Timeout;
};

const BOOT = new URL('./compute-worker-boot.mjs', import.meta.url);

/** Seconds a refused request is told to wait. */
const RETRY_SECONDS = 10;

/** The error as the main thread throws it: a StatsError stays one (refuse-analysis.ts). */
function deserializeError(error: SerializedError): Error {
  if (error.kind === 'stats') {
    const reason = error.reason
      ? { key: error.reason.key as StatsReasonKey, params: error.reason.params }
      : undefined;
    return new StatsError(error.code as StatsErrorCode, error.message, reason);
  }
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}

/**
 * A small pool of worker threads for pure computations (REML fits), so that no request's
 * statistics hold up the event loop. Workers start lazily, one task each at a time, and end
 * after `idleMs` without work; tasks wait in a bounded FIFO queue. A queued task whose signal
 * aborts leaves the queue; a running one is only stopped past its time limit. Idle workers
 * are unref'd: the pool never keeps the process alive.
 */
export class ComputePool {
  readonly maxWorkers: number;
  readonly maxQueued: number;
  readonly idleMs: number;
  readonly timeLimitMs: number;
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextId = 1;

  constructor(options: ComputePoolOptions = {}) {
    this.maxWorkers = options.maxWorkers ?? Math.max(1, availableParallelism() - 1);
    this.maxQueued = options.maxQueued ?? 16 * this.maxWorkers;
    this.idleMs = options.idleMs ?? 30_000;
    this.timeLimitMs = options.timeLimitMs ?? 60_000;
  }

  /** Workers alive (busy or idle). */
  get workerCount(): number {
    return this.slots.size;
  }

  /** Tasks waiting for a worker. */
  get queuedCount(): number {
    return this.queue.length;
  }

  /**
   * Runs `task` with `args` on a worker and answers its value (typed arrays transferred).
   * @throws the task's StatsError (same code and reason) or Error; AppError THROTTLED
   *   (`compute.busy`) when the queue is full; the signal's reason when aborted while queued;
   *   `options.tooLarge()` (default: 400 `compute.tooLarge`) past the time limit
   */
  run<Args extends unknown[], Value>(
    task: ComputeTask<Args, Value>,
    args: Args,
    options: RunOptions = {},
  ): Promise<Value> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const idle = [...this.slots].some((slot) => !slot.task);
    if (!idle && this.slots.size >= this.maxWorkers && this.queue.length >= this.maxQueued) {
      const params = { n: RETRY_SECONDS };
      return Promise.reject(new AppError('THROTTLED', { detail: 'compute.busy', params }));
    }
    return new Promise<Value>((resolve, reject) => {
      const message = { id: this.nextId++, module: task.module, name: task.name, args };
      const entry: Task = {
        message,
        options,
        resolve: resolve as (value: unknown) => void,
        reject,
        dropAbort: () => signal?.removeEventListener('abort', onAbort),
      };
      const onAbort = () => {
        const index = this.queue.indexOf(entry);
        if (index < 0) return; // running: it finishes (or meets its time limit)
        this.queue.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(entry);
      this.dispatch();
    });
  }

  /** Ends every worker; running and queued tasks are rejected. */
  async close(): Promise<void> {
    const closed = new Error('the compute pool is closed');
    for (const task of this.queue.splice(0)) {
      task.dropAbort();
      task.reject(closed);
    }
    await Promise.all([...this.slots].map((slot) => this.retire(slot, closed)));
  }

  /** Hands queued tasks to idle workers, starting workers up to `maxWorkers`. */
  private dispatch() {
    while (this.queue.length > 0) {
      let slot = [...this.slots].find((candidate) => !candidate.task);
      if (!slot && this.slots.size < this.maxWorkers) slot = this.spawn();
      if (!slot) return;
      this.start(slot, this.queue.shift() as Task);
    }
  }

  private start(slot: Slot, task: Task) {
    clearTimeout(slot.idle);
    task.dropAbort();
    slot.task = task;
    slot.worker.ref();
    slot.worker.postMessage(task.message);
  }

  /** The task's module is loaded and it computes: its time limit starts. */
  private startClock(slot: Slot, task: Task) {
    const limit = task.options.timeLimitMs ?? this.timeLimitMs;
    slot.limit = setTimeout(() => {
      const error =
        task.options.tooLarge?.() ??
        fieldError('non_field_errors', 'compute.tooLarge', { n: Math.round(limit / 1000) });
      void this.retire(slot, error);
    }, limit);
  }

  private spawn(): Slot {
    // execArgv: [] — not the parent's flags (vitest's, `--import tsx`): the boot file
    // registers tsx itself (compute-worker-boot.mjs)
    const worker = new Worker(BOOT, { execArgv: [] });
    const slot: Slot = { worker, task: undefined };
    worker.on('message', (result: ResultMessage) => this.settle(slot, result));
    worker.on('error', (error) => void this.retire(slot, error));
    worker.on('exit', (code) => {
      if (this.slots.has(slot))
        void this.retire(slot, new Error(`compute worker exited (${code})`));
    });
    this.slots.add(slot);
    return slot;
  }

  private settle(slot: Slot, result: ResultMessage) {
    const task = slot.task;
    if (!task || task.message.id !== result.id) return;
    if ('started' in result) return this.startClock(slot, task);
    clearTimeout(slot.limit);
    slot.task = undefined;
    if (result.ok) task.resolve(result.value);
    else task.reject(deserializeError(result.error));
    slot.worker.unref();
    slot.idle = setTimeout(() => void this.retire(slot), this.idleMs);
    slot.idle.unref();
    this.dispatch();
  }

  /** Ends a worker; its running task (if any) is rejected with `error`. */
  private async retire(slot: Slot, error?: unknown) {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.idle);
    clearTimeout(slot.limit);
    const task = slot.task;
    slot.task = undefined;
    task?.reject(error ?? new Error('compute worker ended'));
    await slot.worker.terminate();
    this.dispatch();
  }
}

/** The server's pool: workers start on the first task (decision 052). */
export const computePool = new ComputePool();
