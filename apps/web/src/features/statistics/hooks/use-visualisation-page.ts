import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { type BoxplotRequest, boxplotQueryOptions } from '../api/compute-boxplot.ts';
import { harvestTechnologiesQueryOptions } from '../api/list-harvest-technologies.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';
import { useNumericVariables } from './use-numeric-variables.ts';
import { useSingleSeasonChoice } from './use-single-season-choice.ts';

const NO_TECHNOLOGIES: string[] = [];

/**
 * The visualisation page's state: one season, a feature (quantitative or stage), an optional
 * harvest technology, and the box plots of the rows once the choice is complete.
 */
export function useVisualisationPage() {
  const season = useSingleSeasonChoice();
  const { yearId, choiceState } = season;
  const yearIds = useMemo(() => (yearId === null ? [] : [yearId]), [yearId]);
  const variables = useNumericVariables(yearIds);
  const chosen = choiceState.choice.feature;
  const feature = chosen !== null && variables.names.has(chosen) ? chosen : null;
  const technologiesQuery = useQuery({
    ...harvestTechnologiesQueryOptions(yearId ?? 0),
    enabled: yearId !== null,
  });
  useErrorToast(technologiesQuery.error, 'statistics.visualisation.errors.loadTechnologies');
  const technologies = technologiesQuery.data?.harvest_technologies ?? NO_TECHNOLOGIES;
  const technology =
    season.technology !== null && technologies.includes(season.technology)
      ? season.technology
      : null;
  const isTechnologySettled = season.technology === null || !technologiesQuery.isPending;

  const request = useMemo<BoxplotRequest | null>(
    () =>
      yearId !== null && feature !== null && isTechnologySettled
        ? { yearId, feature, technology }
        : null,
    [yearId, feature, technology, isTechnologySettled],
  );
  const result = useQuery({
    ...boxplotQueryOptions(request ?? { yearId: 0, feature: '', technology: null }),
    enabled: request !== null,
  });
  useAnalysisErrorToast(result.error, 'statistics.errors.calculate');
  return {
    season,
    variables,
    feature,
    technologies,
    isTechnologiesPending: yearId !== null && technologiesQuery.isPending,
    technology,
    request,
    result,
  };
}

export type VisualisationPage = ReturnType<typeof useVisualisationPage>;
