import { API_PATHS } from '@plotline/contract/api-paths';
import { apiClient } from '#src/lib/api-client.ts';
import { detailPath } from './agro-query-key.ts';

/**
 * `DELETE agrochemical_params/{id}/`: one holding values answers 409 unless `force` (then its
 * values go with it).
 */
export function deleteAgroParam(id: number, force = false): Promise<void> {
  return apiClient.delete<void>(detailPath(API_PATHS.agroParams, id), {
    query: force ? { force: 'true' } : undefined,
  });
}
