import { computeOneWayAnova, computeRcbdAnova } from '@plotline/stats/anova';
import { StatsError } from '@plotline/stats/errors';
import type { SeasonRow } from './season-rows.ts';

/** The error term of one field-year's trial, from its ANOVA. */
export type ExperimentError = {
  /** Error mean square. */
  mse: number;
  /** Its degrees of freedom. */
  df: number;
  /** `rcbd`: repetitions are blocks (every row has the same repetitions); `crd` otherwise. */
  design: 'rcbd' | 'crd';
};

/**
 * The experiment error of a season (decision 017): rows with values are the treatments. When
 * every such row has the same two or more repetitions, the repetitions are blocks (RCBD,
 * Dospekhov's design of a variety trial); otherwise a completely randomized one-way ANOVA.
 * Null when the season has no error degrees of freedom (fewer than two rows with values, or
 * one value per row).
 */
export function experimentError(rows: readonly SeasonRow[]): ExperimentError | null {
  const measured = rows.filter((row) => row.values.length > 0);
  const values: number[] = [];
  const treatments: string[] = [];
  const blocks: string[] = [];
  for (const row of measured) {
    for (const [index, value] of row.values.entries()) {
      values.push(value);
      treatments.push(row.baseName);
      blocks.push(row.repetitions[index] ?? '1');
    }
  }
  const signature = (row: SeasonRow) => [...row.repetitions].sort().join('\u0000');
  const first = measured[0];
  const blocked =
    first !== undefined &&
    first.repetitions.length >= 2 &&
    new Set(first.repetitions).size === first.repetitions.length &&
    measured.every((row) => signature(row) === signature(first));
  try {
    if (blocked) {
      const anova = computeRcbdAnova(values, treatments, blocks);
      return { mse: anova.residual.ms, df: anova.residual.df, design: 'rcbd' };
    }
    const anova = computeOneWayAnova(values, treatments);
    return { mse: anova.residual.ms, df: anova.residual.df, design: 'crd' };
  } catch (error) {
    if (error instanceof StatsError) return null;
    throw error;
  }
}
