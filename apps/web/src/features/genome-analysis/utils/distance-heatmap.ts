import type { DistanceView } from '@plotline/contract/genome-analyses';
import { escapeHtml } from './escape-html.ts';

/** Light (close) to dark (distant): viridis reversed reads as "similar = pale". */
const SEQUENTIAL = ['#fde725', '#5ec962', '#21918c', '#3b528b', '#440154'];
/** Up to this many samples every name is written on the axes. */
const ALL_NAMES_UP_TO = 60;

export type DistanceHeatmapText = {
  format: (value: number) => string;
  /** Shown for a pair without a distance (no marker called in both). */
  missing: string;
};

type HeatmapParam = { value: unknown };

/** The lowest and highest off-diagonal distance (the colour scale's ends). */
export function distanceRange(values: (number | null)[][]): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const [row, cells] of values.entries()) {
    for (const [column, value] of cells.entries()) {
      if (row === column || value === null || !Number.isFinite(value)) continue;
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
  }
  return Number.isFinite(min) ? { min, max: max > min ? max : min + 1e-9 } : { min: 0, max: 1 };
}

/**
 * The ECharts option of the distance matrix as a heat map, samples in the server's tree order
 * (close ones together), first at the top; names written on the axes up to 60 samples.
 */
export function buildDistanceHeatmapOption(view: DistanceView, text: DistanceHeatmapText) {
  const { names, values } = view;
  const data: [number, number, number | '-'][] = [];
  for (const [row, cells] of values.entries()) {
    for (const [column, value] of cells.entries()) data.push([column, row, value ?? '-']);
  }
  const range = distanceRange(values);
  const showNames = names.length <= ALL_NAMES_UP_TO;
  const longest = showNames ? Math.max(0, ...names.map((name) => name.length)) : 0;
  return {
    aria: { enabled: true },
    animation: false,
    grid: {
      left: showNames ? Math.min(200, 16 + longest * 7) : 24,
      right: 96,
      top: 16,
      bottom: showNames ? Math.min(200, 24 + longest * 5) : 24,
    },
    tooltip: {
      formatter: (param: HeatmapParam) => {
        const [column, row, value] = (param.value as [number, number, number | '-']) ?? [];
        const first = names[row ?? 0] ?? '';
        const second = names[column ?? 0] ?? '';
        const shown = typeof value === 'number' ? text.format(value) : text.missing;
        return `<b>${escapeHtml(first)} — ${escapeHtml(second)}</b><br/>${shown}`;
      },
    },
    xAxis: {
      type: 'category',
      data: names,
      axisLabel: { show: showNames, rotate: 60, interval: 0, fontSize: 11 },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'category',
      data: names,
      inverse: true,
      axisLabel: { show: showNames, interval: 0, fontSize: 11 },
      axisTick: { show: false },
    },
    visualMap: {
      min: range.min,
      max: range.max,
      calculable: false,
      orient: 'vertical',
      right: 8,
      top: 'center',
      itemHeight: 220,
      inRange: { color: SEQUENTIAL },
      text: [text.format(range.max), text.format(range.min)],
    },
    series: [
      {
        type: 'heatmap',
        data,
        progressive: 20_000,
        emphasis: { itemStyle: { borderColor: '#1f1f1f', borderWidth: 1 } },
      },
    ],
  };
}
