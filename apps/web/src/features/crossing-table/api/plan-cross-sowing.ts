import { API_PATHS } from '@plotline/contract/api-paths';
import type { FieldList } from '@plotline/contract/fields';
import type { CrossingPlan, CrossingPlanBody } from '@plotline/contract/pedigree';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST crossbreeding_planning/` with the chosen crosses as `pairs`: the plan or its creation. */
export function planCrossSowing(body: CrossingPlanBody): Promise<CrossingPlan> {
  return apiClient.post<CrossingPlan>(API_PATHS.crossingPlan, body);
}

export function usePlanCrossSowing() {
  return useMutation({ mutationFn: planCrossSowing });
}

/** `GET field_table/?spec_id`: the crop's nurseries (the Fields pages' key: one shared cache). */
export function sowingNurseriesQueryOptions(specId: number) {
  return queryOptions({
    queryKey: ['fields', specId, 'list'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<FieldList>(API_PATHS.fieldTable, { query: { spec_id: specId }, signal }),
  });
}
