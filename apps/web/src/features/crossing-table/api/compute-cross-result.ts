import { API_PATHS } from '@plotline/contract/api-paths';
import type { CrossResult, CrossResultBody } from '@plotline/contract/crossing-table';
import { useMutation } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';

/** `POST cross_result/`: the crosses of the chosen parents, best first. */
export function computeCrossResult(body: CrossResultBody): Promise<CrossResult> {
  return apiClient.post<CrossResult>(API_PATHS.crossResult, body);
}

export function useComputeCrossResult() {
  return useMutation({ mutationFn: computeCrossResult });
}

/** `POST cross_result_csv/`: every cross of the same body as a CSV file. */
export function downloadCrossResultCsv(body: CrossResultBody): Promise<DownloadedFile> {
  return apiClient.download(API_PATHS.crossResultCsv, body);
}
