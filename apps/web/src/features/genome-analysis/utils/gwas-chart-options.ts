import type { GwasResult } from '@plotline/contract/genome-analyses';
import { escapeHtml } from './escape-html.ts';
import { type ManhattanData, minusLog10 } from './manhattan.ts';
import type { QqData } from './qq-points.ts';

/** The chromosomes' alternating colours. */
export const CHROMOSOME_COLOURS = ['#1f5fa8', '#7fb2e5'] as const;
const BONFERRONI_COLOUR = '#cf1322';
const FDR_COLOUR = '#d48806';

/** Above this many points a series draws in ECharts' large mode (no per-point hover style). */
const LARGE_THRESHOLD = 2000;

export type ManhattanText = {
  chromosome: string;
  minusLog10P: string;
  bonferroni: string;
  fdr: string;
  /** "β" and "p" values, in the interface's number format. */
  formatBeta: (value: number | null) => string;
  formatP: (value: number) => string;
};

type PointParam = { data?: [number, number, number] };

/** Shared series settings that keep 50,000 points fast: large mode, progressive drawing. */
const FAST_SCATTER = {
  type: 'scatter',
  symbolSize: 4,
  large: true,
  largeThreshold: LARGE_THRESHOLD,
  progressive: 5000,
  progressiveThreshold: 10000,
  animation: false,
} as const;

/** The threshold lines (Bonferroni, and the BH FDR when some marker passes it). */
function thresholdLines(result: Pick<GwasResult, 'bonferroni' | 'fdr'>, text: ManhattanText) {
  const line = (p: number, name: string, colour: string) => ({
    yAxis: minusLog10(p),
    name,
    lineStyle: { color: colour, type: 'dashed', width: 1.5 },
    label: { formatter: name, position: 'insideEndTop', color: colour },
  });
  const lines = [line(result.bonferroni, text.bonferroni, BONFERRONI_COLOUR)];
  if (result.fdr !== null) lines.push(line(result.fdr, text.fdr, FDR_COLOUR));
  return { symbol: 'none', silent: true, animation: false, data: lines };
}

/**
 * The Manhattan plot's ECharts option: x the chromosomes end to end (a label at each block's
 * middle, ticks at its ends), y −log10 p, colours alternating by chromosome, the Bonferroni and
 * FDR thresholds as dashed lines; a point's tooltip names the marker, chr:pos, β and p.
 */
export function buildManhattanOption(
  data: ManhattanData,
  result: Pick<GwasResult, 'bonferroni' | 'fdr' | 'markers'>,
  text: ManhattanText,
) {
  const { markers } = result;
  const names = new Map(data.chromosomes.map((block) => [block.middle, block.name]));
  const lines = thresholdLines(result, text);
  const top = Math.max(data.top, ...lines.data.map((line) => line.yAxis));
  return {
    aria: { enabled: true },
    animation: false,
    grid: { left: 56, right: 24, top: 24, bottom: 48 },
    tooltip: {
      trigger: 'item',
      formatter: (param: PointParam) => {
        const index = param.data?.[2];
        if (index === undefined) return '';
        const p = markers.p[index];
        return [
          `<b>${escapeHtml(markers.name[index] ?? '')}</b>`,
          `${escapeHtml(markers.chr[index] ?? '')}:${markers.pos[index]}`,
          `β = ${text.formatBeta(markers.beta[index] ?? null)}`,
          `p = ${p === null || p === undefined ? '—' : text.formatP(p)}`,
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'value',
      name: text.chromosome,
      nameLocation: 'middle',
      nameGap: 28,
      min: 0,
      max: data.length,
      splitLine: { show: false },
      axisTick: { customValues: data.chromosomes.flatMap((block) => [block.start, block.end]) },
      axisLabel: {
        customValues: data.chromosomes.map((block) => block.middle),
        formatter: (value: number) => names.get(value) ?? '',
        hideOverlap: true,
      },
    },
    yAxis: {
      type: 'value',
      name: text.minusLog10P,
      nameLocation: 'middle',
      nameGap: 36,
      min: 0,
      max: Math.ceil(top * 1.05 + 0.5),
    },
    series: data.series.map((points, colour) => ({
      ...FAST_SCATTER,
      name: `${text.chromosome} ${colour + 1}`,
      itemStyle: { color: CHROMOSOME_COLOURS[colour] },
      data: points,
      markLine: colour === 0 ? lines : undefined,
    })),
  };
}

export type QqText = { expected: string; observed: string; format: (value: number) => string };

/** The QQ plot's option: observed against expected −log10 p with the y = x line. */
export function buildQqOption(data: QqData, text: QqText) {
  const top = Math.ceil(data.top * 1.05 + 0.25);
  const axis = (name: string, gap: number) => ({
    type: 'value',
    name,
    nameLocation: 'middle',
    nameGap: gap,
    min: 0,
    max: top,
  });
  return {
    aria: { enabled: true },
    animation: false,
    grid: { left: 56, right: 24, top: 24, bottom: 48 },
    tooltip: {
      trigger: 'item',
      formatter: (param: { data?: [number, number] }) =>
        param.data
          ? `${text.expected}: ${text.format(param.data[0])}<br/>${text.observed}: ${text.format(param.data[1])}`
          : '',
    },
    xAxis: axis(text.expected, 28),
    yAxis: axis(text.observed, 36),
    series: [
      { ...FAST_SCATTER, itemStyle: { color: CHROMOSOME_COLOURS[0] }, data: data.points },
      {
        type: 'line',
        silent: true,
        symbol: 'none',
        animation: false,
        lineStyle: { color: '#8c8c8c', type: 'dashed', width: 1 },
        data: [
          [0, 0],
          [top, top],
        ],
      },
    ],
  };
}
