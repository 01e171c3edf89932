import type { GenomeAnalysisJob } from '@plotline/contract/genome-analyses';
import type { ImportJob } from '@plotline/contract/imports';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TranslationKey } from '#src/i18n/i18n.ts';
import { jobQueryOptions } from '#src/lib/import-job.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { GENOME_ANALYSIS_QUERY_KEY } from '../api/genome-analysis-query-key.ts';

/**
 * Starts an analysis's job (a new run or a refresh): the job's first state is shown at once,
 * the page's lists are asked again, then `onStarted` gets the analysis id; a refusal is shown
 * as the toast `errorKey`. Gives `start` and whether a start is on its way.
 */
export function useStartAnalysisJob<Body>(
  request: (body: Body) => Promise<GenomeAnalysisJob>,
  errorKey: TranslationKey,
  onStarted: (analysisId: number) => void,
) {
  const queryClient = useQueryClient();
  const [isStarting, setIsStarting] = useState(false);
  async function start(body: Body) {
    setIsStarting(true);
    try {
      const job = await request(body);
      queryClient.setQueryData(jobQueryOptions(job.job_id).queryKey, {
        ...job,
        result: null,
      } as unknown as ImportJob);
      await queryClient.invalidateQueries({ queryKey: GENOME_ANALYSIS_QUERY_KEY });
      onStarted(job.analysis_id);
    } catch (error) {
      showActionError(error, errorKey);
    } finally {
      setIsStarting(false);
    }
  }
  return { start, isStarting };
}
