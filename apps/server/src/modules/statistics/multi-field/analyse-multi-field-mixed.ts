import type { MultiFieldMixed } from '@plotline/contract/statistics-hybrids';
import type { MetRecord } from '@plotline/stats/breeding/met-layout';
import { StatsError } from '@plotline/stats/errors';
import { fieldError } from '../../../errors.ts';
import { computePool } from '../../../platform/compute/compute-pool.ts';
import { defineComputeTask } from '../../../platform/compute/compute-task.ts';
import { refusalOf } from '../refuse-analysis.ts';
import type { fitMultiFieldMixed } from './fit-multi-field-mixed.ts';

const FIT_MULTI_FIELD = defineComputeTask<typeof fitMultiFieldMixed>(
  new URL('./fit-multi-field-mixed.ts', import.meta.url),
  'fitMultiFieldMixed',
);

/**
 * Fits the multiple-field comparison's mixed model on a compute worker (decision 052), leaving
 * the event loop to other requests; `signal` (the client went away) drops it while it waits.
 * @throws AppError VALIDATION on `feature` when the engine refuses (the reason names the
 *   feature) or the fit passes the pool's time limit (`multiField.tooLarge`); THROTTLED when the
 *   pool's queue is full
 */
export async function analyseMultiFieldMixed(
  records: MetRecord[],
  feature: string,
  signal?: AbortSignal,
): Promise<MultiFieldMixed> {
  const tooLarge = () =>
    fieldError('feature', 'multiField.tooLarge', {
      feature,
      n: Math.round(computePool.timeLimitMs / 1000),
    });
  try {
    return await computePool.run(FIT_MULTI_FIELD, [records], { signal, tooLarge });
  } catch (error) {
    if (error instanceof StatsError) throw refusalOf('feature', error, { feature });
    throw error;
  }
}
