import { API_PATHS } from '@plotline/contract/api-paths';
import type { KnowledgeTraitList } from '@plotline/contract/knowledge-base';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { KNOWLEDGE_BASE_QUERY_KEY } from './knowledge-base-query-key.ts';

/** `GET knowledge_base/traits/?spec_id`: the crop's quantitative traits an effect may be on. */
export function knowledgeTraitsQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...KNOWLEDGE_BASE_QUERY_KEY, 'traits', specId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<KnowledgeTraitList>(`${API_PATHS.knowledgeBase}traits/`, {
        query: { spec_id: specId },
        signal,
      }),
  });
}
