import type { LotList } from '@plotline/contract/warehouse';
import { useQueryClient } from '@tanstack/react-query';
import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import { useMemo } from 'react';
import { showApiError } from '#src/lib/show-api-error.ts';
import { LOT_PAGE_SIZE, type LotRequest, lotsQueryOptions } from '../api/storage-api.ts';
import { toLotSort } from '../utils/lot-query.ts';

type DatasourceOptions = {
  base: Omit<LotRequest, 'sort_by'>;
  /** Changes whenever lots changed: a new datasource reloads the grid. */
  revision: number;
  /** The query of the rows shown (for the download) and their total. */
  onQuery: (request: LotRequest, answer: LotList) => void;
};

/**
 * The infinite row model's datasource: each block of rows is one server page of 250 lots,
 * sorted and filtered by the server.
 */
export function useLotsDatasource({ base, revision, onQuery }: DatasourceOptions) {
  const queryClient = useQueryClient();
  return useMemo<IDatasource>(
    () => ({
      getRows(params: IGetRowsParams) {
        const request: LotRequest = { ...base, sort_by: toLotSort(params.sortModel) };
        const page = Math.floor(params.startRow / LOT_PAGE_SIZE) + 1;
        queryClient.fetchQuery({ ...lotsQueryOptions({ ...request, page }, revision) }).then(
          (answer) => {
            onQuery(request, answer);
            params.successCallback(answer.data, answer.meta.total_items);
          },
          (error: unknown) => {
            params.failCallback();
            showApiError(error, 'storage.errors.load');
          },
        );
      },
    }),
    [queryClient, base, revision, onQuery],
  );
}
