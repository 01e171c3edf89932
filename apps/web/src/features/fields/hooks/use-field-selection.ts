import type { Field, FieldYearRef } from '@plotline/contract/fields';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { fieldListQueryOptions } from '../api/list-fields.ts';

/** Query parameters of the chosen nursery and season (carried by the navigation links). */
export const FIELD_ID_PARAM = 'fieldId';
export const YEAR_ID_PARAM = 'yearId';

/** The nursery and season the Fields screen shows, and how to change them. */
export type FieldSelection = {
  /** spec_id of the selected crop; null before one is chosen. */
  specId: number | null;
  fields: Field[];
  field: Field | null;
  /** Seasons of the chosen nursery, latest first. */
  years: FieldYearRef[];
  year: FieldYearRef | null;
  isLoading: boolean;
  isError: boolean;
  selectField: (fieldId: number | null) => void;
  selectYear: (yearId: number | null) => void;
  /** Chooses a nursery and one of its seasons at once (after an import). */
  selectFieldYear: (fieldId: number, yearId: number) => void;
};

function readId(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The query parameter of the crop (`features/crops` writes it; read here only). */
const CULTURE_PARAM = 'cultureId';

/**
 * A deep link `?fieldId` without `?cultureId` may name a nursery of another of the user's
 * crops than the one selected: that crop is looked up (each crop's nursery list, a few
 * requests at most) and selected, so the link opens the nursery it names (decision 030).
 * @returns true while the lookup runs or a crop switch is under way (the address must wait)
 */
function useCropOfLinkedField(
  fieldParam: number | null,
  isForeign: boolean,
  hasCultureParam: boolean,
): boolean {
  const queryClient = useQueryClient();
  const cultures = useSessionStore((state) => state.cultureList);
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  const [looked, setLooked] = useState<number | null>(null);
  // only the crop the page opened with: once another is chosen (the crop menu, whose address
  // write arrives in a later render), the old nursery in the address is no deep link
  const openedWith = useRef<number | null>(null);
  openedWith.current ??= specId;
  const shouldLook =
    isForeign &&
    !hasCultureParam &&
    fieldParam !== null &&
    looked !== fieldParam &&
    specId === openedWith.current;
  useEffect(() => {
    if (!shouldLook || fieldParam === null) return;
    let isCurrent = true;
    void (async () => {
      for (const culture of cultures) {
        if (culture.spec_id === specId) continue;
        const list = await queryClient
          .fetchQuery(fieldListQueryOptions(culture.spec_id))
          .catch(() => []);
        if (!isCurrent) return;
        if (list.some((field) => field.field_id === fieldParam)) {
          useSessionStore.getState().selectCulture(culture.spec_id);
          break;
        }
      }
      if (isCurrent) setLooked(fieldParam);
    })();
    return () => {
      isCurrent = false;
    };
  }, [shouldLook, fieldParam, cultures, specId, queryClient]);
  return shouldLook;
}

/**
 * Reads the chosen nursery and season from `?fieldId&yearId`; a nursery of another crop (a
 * link without `?cultureId`) selects its crop; a missing or foreign id falls back to the
 * crop's first nursery and that nursery's latest season, written back to the URL.
 */
export function useFieldSelection(): FieldSelection {
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  const [params] = useSearchParams();
  const updateSearchParams = useUpdateSearchParams();
  const query = useQuery({ ...fieldListQueryOptions(specId ?? 0), enabled: specId !== null });
  useErrorToast(query.error, 'fields.errors.loadFields');
  const fields = query.data ?? [];
  const fieldParam = readId(params, FIELD_ID_PARAM);
  const yearParam = readId(params, YEAR_ID_PARAM);
  const isLookingForCrop = useCropOfLinkedField(
    fieldParam,
    query.isSuccess && !fields.some((item) => item.field_id === fieldParam),
    params.has(CULTURE_PARAM),
  );
  const field = fields.find((item) => item.field_id === fieldParam) ?? fields[0] ?? null;
  const years = useMemo(
    () => [...(field?.fieldyear_set ?? [])].sort((a, b) => b.year - a.year),
    [field],
  );
  const year = years.find((item) => item.id === yearParam) ?? years[0] ?? null;

  const writeIds = useCallback(
    (fieldId: number | null, yearId: number | null, replace: boolean) => {
      updateSearchParams(
        (next) => {
          for (const [name, id] of [
            [FIELD_ID_PARAM, fieldId],
            [YEAR_ID_PARAM, yearId],
          ] as const) {
            if (id === null) next.delete(name);
            else next.set(name, String(id));
          }
        },
        { replace },
      );
    },
    [updateSearchParams],
  );

  const resolvedFieldId = field?.field_id ?? null;
  const resolvedYearId = year?.id ?? null;
  const isSettled = query.isSuccess && !query.isFetching && !isLookingForCrop;
  useEffect(() => {
    if (!isSettled) return;
    if (resolvedFieldId !== fieldParam || resolvedYearId !== yearParam) {
      writeIds(resolvedFieldId, resolvedYearId, true);
    }
  }, [isSettled, resolvedFieldId, resolvedYearId, fieldParam, yearParam, writeIds]);

  const selectField = useCallback(
    (fieldId: number | null) => {
      const next = fields.find((item) => item.field_id === fieldId);
      const latest = [...(next?.fieldyear_set ?? [])].sort((a, b) => b.year - a.year)[0];
      writeIds(fieldId, latest?.id ?? null, false);
    },
    [fields, writeIds],
  );
  const selectYear = useCallback(
    (yearId: number | null) => writeIds(resolvedFieldId, yearId, false),
    [resolvedFieldId, writeIds],
  );

  const selectFieldYear = useCallback(
    (fieldId: number, yearId: number) => writeIds(fieldId, yearId, false),
    [writeIds],
  );

  return {
    specId,
    fields,
    field,
    years,
    year,
    isLoading: specId === null || query.isPending || isLookingForCrop,
    isError: query.isError,
    selectField,
    selectYear,
    selectFieldYear,
  };
}
