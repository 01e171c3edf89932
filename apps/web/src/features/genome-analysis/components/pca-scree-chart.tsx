import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';
import { buildScreeOption } from '../utils/pca-chart.ts';

echarts.use([BarChart, AriaComponent, GridComponent, TooltipComponent, CanvasRenderer]);

/** The scree plot: the % of the variance each principal component explains. */
export function PcaScreeChart({ varianceExplained }: { varianceExplained: number[] }) {
  const { t, i18n } = useTranslation();
  const option = useMemo(
    () =>
      buildScreeOption(varianceExplained, {
        component: (index) => t('genomeAnalysis.pca.component', { n: index + 1 }),
        share: t('genomeAnalysis.pca.varianceShare'),
        formatPercent: (value) =>
          `${value.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`,
      }),
    [varianceExplained, t, i18n.language],
  );
  return (
    <figure
      className="pl-ganalysis-chart pl-ganalysis-scree"
      data-testid="genome-analysis-scree"
      aria-label={t('genomeAnalysis.pca.scree')}
    >
      <EChartCanvas option={option} style={{ height: 260 }} />
    </figure>
  );
}
