import { API_PATHS } from '@plotline/contract/api-paths';
import type { FieldList } from '@plotline/contract/fields';
import type { CrossingPlan, CrossingPlanBody } from '@plotline/contract/pedigree';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST crossbreeding_planning/`: the plan (dry run) or its creation. */
export function planCrossing(body: CrossingPlanBody): Promise<CrossingPlan> {
  return apiClient.post<CrossingPlan>(API_PATHS.crossingPlan, body);
}

export function usePlanCrossing() {
  return useMutation({ mutationFn: planCrossing });
}

/**
 * `GET field_table/?spec_id`: the crop's nurseries (the same query and key as the Fields pages,
 * so both share one cache and the Fields pages' refreshes reach it).
 */
export function nurseriesQueryOptions(specId: number) {
  return queryOptions({
    queryKey: ['fields', specId, 'list'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<FieldList>(API_PATHS.fieldTable, { query: { spec_id: specId }, signal }),
  });
}
