import { API_PATHS } from '@plotline/contract/api-paths';
import type { FieldList } from '@plotline/contract/fields';
import type { SowingPlan } from '@plotline/contract/warehouse';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

export const SOWING_PLANS_QUERY_KEY = ['sowing-plans'] as const;

/** `sowing_plans/<id>/` and below. */
export function planPath(planId: number, rest = ''): string {
  return `${API_PATHS.sowingPlans}${planId}/${rest}`;
}

/** `GET sowing_plans/?spec_id`: the crop's plans, newest first. */
export function sowingPlansQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...SOWING_PLANS_QUERY_KEY, 'list', specId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<SowingPlan[]>(API_PATHS.sowingPlans, { query: { spec_id: specId }, signal }),
  });
}

/** `GET sowing_plans/<id>/`: one plan with its bookings and total. */
export function sowingPlanQueryOptions(planId: number) {
  return queryOptions({
    queryKey: [...SOWING_PLANS_QUERY_KEY, 'plan', planId] as const,
    queryFn: ({ signal }) => apiClient.get<SowingPlan>(planPath(planId), { signal }),
  });
}

/** `GET field_table/?spec_id`: the crop's nurseries (the key the Fields pages use). */
export function nurseriesQueryOptions(specId: number) {
  return queryOptions({
    queryKey: ['fields', specId, 'list'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<FieldList>(API_PATHS.fieldTable, { query: { spec_id: specId }, signal }),
  });
}

/** Plans, lots and warehouses change together: every change refreshes them all. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: SOWING_PLANS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ['seeds'] });
    void queryClient.invalidateQueries({ queryKey: ['warehouses'] });
  };
}

/** `POST sowing_plans/`: a draft plan for a nursery and next season's year. */
export function useCreateSowingPlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { spec_id: number; field_id: number; year: number; name: string }) =>
      apiClient.post<SowingPlan>(API_PATHS.sowingPlans, body),
    onSuccess: refresh,
  });
}

/** `DELETE sowing_plans/<id>/`: a draft plan, its bookings released. */
export function useDeleteSowingPlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (planId: number) => apiClient.delete<void>(planPath(planId)),
    onSuccess: refresh,
  });
}

/** `POST sowing_plans/<id>/accept/`: the plots are created in the plan's season. */
export function useAcceptSowingPlan() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => apiClient.post<SowingPlan>(planPath(planId, 'accept/')),
    onSuccess: () => {
      refresh();
      // a new season and its plots
      void queryClient.invalidateQueries({ queryKey: ['fields'] });
    },
  });
}

export type Booking = { lot: number; weight: number; amount: number; repetitions: number };

/** `POST sowing_plans/<id>/items/`: books a lot (409 when not that much is available). */
export function useBookLot(planId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: Booking) => apiClient.post<unknown>(planPath(planId, 'items/'), body),
    onSuccess: refresh,
    onError: refresh,
  });
}

/** `PATCH sowing_plans/<id>/items/<item>/`: another weight, amount or repetitions. */
export function useChangeBooking(planId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ itemId, ...body }: Omit<Booking, 'lot'> & { itemId: number }) =>
      apiClient.patch<unknown>(planPath(planId, `items/${itemId}/`), body),
    onSuccess: refresh,
    onError: refresh,
  });
}

/** `DELETE sowing_plans/<id>/items/<item>/`: the booking is released. */
export function useRemoveBooking(planId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (itemId: number) => apiClient.delete<void>(planPath(planId, `items/${itemId}/`)),
    onSuccess: refresh,
  });
}
