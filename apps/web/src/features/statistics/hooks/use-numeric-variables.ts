import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { seasonVariablesQueryOptions } from '../api/list-season-variables.ts';
import { seasonIndexGroups, type VariableGroup } from '../utils/season-index-options.ts';

export type NumericVariables = {
  /**
   * Quantitative features, then stages (days after sowing), then (when asked) the season
   * indices labelled in the interface language, as Select option groups.
   */
  groups: VariableGroup[];
  /** Every name the season can be analysed by. */
  names: Set<string>;
  isPending: boolean;
  error: Error | null;
};

/**
 * What the seasons' numbers can be drawn and correlated by: quantitative features and stages;
 * with `withSeasonIndices` (correlation over pooled seasons) also the season indices.
 */
export function useNumericVariables(
  yearIds: readonly number[],
  withSeasonIndices = false,
): NumericVariables {
  const { t } = useTranslation();
  const query = useQuery({
    ...seasonVariablesQueryOptions(yearIds),
    enabled: yearIds.length > 0,
  });
  useErrorToast(query.error, 'statistics.errors.loadFeatures');
  const { data } = query;
  return useMemo(() => {
    const quantitative = data?.quantitative ?? [];
    const stages = data?.stages ?? [];
    const indices = withSeasonIndices ? (data?.season_indices ?? []) : [];
    const toOption = (name: string) => ({ value: name, label: name });
    const quantitativeTitle = t('statistics.visualisation.quantitativeGroup');
    const stagesTitle = t('statistics.visualisation.stagesGroup');
    const groups = [
      { label: quantitativeTitle, title: quantitativeTitle, options: quantitative.map(toOption) },
      { label: stagesTitle, title: stagesTitle, options: stages.map(toOption) },
    ].filter((group) => group.options.length > 0);
    return {
      groups: [...groups, ...seasonIndexGroups(t, indices)],
      names: new Set<string>([...quantitative, ...stages, ...indices]),
      isPending: yearIds.length > 0 && query.isPending,
      error: query.error,
    };
  }, [data, yearIds, withSeasonIndices, query.isPending, query.error, t]);
}
