import type { StructureResult } from '@plotline/contract/genome-analyses';
import { ScatterChart } from 'echarts/charts';
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
import { buildPcaScatterOption } from '../utils/pca-chart.ts';
import type { SampleGroup } from '../utils/sample-groups.ts';

echarts.use([
  ScatterChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

type PcaScatterChartProps = {
  result: StructureResult;
  groups: SampleGroup[];
  /** 0-based components on the axes. */
  axes: { x: number; y: number };
  hasLegend: boolean;
};

/** The samples' PCA scores on two components, a colour per group. */
export function PcaScatterChart({ result, groups, axes, hasLegend }: PcaScatterChartProps) {
  const { t, i18n } = useTranslation();
  const option = useMemo(() => {
    const share = (value: number) =>
      `${value.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
    return buildPcaScatterOption(result, groups, axes, {
      groupName: (group) =>
        group.value === null
          ? t('genomeAnalysis.pca.otherGroups')
          : group.value === ''
            ? t('genomeAnalysis.pca.noGroup')
            : group.value,
      axisName: (component) =>
        `${t('genomeAnalysis.pca.component', { n: component + 1 })} (${share(
          result.pca.variance_explained[component] ?? 0,
        )})`,
      line: t('genomeAnalysis.pca.line'),
      format: (value) => value.toLocaleString(i18n.language, { maximumSignificantDigits: 3 }),
      hasLegend,
    });
  }, [result, groups, axes, hasLegend, t, i18n.language]);
  return (
    <figure
      className="pl-ganalysis-chart"
      data-testid="genome-analysis-pca-scatter"
      aria-label={t('genomeAnalysis.pca.scatterLabel', { x: axes.x + 1, y: axes.y + 1 })}
    >
      <EChartCanvas option={option} style={{ height: 460 }} />
    </figure>
  );
}
