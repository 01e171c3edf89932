import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type AnovaRequest, anovaQueryOptions } from '../api/analyse-anova.ts';
import { keepAvailable, MODEL_PARAMS } from '../utils/anova-model-choice.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';
import { type ModelSeason, useModelSeason } from './use-anova-model-season.ts';

/** The ANOVA page: its season and variables, the chosen factors and the analysis. */
export function useAnovaPage() {
  const season: ModelSeason = useModelSeason();
  const { yearId, dependent, variables, readParam } = season;
  const factorNames = useMemo(() => variables.factors.map((f) => f.name), [variables]);
  const askedFactors = readParam(MODEL_PARAMS.factor);
  const factors = keepAvailable(askedFactors, factorNames).filter((name) => name !== dependent);
  const factorsKey = factors.join('\n');
  const request = useMemo<AnovaRequest | null>(
    () =>
      yearId !== null && dependent !== null && factorsKey !== ''
        ? { yearId, dependent, factors: factorsKey.split('\n') }
        : null,
    [yearId, dependent, factorsKey],
  );
  const query = useQuery({
    ...anovaQueryOptions(request ?? { yearId: 0, dependent: '', factors: [] }),
    enabled: request !== null,
  });
  useAnalysisErrorToast(query.error, 'statistics.errors.calculate');
  return {
    season,
    factors,
    selectFactors: (names: string[]) => season.writeParam(MODEL_PARAMS.factor, names),
    request,
    result: query.data,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

export type AnovaPage = ReturnType<typeof useAnovaPage>;
