import { API_PATHS } from '@plotline/contract/api-paths';
import type { Sector } from '@plotline/contract/meteo';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { METEO_QUERY_KEY } from './meteo-query-key.ts';

/** `GET sector/?spec_id`: the sectors serving the crop's nurseries, and the unlinked ones. */
export function listSectors(specId: number, signal?: AbortSignal): Promise<Sector[]> {
  return apiClient.get<Sector[]>(API_PATHS.meteoSectors, { query: { spec_id: specId }, signal });
}

/** Query of the crop's sectors (with their parameters and `can_manage`). */
export function sectorsQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...METEO_QUERY_KEY, 'sectors', specId] as const,
    queryFn: ({ signal }) => listSectors(specId, signal),
  });
}
