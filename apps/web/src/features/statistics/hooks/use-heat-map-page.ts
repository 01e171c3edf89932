import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type HeatMapRequest, heatMapQueryOptions } from '../api/get-heat-map.ts';
import { seasonVariablesQueryOptions } from '../api/list-season-variables.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';
import { useNumericVariables } from './use-numeric-variables.ts';
import { useSingleSeasonChoice } from './use-single-season-choice.ts';
import { useSoilVariables } from './use-soil-variables.ts';

/**
 * The heat map page's state: one season and one quantitative feature or stage (the same
 * list as the visualisation, kept in the address) or a soil parameter of its year, and the
 * season's map coloured by it.
 */
export function useHeatMapPage() {
  const season = useSingleSeasonChoice();
  const { yearId, choiceState } = season;
  const yearIds = useMemo(() => (yearId === null ? [] : [yearId]), [yearId]);
  // a soil parameter of the season's year colours the map too (decision 044)
  const numeric = useNumericVariables(yearIds);
  const { variables, soilChoice } = useSoilVariables(choiceState.fields, yearId, numeric);
  const chosen = choiceState.choice.feature;
  const soil = soilChoice(chosen);
  const soilId = soil?.id;
  const soilTitle = soil?.title ?? '';
  const feature = chosen !== null && variables.names.has(chosen) ? chosen : null;
  // the same cached query the variables come from: tells a stage (days after sowing) apart
  const seasonVariables = useQuery({
    ...seasonVariablesQueryOptions(yearId === null ? [] : [yearId]),
    enabled: yearId !== null,
  });
  const isStage =
    soil === null &&
    feature !== null &&
    !(seasonVariables.data?.quantitative ?? []).includes(feature) &&
    (seasonVariables.data?.stages ?? []).includes(feature);

  const request = useMemo<HeatMapRequest | null>(() => {
    if (yearId === null || feature === null) return null;
    return soilId === undefined
      ? { yearId, feature }
      : { yearId, feature: soilTitle, agroParamId: soilId };
  }, [yearId, feature, soilId, soilTitle]);
  const result = useQuery({
    ...heatMapQueryOptions(request ?? { yearId: 0, feature: '' }),
    enabled: request !== null,
  });
  // a refused feature (qualitative, unknown) shows the server's translated reason
  useAnalysisErrorToast(result.error, 'statistics.errors.calculate');
  return { season, variables, feature, isStage, request, result };
}

export type HeatMapPage = ReturnType<typeof useHeatMapPage>;
