import type { CreatedField, CreateFieldBody } from '@plotline/contract/fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { FIELD_TABLE_PATH, FIELDS_QUERY_KEY } from './list-fields.ts';

/** `POST plotline_db/field_table/` → the new nursery. */
export function createField(body: CreateFieldBody): Promise<CreatedField> {
  return apiClient.post<CreatedField>(FIELD_TABLE_PATH, body);
}

/** Creates a nursery and reloads the nursery lists. */
export function useCreateField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createField,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FIELDS_QUERY_KEY }),
  });
}
