/**
 * A pure computation the pool can run on a worker thread: a function exported under `name` by
 * the module at `module` (a file URL, from `import.meta.url`). The function must be pure (no
 * database, no request): its arguments and value cross the thread by structured clone (plain
 * objects, arrays, Maps, typed arrays; no functions or class instances), and it may throw a
 * `StatsError`, which comes back as the same StatsError.
 */
export type ComputeTask<Args extends unknown[], Value> = {
  readonly module: string;
  readonly name: string;
  /** Types only: the function's signature. */
  readonly signature?: (...args: Args) => Value;
};

/**
 * Names `name`, exported by the module of `moduleUrl`, as a compute task with the signature of
 * `Fn`: `defineComputeTask<typeof fitTrait>(import.meta.url, 'fitTrait')`.
 */
export function defineComputeTask<Fn extends (...args: never[]) => unknown>(
  moduleUrl: string | URL,
  name: string,
): ComputeTask<Parameters<Fn>, Awaited<ReturnType<Fn>>> {
  return { module: String(moduleUrl), name };
}
