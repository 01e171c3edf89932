import { HeatmapChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';

echarts.use([
  HeatmapChart,
  AriaComponent,
  GridComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

type StatisticsHeatmapProps = {
  /** A heat map option (grid, visual map, heatmap series). */
  option: EChartsCoreOption;
  onEvents?: Record<string, (params: unknown) => void>;
  /** The chart's height in pixels. */
  height: number;
  className: string;
  label: string;
  testId: string;
};

/** A heat map chart in a labelled figure, with the ECharts parts a heat map needs. */
export function StatisticsHeatmap({
  option,
  onEvents,
  height,
  className,
  label,
  testId,
}: StatisticsHeatmapProps) {
  return (
    <figure className={className} data-testid={testId} aria-label={label}>
      <EChartCanvas option={option} onEvents={onEvents} style={{ height }} />
    </figure>
  );
}
