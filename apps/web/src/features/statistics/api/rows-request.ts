import type { TrialModel } from '@plotline/contract/statistics';
import type { ResultColumnKey } from '../utils/rows/result-columns.ts';

/** Every query of the statistics feature starts with this key. */
export const STATISTICS_QUERY_KEY = ['statistics'] as const;

/** What the three row endpoints are asked (api-contract §8). */
export type RowsRequest = {
  yearIds: readonly number[];
  feature: string;
  /** The control row's plot name in `controlYearId`; optional for the averages only. */
  controlPlot: string | null;
  controlYearId: number | null;
  /** The trial model (decision 050); absent or null: the server's choice per season. */
  model?: TrialModel | null;
};

export type SortOrder = 'ascend' | 'descend';
/** The column a results table is sorted by, if any. */
export type RowSort = { key: ResultColumnKey; order: SortOrder } | null;

/**
 * Which rows of an analysis the table shows (decision 028): the server filters, sorts and
 * pages; `search` keeps rows whose plot or line name contains it.
 */
export type RowsView = { search: string; sort: RowSort; page: number; pageSize: number };

/** The server's sort parameter of each sortable column (api-contract §8 and ours). */
const SORT_PARAMS: Partial<Record<ResultColumnKey, { rowKey: string } | { metric: string }>> = {
  fieldName: { rowKey: 'field_name' },
  year: { rowKey: 'year' },
  plotName: { rowKey: 'plot_name' },
  lineName: { rowKey: 'line_name' },
  rank: { metric: 'rank' },
  mean: { metric: 'avg' },
  difference: { metric: 'difference' },
  nsr: { metric: 'nsr' },
  lower: { metric: 'lower' },
  upper: { metric: 'upper' },
  pValue: { metric: 'p_value' },
  significance: { metric: 'significance' },
};

/** Whether the server can sort by a column. */
export function isSortable(key: ResultColumnKey): boolean {
  return SORT_PARAMS[key] !== undefined;
}

/** The cache key of one analysis (`nsr`, `ttest`, `averages`) of one request and view. */
export function rowsQueryKey(analysis: string, request: RowsRequest, view?: RowsView) {
  return [...STATISTICS_QUERY_KEY, analysis, request, view ?? 'all'] as const;
}

/**
 * The query string of a {@link RowsRequest}: with a view, its search and sort, and its page
 * when `paged` (without one the server answers the plain array of every row).
 */
export function toRowsQuery(request: RowsRequest, view?: RowsView, paged = true) {
  const hasControl = request.controlPlot !== null && request.controlYearId !== null;
  const query: Record<string, string | number | undefined> = {
    year_ids: request.yearIds.join(','),
    feature: request.feature,
    control_plot: hasControl ? (request.controlPlot ?? undefined) : undefined,
    control_plot_year_id: hasControl ? (request.controlYearId ?? undefined) : undefined,
  };
  if (request.model) query.model = request.model;
  if (!view) return query;
  if (view.search.trim() !== '') query.search = view.search.trim();
  const sort = view.sort ? SORT_PARAMS[view.sort.key] : undefined;
  if (view.sort && sort) {
    const sign = view.sort.order === 'descend' ? '-' : '';
    if ('rowKey' in sort) query.sort_by = `${sign}${sort.rowKey}`;
    else query[`sort_by__${sort.metric}`] = `${sign}${request.feature}`;
  }
  if (paged) {
    query.page = view.page;
    query.page_size = view.pageSize;
  }
  return query;
}
