import type { Boxplot, BoxSummary } from '@plotline/contract/statistics-visualisation';

/** One line of the box plots' summary table: a row of the season, or all of them. */
export type SummaryRow = {
  key: string;
  plotName: string;
  lineName: string;
  n: number;
  mean: number;
  sd: number | null;
  se: number | null;
  cv: number | null;
  min: number;
  max: number;
  median: number;
  /** Values beyond the whiskers. */
  outliers: number;
  isOverall: boolean;
};

export type SummaryColumnKey = Exclude<keyof SummaryRow, 'key' | 'isOverall'>;

/** The table's columns, in order, and how each is written. */
export const SUMMARY_COLUMNS: readonly { key: SummaryColumnKey; format: SummaryFormat }[] = [
  { key: 'plotName', format: 'text' },
  { key: 'lineName', format: 'text' },
  { key: 'n', format: 'count' },
  { key: 'mean', format: 'value' },
  { key: 'sd', format: 'value' },
  { key: 'se', format: 'value' },
  { key: 'cv', format: 'percent' },
  { key: 'min', format: 'value' },
  { key: 'max', format: 'value' },
  { key: 'median', format: 'value' },
  { key: 'outliers', format: 'count' },
];
export type SummaryFormat = 'text' | 'count' | 'value' | 'percent';

function fromSummary(summary: BoxSummary) {
  const { n, mean, sd, se, cv, min, max, median } = summary;
  return { n, mean, sd, se, cv, min, max, median, outliers: summary.outliers.length };
}

/**
 * The summary table of a box-plot answer: one line per row in map order (keyed by position,
 * since base names may repeat across lines), then the line over all plots, labelled `overall`.
 */
export function toSummaryRows(boxplot: Boxplot, overall: string): SummaryRow[] {
  const rows = boxplot.rows.map((row, index) => ({
    key: `row-${index}`,
    plotName: row.plot_name,
    lineName: row.line_name,
    ...fromSummary(row.summary),
    isOverall: false,
  }));
  return [
    ...rows,
    {
      key: 'overall',
      plotName: overall,
      lineName: '',
      ...fromSummary(boxplot.overall),
      isOverall: true,
    },
  ];
}

/** Compares two lines by a column, numbers by value and text naturally; nulls go last. */
export function compareSummaryRows(a: SummaryRow, b: SummaryRow, key: SummaryColumnKey): number {
  const left = a[key];
  const right = b[key];
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left).localeCompare(String(right), 'ru', { numeric: true });
}
