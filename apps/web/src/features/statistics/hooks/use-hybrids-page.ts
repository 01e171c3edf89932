import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import { combiningAbilityQueryOptions } from '../api/combining-ability.ts';
import { f1AnalyzeQueryOptions } from '../api/f1-analyze.ts';
import {
  type CombiningChoice,
  readCombiningChoice,
  toCombiningQuery,
  writeCombiningChoice,
} from '../utils/crosses/hybrids-choice.ts';
import { type AnalysisChoiceState, useAnalysisChoice } from './use-analysis-choice.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';
import { type FeatureOptions, useFeatureOptions } from './use-feature-options.ts';

/** The hybrids page: one season, one feature, the combining-ability design, both analyses. */
export function useHybridsPage() {
  const choiceState: AnalysisChoiceState = useAnalysisChoice();
  const { choice } = choiceState;
  // one season here; coming from a page with several, the first one chosen is analysed
  const yearId = choice.yearIds[0] ?? null;
  const yearIds = useMemo(() => (yearId === null ? [] : [yearId]), [yearId]);
  const features: FeatureOptions = useFeatureOptions(yearIds);
  const feature =
    choice.feature !== null && features.names.includes(choice.feature) ? choice.feature : null;

  const [params] = useSearchParams();
  const combining = useMemo(() => readCombiningChoice(params), [params]);
  const updateSearchParams = useUpdateSearchParams();
  const changeCombining = useCallback(
    (change: Partial<CombiningChoice>) =>
      updateSearchParams((next) => writeCombiningChoice(next, change)),
    [updateSearchParams],
  );

  const isReady = yearId !== null && feature !== null;
  const f1 = useQuery({
    ...f1AnalyzeQueryOptions(yearId ?? 0, feature ?? ''),
    enabled: isReady,
  });
  const hasHybrids = (f1.data?.length ?? 0) > 0;
  const ca = useQuery({
    ...combiningAbilityQueryOptions(toCombiningQuery(yearId ?? 0, feature ?? '', combining)),
    enabled: isReady && hasHybrids,
    retry: false,
  });
  useAnalysisErrorToast(f1.error, 'statistics.errors.calculate');
  useAnalysisErrorToast(ca.error, 'statistics.errors.calculate');

  return {
    choiceState,
    yearId,
    features,
    feature,
    combining,
    changeCombining,
    isReady,
    f1,
    ca,
    seasonLabel: yearId === null ? '' : (choiceState.seasonLabels.get(yearId) ?? ''),
  };
}

export type HybridsPage = ReturnType<typeof useHybridsPage>;
