import type { DistanceView } from '@plotline/contract/genome-analyses';
import { HeatmapChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';
import { buildDistanceHeatmapOption } from '../utils/distance-heatmap.ts';

echarts.use([
  HeatmapChart,
  AriaComponent,
  GridComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

/** Pixels per sample, so that a small matrix stays square-ish and a large one fits. */
function chartHeight(samples: number): number {
  return Math.min(900, Math.max(360, samples * 10 + 160));
}

/** The distance matrix as a heat map, samples in the tree's order. */
export function DistanceHeatmapChart({ view }: { view: DistanceView }) {
  const { t, i18n } = useTranslation();
  const option = useMemo(
    () =>
      buildDistanceHeatmapOption(view, {
        format: (value) => value.toLocaleString(i18n.language, { maximumSignificantDigits: 3 }),
        missing: t('genomeAnalysis.distances.missing'),
      }),
    [view, t, i18n.language],
  );
  return (
    <figure
      className="pl-ganalysis-chart"
      data-testid="genome-analysis-heatmap"
      aria-label={t('genomeAnalysis.distances.heatmapLabel', { n: view.names.length })}
    >
      <EChartCanvas option={option} style={{ height: chartHeight(view.names.length) }} />
    </figure>
  );
}
