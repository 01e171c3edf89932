import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { Harvest } from '@plotline/contract/phenotypes';
import { apiClient } from '#src/lib/api-client.ts';

type HarvestChange = {
  id: number;
  date_planned?: string | null;
  date_real?: string | null;
  comment?: string;
};

/** `PATCH plotline_db/harvest_technology/edit_multiple/`: changes technologies by id. */
export function editHarvest(changes: HarvestChange[]): Promise<Harvest[]> {
  return apiClient.patch<Harvest[]>(`${PRODUCT_DB}/harvest_technology/edit_multiple/`, {
    harvest_technologies: changes,
  });
}
