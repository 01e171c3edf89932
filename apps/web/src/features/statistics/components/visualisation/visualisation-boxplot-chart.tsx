import type { BoxplotRow } from '@plotline/contract/statistics-visualisation';
import { BoxplotChart as BoxplotSeries, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomComponent,
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
import { formatValue } from '../../utils/format-stat.ts';
import { buildBoxplotOption } from '../../utils/visualisation/visualisation-chart.ts';

echarts.use([
  BoxplotSeries,
  ScatterChart,
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

type BoxplotChartProps = { rows: readonly BoxplotRow[]; feature: string; decimals: number };

/** One box per row of the season (Tukey's hinges and whiskers), outliers and means as points. */
export function BoxplotChart({ rows, feature, decimals }: BoxplotChartProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const option = useMemo(
    () =>
      buildBoxplotOption(rows, {
        feature,
        box: t('statistics.visualisation.chart.box'),
        outliers: t('statistics.visualisation.chart.outliers'),
        mean: t('statistics.visualisation.columns.mean'),
        n: t('statistics.visualisation.columns.n'),
        median: t('statistics.visualisation.columns.median'),
        hinges: t('statistics.visualisation.chart.hinges'),
        whiskers: t('statistics.visualisation.chart.whiskers'),
        line: t('statistics.columns.lineName'),
        format: (value) => formatValue(value, language, decimals),
      }),
    [rows, feature, decimals, language, t],
  );
  return (
    <figure
      className="pl-stat-chart"
      data-testid="visualisation-chart"
      aria-label={t('statistics.visualisation.chart.label', { feature })}
    >
      <EChartCanvas option={option} style={{ height: 420 }} />
    </figure>
  );
}
