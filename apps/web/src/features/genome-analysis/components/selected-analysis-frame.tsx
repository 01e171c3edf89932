import type { GenomeAnalysisSummary } from '@plotline/contract/genome-analyses';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { isApiError } from '#src/lib/api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useAnalysisJob } from '../hooks/use-analysis-job.ts';
import { isAnalysisRunning } from '../utils/analysis-status.ts';
import { AnalysisRunStatus } from './analysis-run-status.tsx';

/** An analysis as its read answers it: the summary, why it failed, and once done its result. */
type AnalysisWithResult = Pick<GenomeAnalysisSummary, 'name' | 'status' | 'progress' | 'job_id'> & {
  errors: string[];
  result: unknown;
};

type SelectedAnalysisFrameProps<Analysis extends AnalysisWithResult> = {
  /** The analysis's query (`GET …/{id}/`). */
  query: UseQueryResult<Analysis>;
  testId: string;
  /** What a running job computes (the structure analysis's steps by default). */
  processingText?: string;
  /** The finished analysis's result. */
  children: (analysis: Analysis, result: NonNullable<Analysis['result']>) => ReactNode;
};

/**
 * The analysis chosen in the address, of any kind: its name; its progress while it runs, why it
 * failed or that it was cancelled; once done, `children` shows the result.
 */
export function SelectedAnalysisFrame<Analysis extends AnalysisWithResult>({
  query,
  testId,
  processingText,
  children,
}: SelectedAnalysisFrameProps<Analysis>) {
  const { t } = useTranslation();
  const isMissing = isApiError(query.error) && query.error.status === 404;
  useErrorToast(isMissing ? null : query.error, 'genomeAnalysis.errors.loadResult');
  const analysis = query.data;
  const job = useAnalysisJob(analysis);
  if (isMissing) {
    return (
      <EmptyState title={t('genomeAnalysis.result.notFound')} testId="genome-analysis-missing" />
    );
  }
  if (!analysis) return query.isPending ? <PageSkeleton rows={6} /> : null;
  return (
    <section
      className="pl-ganalysis-selected-section"
      aria-label={analysis.name}
      data-testid={testId}
      data-status={analysis.status}
    >
      <Typography.Title level={2} className="pl-ganalysis-title">
        {analysis.name}
      </Typography.Title>
      {isAnalysisRunning(analysis) && (
        <AnalysisRunStatus analysis={analysis} job={job} processingText={processingText} />
      )}
      {analysis.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('genomeAnalysis.run.failed')}
          description={analysis.errors.length > 0 ? analysis.errors.join(' ') : undefined}
          data-testid="genome-analysis-failed"
        />
      )}
      {analysis.status === 'cancelled' && (
        <Alert type="warning" showIcon title={t('genomeAnalysis.run.cancelled')} />
      )}
      {analysis.status === 'success' &&
        analysis.result != null &&
        children(analysis, analysis.result as NonNullable<Analysis['result']>)}
    </section>
  );
}
