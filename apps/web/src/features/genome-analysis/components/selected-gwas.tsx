import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { isApiError } from '#src/lib/api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { gwasAnalysisQueryOptions } from '../api/get-gwas-analysis.ts';
import { useAnalysisJob } from '../hooks/use-analysis-job.ts';
import { isAnalysisRunning } from '../utils/analysis-status.ts';
import { AnalysisRunStatus } from './analysis-run-status.tsx';
import { GwasResultView } from './gwas-result-view.tsx';

/** The GWAS chosen in the address: its progress while it runs, why it failed, or its result. */
export function SelectedGwas({ analysisId }: { analysisId: number }) {
  const { t } = useTranslation();
  const query = useQuery(gwasAnalysisQueryOptions(analysisId));
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
      data-testid="gwas-selected"
      data-status={analysis.status}
    >
      <Typography.Title level={2} className="pl-ganalysis-title">
        {analysis.name}
      </Typography.Title>
      {isAnalysisRunning(analysis) && (
        <AnalysisRunStatus
          analysis={analysis}
          job={job}
          processingText={t('genomeAnalysis.gwas.run.processing')}
        />
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
      {analysis.status === 'success' && analysis.result && (
        <GwasResultView analysis={analysis} result={analysis.result} />
      )}
    </section>
  );
}
