import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import { seasonVariablesQueryOptions } from '../api/list-season-variables.ts';
import { readNames, writeNames } from '../utils/anova/anova-model-choice.ts';
import {
  type ModelVariables,
  numericNames,
  toModelVariables,
} from '../utils/anova/anova-model-variables.ts';
import { type AnalysisChoiceState, useAnalysisChoice } from './use-analysis-choice.ts';

/** The season of a model page, what it can be analysed by, and the choice in the address. */
export type ModelSeason = {
  choiceState: AnalysisChoiceState;
  /** The analysed season: the first chosen one (the other pages may carry several). */
  yearId: number | null;
  /** With `isMultiple` (ANCOVA): every chosen season, pooled; else just `yearId`. */
  yearIds: number[];
  variables: ModelVariables;
  isVariablesPending: boolean;
  variablesError: Error | null;
  /** The chosen dependent variable, once the season is known to have it. */
  dependent: string | null;
  selectSeason: (yearId: number | null) => void;
  /** Several seasons (ANCOVA: pooled, for a season index as the covariate). */
  selectSeasons: (yearIds: number[]) => void;
  /** The values of a repeated address parameter and how to write them. */
  readParam: (name: string) => string[];
  writeParam: (name: string, values: readonly string[]) => void;
};

/**
 * The choice shared by the ANOVA and ANCOVA pages: one season (the address' `yearIds`; with
 * `isMultiple` all of them, pooled), its variables (`statistics_variables/`) and the dependent
 * variable (`feature`).
 */
export function useModelSeason(isMultiple = false): ModelSeason {
  const choiceState = useAnalysisChoice();
  const yearId = choiceState.choice.yearIds[0] ?? null;
  const chosen = choiceState.choice.yearIds;
  const yearIds = useMemo(
    () => (isMultiple ? [...chosen] : yearId === null ? [] : [yearId]),
    [isMultiple, chosen, yearId],
  );
  const query = useQuery({
    ...seasonVariablesQueryOptions(yearIds),
    enabled: yearId !== null,
  });
  useErrorToast(query.error, 'statistics.errors.loadFeatures');
  const variables = useMemo(() => toModelVariables(query.data), [query.data]);
  const asked = choiceState.choice.feature;
  const dependent = asked !== null && numericNames(variables).includes(asked) ? asked : null;
  const [params] = useSearchParams();
  const updateSearchParams = useUpdateSearchParams();
  const { selectYearIds } = choiceState;
  const selectSeason = useCallback(
    (id: number | null) => selectYearIds(id === null ? [] : [id]),
    [selectYearIds],
  );
  const selectSeasons = useCallback((ids: number[]) => selectYearIds(ids), [selectYearIds]);
  const readParam = useCallback((name: string) => readNames(params, name), [params]);
  const writeParam = useCallback(
    (name: string, values: readonly string[]) =>
      updateSearchParams((next) => writeNames(next, name, values)),
    [updateSearchParams],
  );
  return {
    choiceState,
    yearId,
    yearIds,
    variables,
    isVariablesPending: yearId !== null && query.isPending,
    variablesError: query.error,
    dependent,
    selectSeason,
    selectSeasons,
    readParam,
    writeParam,
  };
}
