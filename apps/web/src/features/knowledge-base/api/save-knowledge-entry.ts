import { API_PATHS } from '@plotline/contract/api-paths';
import type {
  CreateKnowledgeEntryBody,
  KnowledgeEntry,
  UpdateKnowledgeEntryBody,
} from '@plotline/contract/knowledge-base';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST knowledge_base/`: adds an entry with its effects (400 on `effects[i]` when one is taken). */
export function createKnowledgeEntry(body: CreateKnowledgeEntryBody): Promise<KnowledgeEntry> {
  return apiClient.post<KnowledgeEntry>(API_PATHS.knowledgeBase, body);
}

/** `PATCH knowledge_base/{id}/`: changes an entry; `effects` given replace them all. */
export function updateKnowledgeEntry(
  id: number,
  body: UpdateKnowledgeEntryBody,
): Promise<KnowledgeEntry> {
  return apiClient.patch<KnowledgeEntry>(`${API_PATHS.knowledgeBase}${id}/`, body);
}
