import { API_PATHS } from '@plotline/contract/api-paths';
import type { LinePreview, PreviewLineBody } from '@plotline/contract/create-line';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { CREATE_LINE_QUERY_KEY } from './create-line-query-key.ts';

/** `POST create_line/preview/`: the traits before and after the target pairs (a read). */
export function previewLine(body: PreviewLineBody, signal?: AbortSignal): Promise<LinePreview> {
  return apiClient.post<LinePreview>(API_PATHS.createLinePreview, body, { signal });
}

/** The preview of the pairs chosen so far, asked again whenever they change. */
export function linePreviewQueryOptions(body: PreviewLineBody) {
  return queryOptions({
    queryKey: [...CREATE_LINE_QUERY_KEY, 'preview', body] as const,
    queryFn: ({ signal }) => previewLine(body, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
