import type { FeatureList } from '@plotline/contract/characteristics';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { quantitativeFeaturesQueryOptions } from '../api/list-quantitative-features.ts';
import { mergeFeatureNames } from '../utils/season-options.ts';

export type FeatureOptions = {
  /** The quantitative features of the chosen seasons (their union), sorted. */
  names: string[];
  isPending: boolean;
  error: Error | null;
};

/** Stable, so the combined result changes only when a season's list does. */
function combine(results: UseQueryResult<FeatureList>[]): FeatureOptions {
  return {
    names: mergeFeatureNames(results.map((result) => result.data)),
    isPending: results.some((result) => result.isPending),
    error: results.find((result) => result.error)?.error ?? null,
  };
}

/** The features the chosen seasons can be analysed by (spec: quantitative ones). */
export function useFeatureOptions(yearIds: readonly number[]): FeatureOptions {
  const options = useQueries({
    queries: yearIds.map((yearId) => quantitativeFeaturesQueryOptions(yearId)),
    combine,
  });
  useErrorToast(options.error, 'statistics.errors.loadFeatures');
  return options;
}
