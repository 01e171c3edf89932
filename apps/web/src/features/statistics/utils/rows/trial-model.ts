import type { SeasonSummary, TrialModel } from '@plotline/contract/statistics';

/**
 * The address parameter of the trial model on the НСР, t-test and averages pages (decision
 * 050): `simple` or `mixed`; absent means "auto" (the server picks per season: the mixed model
 * when the season's rows are unbalanced, else the simple one).
 */
export const TRIAL_MODEL_PARAM = 'model';

/** The page's choice: a model, or `auto` (no parameter). */
export type TrialModelChoice = TrialModel | 'auto';

/** The choice in the address; anything but `simple` or `mixed` is `auto`. */
export function readTrialModel(params: URLSearchParams): TrialModelChoice {
  const value = params.get(TRIAL_MODEL_PARAM);
  return value === 'simple' || value === 'mixed' ? value : 'auto';
}

/** Writes the choice (`auto` removes the parameter). */
export function writeTrialModel(params: URLSearchParams, choice: TrialModelChoice): void {
  if (choice === 'auto') params.delete(TRIAL_MODEL_PARAM);
  else params.set(TRIAL_MODEL_PARAM, choice);
}

/**
 * Which of the model lines a season's summary says ran (the message keys under
 * `statistics.trialModel.line`): the mixed model with random blocks, the mixed model of a
 * season with one repetition (y ~ row), the simple ANOVA with blocks or one-way, or no error
 * degrees of freedom. Null when the answer does not say (an older server).
 */
export type SeasonModelKind = 'mixedBlocks' | 'mixedNoBlocks' | 'simpleRcbd' | 'simpleCrd' | 'none';

/** The kind of model line of a season (see {@link SeasonModelKind}). */
export function seasonModelKind(season: SeasonSummary): SeasonModelKind | null {
  if (season.model === undefined) return null;
  if (season.design === null) return 'none';
  if (season.model === 'mixed') return season.design === 'rcbd' ? 'mixedBlocks' : 'mixedNoBlocks';
  return season.design === 'rcbd' ? 'simpleRcbd' : 'simpleCrd';
}

/** One season's model line: its kind and the numbers it quotes. */
export type SeasonModelLine = {
  yearId: number;
  kind: SeasonModelKind;
  df: number | null;
  mse: number | null;
  blockVariance: number | null;
  residualVariance: number | null;
};

/**
 * A model line per season of the answer, once per season (the summaries of the averages page
 * without a feature repeat a season per feature: the model is the same kind for every one, the
 * first is taken), in the server's season order.
 */
export function toSeasonModelLines(seasons: readonly SeasonSummary[]): SeasonModelLine[] {
  const seen = new Set<number>();
  const lines: SeasonModelLine[] = [];
  for (const season of seasons) {
    const kind = seasonModelKind(season);
    if (kind === null || seen.has(season.year_id)) continue;
    seen.add(season.year_id);
    lines.push({
      yearId: season.year_id,
      kind,
      df: season.df,
      mse: season.mse,
      blockVariance: season.block_variance ?? null,
      residualVariance: season.residual_variance ?? null,
    });
  }
  return lines;
}
