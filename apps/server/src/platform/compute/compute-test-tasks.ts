import { StatsError } from '@plotline/stats/errors';

// Computations for compute-pool.test.ts: real work on the worker, small enough to reason
// about (a busy loop of a given length, a count of the tasks a worker ran).

let tasksRun = 0;

/** Keeps the thread busy for `ms` milliseconds; answers the task's tag. */
export function spin(ms: number, tag: string): string {
  tasksRun += 1;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy: a fit that holds the thread
  }
  return tag;
}

/** How many tasks this worker ran before this one (a module-level count per worker). */
export function countTasks(): number {
  tasksRun += 1;
  return tasksRun - 1;
}

/** The squares of `values`, as a typed array (transferred back). */
export function square(values: Float64Array): { squares: Float64Array; label: string } {
  tasksRun += 1;
  return { squares: values.map((v) => v * v), label: 'squares' };
}

/** Refuses like an engine function: a StatsError with a reason and its parameters. */
export function refuse(term: string): never {
  tasksRun += 1;
  throw new StatsError('notEnoughData', `random term ${term} has one level`, {
    key: 'randomTermOneLevel',
    params: { term },
  });
}
