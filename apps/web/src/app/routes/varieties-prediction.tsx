import type { PredictionSummary } from '@plotline/contract/genome-prediction';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { AnalysesTable } from '#src/features/genome-analysis/components/analyses-table.tsx';
import { AnalysisRunStatus } from '#src/features/genome-analysis/components/analysis-run-status.tsx';
import { useAnalysisJob } from '#src/features/genome-analysis/hooks/use-analysis-job.ts';
import { usePredictionListColumns } from '#src/features/genome-prediction/components/prediction-list-columns.tsx';
import { PredictionPage } from '#src/features/genome-prediction/components/prediction-page.tsx';
import type {
  PredictionListProps,
  PredictionSlots,
} from '#src/features/genome-prediction/components/prediction-slots.ts';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * A running prediction: the genome analyses' job follower (it asks every `genome-analysis`
 * query again when the job ends) and their progress, "updating" message and Cancel.
 */
function PredictionRunStatus({ prediction }: { prediction: PredictionSummary }) {
  const { t } = useTranslation();
  const job = useAnalysisJob(prediction);
  return (
    <AnalysisRunStatus
      analysis={prediction}
      job={job}
      processingText={t('prediction.run.processing')}
    />
  );
}

/** The earlier predictions in the genome analyses' list (status, author, delete). */
function PredictionList({ predictions, ...props }: PredictionListProps) {
  const { t } = useTranslation();
  const columns = usePredictionListColumns();
  return (
    <AnalysesTable<PredictionSummary>
      {...props}
      analyses={predictions}
      columns={columns}
      emptyText={t('prediction.list.empty')}
      testIds={{ table: 'prediction-analyses', row: 'prediction-row' }}
    />
  );
}

const SLOTS: PredictionSlots = { RunStatus: PredictionRunStatus, List: PredictionList };

/** /varieties/prediction: genomic prediction of the selected crop's lines (GBLUP). */
export function VarietiesPredictionRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.prediction'));
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{t('nav.prediction')}</h1>
      {specId === null ? (
        <PageSkeleton rows={10} />
      ) : (
        <PredictionPage key={specId} specId={specId} slots={SLOTS} />
      )}
    </>
  );
}
