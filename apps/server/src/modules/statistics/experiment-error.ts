import { computeOneWayAnova, computeRcbdAnova } from '@plotline/stats/anova';
import { lsdCriticalT } from '@plotline/stats/comparisons';
import { StatsError } from '@plotline/stats/errors';
import type { Sample } from './season-rows.ts';

/** The error term of one field-year's trial, from its ANOVA. */
export type ExperimentError = {
  /** Error mean square. */
  mse: number;
  /** Its degrees of freedom. */
  df: number;
  /** `rcbd`: repetitions are blocks (every row has the same repetitions); `crd` otherwise. */
  design: 'rcbd' | 'crd';
  /** t(0.975, df) and t(0.995, df): the НСР₀₅ and НСР₀₁ critical values, computed once. */
  t05: number;
  t01: number;
};

/**
 * The experiment error of a season (decision 017) from its rows' samples of one feature: rows
 * with values are the treatments. When every such row has the same two or more repetitions,
 * the repetitions are blocks (RCBD, Dospekhov's design of a variety trial); otherwise a
 * completely randomized one-way ANOVA. Null when the season has no error degrees of freedom
 * (fewer than two rows with values, or one value per row).
 */
export function experimentError(samples: readonly Sample[]): ExperimentError | null {
  const measured = samples.filter((sample) => sample.values.length > 0);
  const size = measured.reduce((sum, sample) => sum + sample.values.length, 0);
  const values = new Float64Array(size);
  const treatments = new Int32Array(size);
  const blocks = new Array<string>(size);
  let at = 0;
  measured.forEach((sample, row) => {
    sample.values.forEach((value, index) => {
      values[at] = value;
      treatments[at] = row;
      blocks[at] = sample.repetitions[index] ?? '1';
      at += 1;
    });
  });
  const signature = (sample: Sample) => [...sample.repetitions].sort().join('\u0000');
  const first = measured[0];
  const firstSignature = first ? signature(first) : '';
  const blocked =
    first !== undefined &&
    first.repetitions.length >= 2 &&
    new Set(first.repetitions).size === first.repetitions.length &&
    measured.every((sample) => signature(sample) === firstSignature);
  try {
    const anova = blocked
      ? computeRcbdAnova(values, treatments, blocks)
      : computeOneWayAnova(values, treatments);
    const { ms: mse, df } = anova.residual;
    return {
      mse,
      df,
      design: blocked ? 'rcbd' : 'crd',
      t05: lsdCriticalT(df, 0.05),
      t01: lsdCriticalT(df, 0.01),
    };
  } catch (error) {
    if (error instanceof StatsError) return null;
    throw error;
  }
}
