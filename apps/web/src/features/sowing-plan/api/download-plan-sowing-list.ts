import { API_PATHS } from '@plotline/contract/api-paths';
import type { SowingPlan } from '@plotline/contract/warehouse';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/**
 * `POST sowing_list/` with `sowing_plan_id`: the printable list of the plan's booked lots
 * (by plot order, the lots' codes and weights).
 */
export function downloadPlanSowingList(plan: SowingPlan) {
  return apiClient.download(API_PATHS.sowingList, {
    sowing_plan_id: plan.id,
    field_id: plan.field_id,
    ...(plan.year_id === null ? {} : { year_id: plan.year_id }),
    type_of_file: 1,
  });
}

export function useDownloadPlanSowingList() {
  return useMutation({ mutationFn: downloadPlanSowingList });
}
