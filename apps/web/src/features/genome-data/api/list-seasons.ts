import { API_PATHS } from '@plotline/contract/api-paths';
import type { FieldList } from '@plotline/contract/fields';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_DATA_QUERY_KEY } from './genome-data-query-key.ts';

/** `GET field_table/?spec_id`: the crop's nurseries with their seasons (VCF samples → plots). */
export function listCropNurseries(specId: number, signal?: AbortSignal): Promise<FieldList> {
  return apiClient.get<FieldList>(API_PATHS.fieldTable, { query: { spec_id: specId }, signal });
}

/** Query of the crop's nurseries, read when samples are matched to a season's plots. */
export function cropNurseriesQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...GENOME_DATA_QUERY_KEY, 'nurseries', specId] as const,
    queryFn: ({ signal }) => listCropNurseries(specId, signal),
  });
}
