import { z } from 'zod';
import { Id, requiredText, text } from './common.ts';
import { INPUT_MAX_LENGTH } from './rules.ts';

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

/**
 * Query of `calculate_nsr_multiple/`, `perform_t_test_multiple/` and
 * `cross_avg_values_multiple/`. `control_plot` is the control row's plot name (its base name
 * `X` or any repetition `X/2`) in the field-year `control_plot_year_id`.
 */
export const RowsQuery = z
  .object({
    year_ids: YearIds,
    feature: requiredText(INPUT_MAX_LENGTH),
    control_plot: requiredText(INPUT_MAX_LENGTH).optional(),
    control_plot_year_id: Id.optional(),
  })
  .catchall(RowQueryParams.valueType);
export type RowsQuery = z.infer<typeof RowsQuery>;

/** One plot (repetition) behind a row. */
export const RowPlot = z.object({ plot_id: z.number().int(), line_id: z.number().int() });

/** The row identity shared by the three row endpoints (api-contract §8). */
const RowBase = z.object({
  field_id: z.number().int(),
  field_name: z.string(),
  year: z.number().int(),
  region_id: z.number().int().nullable(),
  region: z.string(),
  year_id: z.number().int(),
  plot_name: z.string(),
  line_name: z.string(),
  plot_data: z.array(RowPlot),
});

/**
 * `significance`: `**` beyond the 1 % level, `*` beyond 5 %, `''` not significant, null where
 * not computable (the control itself, a row without values, a season without error df).
 * `color`: `green` significantly above the control, `red` significantly below, null otherwise.
 */
const Significance = {
  significance: z.string().nullable(),
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

/** `statistics_variables/?year_ids=`: what the statistics pages may analyse in those seasons. */
export const YearIdsQuery = z.object({ year_ids: YearIds });
export type YearIdsQuery = z.infer<typeof YearIdsQuery>;

export const SeasonVariables = z.object({
  quantitative: z.array(z.string()).describe('quantitative features with a plot value'),
  stages: z.array(z.string()).describe('stages with days after sowing (count as quantitative)'),
  qualitative: z.array(z.string()).describe('qualitative features with a plot value'),
  technologies: z.array(z.string()).describe('harvest technologies'),
});
export type SeasonVariables = z.infer<typeof SeasonVariables>;
