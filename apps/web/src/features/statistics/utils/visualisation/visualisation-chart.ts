import type { BoxplotRow } from '@plotline/contract/statistics-visualisation';

/** The words and number format a box-plot chart is drawn with. */
export type BoxplotChartText = {
  feature: string;
  box: string;
  outliers: string;
  mean: string;
  /** Tooltip lines: "n", "median", "hinges", "whiskers". */
  n: string;
  median: string;
  hinges: string;
  whiskers: string;
  line: string;
  format: (value: number) => string;
};

/** Above this many rows the chart scrolls sideways instead of squeezing the boxes. */
export const ROWS_IN_VIEW = 40;

const BOX_COLOR = '#2e7d32';
const OUTLIER_COLOR = '#c62828';
const MEAN_COLOR = '#1565c0';

type TooltipParam = { dataIndex: number; seriesIndex: number; value: unknown };

function tooltipOf(rows: readonly BoxplotRow[], text: BoxplotChartText) {
  return (param: TooltipParam) => {
    const row = rows[param.dataIndex];
    if (!row) return '';
    const { summary } = row;
    const head = `<b>${escapeHtml(row.plot_name)}</b><br/>${text.line}: ${escapeHtml(row.line_name)}`;
    if (param.seriesIndex === 1) {
      const value = Array.isArray(param.value) ? Number(param.value[1]) : Number.NaN;
      return `${head}<br/>${text.outliers}: ${text.format(value)}`;
    }
    const [low, high] = summary.whiskers;
    return [
      head,
      `${text.n}: ${summary.n}`,
      `${text.mean}: ${text.format(summary.mean)}`,
      `${text.median}: ${text.format(summary.median)}`,
      `${text.hinges}: ${text.format(summary.hinges[0])} – ${text.format(summary.hinges[1])}`,
      `${text.whiskers}: ${text.format(low)} – ${text.format(high)}`,
    ].join('<br/>');
  };
}

/** Plot and line names are the user's text: the tooltip is HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The ECharts option of one box per row (the server's `box`: whiskers, hinges, median), its
 * outliers as red points and its mean as a blue diamond; sideways scrolling past
 * {@link ROWS_IN_VIEW} rows.
 */
export function buildBoxplotOption(rows: readonly BoxplotRow[], text: BoxplotChartText) {
  const names = rows.map((row) => row.plot_name);
  const outliers = rows.flatMap((row, index) =>
    row.summary.outliers.map((value) => [index, value]),
  );
  const isScrolling = rows.length > ROWS_IN_VIEW;
  return {
    aria: { enabled: true },
    animation: false,
    grid: { left: 64, right: 24, top: 36, bottom: isScrolling ? 96 : 72 },
    legend: { top: 0, data: [text.box, text.outliers, text.mean] },
    tooltip: { trigger: 'item', formatter: tooltipOf(rows, text) },
    xAxis: {
      type: 'category',
      data: names,
      axisLabel: { rotate: names.length > 12 ? 45 : 0, interval: 0 },
    },
    yAxis: {
      type: 'value',
      name: text.feature,
      scale: true,
      axisLabel: { formatter: text.format },
    },
    dataZoom: isScrolling
      ? [
          { type: 'slider', xAxisIndex: 0, startValue: 0, endValue: ROWS_IN_VIEW - 1, bottom: 8 },
          { type: 'inside', xAxisIndex: 0 },
        ]
      : [],
    series: [
      {
        name: text.box,
        type: 'boxplot',
        data: rows.map((row) => row.summary.box),
        itemStyle: { color: '#e8f5e9', borderColor: BOX_COLOR },
      },
      {
        name: text.outliers,
        type: 'scatter',
        data: outliers,
        symbolSize: 8,
        itemStyle: { color: OUTLIER_COLOR },
      },
      {
        name: text.mean,
        type: 'scatter',
        data: rows.map((row, index) => [index, row.summary.mean]),
        symbol: 'diamond',
        symbolSize: 7,
        itemStyle: { color: MEAN_COLOR },
        tooltip: { show: true },
      },
    ],
  };
}
