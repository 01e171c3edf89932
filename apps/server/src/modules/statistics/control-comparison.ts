import type { RowsQuery } from '@plotline/contract/statistics';
import { computeLsd } from '@plotline/stats/comparisons';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { type ExperimentError, experimentError } from './experiment-error.ts';
import { readableSeasons, readFeatureValues } from './read-trial.ts';
import { groupSeasonRows, rowMean, type SeasonRow } from './season-rows.ts';

/** Rows of the analysed field-years with each season's error and control row. */
export type RowAnalysis = {
  feature: string;
  rows: SeasonRow[];
  errorOf: (row: SeasonRow) => ExperimentError | null;
  /** The control row of the row's season (matched by the control's line), if any. */
  controlOf: (row: SeasonRow) => SeasonRow | undefined;
};

/** Significance stars and colour of a difference against its least significant differences. */
export type Verdict = { significance: string; color: 'green' | 'red' | null };

/** `**` beyond the 1 % bound, `*` beyond the 5 % one, `''` inside; colour by direction. */
export function verdictOf(difference: number, bound05: number, bound01: number): Verdict {
  const size = Math.abs(difference);
  const significance = size > bound01 ? '**' : size > bound05 ? '*' : '';
  const color = significance === '' ? null : difference > 0 ? 'green' : 'red';
  return { significance, color };
}

/** Stars of a p-value (as R prints them, without the dot): `***` < 0.001, `**` < 0.01, `*` < 0.05. */
export function starsOf(p: number): string {
  if (p < 0.001) return '***';
  if (p < 0.01) return '**';
  if (p < 0.05) return '*';
  return '';
}

/**
 * Reads the field-years (each checked for reading: 404 otherwise), groups repetitions into
 * rows, computes each season's experiment error and finds the control: the row `control_plot`
 * in `control_plot_year_id` (which must be one of `year_ids`), then in every other season the
 * first row of the same line.
 * @throws AppError VALIDATION `control_plot_year_id` / `control_plot` / `feature`
 */
export async function analyseRows(
  db: Db,
  user: CurrentUser,
  query: RowsQuery,
  { controlRequired }: { controlRequired: boolean },
): Promise<RowAnalysis> {
  const yearIds = [...new Set(query.year_ids)];
  await readableSeasons(db, user, yearIds);
  const hasControl = query.control_plot !== undefined;
  if (controlRequired && !hasControl) throw fieldError('control_plot', 'analysis.pickControl');
  if (hasControl && !yearIds.includes(query.control_plot_year_id ?? -1)) {
    throw fieldError('control_plot_year_id', 'analysis.controlYearNotAnalysed');
  }
  const rows = groupSeasonRows(await readFeatureValues(db, yearIds, query.feature));
  if (!rows.some((row) => row.values.length > 0)) {
    throw fieldError('feature', 'analysis.notEnoughData');
  }

  const errors = new Map<number, ExperimentError | null>();
  for (const yearId of yearIds) {
    errors.set(yearId, experimentError(rows.filter((row) => row.yearId === yearId)));
  }
  const controls = new Map<number, SeasonRow>();
  if (hasControl) {
    const base = (query.control_plot ?? '').replace(/\/\d+$/, '');
    const control = rows.find(
      (row) => row.yearId === query.control_plot_year_id && row.baseName === base,
    );
    if (!control) throw fieldError('control_plot', 'analysis.controlNotFound');
    for (const row of rows) {
      if (row.lineId === control.lineId && !controls.has(row.yearId)) controls.set(row.yearId, row);
    }
    controls.set(control.yearId, control);
  }
  return {
    feature: query.feature,
    rows,
    errorOf: (row) => errors.get(row.yearId) ?? null,
    controlOf: (row) => controls.get(row.yearId),
  };
}

/**
 * The NSR comparison of one row with its control (Dospekhov's НСР₀₅ and НСР₀₁ with the season's
 * error, unequal n allowed): null parts where not computable.
 */
export function compareByNsr(analysis: RowAnalysis, row: SeasonRow) {
  const avg = rowMean(row);
  const control = analysis.controlOf(row);
  const error = analysis.errorOf(row);
  const controlMean = control ? rowMean(control) : null;
  if (avg === null || !control || control === row || !error || controlMean === null) {
    return { avg_value: avg, nsr: null, significance: null, color: null };
  }
  const n = row.values.length;
  const nControl = control.values.length;
  const nsr05 = computeLsd(error.mse, error.df, n, nControl, 0.05);
  const nsr01 = computeLsd(error.mse, error.df, n, nControl, 0.01);
  return { avg_value: avg, nsr: nsr05, ...verdictOf(avg - controlMean, nsr05, nsr01) };
}

/** The identity part of a statistics row (api-contract §8). */
export function rowIdentity(row: SeasonRow) {
  return {
    field_id: row.fieldId,
    field_name: row.fieldName,
    year: row.year,
    region_id: null,
    region: row.region,
    year_id: row.yearId,
    plot_name: row.baseName,
    line_name: row.lineName,
    plot_data: row.plots.map((plot) => ({ plot_id: plot.plotId, line_id: plot.lineId })),
  };
}

/** Competition ranks by mean, highest first (ties share a rank: 1, 2, 2, 4); null without values. */
export function ranksByMean(rows: readonly SeasonRow[]): Map<SeasonRow, number> {
  const measured = rows
    .map((row) => ({ row, mean: rowMean(row) }))
    .filter((entry): entry is { row: SeasonRow; mean: number } => entry.mean !== null)
    .sort((a, b) => b.mean - a.mean);
  const ranks = new Map<SeasonRow, number>();
  measured.forEach((entry, index) => {
    const previous = measured[index - 1];
    const rank =
      previous && previous.mean === entry.mean ? (ranks.get(previous.row) ?? index + 1) : index + 1;
    ranks.set(entry.row, rank);
  });
  return ranks;
}
