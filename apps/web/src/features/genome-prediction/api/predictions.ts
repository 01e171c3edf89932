import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenomeAnalysisJob } from '@plotline/contract/genome-analyses';
import type {
  Prediction,
  PredictionBody,
  PredictionDownloadQuery,
  PredictionSummary,
} from '@plotline/contract/genome-prediction';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';

/**
 * The calls of `genome_prediction/` (decision 054). The keys start with the genome analyses'
 * `'genome-analysis'`: the job follower the page reuses (genome-analysis's useAnalysisJob,
 * composed in app/) asks every query under it again when a run ends.
 */
export const PREDICTION_QUERY_KEY = ['genome-analysis', 'prediction'] as const;

/** True while the prediction's job is queued or running. */
export function isPredictionRunning(prediction: Pick<PredictionSummary, 'status'>): boolean {
  return prediction.status === 'pending' || prediction.status === 'processing';
}
/** While a prediction of the list runs, the list is asked again this often. */
const RUNNING_POLL_MS = 5000;

/** `POST genome_prediction/`: starts a GBLUP of a matrix's lines as a job. */
export function startPrediction(body: PredictionBody): Promise<GenomeAnalysisJob> {
  return apiClient.post<GenomeAnalysisJob>(API_PATHS.genomePrediction, body);
}

/** `GET genome_prediction/?spec_id`: the crop's predictions, newest first. */
export function predictionsQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...PREDICTION_QUERY_KEY, 'list', specId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PredictionSummary[]>(API_PATHS.genomePrediction, {
        query: { spec_id: specId },
        signal,
      }),
    refetchInterval: (query) =>
      (query.state.data ?? []).some(isPredictionRunning) ? RUNNING_POLL_MS : false,
  });
}

/** `GET genome_prediction/{id}/`: one prediction with its per-line result once done. */
export function predictionQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...PREDICTION_QUERY_KEY, 'one', id] as const,
    queryFn: ({ signal }) =>
      apiClient.get<Prediction>(`${API_PATHS.genomePrediction}${id}/`, { signal }),
  });
}

/** `GET genome_prediction/{id}/download/?format=csv|xlsx`: the per-line table as a file. */
export function downloadPrediction(
  id: number,
  format: NonNullable<PredictionDownloadQuery['format']>,
): Promise<DownloadedFile> {
  return apiClient.download(`${API_PATHS.genomePrediction}${id}/download/`, undefined, {
    query: { format },
  });
}
