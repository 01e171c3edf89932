import { API_PATHS } from '@plotline/contract/api-paths';
import type { LinePicker } from '@plotline/contract/lines';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_SELECTION_QUERY_KEY } from './genome-selection-query-key.ts';

/** `GET line_ids_names/?spec_id&search&with_genotype=true`: genotyped lines by name. */
export function genomeLinesQueryOptions(specId: number, search: string) {
  return queryOptions({
    queryKey: [...GENOME_SELECTION_QUERY_KEY, 'lines', specId, search] as const,
    queryFn: ({ signal }) =>
      apiClient.get<LinePicker>(API_PATHS.linePicker, {
        query: { spec_id: specId, search: search || undefined, with_genotype: 'true', limit: 100 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
