import {
  ANOVA_MAX_COLUMNS,
  type AnovaResult,
  type AnovaTableRow,
  type AnovaType,
  type ErrorStratum,
} from '@plotline/contract/statistics-anova';
import { StatsError } from '@plotline/stats/errors';
import type { AnovaRow, ResidualRow } from '@plotline/stats/linear/anova';
import { encodeFactor } from '@plotline/stats/linear/encode-factor';
import type { Db } from '../../../db/client.ts';
import { type AppError, fieldError } from '../../../errors.ts';
import type { CurrentUser } from '../../../platform/auth/authenticate.ts';
import { readableSeasons } from '../read-trial.ts';
import { computeOrRefuse, refusalOf } from '../refuse-analysis.ts';
import { testOf } from '../significance.ts';
import { fitMixedSplitPlotInPool } from './analyse-mixed-split-plot.ts';
import { formulaName, readObservations } from './anova-observations.ts';
import {
  type AnovaPlan,
  type AnovaRequest,
  checkLevels,
  pickControl,
  planAnova,
} from './anova-request.ts';
import { computeAdditiveAnova } from './anova-table.ts';
import { compareLevels, compareWithControl, type LevelEstimates } from './level-comparisons.ts';
import {
  computeFactorAnova,
  countColumns,
  type FactorModel,
  fitFactorModel,
  linearLevelEstimates,
  type NamedFactor,
} from './linear-anova.ts';
import { computeSplitPlotAnova, isBalanced, type SplitPlotAnova } from './split-plot.ts';

export type { AnovaRequest } from './anova-request.ts';

/**
 * An unbalanced additive model gets least-squares means up to this many columns (the fit and
 * the means take seconds beyond); more columns (a nursery of hundreds of lines with a lost
 * plot): arithmetic means (Tukey–Kramer), as before decision 049.
 */
const ADDITIVE_FIT_COLUMNS = 300;

/** The fitted table of any of the models: rows per term, their error, the estimates. */
type FittedTable = {
  rows: AnovaRow[];
  residual: ResidualRow;
  mainError: AnovaRow | null;
  mainStratum: boolean[];
  estimates: LevelEstimates[];
  /** Per row: its denominator df when it is not its error's (the mixed model's). */
  denominators?: number[];
  /** The sums of squares used, when not the asked ones (II of an unbalanced split-plot: III). */
  type?: AnovaType;
};

/**
 * The ANOVA of a quantitative feature (or stage) of one field-year over the terms of
 * `group_vars` (api-contract §8; decision 049: `a*b`, `a:b`, the type of sums of squares,
 * split-plot), with every factor's adjusted means, Tukey's pairs and letters on them, and
 * Dunnett's comparisons with `control`. The observations are the plots having the value and
 * a level of every factor.
 * @throws AppError NOT_FOUND for a field-year out of sight (nothing read then)
 * @throws AppError VALIDATION (see planAnova, checkLevels, pickControl) and `dependent_var`
 *   noValues / noResidualDf / interactionNoReplicates / noResidualVariation, `group_vars`
 *   interactionEmptyCells / tooManyColumns
 */
export async function analyseAnova(
  db: Db,
  user: CurrentUser,
  query: AnovaRequest,
  signal?: AbortSignal,
): Promise<AnovaResult> {
  await readableSeasons(db, user, [query.year_id]);
  const plan = planAnova(query);
  const data = await readObservations(
    db,
    [query.year_id],
    [{ name: query.dependent_var, field: 'dependent_var' }],
    plan.factors.map((name) => ({ name, field: 'group_vars' })),
  );
  const factors: NamedFactor[] = data.levels.map((labels, index) => ({
    name: plan.keys[index] as string,
    ...encodeFactor(labels),
  }));
  checkLevels(
    plan,
    factors.map((factor) => factor.levels),
  );
  const control =
    query.control === undefined
      ? null
      : pickControl(
          plan,
          factors.map((factor) => factor.levels),
          query.control,
        );
  const model: FactorModel = { y: data.numbers[0] as Float64Array, factors, terms: plan.terms };
  const context = { feature: query.dependent_var };
  const mixed = await fitUnbalancedSplitPlot(model, plan, context, signal);
  const fitted = computeOrRefuse('dependent_var', () => fitTable(model, plan, mixed), context);
  const { residual } = fitted;
  // no residual variation (every value equal, or the factors explain everything): no F test
  if (!(residual.ms > 0) || fitted.rows.some((row) => row.f !== null && !Number.isFinite(row.f)))
    throw fieldError('dependent_var', 'analysis.noResidualVariation', context);
  const compared = computeOrRefuse(
    'dependent_var',
    () => fitted.estimates.map(compareLevels),
    context,
  );
  const dunnett =
    control === null
      ? null
      : computeOrRefuse(
          'control',
          () =>
            compareWithControl(fitted.estimates[control.factor] as LevelEstimates, control.level),
          context,
        );
  return {
    ...describe(plan, fitted, query.dependent_var),
    predictors: compared.map((c) => c.predictor),
    adjusted_means: compared.map((c) => c.means),
    dunnett,
  };
}

const termName = (plan: AnovaPlan, term: number[]) =>
  term.map((f) => plan.keys[f] as string).join(':');

/** model, model_stat, type and error_strata of the answer. */
function describe(plan: AnovaPlan, fitted: FittedTable, dependent: string) {
  const model_stat: Record<string, AnovaTableRow> = {};
  const error_strata: ErrorStratum[] = [];
  const names = plan.terms.map((term) => termName(plan, term));
  const split = plan.splitPlot;
  const mainErrorName = split
    ? `${plan.keys[split.repetition]}:${plan.keys[split.mainPlot]}`
    : 'Residual';
  fitted.rows.forEach((row, t) => {
    const name = names[t] as string;
    model_stat[name] = termRow(row);
    const main = fitted.mainStratum[t] && (fitted.mainError || fitted.denominators);
    error_strata.push({
      term: name,
      error: main ? mainErrorName : 'Residual',
      df:
        fitted.denominators?.[t] ?? (main ? (fitted.mainError as AnovaRow).df : fitted.residual.df),
    });
  });
  if (fitted.mainError) model_stat[mainErrorName] = errorRow(fitted.mainError);
  model_stat.Residual = errorRow(fitted.residual);
  const error = split ? ` + Error(${mainErrorName})` : '';
  const formula = `${formulaName(dependent)} ~ ${names.join(' + ')}${error}`;
  const type = fitted.type ?? plan.type;
  const model = plan.terms.length > 1 ? `${formula} (Type ${type} SS)` : formula;
  return { model, model_stat, type, error_strata };
}

/**
 * The table and the level estimates: the balanced split-plot's strata; the additive Type II
 * model through the absorbing fit (hundreds of lines); any other through the linear model.
 */
function fitTable(model: FactorModel, plan: AnovaPlan, mixed: SplitPlotAnova | null): FittedTable {
  const noStrata = { mainError: null, mainStratum: plan.terms.map(() => false) };
  if (plan.splitPlot) {
    const { repetition, mainPlot } = plan.splitPlot;
    if (mixed) return { ...mixed, type: plan.type === 'I' ? 'I' : 'III' };
    return withReplicates(plan, () => computeSplitPlotAnova(model, repetition, mainPlot));
  }
  const columns = countColumns(model);
  if (!plan.interactions && (plan.type === 'II' || plan.factors.length === 1)) {
    const table = computeAdditiveAnova(model.y, model.factors);
    // complete and balanced (an RCBD without a lost plot): the adjusted means are the
    // arithmetic ones, uncorrelated, var MSE/n; a nursery of hundreds of lines needs no fit
    const arithmetic = isBalanced(model) || columns > ADDITIVE_FIT_COLUMNS;
    const estimates = arithmetic
      ? model.factors.map((factor) => arithmeticEstimates(model.y, factor, table.residual))
      : linearEstimates(model, plan, table.residual);
    return { ...table, ...noStrata, estimates };
  }
  if (columns > ANOVA_MAX_COLUMNS)
    throw fieldError('group_vars', 'analysis.tooManyColumns', { max: ANOVA_MAX_COLUMNS });
  const table = withReplicates(plan, () => computeFactorAnova(model, plan.type));
  return { ...table, ...noStrata, estimates: linearEstimates(model, plan, table.residual) };
}

/** Without residual df, an interaction model says which cells need repeated plots. */
/**
 * The unbalanced split-plot's REML fit on a compute worker (lmerTest has Types I and III only);
 * null for any other model (fitted in `fitTable`).
 * @throws AppError VALIDATION `group_vars` interactionEmptyCells, `dependent_var` as
 *   `withReplicates` and the engine refuse
 */
async function fitUnbalancedSplitPlot(
  model: FactorModel,
  plan: AnovaPlan,
  context: Record<string, string>,
  signal?: AbortSignal,
): Promise<SplitPlotAnova | null> {
  if (!plan.splitPlot || isBalanced(model)) return null;
  const { repetition, mainPlot } = plan.splitPlot;
  const type = plan.type === 'I' ? 'I' : 'III';
  let fitted: Awaited<ReturnType<typeof fitMixedSplitPlotInPool>>;
  try {
    fitted = await fitMixedSplitPlotInPool(model, { repetition, mainPlot, type }, signal);
  } catch (error) {
    // the same refusals as the fits on this thread
    if (!(error instanceof StatsError)) throw error;
    throw replicatesRefusal(plan, error) ?? refusalOf('dependent_var', error, context);
  }
  if ('emptyCellTerm' in fitted) {
    const term = plan.terms[fitted.emptyCellTerm] as number[];
    throw fieldError('group_vars', 'analysis.interactionEmptyCells', {
      term: term.map((f) => plan.factors[f] as string).join(' × '),
    });
  }
  return fitted;
}

/** An interaction without replicates: no residual df, said of the highest interaction. */
function replicatesRefusal(plan: AnovaPlan, error: StatsError): AppError | null {
  if (error.reason?.key !== 'noResidualDf' || !plan.interactions) return null;
  const term = plan.terms[plan.terms.length - 1] as number[]; // the highest interaction
  return fieldError('dependent_var', 'analysis.interactionNoReplicates', {
    term: term.map((f) => plan.factors[f] as string).join(' × '),
  });
}

function withReplicates<T>(plan: AnovaPlan, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    throw (error instanceof StatsError && replicatesRefusal(plan, error)) || error;
  }
}

/**
 * Adjusted means of every factor from the least-squares fit. An interaction with an empty
 * cell makes them not estimable: refused. An additive model with a factor nested in another
 * (aliased) falls back to the arithmetic means, as before decision 049.
 */
function linearEstimates(
  model: FactorModel,
  plan: AnovaPlan,
  residual: ResidualRow,
): LevelEstimates[] {
  const fit = fitFactorModel(model);
  const aliased = fit.aliased.findIndex((flag, j) => flag === 1 && fit.design.assign[j] !== -1);
  if (aliased >= 0) {
    const term = plan.terms[fit.design.assign[aliased] as number] as number[];
    if (plan.interactions)
      throw fieldError('group_vars', 'analysis.interactionEmptyCells', {
        term: term.map((f) => plan.factors[f] as string).join(' × '),
      });
    return model.factors.map((factor) => arithmeticEstimates(model.y, factor, residual));
  }
  return model.factors.map((factor) => linearLevelEstimates(fit, factor));
}

/** Arithmetic means with var MSE/nᵢ (Tukey–Kramer's HSD, the means of complete blocks). */
function arithmeticEstimates(
  y: Float64Array,
  factor: NamedFactor,
  residual: ResidualRow,
): LevelEstimates {
  const k = factor.levels.length;
  const sums = new Float64Array(k);
  const counts = new Float64Array(k);
  factor.codes.forEach((code, i) => {
    sums[code] = (sums[code] as number) + (y[i] as number);
    counts[code] = (counts[code] as number) + 1;
  });
  const covariance = new Float64Array(k * k);
  counts.forEach((count, level) => {
    covariance[level * k + level] = residual.ms / count;
  });
  return {
    predictor: factor.name,
    levels: factor.levels,
    means: Array.from(sums, (sum, level) => sum / (counts[level] as number)),
    covariance,
    meanDf: factor.levels.map(() => residual.df),
    diffDf: residual.df,
  };
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

function errorRow(error: { df: number; ss: number; ms: number }): AnovaTableRow {
  const { df, ss, ms } = error;
  // api-contract §8: the Residual's significance is false (it is not tested)
  return { df, sum_sq: ss, mean_sq: ms, F: null, 'PR(>F)': null, significance: false, stars: null };
}
