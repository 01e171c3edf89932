import { API_PATHS } from '@plotline/contract/api-paths';
import type { Sector } from '@plotline/contract/meteo';
import { apiClient } from '#src/lib/api-client.ts';
import { detailPath } from './meteo-query-key.ts';

/** What the sector form sends: a name, the first season, the nurseries it serves. */
export type SectorInput = { name: string; year: number; field_ids: number[] };

/** `POST sector/`: a new sector (it starts with the six standard parameters). */
export function createSector(input: SectorInput): Promise<Sector> {
  return apiClient.post<Sector>(API_PATHS.meteoSectors, input);
}

/** `PATCH sector/{id}/`: rename, change the year or replace the list of nurseries. */
export function updateSector(id: number, input: Partial<SectorInput>): Promise<Sector> {
  return apiClient.patch<Sector>(detailPath(API_PATHS.meteoSectors, id), input);
}

/** `DELETE sector/{id}/`: the sector with its parameters, values and events. */
export function deleteSector(id: number): Promise<void> {
  return apiClient.delete<void>(detailPath(API_PATHS.meteoSectors, id));
}
