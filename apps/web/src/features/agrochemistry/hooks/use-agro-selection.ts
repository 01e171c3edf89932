import type { Field, FieldYearRef } from '@plotline/contract/fields';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import { cropFieldsQueryOptions } from '../api/list-crop-fields.ts';

export const YEAR_PARAM = 'year';
export const FIELD_PARAM = 'fieldId';

/** A nursery with its season of the chosen year. */
export type NurserySeason = { field: Field; season: FieldYearRef };

/** The years the crop's nurseries have seasons in, latest first. */
function seasonYears(fields: readonly Field[]): number[] {
  const years = new Set(fields.flatMap((field) => field.fieldyear_set.map((s) => s.year)));
  return [...years].sort((a, b) => b - a);
}

/** The number a query parameter holds, or null. */
function readNumber(text: string | null): number | null {
  const number = Number(text);
  return text && Number.isInteger(number) ? number : null;
}

/**
 * The year and the nursery of the soil page, kept in the address bar (`?year&fieldId`): the
 * year defaults to the latest season of the crop's nurseries (or this year), the nursery to
 * the first with a season that year.
 */
export function useAgroSelection(specId: number) {
  const [searchParams] = useSearchParams();
  const update = useUpdateSearchParams();
  const fields = useQuery(cropFieldsQueryOptions(specId));
  const all = fields.data ?? [];
  const years = seasonYears(all);
  const year = readNumber(searchParams.get(YEAR_PARAM)) ?? years[0] ?? new Date().getFullYear();
  const nurseries: NurserySeason[] = all.flatMap((field) => {
    const season = field.fieldyear_set.find((s) => s.year === year);
    return season ? [{ field, season }] : [];
  });
  const fieldId = readNumber(searchParams.get(FIELD_PARAM));
  const chosen = nurseries.find((n) => n.field.field_id === fieldId) ?? nurseries[0] ?? null;

  return {
    isLoading: fields.isLoading,
    isError: fields.isError,
    years: years.includes(year) ? years : [year, ...years].sort((a, b) => b - a),
    year,
    nurseries,
    chosen,
    setYear: (next: number) =>
      update((params) => {
        params.set(YEAR_PARAM, String(next));
      }),
    setField: (next: number) =>
      update((params) => {
        params.set(FIELD_PARAM, String(next));
      }),
  };
}

export type AgroSelection = ReturnType<typeof useAgroSelection>;
