import type { FieldList } from '@plotline/contract/fields';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { soilParamsQueryOptions } from '../api/list-soil-params.ts';
import type { NumericVariables } from './use-numeric-variables.ts';

/** The address' value of a soil parameter among the heat map's variables. */
const SOIL_PREFIX = 'soil:';

/** A soil parameter chosen for the heat map: its id and its name with the unit. */
export type SoilChoice = { id: number; title: string };

/**
 * The heat map's variables with the soil parameters of the season's year added as a "Soil"
 * group (decision 044), and the soil parameter a chosen value names, if it names one.
 */
export function useSoilVariables(
  fields: FieldList,
  yearId: number | null,
  variables: NumericVariables,
) {
  const { t } = useTranslation();
  const year = useMemo(
    () =>
      fields.flatMap((field) => field.fieldyear_set).find((season) => season.id === yearId)?.year ??
      null,
    [fields, yearId],
  );
  const query = useQuery({ ...soilParamsQueryOptions(year ?? 0), enabled: year !== null });
  return useMemo(() => {
    const params = query.data ?? [];
    const choices = new Map(
      params.map((param) => [
        `${SOIL_PREFIX}${param.id}`,
        { id: param.id, title: param.unit ? `${param.name}, ${param.unit}` : param.name },
      ]),
    );
    const title = t('statistics.heatMap.soilGroup');
    const options = [...choices].map(([value, choice]) => ({ value, label: choice.title }));
    const merged: NumericVariables =
      options.length === 0
        ? variables
        : {
            ...variables,
            groups: [...variables.groups, { label: title, title, options }],
            names: new Set([...variables.names, ...choices.keys()]),
          };
    const soilChoice = (chosen: string | null): SoilChoice | null =>
      chosen === null ? null : (choices.get(chosen) ?? null);
    return { variables: merged, soilChoice };
  }, [query.data, variables, t]);
}
