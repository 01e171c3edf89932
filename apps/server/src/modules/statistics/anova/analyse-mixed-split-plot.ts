import { fieldError } from '../../../errors.ts';
import { computePool } from '../../../platform/compute/compute-pool.ts';
import { defineComputeTask } from '../../../platform/compute/compute-task.ts';
import type { FactorModel } from './linear-anova.ts';
import type { computeMixedSplitPlot, EmptyCell } from './mixed-split-plot.ts';
import type { SplitPlotAnova } from './split-plot.ts';

const MIXED_SPLIT_PLOT = defineComputeTask<typeof computeMixedSplitPlot>(
  new URL('./mixed-split-plot.ts', import.meta.url),
  'computeMixedSplitPlot',
);

/**
 * The unbalanced split-plot's REML fit (`computeMixedSplitPlot`) on a compute worker (decision
 * 052), leaving the event loop to other requests; `signal` (the client went away) drops it while
 * it waits its turn.
 * @throws StatsError as the engine refuses; AppError VALIDATION on `dependent_var` past the
 *   pool's time limit (`compute.tooLarge`); THROTTLED when the queue is full
 */
export function fitMixedSplitPlotInPool(
  model: FactorModel,
  split: { repetition: number; mainPlot: number; type: 'I' | 'III' },
  signal?: AbortSignal,
): Promise<SplitPlotAnova | EmptyCell> {
  const tooLarge = () =>
    fieldError('dependent_var', 'compute.tooLarge', {
      n: Math.round(computePool.timeLimitMs / 1000),
    });
  return computePool.run(MIXED_SPLIT_PLOT, [model, split.repetition, split.mainPlot, split.type], {
    signal,
    tooLarge,
  });
}
