import { availableParallelism } from 'node:os';
import { ComputePool } from '../../platform/compute/compute-pool.ts';

/** The longest one genome computation may run (3,000 samples × 100,000 markers). */
export const GENOME_TASK_LIMIT_MS = 30 * 60_000;

/**
 * The genome jobs' own compute pool (decision 054): one worker per core, so a GRM's two row
 * halves run at once (one job of a kind at a time per process, decision 032); the requests'
 * pool (decision 052) stays free for the REML fits of the statistics pages.
 */
export const genomePool = new ComputePool({
  maxWorkers: availableParallelism(),
  timeLimitMs: GENOME_TASK_LIMIT_MS,
});
