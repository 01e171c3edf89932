import type { Field, UpdateFieldBody } from '@plotline/contract/fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { FIELD_TABLE_PATH, FIELDS_QUERY_KEY } from './list-fields.ts';

type UpdateFieldInput = { fieldId: number; body: UpdateFieldBody };

/** `PATCH plotline_db/field_table/{id}/`: rename, retype or change the width (2..150). */
export function updateField({ fieldId, body }: UpdateFieldInput): Promise<Field> {
  return apiClient.patch<Field>(`${FIELD_TABLE_PATH}${fieldId}/`, body);
}

/** Changes a nursery and reloads the nursery lists. */
export function useUpdateField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateField,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FIELDS_QUERY_KEY }),
  });
}
