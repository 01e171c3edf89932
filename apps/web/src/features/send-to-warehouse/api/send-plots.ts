import { API_PATHS } from '@plotline/contract/api-paths';
import type { SeedLot, SendPlotsBody } from '@plotline/contract/warehouse';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { WAREHOUSES_QUERY_KEY } from './list-warehouses.ts';

/** `POST seeds/send_plots/`: one seed lot per plot, at one location, in one transaction. */
export function sendPlots(body: SendPlotsBody) {
  return apiClient.post<{ lots: SeedLot[] }>(API_PATHS.sendPlots, body);
}

export function useSendPlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPlots,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WAREHOUSES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['seeds'] });
    },
  });
}
