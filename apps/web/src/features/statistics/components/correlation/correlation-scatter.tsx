import type { CorrelationPair } from '@plotline/contract/statistics-visualisation';
import { LineChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';
import type { FeaturePair } from '../../hooks/use-correlation-page.ts';
import { buildScatterOption } from '../../utils/correlation/correlation-chart.ts';
import { decimalsFor, formatValue } from '../../utils/format-stat.ts';

echarts.use([
  ScatterChart,
  LineChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

type CorrelationScatterProps = {
  pair: FeaturePair;
  result: CorrelationPair;
  /** The points are rows' adjusted means, not plots (decision 053). */
  isRowMeans?: boolean;
};

/** The plots (or rows' means) of a pair as points with the least-squares trend line. */
export function CorrelationScatter({ pair, result, isRowMeans = false }: CorrelationScatterProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const option = useMemo(() => {
    const xDecimals = decimalsFor(result.x);
    const yDecimals = decimalsFor(result.y);
    return buildScatterOption(result, {
      first: pair[0],
      second: pair[1],
      points: t(isRowMeans ? 'statistics.correlation.pointsRows' : 'statistics.correlation.points'),
      trend: t('statistics.correlation.trend'),
      formatX: (value) => formatValue(value, language, xDecimals),
      formatY: (value) => formatValue(value, language, yDecimals),
    });
  }, [pair, result, isRowMeans, language, t]);
  return (
    <figure
      className="pl-stat-chart"
      data-testid="correlation-scatter"
      aria-label={t('statistics.correlation.scatterLabel', { first: pair[0], second: pair[1] })}
    >
      <EChartCanvas option={option} style={{ height: 380 }} />
    </figure>
  );
}
