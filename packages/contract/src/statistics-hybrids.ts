import { z } from 'zod';
import { requiredText } from './common.ts';
import { IdInput, integerInput } from './genotypes.ts';
import { INPUT_MAX_LENGTH } from './rules.ts';
import { TrialModel, YearIds } from './statistics.ts';

/**
 * The statistics of hybrids and of several field-years: `f1_analyze/` (api-contract §8),
 * `combining_ability/` (GCA and SCA of a diallel or a line × tester trial) and
 * `multiple_field_comparison/` (one set of lines over several field-years). A hybrid is a plot
 * whose line has both a mother and a father in its pedigree; a parent's own plot is a plot of
 * a line that is a mother or a father of those hybrids. Repetitions (`X/1`, `X/2`) are the
 * replicates (blocks).
 */

const feature = requiredText(INPUT_MAX_LENGTH).describe(
  'quantitative feature, or a vegetation stage (counted in days after sowing)',
);

const seasonId = IdInput.describe('the field-year (season) analysed');

/** A statistic that may not exist for these data (a zero error variance gives F = ∞): null. */
const stat = z.number().nullable();

/** `*` p < 0.05, `**` < 0.01, `***` < 0.001, `''` otherwise; null without a test. */
const significance = z
  .string()
  .nullable()
  .describe('R’s stars of p: *** < 0.001, ** < 0.01, * < 0.05');

/** `f1_analyze/?year_id&feature`. */
export const F1AnalyzeQuery = z.object({
  year_id: seasonId,
  feature: feature.describe(
    'quantitative feature or stage (means), or a qualitative feature (most frequent values)',
  ),
});
export type F1AnalyzeQuery = z.input<typeof F1AnalyzeQuery>;

/**
 * Numbers go out as text (api-contract §8): the shortest decimal that reads back as the same
 * double (JavaScript `String(x)`, e.g. `"83.25"`, `"0.3333333333333333"`), never rounded.
 */
const decimalText = z.string().describe('a number as text, full precision (parse with Number())');

export const F1Father = z.object({
  name: z.string().describe('the father (pollen parent) of the cross'),
  value: decimalText.describe(
    'mean of the plots of this mother × father cross (qualitative: their most frequent value)',
  ),
  common_mean: decimalText.describe(
    'mean of all plots of this father’s hybrids in the season (qualitative: most frequent value)',
  ),
});
export const F1Mother = z.object({
  mother: z.string().describe('the mother (seed parent)'),
  common_mean: decimalText.describe(
    'mean of all plots of this mother’s hybrids in the season (qualitative: most frequent value)',
  ),
  fathers: z.array(F1Father).describe('her crosses, by father name'),
});
/** Mothers by name, each with her fathers by name; only hybrids with a value count. */
export const F1Mothers = z.array(F1Mother);
export type F1Mother = z.infer<typeof F1Mother>;

// ----------------------------------------------------------------------------------------------
// combining_ability/

export const COMBINING_ABILITY_DESIGNS = ['diallel', 'line_by_tester'] as const;

/** `combining_ability/?year_id&feature&design[&method&model]`. */
export const CombiningAbilityQuery = z.object({
  year_id: seasonId,
  feature,
  design: z
    .enum(COMBINING_ABILITY_DESIGNS)
    .describe('`diallel` (Griffing 1956) or `line_by_tester` (Kempthorne 1957; mothers = lines)'),
  method: integerInput({ min: 1, max: 4 })
    .optional()
    .describe(
      'Griffing’s method (diallel only): 1 parents + F1 + reciprocals, 2 parents + F1, ' +
        '3 F1 + reciprocals, 4 F1 only. Absent: read from the plots (parents’ own plots ' +
        'present → 1 or 2; both crosses of a pair present → 1 or 3).',
    ),
  model: z
    .enum(['fixed', 'random'])
    .default('fixed')
    .describe('diallel only: Model I (fixed parents) or Model II (random sample of parents)'),
});
export type CombiningAbilityQuery = z.input<typeof CombiningAbilityQuery>;

/** One tested line of an ANOVA table. */
const AnovaLine = <Source extends z.ZodType>(source: Source) =>
  z.object({
    source,
    df: z.number(),
    ss: stat,
    ms: stat,
    f: stat,
    p: stat,
    significance,
  });
const ResidualLine = z.object({ df: z.number(), ss: stat, ms: stat });
const TotalLine = z.object({ df: z.number(), ss: stat });
const Matrix = z.array(z.array(stat));

export const DiallelAnalysis = z.object({
  design: z.literal('diallel'),
  feature: z.string(),
  method: z.number().int().describe('the Griffing method analysed (given or read from the plots)'),
  model: z.enum(['fixed', 'random']),
  parents: z.array(z.string()).describe('parents in table order (numbers numerically)'),
  replicate_count: z.number().int(),
  grand_mean: stat,
  means: Matrix.describe('entry means [mother][father]; Methods 2, 4 fill the upper triangle'),
  genotype_anova: z
    .object({
      rows: z.array(AnovaLine(z.enum(['replicate', 'genotype']))),
      residual: ResidualLine,
      total: TotalLine,
      cv_percent: stat,
    })
    .describe('plot-basis RCBD ANOVA of the entries, aov(y ~ replicate + entry)'),
  combining_ability_anova: z
    .object({
      rows: z.array(AnovaLine(z.enum(['gca', 'sca', 'reciprocal']))),
      residual: ResidualLine,
    })
    .describe(
      'Griffing’s ANOVA on the entry-mean basis (plot SS / r); Model II tests GCA against SCA',
    ),
  variance_components: z.object({
    gca: stat,
    sca: stat,
    reciprocal: stat.describe('Methods 1, 3'),
    error: stat.describe('error mean square of the entry means'),
    additive: stat.describe('σ²A = 2σ²GCA (Model II)'),
    dominance: stat.describe('σ²D = σ²SCA (Model II)'),
    gca_to_sca: stat,
  }),
  gca: z.array(stat).describe('ĝᵢ, in the order of `parents`'),
  sca: Matrix.describe('ŝᵢⱼ, symmetric; the diagonal ŝᵢᵢ in Methods 1, 2, else null'),
  reciprocal: Matrix.nullable().describe('r̂ᵢⱼ = (x̄ᵢⱼ − x̄ⱼᵢ)/2 in Methods 1, 3, else null'),
  standard_errors: z
    .object({
      gca: stat,
      sca: stat,
      sca_self: stat,
      reciprocal: stat,
      gca_difference: stat,
      sca_self_difference: stat,
      sca_self_cross_difference: stat,
      sca_self_other_difference: stat,
      sca_shared_parent_difference: stat,
      sca_disjoint_difference: stat,
      reciprocal_difference: stat,
    })
    .describe('Griffing’s SEs from the error mean square; null where the method has no such term'),
});
export type DiallelAnalysis = z.infer<typeof DiallelAnalysis>;

export const LINE_BY_TESTER_SOURCES = [
  'replications',
  'treatments',
  'parents',
  'parents_vs_crosses',
  'crosses',
  'lines',
  'testers',
  'lines_by_testers',
] as const;

export const LineByTesterAnalysis = z.object({
  design: z.literal('line_by_tester'),
  feature: z.string(),
  lines: z.array(z.string()).describe('mothers of the crosses (numbers numerically)'),
  testers: z.array(z.string()).describe('fathers of the crosses'),
  parent_lines: z.array(z.string()).describe('lines with their own plots in the trial'),
  parent_testers: z.array(z.string()).describe('testers with their own plots in the trial'),
  replicate_count: z.number().int(),
  anova: z
    .object({
      rows: z.array(AnovaLine(z.enum(LINE_BY_TESTER_SOURCES))),
      residual: ResidualLine,
      total: TotalLine,
    })
    .describe(
      'plot basis, agricolae lineXtester: lines and testers tested against lines × testers; ' +
        '`parents` needs ≥ 2 parents’ entries and `parents_vs_crosses` ≥ 1',
    ),
  cross_mean: stat,
  cross_means: Matrix.describe('[line][tester]'),
  gca_lines: z.array(stat),
  gca_testers: z.array(stat),
  sca: Matrix.describe('[line][tester]'),
  standard_errors: z.object({
    gca_line: stat,
    gca_tester: stat,
    sca: stat,
    gca_line_difference: stat,
    gca_tester_difference: stat,
    sca_difference: stat,
  }),
  genetic_components: z.object({
    cov_half_sib_line: stat,
    cov_half_sib_tester: stat,
    cov_half_sib_average: stat.describe('σ²GCA'),
    cov_full_sib_average: stat,
    sca_variance: stat.describe('σ²SCA'),
    additive: z.object({ inbreeding_0: stat, inbreeding_1: stat }).describe('σ²A at F = 0, 1'),
    dominance: z.object({ inbreeding_0: stat, inbreeding_1: stat }).describe('σ²D at F = 0, 1'),
  }),
  contributions: z
    .object({ lines: stat, testers: stat, lines_by_testers: stat })
    .describe('shares of the crosses SS, %'),
});
export type LineByTesterAnalysis = z.infer<typeof LineByTesterAnalysis>;

export const CombiningAbility = z.discriminatedUnion('design', [
  DiallelAnalysis,
  LineByTesterAnalysis,
]);
export type CombiningAbility = z.infer<typeof CombiningAbility>;

// ----------------------------------------------------------------------------------------------
// multiple_field_comparison/

/** `multiple_field_comparison/?year_ids=1,2,3&feature`. */
export const MultipleFieldComparisonQuery = z.object({
  year_ids: YearIds.describe('the field-years (environments) compared, at least two'),
  feature,
  model: TrialModel.optional().describe(
    'ours (decision 053): `simple` — the balanced analysis only (lines measured in every season ' +
      'in all its repetitions); `mixed` — besides it, the mixed model over every line with a value ' +
      '(`mixed`); absent: `mixed` when a line with values is left out of the balanced part, else ' +
      '`simple`',
  ),
});
export type MultipleFieldComparisonQuery = z.input<typeof MultipleFieldComparisonQuery>;

export const MET_SOURCES = [
  'environment',
  'replicate_within_environment',
  'line',
  'line_by_environment',
  'residual',
] as const;

const FTest = z
  .object({
    f: stat,
    p: stat,
    error_term: z.enum(MET_SOURCES).describe('the source whose mean square is the denominator'),
    significance,
  })
  .nullable();

/** Terms of the multi-field mixed model's Type III table (decision 053). */
export const MET_MIXED_TERMS = ['environment', 'replicate_within_environment', 'line'] as const;

/**
 * `y ~ environment + environment:replicate + line + (1 | line:environment)` by REML over every
 * line with a value (decision 053): lines and environments fixed, the line × environment
 * interaction random, so a line missing from a season keeps its other seasons.
 */
export const MultiFieldMixed = z.object({
  formula: z.string().describe('lme4 notation of the model that ran'),
  converged: z.boolean(),
  log_likelihood: stat.describe('REML log-likelihood (lme4 `logLik(fit, REML = TRUE)`)'),
  components: z
    .array(
      z.object({
        name: z.enum(['line_by_environment', 'residual']),
        variance: z.number(),
        se: stat.describe('asymptotic SE from the observed information'),
        boundary: z.boolean().describe('REML put it at 0'),
      }),
    )
    .describe('line × environment (absent when no line has two plots in a season), residual'),
  tests: z
    .array(
      z.object({
        term: z.enum(MET_MIXED_TERMS),
        num_df: z.number(),
        den_df: stat.describe('Satterthwaite (lmerTest)'),
        f: stat,
        p: stat,
        significance,
      }),
    )
    .describe('Type III F tests (lmerTest `anova(fit, type = 3)`)'),
  lines: z
    .array(
      z.object({
        line: z.string(),
        mean: stat.describe('adjusted mean over the environments (emmeans)'),
        se: stat,
        df: stat.describe('Satterthwaite df of the mean'),
        n_plots: z.number().int(),
        n_environments: z.number().int(),
        rank: z.number().int().describe('by mean, highest first (competition ranking)'),
      }),
    )
    .describe('every line with a value, highest adjusted mean first'),
  mean_sed: stat.describe('the mean standard error of the difference of two lines’ means'),
  lsd: stat.describe('НСР₀₅ from it: t(0.975, den_df of line)·mean SED'),
});
export type MultiFieldMixed = z.infer<typeof MultiFieldMixed>;

export const MultipleFieldComparison = z.object({
  feature: z.string(),
  model: TrialModel.optional().describe('ours (decision 053): the model that ran'),
  mixed: MultiFieldMixed.nullable()
    .optional()
    .describe('ours (decision 053): the mixed model under `model = mixed`, else null'),
  balanced_refusal: z
    .string()
    .nullable()
    .optional()
    .describe(
      'ours (decision 053): under `mixed`, why the balanced analysis could not run (translated); ' +
        'its keys are then empty (no lines, null statistics). Null otherwise',
    ),
  environments: z
    .array(
      z.object({
        year_id: z.number().int(),
        field_id: z.number().int(),
        field_name: z.string(),
        year: z.number().int(),
        label: z.string().describe('"<field name> <year>" (the table’s column title)'),
        season_indices: z
          .record(z.string(), z.number().nullable())
          .describe(
            'ours (decision 044): the season’s agro-climatic indices by canonical name ' +
              '(`GDD`, `САТ>10`, `ГТК`, `Осадки`, `Заморозки`); empty without a weather sector',
          ),
      }),
    )
    .describe('the columns of every table, sorted by label'),
  lines: z
    .array(z.string())
    .describe('lines analysed, the rows of every table (numerically when all names are numbers)'),
  excluded_lines: z
    .array(z.string())
    .describe('lines with values left out: missing in a season or a repetition (sorted)'),
  replicate_count: z.number().int(),
  per_environment: z.array(
    z.object({
      year_id: z.number().int(),
      mean: stat,
      mse: stat,
      df_error: z.number(),
      f_genotype: stat,
      p_genotype: stat,
      significance,
      cv: stat.describe('100·√MSE / mean, %'),
      lsd: stat.describe('LSD₀₅ of two line means: t(0.975, df)·√(2·MSE/r)'),
      anova: z.object({
        rows: z.array(AnovaLine(z.enum(['replicate', 'line']))),
        residual: ResidualLine,
        total: TotalLine,
      }),
    }),
  ),
  bartlett: z
    .object({ statistic: stat, df: z.number(), p: stat, pooled_variance: stat, significance })
    .describe('homogeneity of the seasons’ error variances (pool only if not significant)'),
  combined_anova: z
    .array(
      z.object({
        source: z.enum(MET_SOURCES),
        df: z.number(),
        ss: stat,
        ms: stat,
        fixed: FTest.describe('every term against the residual'),
        mixed: FTest.describe(
          'environments random: environment against replicates, line against line × environment',
        ),
      }),
    )
    .describe('y = μ + E + R(E) + G + G×E + ε'),
  cv: stat,
  lsd: z
    .object({ fixed: stat, mixed: stat })
    .describe('LSD₀₅ of two line means over all seasons (residual MS, or G×E MS when mixed)'),
  means: z.object({
    cells: Matrix.describe('[line][environment]'),
    lines: z.array(stat),
    environments: z.array(stat),
    grand: stat,
  }),
  finlay_wilkinson: z
    .object({
      environment_index: z.array(stat),
      fits: z.array(
        z.object({
          line: z.string(),
          mean: stat,
          intercept: stat,
          slope: stat.describe('b: 1 average stability, > 1 responsive, < 1 stable'),
          intercept_se: stat,
          slope_se: stat,
          r2: stat,
          deviation_ms: stat.describe('s²d'),
        }),
      ),
    })
    .nullable()
    .describe('null with fewer than 3 seasons'),
  ammi: z.object({
    components: z.array(
      z.object({
        component: z.number().int(),
        singular_value: stat,
        ss: stat,
        df: z.number(),
        ms: stat,
        percent: stat,
        cumulative_percent: stat,
        f: stat,
        p: stat,
        significance,
      }),
    ),
    line_scores: Matrix.describe('[component][line]'),
    environment_scores: Matrix.describe('[component][environment]'),
  }),
});
export type MultipleFieldComparison = z.infer<typeof MultipleFieldComparison>;
