import type {
  CorrelationMatrix,
  CorrelationPair,
} from '@plotline/contract/statistics-visualisation';
import { escapeHtml } from '../visualisation/visualisation-chart.ts';
import { significanceStars } from './correlation-pairs.ts';

/** Blue for negative r, white for none, red for positive (colour-blind safe, ColorBrewer RdBu). */
const DIVERGING = ['#2166ac', '#92c5de', '#f7f7f7', '#f4a582', '#b2182b'];
/** Past this |r| the cell is dark enough that its label is written white. */
const DARK_CELL = 0.6;

export type HeatmapText = {
  /** "r" or "ρ". */
  coefficient: string;
  format: (r: number) => string;
  formatP: (p: number) => string;
};

type HeatmapParam = { value: unknown };

/**
 * The ECharts option of the matrix as a heat map: features in the server's cluster order
 * (first at the top), each cell r with its stars (none on the diagonal), coloured from −1
 * (blue) to +1 (red).
 */
export function buildHeatmapOption(matrix: CorrelationMatrix, text: HeatmapText) {
  const { features } = matrix;
  const data = features.flatMap((_, row) =>
    features.map((__, column) => {
      const r = matrix.r[row]?.[column] ?? 0;
      const stars = row === column ? '' : significanceStars(matrix.p[row]?.[column] ?? 1);
      return {
        value: [column, row, r],
        label: {
          formatter: `${text.format(r)}${stars}`,
          color: Math.abs(r) > DARK_CELL ? '#fff' : '#1f1f1f',
        },
      };
    }),
  );
  const longest = Math.max(...features.map((name) => name.length));
  return {
    aria: { enabled: true },
    animation: false,
    grid: { left: Math.min(220, 16 + longest * 7), right: 88, top: 16, bottom: 96 },
    tooltip: {
      formatter: (param: HeatmapParam) => {
        const [column, row] = (param.value as number[]) ?? [];
        const first = features[row ?? 0] ?? '';
        const second = features[column ?? 0] ?? '';
        const r = matrix.r[row ?? 0]?.[column ?? 0] ?? 0;
        const p = matrix.p[row ?? 0]?.[column ?? 0] ?? 1;
        const n = matrix.n[row ?? 0]?.[column ?? 0] ?? 0;
        return [
          `<b>${escapeHtml(first)} — ${escapeHtml(second)}</b>`,
          `${text.coefficient} = ${text.format(r)}`,
          `p = ${text.formatP(p)}`,
          `n = ${n}`,
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: features,
      axisLabel: { rotate: 30, interval: 0 },
      splitArea: { show: true },
    },
    yAxis: { type: 'category', data: features, inverse: true, splitArea: { show: true } },
    visualMap: {
      min: -1,
      max: 1,
      calculable: false,
      orient: 'vertical',
      right: 8,
      top: 'center',
      itemHeight: 200,
      inRange: { color: DIVERGING },
      text: ['+1', '−1'],
    },
    series: [
      {
        type: 'heatmap',
        data,
        label: { show: true, fontSize: 12 },
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
        emphasis: { itemStyle: { borderColor: '#1f1f1f', borderWidth: 2 } },
      },
    ],
  };
}

export type ScatterText = {
  first: string;
  second: string;
  points: string;
  trend: string;
  formatX: (value: number) => string;
  formatY: (value: number) => string;
};

type ScatterParam = { dataIndex: number; seriesIndex: number };

/** The ECharts option of a pair: one point per plot, the least-squares line over the x range. */
export function buildScatterOption(pair: CorrelationPair, text: ScatterText) {
  const points = pair.x.map((x, index) => [x, pair.y[index] ?? Number.NaN]);
  return {
    aria: { enabled: true },
    animation: false,
    grid: { left: 72, right: 24, top: 36, bottom: 56 },
    legend: { top: 0, data: [text.points, text.trend] },
    tooltip: {
      trigger: 'item',
      formatter: (param: ScatterParam) => {
        if (param.seriesIndex !== 0) return text.trend;
        const plot = pair.plot_names[param.dataIndex] ?? '';
        const x = pair.x[param.dataIndex] ?? Number.NaN;
        const y = pair.y[param.dataIndex] ?? Number.NaN;
        return `<b>${escapeHtml(plot)}</b><br/>${escapeHtml(text.first)}: ${text.formatX(x)}<br/>${escapeHtml(text.second)}: ${text.formatY(y)}`;
      },
    },
    xAxis: {
      type: 'value',
      name: text.first,
      nameLocation: 'middle',
      nameGap: 30,
      scale: true,
      axisLabel: { formatter: text.formatX },
    },
    yAxis: {
      type: 'value',
      name: text.second,
      nameLocation: 'middle',
      nameGap: 52,
      scale: true,
      axisLabel: { formatter: text.formatY },
    },
    series: [
      {
        name: text.points,
        type: 'scatter',
        data: points,
        symbolSize: 8,
        itemStyle: { color: '#2e7d32', opacity: 0.75 },
      },
      {
        name: text.trend,
        type: 'line',
        data: pair.trend_line.x.map((x, index) => [x, pair.trend_line.y[index]]),
        symbol: 'none',
        itemStyle: { color: '#b2182b' },
        lineStyle: { color: '#b2182b', width: 2 },
      },
    ],
  };
}
