import { API_PATHS } from '@plotline/contract/api-paths';
import type { CreatePlannedLineBody, PlannedLineCreated } from '@plotline/contract/create-line';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST create_line/`: keeps the planned line (a new line of the crop with its target pairs). */
export function createPlannedLine(body: CreatePlannedLineBody): Promise<PlannedLineCreated> {
  return apiClient.post<PlannedLineCreated>(API_PATHS.createLine, body);
}
