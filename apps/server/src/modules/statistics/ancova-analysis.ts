import type { TrialModel } from '@plotline/contract/statistics';
import {
  type AdjustedMeans,
  ANCOVA_MAX_GROUPS,
  type AncovaCoefficient,
  type AncovaResult,
  type SlopeHomogeneity,
} from '@plotline/contract/statistics-anova';
import { fSurvival } from '@plotline/stats/distributions/distributions';
import { computeAncova } from '@plotline/stats/linear/ancova';
import { encodeFactor } from '@plotline/stats/linear/encode-factor';
import { fitLinearModel, type LinearModelFit } from '@plotline/stats/linear/linear-model';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { mixedAdjustedMeans } from './ancova-mixed-means.ts';
import { formulaName, readObservations } from './anova/anova-observations.ts';
import { readableSeasons } from './read-trial.ts';
import { computeOrRefuse } from './refuse-analysis.ts';
import { SIGNIFICANCE_LEVEL, starsOf, testOf } from './significance.ts';

/** The parsed `ancova/` query. */
export type AncovaRequest = {
  year_id: number;
  /** More field-years pooled with `year_id` (decision 044: seasons as environments). */
  year_ids?: number[] | undefined;
  dependent_var: string;
  group_var?: string | undefined;
  covariate_var?: string | undefined;
  /** The adjusted means' model (decision 053); absent: by the data. */
  model?: TrialModel | undefined;
};

/** The model's variables as asked, and as the answer names them (spaces → `_`). */
type Variables = {
  y: string;
  group: string;
  x: string;
  names: { y: string; group: string; x: string };
};

/**
 * Analysis of covariance of a quantitative feature (or stage) of one field-year, or of several
 * pooled (`year_ids`, a covariate such as the season's `GDD` varying between them): OLS
 * `y ~ group * x` with treatment coding (api-contract §8), plus the group means adjusted to the
 * covariate mean under a common slope and the test of equal slopes (ours). The observations
 * are the plots having both numbers and a level of the group.
 * @throws AppError NOT_FOUND for a field-year out of sight (nothing read then)
 * @throws AppError VALIDATION noPredictors (no group or covariate), covariateConstant,
 *   sameFeatures, noValues, factorNoValues, factorOneLevel, noResidualVariation, tooManyGroups
 */
export async function analyseAncova(
  db: Db,
  user: CurrentUser,
  query: AncovaRequest,
): Promise<AncovaResult> {
  const yearIds = [...new Set([query.year_id, ...(query.year_ids ?? [])])];
  await readableSeasons(db, user, yearIds);
  const variables = checkVariables(query);
  const { names } = variables;
  const { y, x, labels, levels, blocks, repetitions } = await readAncovaData(
    db,
    yearIds,
    variables,
  );
  const context = { feature: variables.y, covariate: variables.x, factor: variables.group };
  const fit = computeOrRefuse(
    'dependent_var',
    () =>
      fitLinearModel({
        response: y,
        factors: [{ name: 'group', values: labels, levels }],
        covariates: [{ name: 'covariate', values: x }],
        terms: [['group'], ['covariate'], ['group', 'covariate']],
      }),
    context,
  );
  if (!(fit.rss > 0)) throw fieldError('dependent_var', 'analysis.noResidualVariation', context);
  // the trial's mixed model where lost plots leave the repetitions incomplete (decision 053)
  const blocked =
    yearIds.length === 1 && repetitions !== undefined && new Set(repetitions).size > 1;
  const model = query.model ?? (blocked && !blocks ? 'mixed' : 'simple');
  const base = {
    data: coefficientsOf(fit, levels, names),
    model: `${names.y} ~ ${names.group} * ${names.x}`,
    ...overallTest(fit),
  };
  if (model === 'mixed') {
    if (!blocked || !repetitions) throw fieldError('model', 'ancova.mixedNoBlocks');
    const data = { y, x, labels, levels, repetitions };
    const adjusted = computeOrRefuse(
      'covariate_var',
      () => mixedAdjustedMeans(data, names),
      context,
    );
    const homogeneity = computeOrRefuse(
      'covariate_var',
      () =>
        computeAncova({ response: y, treatment: labels, covariate: x, treatmentLevels: levels }),
      context,
    );
    return {
      ...base,
      adjusted_means: adjusted,
      slope_homogeneity: slopeTest(homogeneity.slopeHomogeneity),
    };
  }
  const adjusted = computeOrRefuse(
    'covariate_var',
    () =>
      computeAncova({
        response: y,
        treatment: labels,
        covariate: x,
        block: blocks,
        treatmentLevels: levels,
      }),
    context,
  );
  return {
    ...base,
    adjusted_means: {
      model: `${names.y} ~ ${blocks ? 'repetition + ' : ''}${names.x} + ${names.group}`,
      trial_model: 'simple',
      block_variance: null,
      residual_variance: null,
      covariate_mean: adjusted.covariateMean,
      df: adjusted.adjustedMeans.df,
      slope: {
        coef: adjusted.slope.estimate,
        se: adjusted.slope.se,
        tvalue: adjusted.slope.t,
        pvalue: adjusted.slope.p,
        ...testOf(adjusted.slope.p),
      },
      means: meansOf(adjusted.adjustedMeans),
    },
    slope_homogeneity: slopeTest(adjusted.slopeHomogeneity),
  };
}

/**
 * A group and a covariate, three different names.
 * @throws AppError VALIDATION noPredictors, sameFeatures
 */
function checkVariables(query: AncovaRequest): Variables {
  const { dependent_var: y, group_var: group, covariate_var: x } = query;
  if (!group) throw fieldError('group_var', 'analysis.noPredictors');
  if (!x) throw fieldError('covariate_var', 'analysis.noPredictors');
  const names = { y: formulaName(y), group: formulaName(group), x: formulaName(x) };
  if (names.x === names.y) throw fieldError('covariate_var', 'analysis.sameFeatures');
  if (names.group === names.y || names.group === names.x)
    throw fieldError('group_var', 'analysis.sameFeatures');
  return { y, group, x, names };
}

/**
 * The complete observations with the group's levels (R's order) and, when the repetitions are
 * complete blocks of the group in a single season, the repetitions as blocks. Over several
 * seasons they are not: repetition 1 of one nursery is not that of another, and blocks nested
 * in the seasons would absorb a season-level covariate such as `GDD`.
 * @throws AppError VALIDATION factorOneLevel, tooManyGroups
 */
async function readAncovaData(db: Db, yearIds: readonly number[], variables: Variables) {
  const isRepetition = variables.group === 'repetition';
  const data = await readObservations(
    db,
    yearIds,
    [
      { name: variables.y, field: 'dependent_var' },
      { name: variables.x, field: 'covariate_var' },
    ],
    [
      { name: variables.group, field: 'group_var' },
      ...(isRepetition ? [] : [{ name: 'repetition', field: 'group_var' }]),
    ],
  );
  const [y = new Float64Array(), x = new Float64Array()] = data.numbers;
  const [labels = [], repetitions = []] = data.levels;
  const { levels } = encodeFactor(labels);
  if (levels.length < 2) {
    throw fieldError('group_var', 'analysis.factorOneLevel', { factor: variables.group });
  }
  if (levels.length > ANCOVA_MAX_GROUPS)
    throw fieldError('group_var', 'analysis.tooManyGroups', { max: ANCOVA_MAX_GROUPS });
  const hasBlocks =
    !isRepetition && yearIds.length === 1 && isCompleteBlocks(labels, repetitions, levels.length);
  return {
    y,
    x,
    labels,
    levels,
    blocks: hasBlocks ? repetitions : undefined,
    repetitions: isRepetition ? undefined : repetitions,
  };
}

/** Two or more repetitions, every one holding every level of the group: an RCBD's blocks. */
function isCompleteBlocks(labels: string[], repetitions: string[], k: number): boolean {
  const cells = new Set(labels.map((label, i) => `${label}\u0000${repetitions[i]}`));
  const blocks = new Set(repetitions).size;
  return blocks >= 2 && cells.size === k * blocks;
}

/** The fit's coefficients under statsmodels' names: `Intercept`, `g[T.b]`, `x`, `g[T.b]:x`. */
function coefficientsOf(
  fit: LinearModelFit,
  levels: string[],
  names: Variables['names'],
): Record<string, AncovaCoefficient> {
  const data: Record<string, AncovaCoefficient> = {};
  const ordinal = new Map<number, number>();
  fit.coefficients.forEach((coefficient, column) => {
    const term = fit.design.assign[column] as number;
    const index = ordinal.get(term) ?? 0;
    ordinal.set(term, index + 1);
    // treatment coding: a term's columns are the levels after the reference, in order
    const level = `${names.group}[T.${levels[index + 1]}]`;
    const name = ['Intercept', level, names.x, `${level}:${names.x}`][term + 1] as string;
    data[name] = {
      coef: coefficient.estimate,
      tvalue: coefficient.t,
      pvalue: coefficient.p,
      ...testOf(coefficient.p),
    };
  });
  return data;
}

/** F of the model against the intercept alone, R² and adjusted R² (statsmodels' OLS). */
function overallTest(fit: LinearModelFit) {
  const mean = fit.design.y.reduce((sum, value) => sum + value, 0) / fit.n;
  const tss = fit.design.y.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  const dfModel = fit.rank - 1;
  const fvalue = dfModel > 0 ? (tss - fit.rss) / dfModel / (fit.rss / fit.dfResidual) : null;
  const f_pvalue = fvalue === null ? null : fSurvival(fvalue, dfModel, fit.dfResidual);
  const rSquared = 1 - fit.rss / tss;
  return {
    fvalue,
    f_pvalue,
    model_significance: testOf(f_pvalue).significance,
    model_stars: testOf(f_pvalue).stars,
    'R-squared': rSquared,
    rsquared_adj: 1 - ((fit.n - 1) / fit.dfResidual) * (1 - rSquared),
  };
}

function meansOf(means: ReturnType<typeof computeAncova>['adjustedMeans']): AdjustedMeans['means'] {
  return means.levels.map((level, i) => ({
    level,
    mean: means.means[i] as number,
    se: means.se[i] as number,
    lower: means.lower[i] as number,
    upper: means.upper[i] as number,
  }));
}

function slopeTest(test: ReturnType<typeof computeAncova>['slopeHomogeneity']): SlopeHomogeneity {
  if (!test) return null;
  return {
    df: test.df,
    sum_sq: test.ss,
    F: test.f,
    'PR(>F)': test.p,
    df_residual: test.dfResidual,
    significance: test.p < SIGNIFICANCE_LEVEL,
    stars: starsOf(test.p),
  };
}
