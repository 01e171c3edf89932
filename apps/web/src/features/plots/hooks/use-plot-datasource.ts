import type { CombinedPlot } from '@plotline/contract/plots';
import { useQueryClient } from '@tanstack/react-query';
import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import { useMemo } from 'react';
import { showApiError } from '#src/lib/show-api-error.ts';
import { PLOT_PAGE_SIZE, plotPageQueryOptions } from '../api/list-combined-plots.ts';
import { toFiltersQuery, toSortQuery } from '../utils/plot-query.ts';

/** A page fetched this recently is reused as it is (the overview doubles as block 1). */
const BLOCK_STALE_MS = 15_000;

type DatasourceOptions = {
  yearId: number;
  search: string;
  /** Changes whenever the season's plots changed: a new datasource reloads the grid. */
  revision: number;
  onRows: (rows: CombinedPlot[], total: number) => void;
};

/**
 * The infinite row model's datasource: each block of 250 rows is one server page, sorted and
 * filtered by the server (spec: server-side sorting and paging).
 */
export function usePlotDatasource({ yearId, search, revision, onRows }: DatasourceOptions) {
  const queryClient = useQueryClient();
  return useMemo<IDatasource>(() => {
    void revision;
    return {
      getRows(params: IGetRowsParams) {
        const query = plotPageQueryOptions({
          year_id: yearId,
          page: Math.floor(params.startRow / PLOT_PAGE_SIZE) + 1,
          ...toSortQuery(params.sortModel),
          filters: toFiltersQuery(params.filterModel),
          search: search.trim() || undefined,
        });
        queryClient.fetchQuery({ ...query, staleTime: BLOCK_STALE_MS }).then(
          (answer) => {
            onRows(answer.data, answer.meta.total_items);
            params.successCallback(answer.data, answer.meta.total_items);
          },
          (error: unknown) => {
            params.failCallback();
            showApiError(error, 'plots.errors.load');
          },
        );
      },
    };
  }, [queryClient, yearId, search, revision, onRows]);
}
