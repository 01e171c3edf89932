import type { PredictedLine } from '@plotline/contract/genome-prediction';

export type PredictionScatterText = {
  observed: string;
  predicted: string;
  format: (value: number) => string;
};

type ScatterParam = { dataIndex: number };

/** Escapes a line name for the tooltip's HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The ECharts option of predicted against observed values of the phenotyped lines (the
 * unphenotyped have no x), with the y = x diagonal: points far from it are lines whose
 * genotype predicts a different value than their plots gave.
 */
export function buildPredictionScatterOption(
  lines: readonly PredictedLine[],
  text: PredictionScatterText,
) {
  const points = lines.filter((line) => line.observed !== null);
  const values = points.flatMap((line) => [line.observed as number, line.gebv]);
  const low = values.length > 0 ? Math.min(...values) : 0;
  const high = values.length > 0 ? Math.max(...values) : 1;
  return {
    aria: { enabled: true },
    animation: false,
    grid: { left: 72, right: 24, top: 24, bottom: 56 },
    tooltip: {
      trigger: 'item',
      formatter: (param: ScatterParam) => {
        const line = points[param.dataIndex];
        if (!line) return '';
        return [
          `<b>${escapeHtml(line.line_name)}</b>`,
          `${escapeHtml(text.observed)}: ${text.format(line.observed as number)}`,
          `${escapeHtml(text.predicted)}: ${text.format(line.gebv)}`,
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'value',
      name: text.observed,
      nameLocation: 'middle',
      nameGap: 30,
      scale: true,
      axisLabel: { formatter: text.format },
    },
    yAxis: {
      type: 'value',
      name: text.predicted,
      nameLocation: 'middle',
      nameGap: 54,
      scale: true,
      axisLabel: { formatter: text.format },
    },
    series: [
      {
        type: 'scatter',
        symbolSize: points.length > 500 ? 5 : 8,
        data: points.map((line) => [line.observed as number, line.gebv]),
      },
      {
        type: 'line',
        silent: true,
        symbol: 'none',
        lineStyle: { type: 'dashed', width: 1, color: '#8c8c8c' },
        data: [
          [low, low],
          [high, high],
        ],
      },
    ],
  };
}
