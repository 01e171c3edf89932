import { API_PREFIX } from '@plotline/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOTS_QUERY_KEY } from './list-combined-plots.ts';

/** The photo's path relative to the API base (answers give it with or without `/api/v1/`). */
function toApiPath(photo: string): string {
  const prefix = `${API_PREFIX}/`;
  return photo.startsWith(prefix) ? photo.slice(prefix.length) : photo;
}

/** `GET <photo>`: the image bytes, fetched with the bearer token (an `<img>` cannot send it). */
export async function getPhotoFile(photo: string, signal?: AbortSignal): Promise<Blob> {
  const file = await apiClient.download(toApiPath(photo), undefined, { signal });
  return file.blob;
}

/** Query of one photo's bytes; kept while the card is open. */
export function photoFileQueryOptions(photo: string) {
  return queryOptions({
    queryKey: [...PLOTS_QUERY_KEY, 'photo-file', photo] as const,
    queryFn: ({ signal }) => getPhotoFile(photo, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}
