import { API_PATHS } from '@plotline/contract/api-paths';
import type { PrimerRow } from '@plotline/contract/create-line';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';
import { CREATE_LINE_QUERY_KEY } from './create-line-query-key.ts';

/** `GET user_primers_list/?spec_id&line_id`: a planned line's markers to check, with primers. */
export function primersQueryOptions(specId: number, lineId: number) {
  return queryOptions({
    queryKey: [...CREATE_LINE_QUERY_KEY, 'primers', specId, lineId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PrimerRow[]>(API_PATHS.userPrimersList, {
        query: { spec_id: specId, line_id: lineId },
        signal,
      }),
  });
}

/** The same rows as a CSV attachment (`format=csv`). */
export function downloadPrimers(specId: number, lineId: number): Promise<DownloadedFile> {
  return apiClient.download(API_PATHS.userPrimersList, undefined, {
    query: { spec_id: specId, line_id: lineId, format: 'csv' },
  });
}
