import type {
  HeritabilityEnvironmentModel,
  HeritabilityTrait,
} from '@plotline/contract/statistics-heritability';
import { StatsError } from '@plotline/stats/errors';
import { fieldError } from '../../../errors.ts';
import { computePool } from '../../../platform/compute/compute-pool.ts';
import { defineComputeTask } from '../../../platform/compute/compute-task.ts';
import { refusalOf } from '../refuse-analysis.ts';
import type { fitTrait } from './fit-trait.ts';
import type { TraitObservations } from './trait-observations.ts';

const FIT_TRAIT = defineComputeTask<typeof fitTrait>(
  new URL('./fit-trait.ts', import.meta.url),
  'fitTrait',
);

/**
 * `fitTrait` on a compute worker; an engine refusal stays a StatsError (the correlations
 * read it as "no correlation").
 * @throws StatsError; AppError VALIDATION on `features` past the time limit
 *   (`heritability.tooLarge`), THROTTLED when the pool's queue is full
 */
export function fitTraitInPool(
  data: TraitObservations,
  environments: HeritabilityEnvironmentModel,
  signal?: AbortSignal,
): Promise<HeritabilityTrait> {
  const tooLarge = () =>
    fieldError('features', 'heritability.tooLarge', {
      feature: data.feature,
      n: Math.round(computePool.timeLimitMs / 1000),
    });
  return computePool.run(FIT_TRAIT, [data, environments], { signal, tooLarge });
}

/**
 * Fits the trait's model on a compute worker (`fitTrait`, decision 052), leaving the event
 * loop to other requests; `signal` (the client went away) drops it while it waits its turn.
 * @throws AppError VALIDATION on `features` when the engine refuses (the reason names the
 *   trait) or the fit passes the pool's time limit (`heritability.tooLarge`); THROTTLED when
 *   the pool's queue is full
 */
export async function analyseTrait(
  data: TraitObservations,
  environments: HeritabilityEnvironmentModel,
  signal?: AbortSignal,
): Promise<HeritabilityTrait> {
  const context = { feature: data.feature };
  try {
    return await fitTraitInPool(data, environments, signal);
  } catch (error) {
    if (error instanceof StatsError) throw refusalOf('features', error, context);
    throw error;
  }
}
