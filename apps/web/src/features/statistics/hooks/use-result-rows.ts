import type { SeasonSummary } from '@plotline/contract/statistics';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { calculateNsr, calculateNsrRows } from '../api/calculate-nsr.ts';
import { crossAverageValues, crossAverageValuesRows } from '../api/cross-average-values.ts';
import { performTTest, performTTestRows } from '../api/perform-t-test.ts';
import { type RowsRequest, type RowsView, rowsQueryKey } from '../api/rows-request.ts';
import type { AnalysisKind } from '../utils/rows/result-columns.ts';
import { type ResultRow, type StatisticsRow, toResultRows } from '../utils/rows/result-rows.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';

/** One page of an analysis as its endpoint answers it (decision 028). */
type RowsPage = {
  meta: { total_items: number };
  data: StatisticsRow[];
  controls: StatisticsRow[];
  seasons: SeasonSummary[];
};

/** The endpoints of each analysis: one page, and every row for an export. */
const ENDPOINTS: Record<
  AnalysisKind,
  {
    page: (request: RowsRequest, view: RowsView, signal: AbortSignal) => Promise<RowsPage>;
    all: (request: RowsRequest, view: RowsView) => Promise<StatisticsRow[]>;
  }
> = {
  nsr: { page: calculateNsr, all: calculateNsrRows },
  ttest: { page: performTTest, all: performTTestRows },
  averages: { page: crossAverageValues, all: crossAverageValuesRows },
};

/** The page of an analysis the table shows, with what the whole answer says besides. */
export type ResultPage = {
  rows: ResultRow[];
  /** Rows the view keeps (all pages). */
  total: number;
  /** Each season's control row, as the server found it. */
  controls: StatisticsRow[];
  /** Per season: its error term, НСР₀₅ and mean ranges. */
  seasons: SeasonSummary[];
};

export type ResultRowsState = {
  /** Undefined until an answer arrives (the previous page stays while the next loads). */
  page: ResultPage | undefined;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
  /** Every row the view keeps, for an export, with the controls marked. */
  fetchAll: () => Promise<ResultRow[]>;
};

/**
 * Runs the page's analysis once the choice is complete (`request` not null), one page of the
 * view at a time, and turns the answer into table rows with each season's control marked.
 */
export function useResultRows(
  kind: AnalysisKind,
  request: RowsRequest | null,
  view: RowsView,
): ResultRowsState {
  const queryKey = rowsQueryKey(kind, request ?? NO_REQUEST, view);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => ENDPOINTS[kind].page(request ?? NO_REQUEST, view, signal),
    enabled: request !== null,
    // another page, sort or search of the same analysis keeps the rows shown while it loads;
    // another analysis does not
    placeholderData: (previous, previousQuery) =>
      previousQuery && isSameAnalysis(previousQuery.queryKey, queryKey) ? previous : undefined,
  });
  useAnalysisErrorToast(query.error, 'statistics.errors.calculate');
  const { data, refetch } = query;
  const page = useMemo<ResultPage | undefined>(
    () =>
      data && {
        rows: toResultRows(data.data, data.controls),
        total: data.meta.total_items,
        controls: data.controls,
        seasons: data.seasons,
      },
    [data],
  );
  return {
    page: request === null ? undefined : page,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void refetch(),
    fetchAll: async () => {
      const rows = await ENDPOINTS[kind].all(request ?? NO_REQUEST, view);
      return toResultRows(rows, data?.controls ?? []);
    },
  };
}

/** Whether two row query keys ask for the same analysis (they may differ in their view). */
function isSameAnalysis(a: readonly unknown[], b: readonly unknown[]): boolean {
  return JSON.stringify(a.slice(0, -1)) === JSON.stringify(b.slice(0, -1));
}

const NO_REQUEST: RowsRequest = {
  yearIds: [],
  feature: '',
  controlPlot: null,
  controlYearId: null,
};
