import { API_PATHS } from '@plotline/contract/api-paths';
import { apiClient } from '#src/lib/api-client.ts';

/** `DELETE knowledge_base/{id}/`: the entry and its effects (its creator, or a manager). */
export function deleteKnowledgeEntry(id: number): Promise<void> {
  return apiClient.delete<void>(`${API_PATHS.knowledgeBase}${id}/`);
}
