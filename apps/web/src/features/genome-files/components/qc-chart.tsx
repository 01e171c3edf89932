import { CandlestickChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  TooltipComponent,
} from 'echarts/components';
import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';

echarts.use([
  LineChart,
  CandlestickChart,
  ScatterChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** One QC module's ECharts canvas (loaded with the report view only: echarts is large). */
export function QcChart({ option, label }: { option: EChartsCoreOption; label: string }) {
  return (
    <div role="img" aria-label={label} data-testid="qc-chart">
      <EChartCanvas option={option} className="pl-qc-chart" />
    </div>
  );
}
