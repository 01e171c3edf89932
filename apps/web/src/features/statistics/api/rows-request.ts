/** Every query of the statistics feature starts with this key. */
export const STATISTICS_QUERY_KEY = ['statistics'] as const;

/** What the three row endpoints are asked (api-contract §8); sorting and filtering stay local. */
export type RowsRequest = {
  yearIds: readonly number[];
  feature: string;
  /** The control row's plot name in `controlYearId`; optional for the averages only. */
  controlPlot: string | null;
  controlYearId: number | null;
};

/** The cache key of one analysis (`nsr`, `ttest`, `averages`) of one request. */
export function rowsQueryKey(analysis: string, request: RowsRequest) {
  return [...STATISTICS_QUERY_KEY, analysis, request] as const;
}

/** The query string of a {@link RowsRequest}. */
export function toRowsQuery(request: RowsRequest) {
  const hasControl = request.controlPlot !== null && request.controlYearId !== null;
  return {
    year_ids: request.yearIds.join(','),
    feature: request.feature,
    control_plot: hasControl ? (request.controlPlot ?? undefined) : undefined,
    control_plot_year_id: hasControl ? (request.controlYearId ?? undefined) : undefined,
  };
}
