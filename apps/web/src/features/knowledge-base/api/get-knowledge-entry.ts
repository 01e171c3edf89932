import { API_PATHS } from '@plotline/contract/api-paths';
import type { KnowledgeEntry } from '@plotline/contract/knowledge-base';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { KNOWLEDGE_BASE_QUERY_KEY } from './knowledge-base-query-key.ts';

/** `GET knowledge_base/{id}/`: one entry with its effects (an opened link may be off the page). */
export function knowledgeEntryQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...KNOWLEDGE_BASE_QUERY_KEY, 'entry', id] as const,
    queryFn: ({ signal }) =>
      apiClient.get<KnowledgeEntry>(`${API_PATHS.knowledgeBase}${id}/`, { signal }),
  });
}
