import { fitGblup } from '@plotline/stats/genome/prediction/gblup';
import {
  abortTridiagonalHelper,
  createTridiagonalWorkspace,
  hasTridiagonalHelper,
} from '@plotline/stats/mixed/tridiagonal-team';
import { describe, expect, it } from 'vitest';
import { defineComputeTask } from '../../platform/compute/compute-task.ts';
import {
  crossValidatePrediction,
  fitPrediction,
  type helpFitPrediction,
} from './compute-prediction.ts';
import { genomePool } from './genome-pool.ts';
import { runPredictionFit } from './run-prediction-fit.ts';

const HELP_FIT = defineComputeTask<typeof helpFitPrediction>(
  new URL('./compute-prediction.ts', import.meta.url),
  'helpFitPrediction',
);

/** A VanRaden-like K of `lines` random lines × 800 markers and a trait (every 7th unphenotyped). */
function panel(lines: number) {
  let state = 11;
  const random = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  const markers = 800;
  const w = new Float64Array(lines * markers);
  const y = new Float64Array(lines);
  for (let j = 0; j < markers; j += 1) {
    const p = 0.1 + 0.8 * random();
    const effect = j % 40 === 0 ? random() - 0.5 : 0;
    for (let i = 0; i < lines; i += 1) {
      const dose = (random() < p ? 1 : 0) + (random() < p ? 1 : 0);
      w[i * markers + j] = dose - 2 * p;
      y[i] = (y[i] as number) + effect * dose;
    }
  }
  const k = new Float64Array(lines * lines);
  for (let a = 0; a < lines; a += 1)
    for (let b = 0; b <= a; b += 1) {
      let sum = 0;
      for (let j = 0; j < markers; j += 1)
        sum += (w[a * markers + j] as number) * (w[b * markers + j] as number);
      k[a * lines + b] = sum / (markers / 2);
      k[b * lines + a] = sum / (markers / 2);
    }
  for (let i = 0; i < lines; i += 1) y[i] = i % 7 === 3 ? Number.NaN : (y[i] as number) + random();
  return { y, relationship: k };
}

const close = (a: ArrayLike<number>, b: ArrayLike<number>, tolerance: number) => {
  expect(a.length).toBe(b.length);
  for (let i = 0; i < a.length; i += 1)
    expect(Math.abs((a[i] as number) - (b[i] as number))).toBeLessThan(
      tolerance * Math.max(1, Math.abs(b[i] as number)),
    );
};

describe('the GBLUP fit with a helper thread (decision 054)', () => {
  const input = panel(420);

  it('a helper on another worker shares the reduction and the fit equals the fit alone', async () => {
    const alone = fitGblup(input);
    const workspace = createTridiagonalWorkspace(input.y.length);
    const helping = genomePool.run(HELP_FIT, [workspace]);
    while (!hasTridiagonalHelper(workspace)) await new Promise((r) => setTimeout(r, 5));
    // this thread leads: a fit in the test's thread while the helper waits on the pool's worker
    const shared = fitGblup({ ...input, workspace });
    expect(await helping).toBeGreaterThan(0);
    close([shared.genetic, shared.residual], [alone.genetic, alone.residual], 1e-8);
    close(shared.gebv, alone.gebv, 1e-8);
    close(shared.se, alone.se, 1e-8);
  });

  it('runPredictionFit gives the fit and the cross-validation of the tasks run alone', async () => {
    const { fit, accuracy } = await runPredictionFit(input, 5);
    const alone = fitPrediction(input);
    close([fit.mean, fit.genetic, fit.residual], [alone.mean, alone.genetic, alone.residual], 1e-8);
    close(fit.blup, alone.blup, 1e-8);
    close(fit.reliability, alone.reliability, 1e-8);
    expect(accuracy).toBeCloseTo(crossValidatePrediction({ ...input, folds: 5 }) as number, 10);
  });

  it('a helper whose fit never comes leaves when told to', async () => {
    const workspace = createTridiagonalWorkspace(10);
    const helping = genomePool.run(HELP_FIT, [workspace]);
    while (!hasTridiagonalHelper(workspace)) await new Promise((r) => setTimeout(r, 5));
    abortTridiagonalHelper(workspace);
    expect(await helping).toBe(0);
  });
});
