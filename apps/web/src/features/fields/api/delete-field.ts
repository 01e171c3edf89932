import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { FIELD_TABLE_PATH, FIELDS_QUERY_KEY } from './list-fields.ts';

/** `DELETE plotline_db/field_table/{id}/` → 204; its years and plots go with it. */
export function deleteField(fieldId: number): Promise<void> {
  return apiClient.delete<void>(`${FIELD_TABLE_PATH}${fieldId}/`);
}

/** Deletes a nursery and reloads the nursery lists. */
export function useDeleteField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteField,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FIELDS_QUERY_KEY }),
  });
}
