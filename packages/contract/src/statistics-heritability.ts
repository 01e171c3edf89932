import { z } from 'zod';
import { text } from './common.ts';
import { YearIds } from './statistics.ts';

/**
 * "Heritability and BLUPs" (issue 18, decision 051): per trait a linear mixed model fitted by
 * REML over the plots of one or several field-years (environments), its variance components,
 * the broad-sense heritability on a line-mean basis and the BLUPs of the lines with their
 * reliability, ranked. `GET plotline_db/heritability/` answers JSON, `GET
 * plotline_db/heritability/export/` (same query) the .xlsx workbook.
 *
 * Observations are plots: a plot's line is its own line (lines are matched by name across
 * seasons, as in the multi-field comparison), its repetition the `/n` suffix of its name (`1`
 * without one), its environment its field-year. Plots without a value are left out; a line
 * missing from a season (or from some repetitions) stays in the model.
 */

/** The most traits one request may analyse. */
export const HERITABILITY_TRAITS_MAX = 20;
/** The most lines one trait may have in one request. */
export const HERITABILITY_LINES_MAX = 5000;

export const HERITABILITY_ENVIRONMENT_MODELS = ['fixed', 'random'] as const;
export type HeritabilityEnvironmentModel = (typeof HERITABILITY_ENVIRONMENT_MODELS)[number];

/**
 * `features=a,b,c` (split at commas) or repeated `features=a&features=b` (each taken whole,
 * so a name may hold a comma). Blank names are dropped; repeats are kept once.
 */
const TraitList = z
  .union([text(), z.array(text())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .transform((names) => [
    ...new Set(names.map((name) => name.trim()).filter((name) => name !== '')),
  ]);

/** `heritability/?year_ids&features&environments&correlations` (and the same for `export/`). */
export const HeritabilityQuery = z.object({
  year_ids: YearIds.describe('the field-years analysed together: each is one environment'),
  features: TraitList.optional().describe(
    'quantitative features or stages (days after sowing), `a,b,c` or the parameter repeated; ' +
      'absent or empty: every quantitative feature and stage with a plot value in the seasons, ' +
      `in natural name order. At most ${HERITABILITY_TRAITS_MAX} traits (400 otherwise).`,
  ),
  environments: z
    .enum(HERITABILITY_ENVIRONMENT_MODELS)
    .default('fixed')
    .describe(
      'several field-years only: environments (and repetitions within them) as fixed effects ' +
        '(default) or as random effects',
    ),
  correlations: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: also the genotypic and phenotypic correlations between the traits'),
});
export type HeritabilityQuery = z.input<typeof HeritabilityQuery>;
export type HeritabilityRequest = z.output<typeof HeritabilityQuery>;

/** The random and residual terms the answer names. */
export const HERITABILITY_COMPONENTS = [
  'line',
  'line_by_environment',
  'environment',
  'replicate_within_environment',
  'residual',
] as const;
export type HeritabilityComponentName = (typeof HERITABILITY_COMPONENTS)[number];

export const HeritabilityComponent = z.object({
  name: z
    .enum(HERITABILITY_COMPONENTS)
    .describe(
      '`line` σ²g, `line_by_environment` σ²ge, `environment` and ' +
        '`replicate_within_environment` (random environments only), `residual` σ²ₑ',
    ),
  variance: z.number().describe('REML estimate (lme4 `VarCorr`)'),
  se: z.number().nullable().describe('asymptotic standard error (inverse observed information)'),
  boundary: z.boolean().describe('REML put it at 0: the term explains nothing'),
});
export type HeritabilityComponent = z.infer<typeof HeritabilityComponent>;

export const HeritabilityEstimates = z.object({
  cullis: z
    .number()
    .nullable()
    .describe(
      'Cullis et al. (2006): H² = 1 − v̄ᴰ/(2σ²g), v̄ᴰ the mean prediction error variance of the ' +
        'differences between two lines’ BLUPs; valid for unbalanced data; null when σ²g = 0',
    ),
  standard: z
    .number()
    .nullable()
    .describe(
      'σ²g/(σ²g + σ²ge/e + σ²ₑ/(r·e)) with e environments and r repetitions (one environment: ' +
        'σ²g/(σ²g + σ²ₑ/r)); only for balanced data (every line in every environment and ' +
        'repetition once), else null',
    ),
  mean_pev_difference: z
    .number()
    .describe('v̄ᴰ: the mean PEV of the pairwise differences of the lines’ BLUPs'),
});
export type HeritabilityEstimates = z.infer<typeof HeritabilityEstimates>;

export const HeritabilityLine = z.object({
  line_id: z.number().int().describe('the line (its first plot’s line when names repeat)'),
  line_name: z.string(),
  blup: z.number().describe('BLUP of the line effect ûᵢ (deviation from the overall mean)'),
  pev: z.number().describe('prediction error variance var(ûᵢ − uᵢ), including β̂’s uncertainty'),
  reliability: z.number().describe('1 − PEV/σ²g (0 when σ²g = 0); its square root is accuracy'),
  mean: z.number().describe('predicted line value: the overall mean + BLUP'),
  rank: z.number().int().describe('1 = highest BLUP; ties share (competition ranking)'),
  n_plots: z.number().int().describe('plots of the line with a value'),
  n_environments: z.number().int().describe('field-years where the line has a value'),
});
export type HeritabilityLine = z.infer<typeof HeritabilityLine>;

export const HeritabilityTrait = z.object({
  feature: z.string(),
  model: z
    .string()
    .describe(
      'the model in lme4 notation, e.g. `y ~ rep + (1|line)` (one environment), ' +
        '`y ~ env + env:rep + (1|line) + (1|line:env)` (fixed environments), ' +
        '`y ~ 1 + (1|line) + (1|line:env) + (1|env) + (1|env:rep)` (random environments); a ' +
        'single repetition drops its term',
    ),
  n_plots: z.number().int().describe('plots with a value (observations)'),
  n_lines: z.number().int(),
  n_environments: z.number().int().describe('field-years with a value'),
  balanced: z.boolean().describe('every line in every environment and repetition exactly once'),
  converged: z.boolean().describe('REML converged (false: the numbers are the last iterate)'),
  log_likelihood: z.number().describe('REML log-likelihood (lme4 `logLik(fit, REML = TRUE)`)'),
  overall_mean: z
    .number()
    .describe(
      'the fixed part averaged over environments and their repetitions with equal weights ' +
        '(the intercept for random environments)',
    ),
  components: z.array(HeritabilityComponent).describe('random terms in model order, then residual'),
  heritability: HeritabilityEstimates,
  lines: z.array(HeritabilityLine).describe('every line with a value, by BLUP, highest first'),
});
export type HeritabilityTrait = z.infer<typeof HeritabilityTrait>;

const Square = z.array(z.array(z.number().nullable()));

export const HeritabilityCorrelations = z.object({
  features: z.array(z.string()).describe('rows and columns of each matrix, in the traits’ order'),
  genotypic: Square.describe(
    'r_g = σg(x,y)/√(σ²g(x)·σ²g(y)), σg(x,y) = (σ²g(x+y) − σ²g(x) − σ²g(y))/2 from the same ' +
      'model fitted to the sum of the two traits (plots having both); not clamped to [−1, 1]; ' +
      'null when a σ²g is 0; 1 on the diagonal',
  ),
  phenotypic: Square.describe(
    'Pearson’s r of the lines’ means, each over the line’s plots having both values; null ' +
      'below 3 lines',
  ),
  plots: Square.describe('Pearson’s r over the plots having both values; null below 3 plots'),
});
export type HeritabilityCorrelations = z.infer<typeof HeritabilityCorrelations>;

export const HeritabilitySeason = z.object({
  year_id: z.number().int(),
  field_id: z.number().int(),
  field_name: z.string(),
  year: z.number().int(),
  label: z.string().describe('`<field name> <year>`, with ` #<year id>` when two would match'),
});
export type HeritabilitySeason = z.infer<typeof HeritabilitySeason>;

export const HeritabilityAnalysis = z.object({
  environments: z
    .enum(HERITABILITY_ENVIRONMENT_MODELS)
    .describe('how environments entered the models (one season: `fixed`)'),
  seasons: z.array(HeritabilitySeason).describe('the field-years, by year then id'),
  traits: z.array(HeritabilityTrait).describe('in the asked order (all: natural name order)'),
  correlations: HeritabilityCorrelations.nullable().describe(
    'when `correlations=true` and at least two traits, else null',
  ),
});
export type HeritabilityAnalysis = z.infer<typeof HeritabilityAnalysis>;
