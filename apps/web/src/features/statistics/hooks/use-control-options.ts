import { useQuery } from '@tanstack/react-query';
import { averagesQueryOptions } from '../api/cross-average-values.ts';
import { type ChoiceOption, toControlOptions } from '../utils/season-options.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';

export type ControlOptions = { options: ChoiceOption[]; isPending: boolean; isError: boolean };

const NO_OPTIONS: ChoiceOption[] = [];

/**
 * The rows of the control's season that can be the control: the season's unfiltered averages
 * of the feature, without a control (the same answer the averages page starts from). Asked
 * only when `isWanted` (an optional control is not looked up until someone reaches for it).
 */
export function useControlOptions(
  controlYearId: number | null,
  feature: string | null,
  isWanted: boolean,
): ControlOptions {
  const isReady = isWanted && controlYearId !== null && feature !== null;
  const query = useQuery({
    ...averagesQueryOptions({
      yearIds: controlYearId === null ? [] : [controlYearId],
      feature: feature ?? '',
      controlPlot: null,
      controlYearId: null,
    }),
    enabled: isReady,
    select: toControlOptions,
  });
  useAnalysisErrorToast(query.error, 'statistics.errors.loadControls');
  return {
    options: query.data ?? NO_OPTIONS,
    isPending: isReady && query.isPending,
    isError: query.isError,
  };
}
