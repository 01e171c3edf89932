import { z } from 'zod';
import { requiredText, text } from './common.ts';
import { IdInput } from './genotypes.ts';
import { INPUT_MAX_LENGTH } from './rules.ts';
import { RowPlot, YearIds } from './statistics.ts';

/** `?year_id`: the field-year a visualisation reads. */
export const VisualisationQuery = z.object({ year_id: IdInput.describe('field-year id') });
export type VisualisationQuery = z.input<typeof VisualisationQuery>;

/** Identity of a row: the plots of one base name (`X/1`, `X/2` → `X`) in the season. */
const RowIdentity = {
  plot_name: z.string().describe('the plot base name (repetition suffix dropped)'),
  line_name: z.string().describe('the line of the first repetition'),
  plot_data: z.array(RowPlot).describe('every repetition of the row, in map order'),
  tech: z
    .record(z.string(), z.boolean())
    .describe('every harvest technology of the season → whether any repetition of the row has it'),
};

export const VisualisationRow = z.object({
  ...RowIdentity,
  data: z
    .array(z.number())
    .describe('the values of the repetitions that have one, in map order (stages: days)'),
});
export type VisualisationRow = z.infer<typeof VisualisationRow>;

/**
 * `statistics_visualisation/`: per quantitative feature and per stage (days after sowing), the
 * rows having at least one value. Features without a value are left out; `{}` for a season
 * without numbers.
 */
export const Visualisation = z.record(z.string(), z.array(VisualisationRow));
export type Visualisation = z.infer<typeof Visualisation>;

/** `statistics_boxplot/?year_id&feature[&technology]`. */
export const BoxplotQuery = VisualisationQuery.extend({
  feature: requiredText(INPUT_MAX_LENGTH).describe('a quantitative feature or a stage (days)'),
  technology: requiredText(INPUT_MAX_LENGTH)
    .optional()
    .describe('keep only the rows having this harvest technology'),
});
export type BoxplotQuery = z.input<typeof BoxplotQuery>;

const Pair = z.tuple([z.number(), z.number()]);

/** R's `boxplot.stats` (coef 1.5) with the sample's mean and spread. */
export const BoxSummary = z.object({
  n: z.number().int().describe('values'),
  mean: z.number(),
  sd: z.number().nullable().describe('n − 1 denominator; null with one value'),
  se: z.number().nullable().describe('sd/√n; null with one value'),
  cv: z.number().nullable().describe('100·sd/mean, in %; null with one value or a zero mean'),
  min: z.number(),
  max: z.number(),
  median: z.number(),
  hinges: Pair.describe('Tukey’s lower and upper hinges (R `fivenum`)'),
  whiskers: Pair.describe('the most extreme values within 1.5 hinge spreads of the hinges'),
  box: z
    .tuple([z.number(), z.number(), z.number(), z.number(), z.number()])
    .describe('[lower whisker, lower hinge, median, upper hinge, upper whisker]: ECharts order'),
  notch: Pair.describe('median ± 1.58·(hinge spread)/√n'),
  outliers: z.array(z.number()).describe('values beyond the whiskers, in map order'),
});
export type BoxSummary = z.infer<typeof BoxSummary>;

export const BoxplotRow = z.object({
  ...RowIdentity,
  data: z.array(z.number()).describe('the repetitions’ values, in map order'),
  summary: BoxSummary,
});
export type BoxplotRow = z.infer<typeof BoxplotRow>;

export const Boxplot = z.object({
  feature: z.string(),
  rows: z.array(BoxplotRow).describe('rows with at least one value, in map order'),
  overall: BoxSummary.describe('the same over every plot value of those rows'),
});
export type Boxplot = z.infer<typeof Boxplot>;

/**
 * `features=a,b,c` (split at commas) or repeated `features=a&features=b` (each taken whole,
 * so a name may hold a comma). Blank names are dropped.
 */
const FeatureList = z
  .union([text(), z.array(text())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .transform((names) => names.map((name) => name.trim()).filter((name) => name !== ''))
  .describe('quantitative features or stages: `a,b,c`, or the parameter repeated');

/** What a correlation point is (decision 053). */
export const CORRELATION_BASES = ['plots', 'line_means'] as const;
export type CorrelationBasis = (typeof CORRELATION_BASES)[number];

export const CorrelationQuery = VisualisationQuery.extend({
  features: FeatureList,
  basis: z
    .enum(CORRELATION_BASES)
    .optional()
    .describe(
      'ours (decision 053): `plots` (default) — one point per plot; `line_means` — one point per ' +
        'row (plot base name) of each season: its mean, adjusted by the season’s trial model ' +
        '(decision 050: y ~ row + (1|repetition) where the rows are unbalanced)',
    ),
  year_ids: YearIds.optional().describe(
    'ours (decision 044): more field-years whose plots are pooled with year_id’s (a season ' +
      'index such as `ГТК` varies only between seasons)',
  ),
});
export type CorrelationQuery = z.input<typeof CorrelationQuery>;

export const CorrelationPair = z.object({
  combination: z.string().describe('`<first> - <second>`, in the order the features were asked'),
  corr: z.number().describe('Pearson’s r over the plots having both values'),
  x: z.array(z.number()).describe('the first feature per plot (plots having both)'),
  y: z.array(z.number()).describe('the second feature, same plots'),
  trend_line: z
    .object({ x: Pair, y: Pair })
    .describe('least-squares line of y on x at the smallest and largest x'),
  plot_names: z
    .array(z.string())
    .describe('ours: the plot of each point (`line_means`: the row, with its season when several)'),
  n: z.number().int().describe('ours: number of points (plots, or rows) having both'),
  p_value: z.number().describe('ours: two-sided p of r (t on n − 2 df, R `cor.test`)'),
  ci: Pair.describe('ours: 95 % confidence interval of r (Fisher z; [−1, 1] when n = 3)'),
  spearman: z
    .object({ rho: z.number(), p_value: z.number() })
    .describe('ours: Spearman’s ρ (ties averaged) and its p (R `cor.test`, exact = FALSE)'),
});
export type CorrelationPair = z.infer<typeof CorrelationPair>;
export const CorrelationPairs = z.array(CorrelationPair);
export type CorrelationPairs = z.infer<typeof CorrelationPairs>;

export const CorrelationMatrixQuery = CorrelationQuery.extend({
  method: z.enum(['pearson', 'spearman']).default('pearson'),
});
export type CorrelationMatrixQuery = z.input<typeof CorrelationMatrixQuery>;

const Square = z.array(z.array(z.number()));

export const CorrelationMatrix = z.object({
  method: z.enum(['pearson', 'spearman']),
  basis: z.enum(CORRELATION_BASES).optional().describe('ours (decision 053): what `n` counts'),
  features: z
    .array(z.string())
    .describe('in heat-map order: R `hclust(as.dist(1 − r), "complete")$order` on this method’s r'),
  r: Square.describe('r (or ρ), rows and columns in `features` order; 1 on the diagonal'),
  p: Square.describe('two-sided p-values; 0 on the diagonal'),
  n: Square.describe('plots having both values; on the diagonal, plots having the feature'),
});
export type CorrelationMatrix = z.infer<typeof CorrelationMatrix>;

export const HarvestTechnologies = z.object({
  harvest_technologies: z
    .array(z.string())
    .describe('the season’s harvest technologies, sorted by name (ё = е)'),
});
export type HarvestTechnologies = z.infer<typeof HarvestTechnologies>;
