import type { AdjustedMean } from '@plotline/contract/statistics-anova';
import { CustomChart, ScatterChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';
import { buildAdjustedMeansOption } from '../../utils/ancova/ancova-adjusted-means-chart.ts';

echarts.use([
  ScatterChart,
  CustomChart,
  AriaComponent,
  GridComponent,
  TooltipComponent,
  CanvasRenderer,
]);

type AdjustedMeansChartProps = {
  means: AdjustedMean[];
  dependent: string;
  decimals: number;
  format: ModelFormat;
};

/** The adjusted means as points with their 95 % confidence intervals. */
export function AdjustedMeansChart({
  means,
  dependent,
  decimals,
  format,
}: AdjustedMeansChartProps) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      buildAdjustedMeansOption(means, {
        mean: t('statistics.ancova.means.mean'),
        interval: t('statistics.ancova.means.interval'),
        yName: dependent,
        format: (value) => format.value(value, decimals),
      }),
    [means, dependent, decimals, format, t],
  );
  return (
    <figure
      className="pl-model-chart"
      data-testid="adjusted-means-chart"
      aria-label={t('statistics.ancova.means.chartLabel', { dependent })}
    >
      <EChartCanvas option={option} style={{ height: 360 }} />
    </figure>
  );
}
