import { DownloadOutlined } from '@ant-design/icons';
import type { Prediction, PredictionResult } from '@plotline/contract/genome-prediction';
import { Alert, Button, Card, Flex, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { downloadPrediction } from '../api/predictions.ts';
import { filterLines, rankByPrediction } from '../utils/prediction-rows.ts';
import { PredictionLinesTable } from './prediction-lines-table.tsx';
import { PredictionScatterChart } from './prediction-scatter-chart.tsx';
import { PredictionSummaryView } from './prediction-summary.tsx';

type PredictionResultViewProps = { prediction: Prediction; result: PredictionResult };

/**
 * A finished prediction: the model's summary, the per-line table (optionally only the lines
 * without a phenotype), its CSV/xlsx download and the predicted-vs-observed chart.
 */
export function PredictionResultView({ prediction, result }: PredictionResultViewProps) {
  const { t } = useTranslation();
  const [onlyUnphenotyped, setOnlyUnphenotyped] = useState(false);
  const ranked = useMemo(() => rankByPrediction(result.lines), [result.lines]);
  const shown = useMemo(() => filterLines(ranked, onlyUnphenotyped), [ranked, onlyUnphenotyped]);
  async function download(format: 'csv' | 'xlsx') {
    try {
      saveFile(
        await downloadPrediction(prediction.id, format),
        `prediction-${prediction.id}.${format}`,
      );
    } catch (error) {
      showActionError(error, 'prediction.errors.download');
    }
  }
  return (
    <Flex vertical gap="middle" data-testid="prediction-result">
      <PredictionSummaryView parameters={prediction.parameters} result={result} />
      {!(result.summary.h2 > 0.001) && (
        <Alert
          type="warning"
          showIcon
          title={t('prediction.result.noGeneticVariance')}
          data-testid="prediction-no-genetic-variance"
        />
      )}
      <Card
        size="small"
        title={<h3 className="pl-prediction-card-title">{t('prediction.table.title')}</h3>}
        extra={
          <Flex gap="small" wrap align="center">
            <Flex gap={6} align="center">
              <Switch
                size="small"
                checked={onlyUnphenotyped}
                onChange={setOnlyUnphenotyped}
                id="prediction-only-unphenotyped"
                data-testid="prediction-only-unphenotyped"
              />
              <label htmlFor="prediction-only-unphenotyped">
                {t('prediction.table.onlyUnphenotyped')}
              </label>
            </Flex>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                size="small"
                icon={<DownloadOutlined aria-hidden />}
                onClick={() => void download(format)}
                data-testid={`prediction-download-${format}`}
              >
                {format.toUpperCase()}
              </Button>
            ))}
          </Flex>
        }
      >
        <PredictionLinesTable lines={shown} />
      </Card>
      <Card
        size="small"
        title={<h3 className="pl-prediction-card-title">{t('prediction.chart.title')}</h3>}
      >
        <Typography.Paragraph type="secondary">{t('prediction.chart.hint')}</Typography.Paragraph>
        <PredictionScatterChart lines={result.lines} />
      </Card>
    </Flex>
  );
}
