import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { Stage } from '@plotline/contract/phenotypes';
import { apiClient } from '#src/lib/api-client.ts';

type StageDate = { plot: number; stage_of_vegetation: string; date_of_stage: string | null };

/** `PATCH plotline_db/edit_multiple_plot_stages/`: sets (creates or changes) stage dates. */
export function editStages(stages: StageDate[]): Promise<Stage[]> {
  return apiClient.patch<Stage[]>(`${PRODUCT_DB}/edit_multiple_plot_stages/`, { stages });
}
