import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { AddHarvestBody, Harvest } from '@plotline/contract/phenotypes';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST plotline_db/harvest_technology/add_multiple/` → 201 the created technologies. */
export function addHarvest(body: AddHarvestBody): Promise<Harvest[]> {
  return apiClient.post<Harvest[]>(`${PRODUCT_DB}/harvest_technology/add_multiple/`, body);
}
