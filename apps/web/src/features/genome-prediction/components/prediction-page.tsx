import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import { matricesQueryOptions } from '../api/form-options.ts';
import { predictionsQueryOptions } from '../api/predictions.ts';
import { PredictionForm } from './prediction-form.tsx';
import type { PredictionSlots } from './prediction-slots.ts';
import { SelectedPrediction } from './selected-prediction.tsx';
import './prediction.css';

type PredictionPageProps = { specId: number; slots: PredictionSlots };

/**
 * Predicted phenotypes (spec §2): the form and the crop's earlier predictions on top, the one
 * chosen (`?analysis=`) below with its summary, per-line table and chart.
 */
export function PredictionPage({ specId, slots }: PredictionPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const analysisText = params.get('analysis') ?? '';
  const selectedId = /^[1-9]\d{0,15}$/.test(analysisText) ? Number(analysisText) : null;
  const select = (analysisId: number | null) =>
    update(
      (search) => {
        if (analysisId === null) search.delete('analysis');
        else search.set('analysis', String(analysisId));
      },
      { replace: true },
    );
  const matrices = useQuery(matricesQueryOptions(specId));
  useErrorToast(matrices.error, 'prediction.errors.matrices');
  const predictions = useQuery(predictionsQueryOptions(specId));
  useErrorToast(predictions.error, 'prediction.errors.load');
  const { List, RunStatus } = slots;
  return (
    <div className="pl-prediction-page">
      <div className="pl-prediction-top">
        <Card
          size="small"
          title={<h2 className="pl-prediction-card-title">{t('prediction.form.title')}</h2>}
          className="pl-prediction-form-card"
        >
          {matrices.isSuccess && matrices.data.length === 0 && (
            <Typography.Paragraph type="secondary" data-testid="prediction-no-matrices">
              {t('prediction.form.noMatricesHint')}
            </Typography.Paragraph>
          )}
          <PredictionForm
            specId={specId}
            matrices={matrices.data ?? []}
            isLoading={matrices.isPending}
            onStarted={select}
          />
        </Card>
        <Card
          size="small"
          title={<h2 className="pl-prediction-card-title">{t('prediction.list.title')}</h2>}
          className="pl-prediction-list-card"
        >
          <List
            predictions={predictions.data ?? []}
            isLoading={predictions.isPending}
            selectedId={selectedId}
            onSelect={select}
          />
        </Card>
      </div>
      {selectedId !== null && (
        <SelectedPrediction key={selectedId} analysisId={selectedId} RunStatus={RunStatus} />
      )}
    </div>
  );
}
