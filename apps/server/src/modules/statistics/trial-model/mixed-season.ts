/**
 * One season's trial model (decision 050) for the row endpoints: the choice between decision
 * 017's `simple` analysis and the `mixed` model, one fit per season and feature, and each row's
 * comparison with the control from it (НСР, the t test, the adjusted mean).
 */
import type { TrialModel } from '@plotline/contract/statistics';
import { tQuantile, tTwoSidedP } from '@plotline/stats/distributions/distributions';
import {
  type BlockTrialFit,
  fitBlockTrial,
  rowContrastOf,
} from '@plotline/stats/mixed/block-trial/block-trial-model';
import type { EncodedSeason } from '../experiment-error.ts';

/** A season analysed by the mixed model: the fit and where each analysis row sits in it. */
export type MixedSeason = {
  fit: BlockTrialFit;
  /** The fit's row code of each analysis row index with values. */
  rowOf: Map<number, number>;
  /** t(0.975, df) and t(0.995, df) by Satterthwaite df: rows with one pattern share them. */
  quantiles: Map<number, { t05: number; t01: number }>;
};

/**
 * The model of a season: the asked one, else `mixed` when its rows with values are not
 * complete blocks (unbalanced: where decision 017 falls back to one-way), else `simple`.
 */
export function chooseModel(asked: TrialModel | undefined, encoded: EncodedSeason): TrialModel {
  return asked ?? (encoded.blocked ? 'simple' : 'mixed');
}

/**
 * Fits y ~ row + (1 | repetition) to the season (y ~ row with a single repetition), once;
 * `indexes` are the analysis row indexes of the season's samples. Null without residual df.
 */
export function fitMixedSeason(
  encoded: EncodedSeason,
  indexes: readonly number[],
): MixedSeason | null {
  if (encoded.measured.length === 0) return null;
  const fit = fitBlockTrial({
    values: encoded.values,
    rows: encoded.treatments.codes,
    rowCount: encoded.measured.length,
    blocks: encoded.blocks.codes,
    blockCount: encoded.blocks.levels.length,
  });
  if (!fit) return null;
  const rowOf = new Map<number, number>();
  encoded.measured.forEach((at, row) => {
    rowOf.set(indexes[at] as number, row);
  });
  return { fit, rowOf, quantiles: new Map() };
}

/** The critical t's of a df, computed once per distinct df of the season. */
function quantilesOf(season: MixedSeason, df: number) {
  let found = season.quantiles.get(df);
  if (!found) {
    found = { t05: tQuantile(0.975, df), t01: tQuantile(0.995, df) };
    season.quantiles.set(df, found);
  }
  return found;
}

/**
 * Row − control from the model: the difference of the adjusted means, its SED, the
 * Satterthwaite df and the critical t's; null when either row has no values or is the control.
 */
export function mixedContrast(season: MixedSeason, index: number, control: number) {
  const row = season.rowOf.get(index);
  const reference = season.rowOf.get(control);
  if (row === undefined || reference === undefined || row === reference) return null;
  const contrast = rowContrastOf(season.fit, row, reference);
  if (!(contrast.se > 0) || !(contrast.df > 0)) return null;
  return { ...contrast, ...quantilesOf(season, contrast.df) };
}

/** НСР₀₅ and НСР₀₁ of a row against the control: t(0.975 | 0.995, df)·SED (decision 050). */
export function mixedNsr(season: MixedSeason, index: number, control: number) {
  const contrast = mixedContrast(season, index, control);
  if (!contrast) return null;
  return { nsr05: contrast.t05 * contrast.se, nsr01: contrast.t01 * contrast.se };
}

/**
 * The model's t test of row − control (instead of Welch's): p two-sided with the contrast's
 * Satterthwaite df, the 95 % confidence interval estimate ± t(0.975, df)·SED.
 */
export function mixedTTest(season: MixedSeason, index: number, control: number) {
  const contrast = mixedContrast(season, index, control);
  if (!contrast) return null;
  const { estimate, se, df, t05 } = contrast;
  return {
    difference: estimate,
    p: tTwoSidedP(estimate / se, df),
    lower: estimate - t05 * se,
    upper: estimate + t05 * se,
  };
}
