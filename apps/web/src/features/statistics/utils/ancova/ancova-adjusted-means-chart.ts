import type { AdjustedMean } from '@plotline/contract/statistics-anova';

type ChartText = {
  mean: string;
  interval: string;
  yName: string;
  format: (value: number) => string;
};

/** The custom series' error bar: a vertical line from lower to upper with short caps. */
type RenderApi = {
  value: (dimension: number) => number;
  coord: (point: [number, number]) => number[];
  size: (point: [number, number]) => number[];
  style: (extra?: object) => object;
};

function renderErrorBar(_params: unknown, api: RenderApi) {
  const x = api.value(0);
  const low = api.coord([x, api.value(1)]);
  const high = api.coord([x, api.value(2)]);
  const half = Math.min(8, (api.size([1, 0])[0] ?? 16) * 0.2);
  const [lx = 0, ly = 0] = low;
  const [hx = 0, hy = 0] = high;
  const style = api.style({ stroke: '#2e7d32', lineWidth: 1.5, fill: 'none' });
  return {
    type: 'group',
    children: [
      { type: 'line', shape: { x1: hx, y1: hy, x2: lx, y2: ly }, style },
      { type: 'line', shape: { x1: hx - half, y1: hy, x2: hx + half, y2: hy }, style },
      { type: 'line', shape: { x1: lx - half, y1: ly, x2: lx + half, y2: ly }, style },
    ],
  };
}

/**
 * The ECharts option of the adjusted means: a point per level (in the factor's order) with
 * its 95 % confidence interval as an error bar; the y axis fits the intervals, not zero.
 */
export function buildAdjustedMeansOption(means: readonly AdjustedMean[], text: ChartText) {
  const levels = means.map((m) => m.level);
  const isCrowded = levels.length > 12;
  return {
    aria: { enabled: true },
    animation: false,
    grid: { left: 64, right: 24, top: 24, bottom: isCrowded ? 96 : 48 },
    tooltip: {
      trigger: 'axis',
      formatter: (items: { dataIndex: number }[]) => {
        const mean = means[items[0]?.dataIndex ?? 0];
        if (!mean) return '';
        return `${mean.level}<br/>${text.mean}: ${text.format(mean.mean)}<br/>${text.interval}: ${text.format(mean.lower)} – ${text.format(mean.upper)}`;
      },
    },
    xAxis: {
      type: 'category',
      data: levels,
      axisLabel: { rotate: isCrowded ? 60 : 0, interval: 0 },
    },
    yAxis: {
      type: 'value',
      name: text.yName,
      scale: true,
      axisLabel: { formatter: text.format },
    },
    series: [
      {
        name: text.interval,
        type: 'custom',
        renderItem: renderErrorBar,
        encode: { x: 0, y: [1, 2] },
        data: means.map((m, index) => [index, m.lower, m.upper]),
        z: 1,
      },
      {
        name: text.mean,
        type: 'scatter',
        symbolSize: 10,
        itemStyle: { color: '#1b5e20' },
        data: means.map((m) => m.mean),
        z: 2,
      },
    ],
  };
}
