import type { PredictedLine } from '@plotline/contract/genome-prediction';
import { LineChart, ScatterChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';
import { buildPredictionScatterOption } from '../utils/prediction-scatter.ts';

echarts.use([
  ScatterChart,
  LineChart,
  AriaComponent,
  GridComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** Predicted against observed values of the phenotyped lines, with the y = x diagonal. */
export function PredictionScatterChart({ lines }: { lines: PredictedLine[] }) {
  const { t, i18n } = useTranslation();
  const option = useMemo(
    () =>
      buildPredictionScatterOption(lines, {
        observed: t('prediction.chart.observed'),
        predicted: t('prediction.chart.predicted'),
        format: (value) => value.toLocaleString(i18n.language, { maximumSignificantDigits: 4 }),
      }),
    [lines, t, i18n.language],
  );
  return (
    <figure
      className="pl-prediction-chart"
      aria-label={t('prediction.chart.label')}
      data-testid="prediction-scatter"
    >
      <EChartCanvas option={option} style={{ height: 380 }} />
    </figure>
  );
}
