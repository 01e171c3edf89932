import type {
  CharacteristicsOrder,
  CharacteristicsOrderBody,
} from '@plotline/contract/characteristics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { CHARACTERISTICS_ORDER_PATH } from './get-characteristics-order.ts';
import { PLOTS_QUERY_KEY } from './list-combined-plots.ts';

/** `PUT plotline_db/characteristics_order/ {year_id, configuration}`. */
export function saveCharacteristicsOrder(
  body: CharacteristicsOrderBody,
): Promise<CharacteristicsOrder> {
  return apiClient.put<CharacteristicsOrder>(CHARACTERISTICS_ORDER_PATH, body);
}

/** Saves the displayed characteristics and reloads the season's table. */
export function useSaveCharacteristicsOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCharacteristicsOrder,
    onSuccess: (_answer, body) =>
      queryClient.invalidateQueries({ queryKey: [...PLOTS_QUERY_KEY, Number(body.year_id)] }),
  });
}
