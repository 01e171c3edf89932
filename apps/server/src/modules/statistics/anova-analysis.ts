import {
  type AnovaPredictor,
  type AnovaResult,
  type AnovaTableRow,
  TUKEY_MAX_LEVELS,
} from '@plotline/contract/statistics-anova';
import { computeTukeyHsd } from '@plotline/stats/comparisons/tukey-hsd';
import type { AnovaRow, ResidualRow } from '@plotline/stats/linear/anova';
import { encodeFactor } from '@plotline/stats/linear/encode-factor';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { formulaName, readObservations } from './anova-observations.ts';
import { computeAdditiveAnova, type ModelFactor } from './anova-table.ts';
import { readableSeasons } from './read-trial.ts';
import { computeOrRefuse } from './refuse-analysis.ts';
import { SIGNIFICANCE_LEVEL, starsOf, testOf } from './significance.ts';

/** The parsed `anova/` query. */
export type AnovaRequest = { year_id: number; dependent_var: string; group_vars: string[] };

/**
 * The ANOVA of a quantitative feature (or stage) of one field-year over the factors
 * `group_vars`, with Tukey's HSD of every factor's levels (api-contract §8). The observations
 * are the plots having the value and a level of every factor.
 * @throws AppError NOT_FOUND for a field-year out of sight (nothing read then)
 * @throws AppError VALIDATION `group_vars` noPredictors / sameFeatures / factorNoValues /
 *   factorOneLevel, `dependent_var` noValues / noResidualDf / noResidualVariation
 */
export async function analyseAnova(
  db: Db,
  user: CurrentUser,
  query: AnovaRequest,
): Promise<AnovaResult> {
  await readableSeasons(db, user, [query.year_id]);
  const groups = query.group_vars;
  if (groups.length === 0) throw fieldError('group_vars', 'analysis.noPredictors');
  const keys = groups.map(formulaName);
  if (groups.includes(query.dependent_var) || new Set([...keys, 'Residual']).size <= keys.length)
    throw fieldError('group_vars', 'analysis.sameFeatures');

  const data = await readObservations(
    db,
    [query.year_id],
    [{ name: query.dependent_var, field: 'dependent_var' }],
    groups.map((name) => ({ name, field: 'group_vars' })),
  );
  const factors: ModelFactor[] = data.levels.map((labels, index) => ({
    name: keys[index] as string,
    ...encodeFactor(labels),
  }));
  const single = factors.findIndex((factor) => factor.levels.length < 2);
  if (single >= 0) {
    throw fieldError('group_vars', 'analysis.factorOneLevel', { factor: groups[single] as string });
  }
  const y = data.numbers[0] as Float64Array;
  const context = { feature: query.dependent_var };
  const table = computeOrRefuse('dependent_var', () => computeAdditiveAnova(y, factors), context);
  // no residual variation (every value equal, or the factors explain everything): no F test
  if (
    !(table.residual.ms > 0) ||
    table.rows.some((row) => row.f !== null && !Number.isFinite(row.f))
  )
    throw fieldError('dependent_var', 'analysis.noResidualVariation', context);

  const model_stat: Record<string, AnovaTableRow> = {};
  for (const row of table.rows) model_stat[row.source] = termRow(row);
  model_stat.Residual = residualRow(table.residual);
  const predictors = computeOrRefuse(
    'dependent_var',
    () => factors.map((factor) => compareLevels(y, factor, table.residual)),
    context,
  );
  const formula = `${formulaName(query.dependent_var)} ~ ${keys.join(' + ')}`;
  return { model: keys.length > 1 ? `${formula} (Type II SS)` : formula, model_stat, predictors };
}

function termRow(row: AnovaRow): AnovaTableRow {
  return {
    df: row.df,
    sum_sq: row.ss,
    mean_sq: row.df === 0 ? null : row.ms,
    F: row.f,
    'PR(>F)': row.p,
    ...testOf(row.p),
  };
}

function residualRow(residual: ResidualRow): AnovaTableRow {
  const { df, ss, ms } = residual;
  // api-contract §8: the Residual's significance is false (it is not tested)
  return { df, sum_sq: ss, mean_sq: ms, F: null, 'PR(>F)': null, significance: false, stars: null };
}

/**
 * Tukey–Kramer HSD of one factor's levels: arithmetic means and counts of the observations
 * (R's `TukeyHSD` means when balanced), the model's MSE and residual df. Pairs (i < j) in the
 * levels' order, meandiff = mean j − mean i (statsmodels' `pairwise_tukeyhsd`).
 */
function compareLevels(
  y: Float64Array,
  factor: ModelFactor,
  residual: ResidualRow,
): AnovaPredictor {
  const k = factor.levels.length;
  if (k > TUKEY_MAX_LEVELS) return { predictor: factor.name, pairwise_comparison: [] };
  const sums = new Float64Array(k);
  const counts = new Float64Array(k);
  y.forEach((value, i) => {
    const level = factor.codes[i] as number;
    sums[level] = (sums[level] as number) + value;
    counts[level] = (counts[level] as number) + 1;
  });
  const means = sums.map((sum, level) => sum / (counts[level] as number));
  const pairs = computeTukeyHsd({ levels: factor.levels, means, counts }, residual.ms, residual.df);
  return {
    predictor: factor.name,
    pairwise_comparison: Array.from(pairs.p, (p, index) => ({
      group1: factor.levels[pairs.first[index] as number] as string,
      group2: factor.levels[pairs.second[index] as number] as string,
      'p-adj': p,
      significance: p < SIGNIFICANCE_LEVEL,
      stars: starsOf(p),
      meandiff: -(pairs.difference[index] as number),
      lower: -(pairs.upper[index] as number),
      upper: -(pairs.lower[index] as number),
    })),
  };
}
