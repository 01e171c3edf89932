import { z } from 'zod';
import { text } from './common.ts';
import { IdInput } from './genotypes.ts';
import { TrialModel, YearIds } from './statistics.ts';

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

/** The ANOVA's sums of squares: sequential (I), each term after the terms not containing it (II), after every other term (III, sum-to-zero contrasts as `car::Anova`). */
export const ANOVA_TYPES = ['I', 'II', 'III'] as const;
export type AnovaType = (typeof ANOVA_TYPES)[number];

/** A model may have at most this many terms once `a*b` is expanded (`a*b*c*d` has 15). */
export const ANOVA_MAX_TERMS = 15;

/** A factor of an interaction model (or a split-plot) may have at most this many levels. */
export const ANOVA_INTERACTION_MAX_LEVELS = 100;

/** A model may have at most this many coefficient columns (the fit grows with their square). */
export const ANOVA_MAX_COLUMNS = 600;

export const AnovaQuery = z.object({
  year_id: IdInput.describe('field-year id'),
  dependent_var: Name.min(1).describe('a quantitative feature or a stage (days after sowing)'),
  group_vars: NameList.describe(
    'the model’s terms, `a,b` or the parameter repeated: factors (qualitative features and ' +
      'the built-in `line`, `repetition` (blocks) and `harvest_technology`); ours (decision ' +
      '049): `a*b` expands to `a + b + a:b` (R’s rules, several `*` allowed: `a*b*c`), `a:b` ' +
      'is the interaction alone. Names are split at `*` and `:`, so a factor whose name holds ' +
      'them cannot be used',
  ),
  type: z
    .enum(ANOVA_TYPES)
    .optional()
    .describe(
      'ours: the sums of squares, I (sequential, in the terms’ order), II or III (`car::Anova`, ' +
        'contr.sum for III). Default: II for an additive model, III when it has interactions',
    ),
  main_plot: Name.optional().describe(
    'ours: split-plot — a factor of the model applied to whole plots of each repetition: its ' +
      'error is repetition:main_plot (R `aov(y ~ rep + A*B + Error(rep/A))`; unbalanced: ' +
      '`lmer(y ~ rep + A*B + (1|rep:A))`). Requires `repetition` among group_vars',
  ),
  control: Name.optional().describe(
    'ours: a level to compare every other level of `control_factor` with (Dunnett, on the ' +
      'adjusted means)',
  ),
  control_factor: Name.optional().describe(
    'ours: the factor of `control`; default the one factor of the model having that level',
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
  'p-adj': z
    .number()
    .describe('Tukey p-value on the adjusted means, family-wise over the predictor’s pairs'),
  significance: z.boolean().describe('p-adj < 0.05'),
  stars: z.string().describe('ours: stars of p-adj (`***`, `**`, `*`, ``)'),
  meandiff: z
    .number()
    .describe('ours: adjusted mean(group2) − adjusted mean(group1) (arithmetic when balanced)'),
  lower: z.number().describe('ours: lower bound of the 95 % family-wise interval of meandiff'),
  upper: z.number().describe('ours: upper bound'),
});
export type TukeyPair = z.infer<typeof TukeyPair>;

export const AnovaPredictor = z.object({
  predictor: z.string().describe('the factor, spaces → `_` (a key of model_stat)'),
  pairwise_comparison: z
    .array(TukeyPair)
    .describe(
      'Tukey HSD of every pair of levels (levels sorted as R’s `factor`) on their adjusted ' +
        '(least-squares) means, R `pairs(emmeans(fit, ~ factor), adjust = "tukey")`; empty ' +
        `beyond ${TUKEY_MAX_LEVELS} levels`,
    ),
});
export type AnovaPredictor = z.infer<typeof AnovaPredictor>;

/** One level's adjusted mean. */
export const AnovaLevelMean = z.object({
  level: z.string(),
  mean: z.number().describe('least-squares mean, averaged equally over the other factors’ levels'),
  se: z.number(),
  df: z.number().describe('degrees of freedom of se (Satterthwaite in an unbalanced split-plot)'),
  lower: z.number().describe('95 % confidence bound'),
  upper: z.number(),
  letter: z
    .string()
    .describe('levels sharing a letter do not differ by Tukey at 5 % (agricolae’s letters)'),
});
export type AnovaLevelMean = z.infer<typeof AnovaLevelMean>;

export const AnovaFactorMeans = z.object({
  predictor: z.string().describe('a factor of the model (spaces → `_`)'),
  levels: z.array(AnovaLevelMean).describe('in the factor’s order'),
});
export type AnovaFactorMeans = z.infer<typeof AnovaFactorMeans>;

export const DunnettPair = z.object({
  level: z.string(),
  control: z.string(),
  meandiff: z.number().describe('adjusted mean(level) − adjusted mean(control)'),
  se: z.number(),
  df: z.number(),
  t: z.number(),
  'p-adj': z.number().describe('Dunnett’s two-sided single-step p-value (multivariate t)'),
  significance: z.boolean().describe('p-adj < 0.05'),
  stars: z.string(),
  lower: z.number().describe('simultaneous 95 % bound'),
  upper: z.number(),
});
export type DunnettPair = z.infer<typeof DunnettPair>;

export const AnovaDunnett = z.object({
  predictor: z.string().describe('control_factor (spaces → `_`)'),
  control: z.string(),
  pairs: z.array(DunnettPair).describe('every other level, in the factor’s order'),
});
export type AnovaDunnett = z.infer<typeof AnovaDunnett>;

export const ErrorStratum = z.object({
  term: z.string().describe('a key of model_stat'),
  error: z
    .string()
    .describe('what it is tested against: `Residual` or the main-plot error `repetition:A`'),
  df: z.number().describe('denominator df (Satterthwaite in an unbalanced split-plot)'),
});
export type ErrorStratum = z.infer<typeof ErrorStratum>;

/**
 * `anova/` answer (api-contract §8). One factor: one-way ANOVA. Several: `y ~ terms` with the
 * sums of squares of `type` (default II additive, III with interactions), said in `model`.
 * Ours (decision 049): type, adjusted means with letters, Dunnett pairs, the error strata.
 */
export const AnovaResult = z.object({
  model: z
    .string()
    .describe(
      'the formula, names with spaces → `_`: `yield ~ line + repetition (Type II SS)`, ' +
        '`yield ~ repetition + A + B + A:B + Error(repetition:A) (Type III SS)`',
    ),
  model_stat: z
    .record(z.string(), AnovaTableRow)
    .describe(
      'one row per term (spaces → `_`, interactions `a:b`) in the model’s order, then ' +
        '`repetition:A` (the main-plot error) in a balanced split-plot, then `Residual` (in a ' +
        'split-plot the within-main-plot residual). Unbalanced split-plot: the terms’ rows are ' +
        'lmerTest’s (Type III F, `sum_sq` = F·σ²ₑ·df), their denominator df in error_strata',
    ),
  predictors: z.array(AnovaPredictor).describe('one per factor of the model, in its order'),
  type: z.enum(ANOVA_TYPES).describe('ours: the sums of squares used'),
  adjusted_means: z
    .array(AnovaFactorMeans)
    .describe('ours: per factor of the model (main effects), R `emmeans(fit, ~ factor)`'),
  dunnett: AnovaDunnett.nullable().describe(
    'ours: each level against `control` (R `contrast(emmeans(…), "trt.vs.ctrl")`); null without',
  ),
  error_strata: z
    .array(ErrorStratum)
    .describe(
      'ours: the error each term is tested against (all `Residual` unless split-plot) and the ' +
        'denominator df (Satterthwaite’s in an unbalanced split-plot)',
    ),
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
  model: TrialModel.optional().describe(
    'ours (decision 053), the adjusted means’ model: `simple` (least squares, the repetitions as ' +
      'blocks only when complete) or `mixed` (y ~ x + group + (1|repetition) by REML); absent: ' +
      '`mixed` in one season whose repetitions (two or more) are not complete blocks, else `simple`',
  ),
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
  df: z.number().optional().describe('ours (decision 053): `mixed`, the mean’s Satterthwaite df'),
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
    df: z
      .number()
      .describe('residual df of the common-slope model; `mixed`: the slope’s Satterthwaite df'),
    trial_model: TrialModel.optional().describe('ours (decision 053): the model that ran'),
    block_variance: z
      .number()
      .nullable()
      .optional()
      .describe('ours (decision 053): `mixed`, the repetitions’ REML variance; else null'),
    residual_variance: z.number().nullable().optional().describe('`mixed`: REML σ²ₑ; else null'),
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
