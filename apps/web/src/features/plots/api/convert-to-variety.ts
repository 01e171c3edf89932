import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { LineSummary } from '@plotline/contract/plots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOTS_QUERY_KEY } from './list-combined-plots.ts';

/** `PATCH plotline_db/line_table_list/ {line_id, is_sort: true}`: the line becomes a variety. */
export function convertToVariety(lineId: number): Promise<LineSummary> {
  return apiClient.patch<LineSummary>(`${PRODUCT_DB}/line_table_list/`, {
    line_id: lineId,
    is_sort: true,
  });
}

/** Makes each of the given lines a variety (spec §4 "Line to sort") and reloads the tables. */
export function useConvertToVariety() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineIds: number[]) => Promise.all(lineIds.map(convertToVariety)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLOTS_QUERY_KEY }),
  });
}
