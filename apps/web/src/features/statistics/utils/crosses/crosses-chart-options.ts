import type { GcaBar } from './hybrids-combining-tables.ts';

/** Colours with AA contrast on white: above zero green, below red; not significant paler. */
export const EFFECT_COLORS = {
  up: '#2e7d32',
  down: '#c62828',
  upFaint: '#a5d6a7',
  downFaint: '#ef9a9a',
} as const;

/** The colour of a GCA bar: its sign, full when significant. */
export function barColor(bar: GcaBar): string {
  if (bar.effect >= 0) return bar.isSignificant ? EFFECT_COLORS.up : EFFECT_COLORS.upFaint;
  return bar.isSignificant ? EFFECT_COLORS.down : EFFECT_COLORS.downFaint;
}

/** ECharts option of GCA effects: one bar per parent, `*` over the significant ones. */
export function buildGcaOption(
  bars: readonly GcaBar[],
  labels: { effect: string; format: (value: number) => string },
) {
  return {
    aria: { enabled: true },
    grid: { left: 56, right: 16, top: 24, bottom: 72 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: number) => labels.format(value),
    },
    xAxis: {
      type: 'category',
      data: bars.map((bar) => bar.name),
      axisLabel: { rotate: bars.length > 8 ? 45 : 0, interval: 0 },
    },
    yAxis: { type: 'value', name: labels.effect },
    series: [
      {
        type: 'bar',
        name: labels.effect,
        data: bars.map((bar) => ({
          value: bar.effect,
          itemStyle: { color: barColor(bar) },
          label: {
            show: bar.isSignificant,
            position: bar.effect >= 0 ? 'top' : 'bottom',
            formatter: '*',
            fontWeight: 'bold',
          },
        })),
      },
    ],
  };
}

/**
 * ECharts option of a line × environment heat map: cells coloured by the mean, from light
 * (low) to dark green (high), the value written in each cell when the grid is small.
 */
export function buildHeatmapOption(input: {
  lines: readonly string[];
  environments: readonly string[];
  cells: readonly (readonly (number | null)[])[];
  feature: string;
  format: (value: number) => string;
}) {
  const data: [number, number, number][] = [];
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  input.cells.forEach((row, i) => {
    row.forEach((value, j) => {
      if (value === null) return;
      data.push([j, i, value]);
      min = Math.min(min, value);
      max = Math.max(max, value);
    });
  });
  const showValues = input.lines.length * input.environments.length <= 400;
  return {
    aria: { enabled: true },
    grid: { left: 120, right: 24, top: 16, bottom: 96 },
    tooltip: {
      position: 'top',
      formatter: (params: { value: [number, number, number] }) => {
        const [j, i, value] = params.value;
        return `${input.lines[i] ?? ''} · ${input.environments[j] ?? ''}<br/>${input.feature}: ${input.format(value)}`;
      },
    },
    xAxis: { type: 'category', data: [...input.environments], splitArea: { show: true } },
    yAxis: { type: 'category', data: [...input.lines], inverse: true, splitArea: { show: true } },
    visualMap: {
      min: Number.isFinite(min) ? min : 0,
      max: Number.isFinite(max) ? max : 1,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 8,
      inRange: { color: ['#f7fcf5', '#a1d99b', '#238b45', '#00441b'] },
      formatter: (value: number) => input.format(value),
    },
    series: [
      {
        type: 'heatmap',
        name: input.feature,
        data,
        label: {
          show: showValues,
          formatter: (params: { value: [number, number, number] }) => input.format(params.value[2]),
        },
        emphasis: { itemStyle: { borderColor: '#333', borderWidth: 1 } },
      },
    ],
  };
}
