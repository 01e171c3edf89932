import { useQuery } from '@tanstack/react-query';
import { multipleFieldComparisonQueryOptions } from '../api/multiple-field-comparison.ts';
import { useAnalysisChoice } from './use-analysis-choice.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';
import { useFeatureOptions } from './use-feature-options.ts';

/** Several seasons and a feature, then the comparison once at least two are chosen. */
export function useMultipleFieldsPage() {
  const choiceState = useAnalysisChoice();
  const { yearIds } = choiceState.choice;
  const features = useFeatureOptions(yearIds);
  const feature =
    choiceState.choice.feature !== null && features.names.includes(choiceState.choice.feature)
      ? choiceState.choice.feature
      : null;
  const isReady = yearIds.length >= 2 && feature !== null;
  const result = useQuery({
    ...multipleFieldComparisonQueryOptions(yearIds, feature ?? ''),
    enabled: isReady,
    retry: false,
  });
  useAnalysisErrorToast(result.error, 'statistics.errors.calculate');
  return { choiceState, features, feature, isReady, result };
}

export type MultipleFieldsPage = ReturnType<typeof useMultipleFieldsPage>;
