import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { isApiError } from '#src/lib/api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { isPredictionRunning, predictionQueryOptions } from '../api/predictions.ts';
import { PredictionResultView } from './prediction-result-view.tsx';
import type { PredictionSlots } from './prediction-slots.ts';

type SelectedPredictionProps = { analysisId: number; RunStatus: PredictionSlots['RunStatus'] };

/** The prediction chosen in the address: its progress while it runs, why it failed, its result. */
export function SelectedPrediction({ analysisId, RunStatus }: SelectedPredictionProps) {
  const { t } = useTranslation();
  const query = useQuery(predictionQueryOptions(analysisId));
  const isMissing = isApiError(query.error) && query.error.status === 404;
  useErrorToast(isMissing ? null : query.error, 'prediction.errors.loadResult');
  const prediction = query.data;
  if (isMissing)
    return <EmptyState title={t('prediction.result.notFound')} testId="prediction-missing" />;
  if (!prediction) return query.isPending ? <PageSkeleton rows={6} /> : null;
  return (
    <section
      className="pl-prediction-selected"
      aria-label={prediction.name}
      data-testid="prediction-selected"
      data-status={prediction.status}
    >
      <Typography.Title level={2} className="pl-prediction-title">
        {prediction.name}
      </Typography.Title>
      {isPredictionRunning(prediction) && <RunStatus prediction={prediction} />}
      {prediction.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('prediction.result.failed')}
          description={prediction.errors.length > 0 ? prediction.errors.join(' ') : undefined}
          data-testid="prediction-failed"
        />
      )}
      {prediction.status === 'cancelled' && (
        <Alert type="warning" showIcon title={t('prediction.result.cancelled')} />
      )}
      {prediction.status === 'success' && prediction.result && (
        <PredictionResultView prediction={prediction} result={prediction.result} />
      )}
    </section>
  );
}
