import type { ImportCounts } from '@plotline/contract/imports';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { FIELDS_QUERY_KEY } from '../api/list-fields.ts';
import type { FieldSelection } from './use-field-selection.ts';

/**
 * What follows a successful import: the nursery lists (and the callers' other data, such as
 * plot tables) reload, and a screen without a season opens the first season the file filled.
 */
export function useImportRefresh(selection: FieldSelection, otherKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const { year, selectFieldYear } = selection;
  return useCallback(
    async (counts: ImportCounts) => {
      await Promise.all(
        [FIELDS_QUERY_KEY, ...otherKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      const first = counts.field_years[0];
      if (!year && first) selectFieldYear(first.field_id, first.year_id);
    },
    [queryClient, otherKeys, year, selectFieldYear],
  );
}
