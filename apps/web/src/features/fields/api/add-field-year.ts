import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { AddedFieldYear, AddFieldYearBody } from '@plotline/contract/fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { FIELDS_QUERY_KEY } from './list-fields.ts';

export const FIELD_YEAR_ADD_PATH = `${PRODUCT_DB}/field_year_add/`;

/** `POST plotline_db/field_year_add/` → 201 the new season (`id` is its year_id). */
export function addFieldYear(body: AddFieldYearBody): Promise<AddedFieldYear> {
  return apiClient.post<AddedFieldYear>(FIELD_YEAR_ADD_PATH, body);
}

/** Adds a year to a nursery and reloads the nursery lists. */
export function useAddFieldYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFieldYear,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FIELDS_QUERY_KEY }),
  });
}
