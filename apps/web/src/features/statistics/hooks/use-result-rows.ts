import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { calculateNsr } from '../api/calculate-nsr.ts';
import { crossAverageValues } from '../api/cross-average-values.ts';
import { performTTest } from '../api/perform-t-test.ts';
import { type RowsRequest, rowsQueryKey } from '../api/rows-request.ts';
import type { AnalysisKind } from '../utils/result-columns.ts';
import { type ResultRow, type StatisticsRow, toResultRows } from '../utils/result-rows.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';

/** The endpoint of each analysis. */
const FETCH_ROWS: Record<
  AnalysisKind,
  (request: RowsRequest, signal: AbortSignal) => Promise<StatisticsRow[]>
> = {
  nsr: calculateNsr,
  ttest: performTTest,
  averages: crossAverageValues,
};

export type ResultRowsState = {
  /** Undefined until an answer arrives. */
  rows: ResultRow[] | undefined;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
};

/**
 * Runs the page's analysis once the choice is complete (`request` not null) and turns the
 * answer into table rows with each season's control marked.
 */
export function useResultRows(kind: AnalysisKind, request: RowsRequest | null): ResultRowsState {
  const query = useQuery({
    queryKey: rowsQueryKey(kind, request ?? NO_REQUEST),
    queryFn: ({ signal }) => FETCH_ROWS[kind](request ?? NO_REQUEST, signal),
    enabled: request !== null,
  });
  useAnalysisErrorToast(query.error, 'statistics.errors.calculate');
  const { data, refetch } = query;
  const controlPlot = request?.controlPlot ?? null;
  const controlYearId = request?.controlYearId ?? null;
  const rows = useMemo(() => {
    if (!data) return undefined;
    const control =
      controlPlot !== null && controlYearId !== null
        ? { plotName: controlPlot, yearId: controlYearId }
        : null;
    return toResultRows(data, control);
  }, [data, controlPlot, controlYearId]);
  return {
    rows,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void refetch(),
  };
}

const NO_REQUEST: RowsRequest = {
  yearIds: [],
  feature: '',
  controlPlot: null,
  controlYearId: null,
};
