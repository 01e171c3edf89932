import type { Pivot } from '@plotline/contract/lines';
import { useQueryClient } from '@tanstack/react-query';
import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import { useMemo } from 'react';
import { showApiError } from '#src/lib/show-api-error.ts';
import { PIVOT_PAGE_SIZE, type PivotRequest, pivotQueryOptions } from '../api/varieties-api.ts';
import { toPivotFilters, toPivotSort } from '../utils/pivot-query.ts';

/** A page fetched this recently is reused as it is (the overview doubles as block 1). */
const BLOCK_STALE_MS = 15_000;

type DatasourceOptions = {
  base: Omit<PivotRequest, 'page' | 'page_size' | 'sort_by' | 'filters'>;
  /** Changes whenever the lines changed: a new datasource reloads the grid. */
  revision: number;
  /** The query of the rows shown (for the export) and their total. */
  onQuery: (request: PivotRequest, answer: Pivot) => void;
};

/**
 * The infinite row model's datasource: each block of rows is one server page, sorted and
 * filtered by the server.
 */
export function usePivotDatasource({ base, revision, onQuery }: DatasourceOptions) {
  const queryClient = useQueryClient();
  return useMemo<IDatasource>(() => {
    return {
      getRows(params: IGetRowsParams) {
        const request: PivotRequest = {
          ...base,
          sort_by: toPivotSort(params.sortModel),
          filters: toPivotFilters(params.filterModel),
        };
        const query = pivotQueryOptions(
          { ...request, page: Math.floor(params.startRow / PIVOT_PAGE_SIZE) + 1 },
          revision,
        );
        queryClient.fetchQuery({ ...query, staleTime: BLOCK_STALE_MS }).then(
          (answer) => {
            onQuery(request, answer);
            params.successCallback(answer.data, answer.meta.total_items);
          },
          (error: unknown) => {
            params.failCallback();
            showApiError(error, 'varieties.errors.load');
          },
        );
      },
    };
  }, [queryClient, base, revision, onQuery]);
}
