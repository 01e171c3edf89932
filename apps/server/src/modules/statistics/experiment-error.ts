import { lsdCriticalT } from '@plotline/stats/comparisons/comparisons';
import { StatsError } from '@plotline/stats/errors';
import { computeOneWayAnova, computeRcbdAnova } from '@plotline/stats/linear/anova';
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
 * True when the first row has two or more repetitions, each once, and every row has exactly
 * those (`codes`: each value's repetition, row after row): the repetitions are complete blocks.
 */
function isCompleteBlocks(measured: readonly Sample[], codes: Int32Array, blockCount: number) {
  const first = measured[0];
  if (!first || first.values.length < 2) return false;
  const size = first.values.length;
  const inFirst = new Uint8Array(blockCount);
  const seenIn = new Int32Array(blockCount).fill(-1);
  let at = 0;
  for (let row = 0; row < measured.length; row += 1) {
    if ((measured[row] as Sample).values.length !== size) return false;
    for (let i = 0; i < size; i += 1) {
      const block = codes[at] as number;
      at += 1;
      if (seenIn[block] === row) return false;
      seenIn[block] = row;
      if (row === 0) inFirst[block] = 1;
      else if (inFirst[block] === 0) return false;
    }
  }
  return true;
}

/** A season's values of one feature encoded for the models: rows with values, repetitions. */
export type EncodedSeason = {
  /** The rows with values (positions in the season's samples), in order: treatment codes. */
  measured: number[];
  values: Float64Array;
  treatments: { codes: Int32Array; levels: string[] };
  blocks: { codes: Int32Array; levels: string[] };
  /** Every measured row has the same two or more repetitions (complete blocks: balanced). */
  blocked: boolean;
};

/**
 * Encodes a season's samples once for its models: the rows with values are the treatments,
 * the repetition labels the blocks (decision 017).
 */
export function encodeSeason(samples: readonly Sample[]): EncodedSeason {
  const measuredAt: number[] = [];
  samples.forEach((sample, at) => {
    if (sample.values.length > 0) measuredAt.push(at);
  });
  const measured = measuredAt.map((at) => samples[at] as Sample);
  const size = measured.reduce((sum, sample) => sum + sample.values.length, 0);
  const values = new Float64Array(size);
  // the rows and repetitions are encoded here: the engine need not label 100,000 plots again
  const treatments = { codes: new Int32Array(size), levels: measured.map((_, row) => String(row)) };
  const blocks = { codes: new Int32Array(size), levels: [] as string[] };
  const blockOf = new Map<string, number>();
  let at = 0;
  measured.forEach((sample, row) => {
    sample.values.forEach((value, index) => {
      const label = sample.repetitions[index] ?? '1';
      let block = blockOf.get(label);
      if (block === undefined) {
        block = blocks.levels.length;
        blockOf.set(label, block);
        blocks.levels.push(label);
      }
      values[at] = value;
      treatments.codes[at] = row;
      blocks.codes[at] = block;
      at += 1;
    });
  });
  const blocked = isCompleteBlocks(measured, blocks.codes, blocks.levels.length);
  return { measured: measuredAt, values, treatments, blocks, blocked };
}

/**
 * The experiment error of a season (decision 017) from its rows' samples of one feature: rows
 * with values are the treatments. When every such row has the same two or more repetitions,
 * the repetitions are blocks (RCBD, Dospekhov's design of a variety trial); otherwise a
 * completely randomized one-way ANOVA. Null when the season has no error degrees of freedom
 * (fewer than two rows with values, or one value per row).
 */
export function experimentError(
  samples: readonly Sample[],
  encoded: EncodedSeason = encodeSeason(samples),
): ExperimentError | null {
  const { values, treatments, blocks, blocked } = encoded;
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
