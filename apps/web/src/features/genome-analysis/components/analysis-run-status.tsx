import type { GenomeAnalysisSummary } from '@plotline/contract/genome-analyses';
import type { ImportJob } from '@plotline/contract/imports';
import { Alert, Button, Flex, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { isJobFinished, useCancelJob } from '#src/lib/import-job.ts';
import { showActionError } from '#src/lib/show-api-error.ts';

type AnalysisRunStatusProps = {
  analysis: Pick<GenomeAnalysisSummary, 'status' | 'progress' | 'job_id'>;
  /** The job's latest state, when it is followed. */
  job: ImportJob | undefined;
  /** What a running job computes (the structure analysis's steps by default). */
  processingText?: string;
};

/**
 * A running analysis: the job's progress, the spec's "being updated" message and "Cancel"
 * (a queued job ends at once, a running one at its next check).
 */
export function AnalysisRunStatus({ analysis, job, processingText }: AnalysisRunStatusProps) {
  const { t } = useTranslation();
  const cancelling = useCancelJob();
  const progress = job?.progress ?? analysis.progress;
  const status = job?.status ?? analysis.status;
  const jobId = analysis.job_id;
  return (
    <Flex
      vertical
      gap="small"
      className="pl-ganalysis-running"
      data-testid="genome-analysis-running"
    >
      <Alert
        type="info"
        showIcon
        title={t('genomeAnalysis.run.updating')}
        description={
          status === 'pending'
            ? t('genomeAnalysis.run.queued')
            : (processingText ?? t('genomeAnalysis.run.processing'))
        }
      />
      <Flex gap="middle" align="center">
        <Progress
          percent={progress}
          status="active"
          className="pl-ganalysis-progress"
          aria-label={t('genomeAnalysis.run.progress')}
        />
        {jobId !== null && !isJobFinished(job) && (
          <Button
            danger
            loading={cancelling.isPending}
            onClick={() =>
              cancelling.mutate(jobId, {
                onError: (error) => showActionError(error, 'genomeAnalysis.errors.cancel'),
              })
            }
            data-testid="genome-analysis-cancel"
          >
            {t('genomeAnalysis.run.cancel')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
