import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { PlotsColors } from '@plotline/contract/field-maps-colors';
import type { ColoringData } from '@plotline/contract/plots';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { FIELD_MAP_QUERY_KEY } from './field-map-query-key.ts';

export const COLORING_DATA_PATH = `${PRODUCT_DB}/field_map_coloring_data/`;
export const PLOTS_COLORS_PATH = `${PRODUCT_DB}/plots_colors_map_by_chars/`;

/**
 * What the map can be coloured by: a phenotype, a stage or a harvest technology (by name), or
 * a soil parameter of the season's year (`agro_param_id`, the id as text; decision 044).
 */
export type ColoringChoice = {
  by: 'feature' | 'stage' | 'harvest_technology' | 'agro_param_id';
  name: string;
};

/** A soil parameter the map may be coloured by. */
export type SoilParamOption = { id: number; name: string; unit: string };

/** The legend's title of a colouring: a soil parameter's name with its unit, else the name. */
export function coloringTitle(
  choice: ColoringChoice | null,
  name: string,
  soilParams: readonly SoilParamOption[] = [],
): string {
  if (choice?.by !== 'agro_param_id') return name;
  const param = soilParams.find((item) => String(item.id) === choice.name);
  return param?.unit ? `${param.name}, ${param.unit}` : (param?.name ?? name);
}

type Season = { fieldId: number; yearId: number };

/** `GET field_map_coloring_data/?year_id&field_id`: the characteristics the season has data for. */
export function coloringDataQueryOptions({ fieldId, yearId }: Season) {
  return queryOptions({
    queryKey: [...FIELD_MAP_QUERY_KEY, fieldId, yearId, 'coloring-data'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<ColoringData>(COLORING_DATA_PATH, {
        query: { field_id: fieldId, year_id: yearId },
        signal,
      }),
  });
}

/** `GET plots_colors_map_by_chars/`: each plot's colour level and the legend. */
export function plotsColorsQueryOptions({ fieldId, yearId }: Season, choice: ColoringChoice) {
  return queryOptions({
    queryKey: [...FIELD_MAP_QUERY_KEY, fieldId, yearId, 'colors', choice.by, choice.name] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PlotsColors>(PLOTS_COLORS_PATH, {
        query: { field_id: fieldId, year_id: yearId, [choice.by]: choice.name },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
