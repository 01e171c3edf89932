/** The messages between the pool (main thread) and a compute worker. */

/** Run `name` exported by `module` (a file URL) with `args`. */
export type TaskMessage = { id: number; module: string; name: string; args: unknown[] };

/** A failure as it crosses the thread: a `StatsError` keeps its code and reason. */
export type SerializedError =
  | {
      kind: 'stats';
      code: string;
      message: string;
      reason?: { key: string; params?: Record<string, string | number> };
    }
  | { kind: 'error'; name: string; message: string; stack?: string };

/** The task has started (its module is loaded), then its value or its failure. */
export type ResultMessage =
  | { id: number; started: true }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError };
