import { z } from 'zod';
import { Id, requiredText, text } from './common.ts';
import type { AgroClimaticIndices } from './meteo.ts';
import { INPUT_MAX_LENGTH, INT4_MAX } from './rules.ts';

/** `year_ids=1,2,3` (or repeated `year_ids`): the field-years analysed together, without repeats. */
export const YearIds = z
  .union([text(), z.array(text())])
  .transform((value): (string | number)[] =>
    (Array.isArray(value) ? value.join(',') : value).split(','),
  )
  .pipe(z.array(Id))
  .transform((ids) => [...new Set(ids)]);

/** Sort and filter parameters of api-contract §8, passed through as text. */
const RowQueryParams = z.record(text(), z.union([text(), z.array(text())]));

/** The largest page a statistics request may ask for. */
export const ROWS_PAGE_SIZE_MAX = 1000;

/**
 * Ours (decision 050): the statistical model of the НСР, t-test and averages pages. `simple` is
 * decision 017's (the season's ANOVA: blocks when balanced, else one-way; Welch's t-test;
 * arithmetic means); `mixed` is the trial's mixed model y ~ row + (1|repetition) (REML, the
 * rows fixed, the repetitions random blocks; adjusted means; each contrast with its
 * Satterthwaite df). Absent: per season, `mixed` when its rows with values are unbalanced,
 * else `simple` (balanced trials give the same answer either way).
 */
export const TrialModel = z.enum(['simple', 'mixed']);
export type TrialModel = z.infer<typeof TrialModel>;

/** The query keys every row endpoint shares besides the sort and filter parameters. */
const rowsQueryShape = {
  year_ids: YearIds,
  model: TrialModel.optional().describe(
    'ours (decision 050): `simple` (decision 017) or `mixed` (y ~ row + (1|repetition), REML); ' +
      'absent: `mixed` for a season whose rows are unbalanced (missing plots), else `simple`',
  ),
  control_plot: requiredText(INPUT_MAX_LENGTH).optional(),
  control_plot_year_id: Id.optional(),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(INT4_MAX)
    .optional()
    .describe(
      'ours: with `page` or `page_size` the answer is one page (RowsPage), else the plain array',
    ),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(ROWS_PAGE_SIZE_MAX)
    .optional()
    .describe(`ours: rows per page (default 50, at most ${ROWS_PAGE_SIZE_MAX})`),
  search: text()
    .max(INPUT_MAX_LENGTH)
    .optional()
    .describe(
      'ours: keeps rows whose plot or line name contains the text (case-insensitive, ё = е)',
    ),
};

/**
 * Query of `calculate_nsr_multiple/` and `perform_t_test_multiple/`. `control_plot` is the
 * control row's plot name (its base name `X` or any repetition `X/2`) in the field-year
 * `control_plot_year_id`.
 */
export const RowsQuery = z
  .object({ ...rowsQueryShape, feature: requiredText(INPUT_MAX_LENGTH) })
  .catchall(RowQueryParams.valueType);
export type RowsQuery = z.infer<typeof RowsQuery>;

/** Query of `cross_avg_values_multiple/`: without `feature`, every feature of the rows. */
export const AverageRowsQuery = z
  .object({ ...rowsQueryShape, feature: requiredText(INPUT_MAX_LENGTH).optional() })
  .catchall(RowQueryParams.valueType);
export type AverageRowsQuery = z.infer<typeof AverageRowsQuery>;

/** One plot (repetition) behind a row. */
export const RowPlot = z.object({ plot_id: z.number().int(), line_id: z.number().int() });

/** The row identity shared by the three row endpoints (api-contract §8). */
const RowBase = z.object({
  field_id: z.number().int(),
  field_name: z.string(),
  year: z.number().int(),
  region_id: z
    .number()
    .int()
    .nullable()
    .describe('the region (regions/) the nursery’s region names, null for a free-text region'),
  region: z.string(),
  year_id: z.number().int(),
  plot_name: z.string(),
  line_name: z.string(),
  plot_data: z.array(RowPlot),
});

/**
 * `significance`: true when the row differs from the control at the 5 % level, false when it
 * does not, null where nothing was computed (the control itself, a row without values, a
 * season without error df). `stars` (ours) says how strongly: НСР `**` beyond НСР₀₁, `*`
 * beyond НСР₀₅; t-test as R prints p (`***` < 0.001, `**` < 0.01, `*` < 0.05); `''`
 * otherwise. `color`: `green` significantly above the control, `red` below, null otherwise.
 */
const Significance = {
  significance: z.boolean().nullable().describe('differs from the control at 5 %'),
  stars: z.string().nullable().describe('ours: `**`/`*` (НСР₀₁/НСР₀₅) or R’s stars of p'),
  color: z.enum(['green', 'red']).nullable(),
};

export const NsrItem = z.object({
  feature: z.string(),
  avg_value: z.number().nullable(),
  nsr: z.number().nullable().describe('НСР₀₅ (LSD 5 %) of this row against the control'),
  ...Significance,
});
export const NsrRow = RowBase.extend({ features: z.array(NsrItem) });
export const NsrRows = z.array(NsrRow);
export type NsrRow = z.infer<typeof NsrRow>;

export const TTestItem = z.object({
  feature: z.string(),
  upper: z.number().nullable().describe('upper 95 % bound of (row − control)'),
  avg_value: z.number().nullable(),
  lower: z.number().nullable().describe('lower 95 % bound of (row − control)'),
  ...Significance,
  p_value: z.number().nullable(),
});
export const TTestRow = RowBase.extend({ features: z.array(TTestItem) });
export const TTestRows = z.array(TTestRow);
export type TTestRow = z.infer<typeof TTestRow>;

export const AverageItem = z.object({
  feature: z.string(),
  avg_value: z.number().nullable(),
  rank: z.number().int().nullable().describe('1 = the highest mean of the merged list'),
  nsr: z.number().nullable(),
  ...Significance,
});
export const AverageRow = RowBase.extend({ features: z.array(AverageItem) });
export const AverageRows = z.array(AverageRow);
export type AverageRow = z.infer<typeof AverageRow>;

/** Where a page stands (the plot table's `meta`, api-contract §5). */
export const RowsPageMeta = z.object({
  total_pages: z.number().int(),
  total_items: z.number().int().describe('rows left after the filters'),
  current_page: z.number().int(),
  page_size: z.number().int(),
});
export type RowsPageMeta = z.infer<typeof RowsPageMeta>;

/** One season's error term and the range of its rows' numbers, for one feature (ours). */
export const SeasonSummary = z.object({
  year_id: z.number().int(),
  feature: z.string(),
  design: z
    .enum(['rcbd', 'crd'])
    .nullable()
    .describe(
      'repetitions as blocks (rcbd) or one-way (crd; `mixed` with one repetition: y ~ row); ' +
        'null without error df',
    ),
  df: z
    .number()
    .int()
    .nullable()
    .describe(
      'error degrees of freedom; null under `mixed` with blocks (each contrast has its ' +
        'Satterthwaite df)',
    ),
  mse: z.number().nullable().describe('error mean square (`mixed`: the residual variance)'),
  model: TrialModel.optional().describe(
    'ours (decision 050): the model that ran for this season (always written by this server)',
  ),
  block_variance: z
    .number()
    .nullable()
    .optional()
    .describe(
      '`mixed`: REML variance of the repetitions (blocks); null under `simple` or without blocks',
    ),
  residual_variance: z
    .number()
    .nullable()
    .optional()
    .describe('`mixed`: REML residual variance (also in `mse`); null under `simple`'),
  nsr_min: z.number().nullable().describe('smallest НСР₀₅ of the season’s rows (before filters)'),
  nsr_max: z.number().nullable(),
  avg_min: z.number().nullable().describe('smallest row mean of the season (before filters)'),
  avg_max: z.number().nullable(),
});
export type SeasonSummary = z.infer<typeof SeasonSummary>;

/**
 * Ours: one page of rows (asked with `page` or `page_size`). The filters and sort apply
 * before paging; `controls` holds each season's control row (wherever it sorts), `seasons`
 * what the whole answer needs besides the page (НСР ranges, mean ranges, the error terms).
 */
function rowsPage<Row extends z.ZodType>(row: Row) {
  return z.object({
    meta: RowsPageMeta,
    data: z.array(row),
    controls: z.array(row).describe('each season’s control row, in season order'),
    seasons: z.array(SeasonSummary).describe('per season and feature, before the filters'),
  });
}

export const NsrRowsPage = rowsPage(NsrRow);
export type NsrRowsPage = z.infer<typeof NsrRowsPage>;
export const TTestRowsPage = rowsPage(TTestRow);
export type TTestRowsPage = z.infer<typeof TTestRowsPage>;
export const AverageRowsPage = rowsPage(AverageRow);
export type AverageRowsPage = z.infer<typeof AverageRowsPage>;

/** What each row endpoint answers: the plain array, or one page when paging was asked for. */
export const NsrAnswer = z.union([NsrRows, NsrRowsPage]);
export const TTestAnswer = z.union([TTestRows, TTestRowsPage]);
export const AverageAnswer = z.union([AverageRows, AverageRowsPage]);

/**
 * The agro-climatic indices of a season (decision 044) as numeric variables of the statistics
 * pages: canonical name → the key of `AgroClimaticIndices` (meteo.ts). Every plot of a season
 * takes its season's index (a null index: no value); a quantitative feature of the same name,
 * when some plot has it, wins. The web shows the names translated (`seasonIndices.*`).
 */
export const SEASON_INDEX_VARIABLES = {
  GDD: 'gdd',
  'САТ>10': 'active_temperature_sum',
  ГТК: 'hydrothermal_coefficient',
  Осадки: 'precipitation_sum',
  Заморозки: 'frost_days',
} as const satisfies Record<string, keyof AgroClimaticIndices>;
export type SeasonIndexName = keyof typeof SEASON_INDEX_VARIABLES;
export const SEASON_INDEX_NAMES = Object.keys(SEASON_INDEX_VARIABLES) as [
  SeasonIndexName,
  ...SeasonIndexName[],
];

/** True for the canonical name of a season index variable. */
export function isSeasonIndexName(name: string): name is SeasonIndexName {
  return Object.hasOwn(SEASON_INDEX_VARIABLES, name);
}

/** `statistics_variables/?year_ids=`: what the statistics pages may analyse in those seasons. */
export const YearIdsQuery = z.object({ year_ids: YearIds });
export type YearIdsQuery = z.infer<typeof YearIdsQuery>;

export const SeasonVariables = z.object({
  quantitative: z.array(z.string()).describe('quantitative features with a plot value'),
  stages: z.array(z.string()).describe('stages with days after sowing (count as quantitative)'),
  qualitative: z.array(z.string()).describe('qualitative features with a plot value'),
  technologies: z.array(z.string()).describe('harvest technologies'),
  season_indices: z
    .array(z.enum(SEASON_INDEX_NAMES))
    .describe(
      'ours (decision 044): the agro-climatic indices of the seasons’ weather sectors, numeric ' +
        'variables by their canonical names (`SEASON_INDEX_VARIABLES` order), listed when some ' +
        'season has a value; a quantitative feature of the same name is listed instead',
    ),
});
export type SeasonVariables = z.infer<typeof SeasonVariables>;
