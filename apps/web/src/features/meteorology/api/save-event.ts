import { API_PATHS } from '@plotline/contract/api-paths';
import type { MeteoEvent, MeteoEventKind } from '@plotline/contract/meteo';
import { apiClient } from '#src/lib/api-client.ts';
import { detailPath } from './meteo-query-key.ts';

export type EventInput = { sector: number; date: string; kind: MeteoEventKind; note: string };

/** `POST meteo_events/`. */
export function createEvent(input: EventInput): Promise<MeteoEvent> {
  return apiClient.post<MeteoEvent>(API_PATHS.meteoEvents, input);
}

/** `PATCH meteo_events/{id}/`: a new date (its year's season decides), kind or note. */
export function updateEvent(id: number, input: Omit<EventInput, 'sector'>): Promise<MeteoEvent> {
  return apiClient.patch<MeteoEvent>(detailPath(API_PATHS.meteoEvents, id), input);
}

/** `DELETE meteo_events/{id}/`. */
export function deleteEvent(id: number): Promise<void> {
  return apiClient.delete<void>(detailPath(API_PATHS.meteoEvents, id));
}
