import { BarChart, LineChart } from 'echarts/charts';
import {
  AriaComponent,
  LegendComponent,
  PolarComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';
import { buildWindRoseOption, type RoseSeries } from '../utils/wind-rose-option.ts';

echarts.use([
  BarChart,
  LineChart,
  AriaComponent,
  LegendComponent,
  PolarComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** The wind rose: each variety's predicted traits in % of the region's baseline (polar bars). */
export function WindRoseChart({ series }: { series: readonly RoseSeries[] }) {
  const { t, i18n } = useTranslation();
  const option = useMemo(
    () =>
      buildWindRoseOption(series, {
        baseline: t('genomeSelection.windRose.baseline'),
        formatNumber: (value) => value.toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
      }),
    [series, t, i18n.language],
  );
  return (
    <figure
      className="pl-gsel-rose"
      aria-label={t('genomeSelection.windRose.label', {
        names: series.map((item) => item.name).join(', '),
      })}
      data-testid="gsel-wind-rose-chart"
    >
      <EChartCanvas option={option} style={{ height: 420 }} />
    </figure>
  );
}
