import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  type CorrelationMatrixRequest,
  correlationMatrixQueryOptions,
} from '../api/compute-correlation-matrix.ts';
import { correlationQueryOptions } from '../api/correlate-features.ts';
import { listMatrixPairs } from '../utils/correlation/correlation-pairs.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';
import { useNumericVariables } from './use-numeric-variables.ts';
import { useSingleSeasonChoice } from './use-single-season-choice.ts';

/** Two features of the matrix, in the order they are plotted (x, y). */
export type FeaturePair = readonly [string, string];

const NO_REQUEST: CorrelationMatrixRequest = {
  yearIds: [0],
  features: [],
  method: 'pearson',
  basis: 'plots',
};

/**
 * The correlation page's state: one season or several pooled, two or more features
 * (quantitative, stages or season indices, which vary only between seasons), the method and
 * the basis (plots or the rows' adjusted means), the clustered matrix, and the pair shown as a
 * scatter — the one clicked or picked, else the strongest.
 */
export function useCorrelationPage() {
  const season = useSingleSeasonChoice();
  const { yearIds, method, basis } = season;
  const variables = useNumericVariables(yearIds, true);
  const features = useMemo(
    () => season.features.filter((name) => variables.names.has(name)),
    [season.features, variables.names],
  );
  const request = useMemo<CorrelationMatrixRequest | null>(
    () =>
      yearIds.length > 0 && features.length >= 2 ? { yearIds, features, method, basis } : null,
    [yearIds, features, method, basis],
  );
  const matrixQuery = useQuery({
    ...correlationMatrixQueryOptions(request ?? NO_REQUEST),
    enabled: request !== null,
  });
  useAnalysisErrorToast(matrixQuery.error, 'statistics.errors.calculate');
  const matrix = request === null ? undefined : matrixQuery.data;
  const pairs = useMemo(() => (matrix ? listMatrixPairs(matrix) : []), [matrix]);

  const [chosenPair, setChosenPair] = useState<FeaturePair | null>(null);
  const isChosenShown = chosenPair?.every((name) => matrix?.features.includes(name)) === true;
  const strongest = pairs[0];
  const pair: FeaturePair | null = isChosenShown
    ? chosenPair
    : strongest
      ? [strongest.first, strongest.second]
      : null;
  const pairQuery = useQuery({
    ...correlationQueryOptions(yearIds, pair ?? [], basis),
    enabled: yearIds.length > 0 && pair !== null,
  });
  useAnalysisErrorToast(pairQuery.error, 'statistics.errors.calculate');

  return {
    season,
    variables,
    features,
    request,
    matrixQuery,
    matrix,
    pairs,
    pair,
    selectPair: (next: FeaturePair) => setChosenPair(next),
    pairResult: pairQuery.data?.[0],
    pairQuery,
  };
}

export type CorrelationPage = ReturnType<typeof useCorrelationPage>;
