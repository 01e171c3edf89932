import { PRODUCT_DB } from '@plotline/contract/api-paths';
import { apiClient } from '#src/lib/api-client.ts';

/** `DELETE plotline_db/plot_final_results/?plot_id&feature`: removes one phenotype value. */
export function clearResult(plotId: number, feature: string): Promise<void> {
  return apiClient.delete<void>(`${PRODUCT_DB}/plot_final_results/`, {
    query: { plot_id: plotId, feature },
  });
}
