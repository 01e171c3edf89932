import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import { type AncovaRequest, ancovaQueryOptions } from '../api/analyse-ancova.ts';
import { keepAvailable, MODEL_PARAMS } from '../utils/anova/anova-model-choice.ts';
import { numericNames } from '../utils/anova/anova-model-variables.ts';
import {
  readTrialModel,
  type TrialModelChoice,
  writeTrialModel,
} from '../utils/rows/trial-model.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';
import { type ModelSeason, useModelSeason } from './use-anova-model-season.ts';

/** The ANCOVA page: its season and variables, the group and the covariate, the analysis. */
export function useAncovaPage() {
  const season: ModelSeason = useModelSeason(true);
  const { yearIds, dependent, variables, readParam, writeParam } = season;
  const groupNames = useMemo(() => variables.factors.map((f) => f.name), [variables]);
  const group = keepAvailable(readParam(MODEL_PARAMS.group).slice(0, 1), groupNames)[0] ?? null;
  const covariate =
    keepAvailable(readParam(MODEL_PARAMS.covariate).slice(0, 1), [
      ...numericNames(variables),
      ...variables.seasonIndices,
    ]).find((name) => name !== dependent) ?? null;
  const [params] = useSearchParams();
  const updateSearchParams = useUpdateSearchParams();
  const trialModel = readTrialModel(params);
  const selectTrialModel = useCallback(
    (next: TrialModelChoice) => updateSearchParams((search) => writeTrialModel(search, next)),
    [updateSearchParams],
  );
  const model = trialModel === 'auto' ? null : trialModel;
  const request = useMemo<AncovaRequest | null>(
    () =>
      yearIds.length > 0 && dependent !== null && group !== null && covariate !== null
        ? { yearIds, dependent, group, covariate, model }
        : null,
    [yearIds, dependent, group, covariate, model],
  );
  const query = useQuery({
    ...ancovaQueryOptions(
      request ?? { yearIds: [0], dependent: '', group: '', covariate: '', model: null },
    ),
    enabled: request !== null,
  });
  useAnalysisErrorToast(query.error, 'statistics.errors.calculate');
  return {
    season,
    group,
    covariate,
    trialModel,
    selectTrialModel,
    selectGroup: (name: string | null) => writeParam(MODEL_PARAMS.group, name ? [name] : []),
    selectCovariate: (name: string | null) =>
      writeParam(MODEL_PARAMS.covariate, name ? [name] : []),
    request,
    result: query.data,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

export type AncovaPage = ReturnType<typeof useAncovaPage>;
