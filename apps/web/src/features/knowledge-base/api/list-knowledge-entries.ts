import { API_PATHS } from '@plotline/contract/api-paths';
import type { KnowledgeEntryList } from '@plotline/contract/knowledge-base';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { KNOWLEDGE_BASE_QUERY_KEY } from './knowledge-base-query-key.ts';

/** What the list asks: the crop, the search text, the marker filter and the page. */
export type KnowledgeListParams = {
  specId: number;
  search: string;
  mutationId: number | null;
  page: number;
  pageSize: number;
};

/** `GET knowledge_base/?spec_id&search&mutation_id&page&page_size`: one page of entries. */
export function listKnowledgeEntries(
  params: KnowledgeListParams,
  signal?: AbortSignal,
): Promise<KnowledgeEntryList> {
  return apiClient.get<KnowledgeEntryList>(API_PATHS.knowledgeBase, {
    query: {
      spec_id: params.specId,
      search: params.search || undefined,
      mutation_id: params.mutationId ?? undefined,
      page: params.page,
      page_size: params.pageSize,
    },
    signal,
  });
}

/** Query of one page of entries (the previous page stays shown while the next one loads). */
export function knowledgeEntriesQueryOptions(params: KnowledgeListParams) {
  return queryOptions({
    queryKey: [...KNOWLEDGE_BASE_QUERY_KEY, 'list', params] as const,
    queryFn: ({ signal }) => listKnowledgeEntries(params, signal),
    placeholderData: keepPreviousData,
  });
}
