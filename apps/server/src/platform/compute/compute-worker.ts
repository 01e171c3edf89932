import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { StatsError } from '@plotline/stats/errors';
import type { ResultMessage, SerializedError, TaskMessage } from './compute-messages.ts';
import { collectTransferables } from './transferables.ts';

// A compute worker (decision 052): runs one task at a time, a named export of a module of pure
// computations, and posts its value back with the typed arrays transferred, not copied.

/** The failure as plain data: a StatsError keeps code and reason for the refusal path. */
function serializeError(error: unknown): SerializedError {
  if (error instanceof StatsError) {
    return { kind: 'stats', code: error.code, message: error.message, reason: error.reason };
  }
  if (error instanceof Error) {
    return { kind: 'error', name: error.name, message: error.message, stack: error.stack };
  }
  return { kind: 'error', name: 'Error', message: String(error) };
}

async function runTask(task: TaskMessage): Promise<void> {
  let result: ResultMessage;
  try {
    const exports = (await import(task.module)) as Record<string, unknown>;
    const compute = exports[task.name];
    if (typeof compute !== 'function') {
      throw new Error(`compute task ${task.name} is not exported by ${task.module}`);
    }
    // loaded: the time limit counts from here (loading tsx and the modules is not the task's)
    parentPort?.postMessage({ id: task.id, started: true } satisfies ResultMessage);
    result = { id: task.id, ok: true, value: await compute(...task.args) };
  } catch (error) {
    result = { id: task.id, ok: false, error: serializeError(error) };
  }
  parentPort?.postMessage(result, result.ok ? collectTransferables(result.value) : []);
}

// Lowest CPU priority for this thread (on Linux, niceness is per thread): when cores are
// short, the event loop's thread gets the CPU before a fit does.
try {
  setPriority(19);
} catch {
  // not permitted here: the worker runs at the process's priority
}

parentPort?.on('message', (task: TaskMessage) => {
  void runTask(task);
});
