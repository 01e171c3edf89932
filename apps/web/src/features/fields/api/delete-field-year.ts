import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { FIELD_YEAR_ADD_PATH } from './add-field-year.ts';
import { FIELDS_QUERY_KEY } from './list-fields.ts';

/** `DELETE plotline_db/field_year_add/{year_id}/` → 204; the season's plots go with it. */
export function deleteFieldYear(yearId: number): Promise<void> {
  return apiClient.delete<void>(`${FIELD_YEAR_ADD_PATH}${yearId}/`);
}

/** Deletes a season of a nursery and reloads the nursery lists. */
export function useDeleteFieldYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFieldYear,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FIELDS_QUERY_KEY }),
  });
}
