import { BarChart, LineChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';

echarts.use([
  LineChart,
  BarChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** The season's ECharts canvas (loaded with the chart tab only: echarts is large). */
export function SeasonEChart({ option }: { option: EChartsCoreOption }) {
  return <EChartCanvas option={option} className="pl-meteo-chart-canvas" />;
}
