import {
  abortTridiagonalHelper,
  createTridiagonalWorkspace,
} from '@plotline/stats/mixed/tridiagonal-team';
import { defineComputeTask } from '../../platform/compute/compute-task.ts';
import type {
  crossValidatePrediction,
  fitPrediction,
  helpFitPrediction,
  PredictionFitOutput,
  PredictionTaskInput,
} from './compute-prediction.ts';
import { genomePool } from './genome-pool.ts';

const task = <Fn extends (...args: never[]) => unknown>(name: string) =>
  defineComputeTask<Fn>(new URL('./compute-prediction.ts', import.meta.url), name);
const FIT = task<typeof fitPrediction>('fitPrediction');
const HELP_FIT = task<typeof helpFitPrediction>('helpFitPrediction');
const CROSS_VALIDATE = task<typeof crossValidatePrediction>('crossValidatePrediction');

/**
 * The GBLUP of a prediction (decision 054) on the genome pool: the fit on one worker with its
 * helper on the other while the GRM is reduced to tridiagonal form (shared memory), then the
 * k-fold cross-validation (when `folds` is given) on the worker the helper frees, beside the
 * rest of the fit. On a machine with one worker the helper starts after the fit and leaves at
 * once. Rejects with the fit's StatsError, or the signal's reason while queued. `helperChunks`:
 * the row chunks the helper did (of 8 per step of ≥ 160 trailing rows).
 */
export async function runPredictionFit(
  input: PredictionTaskInput,
  folds: number | null,
  signal?: AbortSignal,
): Promise<{ fit: PredictionFitOutput; accuracy: number | null; helperChunks: number }> {
  const workspace = createTridiagonalWorkspace(input.y.length);
  const options = { signal };
  const fitting = genomePool.run(FIT, [{ ...input, workspace }], options);
  // a fit that never starts (aborted while queued, refused) lets its helper go at once
  fitting.catch(() => abortTridiagonalHelper(workspace));
  const helping = genomePool.run(HELP_FIT, [workspace], options).catch(() => 0);
  const validating =
    folds === null
      ? Promise.resolve(null)
      : genomePool.run(CROSS_VALIDATE, [{ ...input, folds }], options);
  const [fit, accuracy, helperChunks] = await Promise.all([fitting, validating, helping]);
  return { fit, accuracy, helperChunks };
}
