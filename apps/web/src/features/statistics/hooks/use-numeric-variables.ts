import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { seasonVariablesQueryOptions } from '../api/list-season-variables.ts';

type VariableOption = { value: string; label: string };
type VariableGroup = { label: string; title: string; options: VariableOption[] };

export type NumericVariables = {
  /** Quantitative features, then stages (days after sowing), as Select option groups. */
  groups: VariableGroup[];
  /** Every name the season can be analysed by. */
  names: Set<string>;
  isPending: boolean;
  error: Error | null;
};

/** What a season's numbers can be drawn and correlated by: quantitative features and stages. */
export function useNumericVariables(yearId: number | null): NumericVariables {
  const { t } = useTranslation();
  const query = useQuery({
    ...seasonVariablesQueryOptions(yearId === null ? [] : [yearId]),
    enabled: yearId !== null,
  });
  useErrorToast(query.error, 'statistics.errors.loadFeatures');
  const { data } = query;
  return useMemo(() => {
    const quantitative = data?.quantitative ?? [];
    const stages = data?.stages ?? [];
    const toOption = (name: string) => ({ value: name, label: name });
    const quantitativeTitle = t('statistics.visualisation.quantitativeGroup');
    const stagesTitle = t('statistics.visualisation.stagesGroup');
    const groups = [
      { label: quantitativeTitle, title: quantitativeTitle, options: quantitative.map(toOption) },
      { label: stagesTitle, title: stagesTitle, options: stages.map(toOption) },
    ].filter((group) => group.options.length > 0);
    return {
      groups,
      names: new Set([...quantitative, ...stages]),
      isPending: yearId !== null && query.isPending,
      error: query.error,
    };
  }, [data, yearId, query.isPending, query.error, t]);
}
