import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import { multipleFieldComparisonQueryOptions } from '../api/multiple-field-comparison.ts';
import {
  readTrialModel,
  type TrialModelChoice,
  writeTrialModel,
} from '../utils/rows/trial-model.ts';
import { useAnalysisChoice } from './use-analysis-choice.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';
import { useFeatureOptions } from './use-feature-options.ts';

/**
 * Several seasons, a feature and the model (decision 053, kept in the address as on the НСР
 * page: `auto` sends none), then the comparison once at least two seasons are chosen.
 */
export function useMultipleFieldsPage() {
  const choiceState = useAnalysisChoice();
  const { yearIds } = choiceState.choice;
  const features = useFeatureOptions(yearIds);
  const feature =
    choiceState.choice.feature !== null && features.names.includes(choiceState.choice.feature)
      ? choiceState.choice.feature
      : null;
  const [params] = useSearchParams();
  const updateSearchParams = useUpdateSearchParams();
  const trialModel = readTrialModel(params);
  const selectTrialModel = useCallback(
    (next: TrialModelChoice) => updateSearchParams((search) => writeTrialModel(search, next)),
    [updateSearchParams],
  );
  const isReady = yearIds.length >= 2 && feature !== null;
  const result = useQuery({
    ...multipleFieldComparisonQueryOptions(
      yearIds,
      feature ?? '',
      trialModel === 'auto' ? null : trialModel,
    ),
    enabled: isReady,
    retry: false,
  });
  useAnalysisErrorToast(result.error, 'statistics.errors.calculate');
  return { choiceState, features, feature, trialModel, selectTrialModel, isReady, result };
}

export type MultipleFieldsPage = ReturnType<typeof useMultipleFieldsPage>;
