import { API_PATHS } from '@plotline/contract/api-paths';
import type {
  FieldMap,
  MoveMapPlotsBody,
  RotateFieldMapBody,
  UpdateLocationOfPlotsBody,
} from '@plotline/contract/field-maps-grid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { FIELD_MAP_QUERY_KEY } from './field-map-query-key.ts';

/** A change of a map's layout: which map, and the body of its call. */
type MapChange<Body> = { mapId: number; body: Body };

const mapPath = (mapId: number, action: string) => `${API_PATHS.fieldMaps}${mapId}/${action}/`;

/** `PATCH field_maps/{id}/update_location_of_plots/`: re-flow into rows of a new width. */
export function reflowFieldMap({ mapId, body }: MapChange<UpdateLocationOfPlotsBody>) {
  return apiClient.patch<FieldMap>(mapPath(mapId, 'update_location_of_plots'), body);
}

/** `PATCH field_maps/{id}/rotate/`: a quarter turn. */
export function rotateFieldMap({ mapId, body }: MapChange<RotateFieldMapBody>) {
  return apiClient.patch<FieldMap>(mapPath(mapId, 'rotate'), body);
}

/** `PATCH field_maps/{id}/move_plots/`: plots to other places, all or nothing. */
export function moveMapPlots({ mapId, body }: MapChange<MoveMapPlotsBody>) {
  return apiClient.patch<FieldMap>(mapPath(mapId, 'move_plots'), body);
}

/** A mutation of the map's layout; the answer (the new map) replaces the cached one at once. */
function useMapChange<Body>(call: (change: MapChange<Body>) => Promise<FieldMap>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (map) => {
      queryClient.setQueryData([...FIELD_MAP_QUERY_KEY, map.field, map.year], map);
    },
  });
}

export const useReflowFieldMap = () => useMapChange(reflowFieldMap);
export const useRotateFieldMap = () => useMapChange(rotateFieldMap);
export const useMoveMapPlots = () => useMapChange(moveMapPlots);
