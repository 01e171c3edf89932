import type { AgroValue } from '@plotline/contract/meteo';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { createAgroValue } from '../api/create-agro-value.ts';
import { deleteAgroValue } from '../api/delete-agro-value.ts';
import { agroValuesKey } from '../api/list-agro-values.ts';
import { updateAgroValue } from '../api/update-agro-value.ts';
import { cellChange } from '../utils/pivot-agro-values.ts';

/** Where a cell's value is measured: a parameter, the nursery or one plot, a date. */
export type CellPlace = { param: number; plot: number | null; date: string };

/**
 * Saves one cell of the soil tables: POST into an empty cell, PATCH a changed value, DELETE an
 * emptied one (the text as typed); then the nursery's values are read again. Rejects with the
 * API error (the cell shows its message).
 */
export function useSaveCell(fieldId: number, year: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (place: CellPlace, stored: AgroValue | undefined, typed: string) => {
      const change = cellChange(stored, typed);
      if (change.action === 'none') return;
      if (change.action === 'create') {
        await createAgroValue({ ...place, field: fieldId, value: change.value });
      } else if (change.action === 'update') {
        await updateAgroValue(change.id, change.value);
      } else {
        await deleteAgroValue(change.id);
      }
      await queryClient.invalidateQueries({ queryKey: agroValuesKey(fieldId, year) });
    },
    [queryClient, fieldId, year],
  );
}
