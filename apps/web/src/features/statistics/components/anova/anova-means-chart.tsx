import type { AnovaLevelMean } from '@plotline/contract/statistics-anova';
import { CustomChart, ScatterChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';
import { buildLetterMeansOption } from '../../utils/anova/anova-means-chart.ts';

echarts.use([
  ScatterChart,
  CustomChart,
  AriaComponent,
  GridComponent,
  TooltipComponent,
  CanvasRenderer,
]);

type AnovaMeansChartProps = {
  levels: AnovaLevelMean[];
  factor: string;
  dependent: string;
  decimals: number;
  format: ModelFormat;
};

/** A factor's adjusted means as points with 95 % confidence intervals and Tukey's letters. */
export function AnovaMeansChart({
  levels,
  factor,
  dependent,
  decimals,
  format,
}: AnovaMeansChartProps) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      buildLetterMeansOption(levels, {
        mean: t('statistics.ancova.means.mean'),
        interval: t('statistics.ancova.means.interval'),
        yName: dependent,
        format: (value) => format.value(value, decimals),
      }),
    [levels, dependent, decimals, format, t],
  );
  return (
    <figure
      className="pl-model-chart"
      data-testid="anova-means-chart"
      aria-label={t('statistics.anova.means.chartLabel', { dependent, factor })}
    >
      <EChartCanvas option={option} style={{ height: 340 }} />
    </figure>
  );
}
