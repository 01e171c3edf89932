import { z } from 'zod';
import { text } from './common.ts';
import { IdInput } from './genotypes.ts';
import { YearIds } from './statistics.ts';

/**
 * Factors every season has besides its qualitative features: the plot's line, its repetition
 * (the `/n` suffix of the plot name, '1' without one: the blocks of a field trial) and its
 * harvest technology (plots with exactly one technology; others are left out). A qualitative
 * feature of one of these names is shadowed by the built-in factor.
 */
export const BUILT_IN_FACTORS = ['line', 'repetition', 'harvest_technology'] as const;

/** Tukey's pairs are listed only for predictors with at most this many levels. */
export const TUKEY_MAX_LEVELS = 200;

/** The ANCOVA's group may have at most this many levels (the fit grows with their square). */
export const ANCOVA_MAX_GROUPS = 100;

const Name = text().trim();

/**
 * `group_vars=a,b` (split at commas) or the parameter repeated (each taken whole); blank names
 * and repeats dropped, order kept. Absent or empty is answered with `analysis.noPredictors`.
 */
const NameList = z
  .union([text(), z.array(text())])
  .optional()
  .transform((value) => {
    const names = value === undefined ? [] : Array.isArray(value) ? value : value.split(',');
    return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))];
  });

export const AnovaQuery = z.object({
  year_id: IdInput.describe('field-year id'),
  dependent_var: Name.min(1).describe('a quantitative feature or a stage (days after sowing)'),
  group_vars: NameList.describe(
    'factors, `a,b` or the parameter repeated: qualitative features and the built-in ' +
      '`line`, `repetition` (blocks) and `harvest_technology`',
  ),
});
export type AnovaQuery = z.input<typeof AnovaQuery>;

/** One line of the ANOVA table (statsmodels' `anova_lm` columns). */
export const AnovaTableRow = z.object({
  df: z.number().int(),
  sum_sq: z.number(),
  mean_sq: z.number().nullable().describe('sum_sq/df; null for a term with df 0'),
  F: z.number().nullable().describe('mean_sq/MSE; null for Residual and for a term with df 0'),
  'PR(>F)': z.number().nullable().describe('P(F(df, df_Residual) > F); null where F is'),
  significance: z
    .boolean()
    .nullable()
    .describe('p < 0.05; false for Residual; null for a term with df 0'),
  stars: z
    .string()
    .nullable()
    .describe('ours: `***` p < 0.001, `**` < 0.01, `*` < 0.05, `` otherwise; null where p is'),
});
export type AnovaTableRow = z.infer<typeof AnovaTableRow>;

export const TukeyPair = z.object({
  group1: z.string(),
  group2: z.string().describe('a later level than group1 in the factor’s order'),
  'p-adj': z.number().describe('Tukey–Kramer p-value, family-wise over the predictor’s pairs'),
  significance: z.boolean().describe('p-adj < 0.05'),
  stars: z.string().describe('ours: stars of p-adj (`***`, `**`, `*`, ``)'),
  meandiff: z.number().describe('ours: mean(group2) − mean(group1)'),
  lower: z.number().describe('ours: lower bound of the 95 % family-wise interval of meandiff'),
  upper: z.number().describe('ours: upper bound'),
});
export type TukeyPair = z.infer<typeof TukeyPair>;

export const AnovaPredictor = z.object({
  predictor: z.string().describe('the group variable, spaces → `_` (a key of model_stat)'),
  pairwise_comparison: z
    .array(TukeyPair)
    .describe(
      'Tukey HSD of every pair of levels (levels sorted as R’s `factor`), on the arithmetic ' +
        `means of the levels with the model’s MSE and residual df; empty beyond ${TUKEY_MAX_LEVELS} levels`,
    ),
});
export type AnovaPredictor = z.infer<typeof AnovaPredictor>;

/**
 * `anova/` answer (api-contract §8). One factor: one-way ANOVA. Several: the additive model
 * `y ~ a + b + …` (no interactions) with Type II sums of squares (each factor adjusted for all
 * the others, statsmodels `anova_lm(typ=2)`, R `car::Anova(type = 2)`), said in `model`.
 */
export const AnovaResult = z.object({
  model: z
    .string()
    .describe('the formula, names with spaces → `_`: `yield ~ line + repetition (Type II SS)`'),
  model_stat: z
    .record(z.string(), AnovaTableRow)
    .describe('one row per group variable (spaces → `_`), in the asked order, then `Residual`'),
  predictors: z.array(AnovaPredictor).describe('in the asked order'),
});
export type AnovaResult = z.infer<typeof AnovaResult>;

export const AncovaQuery = z.object({
  year_id: IdInput.describe('field-year id'),
  year_ids: YearIds.optional().describe(
    'ours (decision 044): more field-years pooled with year_id, each an environment (its ' +
      'season indices such as `GDD` vary between them); the repetitions are then not blocks',
  ),
  dependent_var: Name.min(1).describe('a quantitative feature or a stage (days after sowing)'),
  group_var: Name.optional().describe(
    'the factor: a qualitative feature or `line`, `repetition`, `harvest_technology`',
  ),
  covariate_var: Name.optional().describe('a quantitative feature or a stage'),
});
export type AncovaQuery = z.input<typeof AncovaQuery>;

export const AncovaCoefficient = z.object({
  coef: z.number().nullable().describe('null when aliased (not estimable from these data)'),
  tvalue: z.number().nullable(),
  pvalue: z.number().nullable().describe('two-sided, on the residual df'),
  significance: z.boolean().nullable().describe('pvalue < 0.05; null where pvalue is'),
  stars: z.string().nullable().describe('ours: stars of pvalue; null where pvalue is'),
});
export type AncovaCoefficient = z.infer<typeof AncovaCoefficient>;

export const AdjustedMean = z.object({
  level: z.string(),
  mean: z.number().describe('the least-squares mean at the covariate mean (R `emmeans`)'),
  se: z.number(),
  lower: z.number().describe('95 % confidence bound'),
  upper: z.number(),
});
export type AdjustedMean = z.infer<typeof AdjustedMean>;

export const AdjustedMeans = z
  .object({
    model: z
      .string()
      .describe(
        'the common-slope model: `y ~ repetition + x + group` when the repetitions are ' +
          'complete blocks (two or more, each holding every level), else `y ~ x + group`',
      ),
    covariate_mean: z.number(),
    df: z.number().int().describe('residual df of the common-slope model'),
    slope: AncovaCoefficient.extend({ se: z.number().nullable() }).describe(
      'the common within-group slope of y on x',
    ),
    means: z.array(AdjustedMean).describe('per level, in the factor’s order'),
  })
  .describe('ours: group means adjusted to the covariate mean (averaged over blocks)');
export type AdjustedMeans = z.infer<typeof AdjustedMeans>;

export const SlopeHomogeneity = z
  .object({
    df: z.number().int(),
    sum_sq: z.number(),
    F: z.number(),
    'PR(>F)': z.number(),
    df_residual: z.number().int().describe('residual df of the separate-slopes model'),
    significance: z.boolean().describe('PR(>F) < 0.05: the slopes differ'),
    stars: z.string(),
  })
  .nullable()
  .describe(
    'ours: F test of equal slopes (the group × covariate interaction added to the common-slope ' +
      'model); a small p means the adjusted means are not comparable. Null without residual df.',
  );
export type SlopeHomogeneity = z.infer<typeof SlopeHomogeneity>;

/**
 * `ancova/` answer (api-contract §8): OLS `y ~ group * x` (separate slopes), treatment coding
 * with the first level (R’s `factor` order: sorted, numerically when all are numbers) as the
 * reference; names with spaces → `_`, level labels as they are.
 */
export const AncovaResult = z.object({
  data: z
    .record(z.string(), AncovaCoefficient)
    .describe(
      '`Intercept`, `<group>[T.<level>]`…, `<covariate>`, `<group>[T.<level>]:<covariate>`…',
    ),
  model: z.string().describe('`<y> ~ <group> * <covariate>`'),
  fvalue: z.number().nullable().describe('F of the model against the intercept alone'),
  f_pvalue: z.number().nullable(),
  model_significance: z.boolean().nullable().describe('f_pvalue < 0.05; null where it is'),
  model_stars: z.string().nullable().describe('ours: stars of f_pvalue'),
  'R-squared': z.number(),
  rsquared_adj: z.number(),
  adjusted_means: AdjustedMeans,
  slope_homogeneity: SlopeHomogeneity,
});
export type AncovaResult = z.infer<typeof AncovaResult>;
