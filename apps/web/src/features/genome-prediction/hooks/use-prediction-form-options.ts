import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { cropSeasonsQueryOptions, traitsQueryOptions } from '../api/form-options.ts';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * What the prediction form offers: the crop's seasons ("nursery · year", newest first) and the
 * traits measured in the chosen seasons (every season when none is chosen): the quantitative
 * features, then the stages not already listed.
 */
export function usePredictionFormOptions(specId: number, chosenYearIds: readonly number[]) {
  const fields = useQuery(cropSeasonsQueryOptions(specId));
  useErrorToast(fields.error, 'prediction.errors.seasons');
  const seasons = useMemo(
    () =>
      (fields.data ?? []).flatMap((field) =>
        [...field.fieldyear_set]
          .sort((a, b) => b.year - a.year)
          .map((season) => ({ value: season.id, label: `${field.field_name} · ${season.year}` })),
      ),
    [fields.data],
  );
  const yearIds = chosenYearIds.length > 0 ? chosenYearIds : seasons.map((season) => season.value);
  const variables = useQuery(traitsQueryOptions(yearIds));
  useErrorToast(variables.error, 'prediction.errors.traits');
  const traits = useMemo(() => {
    const features = [...(variables.data?.quantitative ?? [])].sort(collator.compare);
    const known = new Set(features);
    const stages = (variables.data?.stages ?? []).filter((stage) => !known.has(stage));
    return [...features, ...stages.sort(collator.compare)];
  }, [variables.data]);
  return {
    seasons,
    traits,
    isTraitsLoading: fields.isPending || (yearIds.length > 0 && variables.isPending),
  };
}
