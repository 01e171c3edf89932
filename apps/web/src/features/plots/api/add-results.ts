import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { AddResultsAnswer, AddResultsBody } from '@plotline/contract/phenotypes';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST plotline_db/plot_final_results/add_multiple/`: sets phenotype values (upsert). */
export function addResults(body: AddResultsBody): Promise<AddResultsAnswer> {
  return apiClient.post<AddResultsAnswer>(`${PRODUCT_DB}/plot_final_results/add_multiple/`, body);
}
