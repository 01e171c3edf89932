import type { StructureResult } from '@plotline/contract/genome-analyses';
import { escapeHtml } from './escape-html.ts';
import type { SampleGroup } from './sample-groups.ts';

export type PcaScatterText = {
  /** The legend's name of a group (its value, "not specified", "other"). */
  groupName: (group: SampleGroup) => string;
  /** "PC1 (23.4 %)". */
  axisName: (component: number) => string;
  line: string;
  format: (value: number) => string;
  /** Whether the legend is shown (not for a single group). */
  hasLegend: boolean;
};

type ScatterParam = { seriesIndex: number; dataIndex: number };

/** Points this large on a small panel, smaller as the panel fills. */
export function pointSize(samples: number): number {
  if (samples <= 100) return 10;
  if (samples <= 500) return 7;
  return 5;
}

/**
 * The ECharts option of the PCA scores on two components (0-based `x`, `y`): a scatter series
 * per group in its colour, tooltips naming the sample and its line.
 */
export function buildPcaScatterOption(
  result: Pick<StructureResult, 'samples' | 'pca'>,
  groups: SampleGroup[],
  axes: { x: number; y: number },
  text: PcaScatterText,
) {
  const { samples, pca } = result;
  const size = pointSize(samples.length);
  return {
    aria: { enabled: true },
    animation: false,
    grid: { left: 64, right: 24, top: text.hasLegend ? 56 : 24, bottom: 56 },
    legend: text.hasLegend ? { top: 0, type: 'scroll' } : undefined,
    tooltip: {
      trigger: 'item',
      formatter: (param: ScatterParam) => {
        const index = groups[param.seriesIndex]?.indices[param.dataIndex] ?? -1;
        const sample = samples[index];
        if (!sample) return '';
        const scores = pca.scores[index] ?? [];
        const lines = [`<b>${escapeHtml(sample.name)}</b>`];
        if (sample.line_name && sample.line_name !== sample.name) {
          lines.push(`${escapeHtml(text.line)}: ${escapeHtml(sample.line_name)}`);
        }
        if (text.hasLegend)
          lines.push(escapeHtml(text.groupName(groups[param.seriesIndex] as SampleGroup)));
        lines.push(
          `${text.axisName(axes.x)}: ${text.format(scores[axes.x] ?? Number.NaN)}`,
          `${text.axisName(axes.y)}: ${text.format(scores[axes.y] ?? Number.NaN)}`,
        );
        return lines.join('<br/>');
      },
    },
    xAxis: {
      type: 'value',
      name: text.axisName(axes.x),
      nameLocation: 'middle',
      nameGap: 30,
      scale: true,
      axisLine: { onZero: false },
      axisLabel: { formatter: text.format },
    },
    yAxis: {
      type: 'value',
      name: text.axisName(axes.y),
      nameLocation: 'middle',
      nameGap: 46,
      scale: true,
      axisLine: { onZero: false },
      axisLabel: { formatter: text.format },
    },
    series: groups.map((group) => ({
      name: text.groupName(group),
      type: 'scatter',
      symbolSize: size,
      itemStyle: { color: group.colour, opacity: 0.8, borderColor: '#fff', borderWidth: 0.5 },
      emphasis: { focus: 'series' },
      data: group.indices.map((index) => {
        const scores = pca.scores[index] ?? [];
        return [scores[axes.x] ?? Number.NaN, scores[axes.y] ?? Number.NaN];
      }),
    })),
  };
}

export type ScreeText = {
  component: (index: number) => string;
  share: string;
  /** "23.4 %" in the interface language. */
  formatPercent: (value: number) => string;
};

/** The ECharts option of the scree plot: % of the variance explained by each component. */
export function buildScreeOption(varianceExplained: number[], text: ScreeText) {
  const format = text.formatPercent;
  return {
    aria: { enabled: true },
    animation: false,
    grid: { left: 56, right: 16, top: 40, bottom: 32 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number) => format(value),
    },
    xAxis: { type: 'category', data: varianceExplained.map((_, i) => text.component(i)) },
    yAxis: {
      type: 'value',
      name: text.share,
      axisLabel: { formatter: (value: number) => format(value) },
    },
    series: [
      {
        type: 'bar',
        name: text.share,
        data: varianceExplained,
        itemStyle: { color: '#2e7d32' },
        label: {
          show: true,
          position: 'top',
          formatter: (param: { value: number }) => format(param.value),
        },
      },
    ],
  };
}
