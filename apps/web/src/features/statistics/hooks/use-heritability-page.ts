import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import {
  type HeritabilitySelection,
  heritabilityQueryOptions,
} from '../api/compute-heritability.ts';
import {
  type EnvironmentsKind,
  readHeritabilityChoice,
  writeEnvironments,
  writeTraits,
} from '../utils/heritability/heritability-choice.ts';
import { useAnalysisChoice } from './use-analysis-choice.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';
import { useNumericVariables } from './use-numeric-variables.ts';

/**
 * The "Heritability and BLUPs" page: one or more seasons (environments), the traits their
 * quantitative features and stages offer, fixed or random environments, then the analysis.
 */
export function useHeritabilityPage() {
  const choiceState = useAnalysisChoice();
  const { yearIds } = choiceState.choice;
  const variables = useNumericVariables(yearIds);
  const [params] = useSearchParams();
  const { traits, environments } = useMemo(
    () => readHeritabilityChoice(params, variables.names),
    [params, variables.names],
  );
  const updateSearchParams = useUpdateSearchParams();
  const selectTraits = useCallback(
    (names: string[]) => updateSearchParams((next) => writeTraits(next, names)),
    [updateSearchParams],
  );
  const selectEnvironments = useCallback(
    (kind: EnvironmentsKind) => updateSearchParams((next) => writeEnvironments(next, kind)),
    [updateSearchParams],
  );
  const yearIdsKey = yearIds.join(',');
  const traitsKey = traits.join('\n');
  const request = useMemo<HeritabilitySelection | null>(
    () =>
      yearIdsKey !== '' && traitsKey !== ''
        ? {
            yearIds: yearIdsKey.split(',').map(Number),
            features: traitsKey.split('\n'),
            // one season has no environments to treat as random
            environments: yearIdsKey.includes(',') ? environments : 'fixed',
          }
        : null,
    [yearIdsKey, traitsKey, environments],
  );
  const query = useQuery({
    ...heritabilityQueryOptions(request ?? { yearIds: [], features: [], environments: 'fixed' }),
    enabled: request !== null,
    retry: false,
  });
  useAnalysisErrorToast(query.error, 'statistics.errors.calculate');
  return {
    choiceState,
    variables,
    traits,
    environments,
    selectTraits,
    selectEnvironments,
    request,
    result: query.data,
    isPending: request !== null && query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

export type HeritabilityPage = ReturnType<typeof useHeritabilityPage>;
