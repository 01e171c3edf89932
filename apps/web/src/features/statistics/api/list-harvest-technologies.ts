import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { HarvestTechnologies } from '@plotline/contract/statistics-visualisation';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/** `GET plotline_db/get_unique_harvest_technologies_from_field/?year_id`: sorted by name. */
export function harvestTechnologiesQueryOptions(yearId: number) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'harvest-technologies', yearId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<HarvestTechnologies>(
        `${PRODUCT_DB}/get_unique_harvest_technologies_from_field/`,
        { query: { year_id: yearId }, signal },
      ),
  });
}
