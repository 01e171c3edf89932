import type { MeteoEventKind } from '@plotline/contract/meteo';
import type { SeasonChart } from '@plotline/contract/meteo-analytics';

/** The chart's words, in the interface language. */
export type SeasonChartTexts = {
  tMin: string;
  tMean: string;
  tMax: string;
  band: string;
  precipitation: string;
  temperatureAxis: string;
  precipitationAxis: string;
  events: string;
  stages: string;
  eventKind: (kind: MeteoEventKind) => string;
  formatDay: (date: string) => string;
};

/** Colours of the series (the app's palette: warm temperatures, blue rain, red events). */
const COLOURS = {
  band: '#f5b78a',
  mean: '#d4380d',
  precipitation: '#1677ff',
  event: '#cf1322',
  stage: '#389e0d',
};

/**
 * The ECharts option of a season: the t_min–t_max band (a transparent t_min line with the
 * range stacked on it as an area), the t_mean line, precipitation bars on a second axis, each
 * event a dashed red vertical line labelled with its kind, each stage date of the chosen
 * nursery a green vertical line labelled with its name. Days without a value are gaps.
 */
export function buildSeasonChartOption(chart: SeasonChart, texts: SeasonChartTexts) {
  const dates = chart.days.map((day) => day.date);
  const range = chart.days.map((day) =>
    day.t_min === null || day.t_max === null ? null : round(day.t_max - day.t_min),
  );
  const onAxis = (date: string) => dates.includes(date);
  const eventLines = chart.events
    .filter((event) => onAxis(event.date))
    .map((event) => ({
      xAxis: event.date,
      name: texts.eventKind(event.kind),
      label: { formatter: texts.eventKind(event.kind), color: COLOURS.event },
      lineStyle: { color: COLOURS.event, type: 'dashed' as const },
    }));
  const stageLines = chart.stages
    .filter((stage) => onAxis(stage.date))
    .map((stage) => ({
      xAxis: stage.date,
      name: stage.name,
      label: { formatter: stage.name, color: COLOURS.stage, position: 'insideEndTop' as const },
      lineStyle: { color: COLOURS.stage, type: 'solid' as const },
    }));
  const marker = (name: string, data: object[], colour: string) => ({
    name,
    type: 'line' as const,
    data: [],
    color: colour,
    markLine: { symbol: 'none', silent: true, data },
  });
  return {
    aria: { enabled: true },
    color: [COLOURS.band, COLOURS.band, COLOURS.mean, COLOURS.precipitation],
    tooltip: {
      trigger: 'axis' as const,
      formatter: (params: unknown) => describeDay(chart, texts, firstIndex(params)),
    },
    legend: {
      top: 0,
      data: [texts.band, texts.tMean, texts.precipitation, texts.events, texts.stages],
    },
    grid: { left: 56, right: 56, top: 48, bottom: 48 },
    xAxis: {
      type: 'category' as const,
      data: dates,
      axisLabel: { formatter: texts.formatDay },
    },
    yAxis: [
      { type: 'value' as const, name: texts.temperatureAxis, scale: true },
      { type: 'value' as const, name: texts.precipitationAxis, min: 0, splitLine: { show: false } },
    ],
    series: [
      {
        name: texts.tMin,
        type: 'line' as const,
        data: chart.days.map((day) => day.t_min),
        stack: 'band',
        lineStyle: { opacity: 0 },
        symbol: 'none',
        tooltip: { show: true },
      },
      {
        name: texts.band,
        type: 'line' as const,
        data: range,
        stack: 'band',
        lineStyle: { opacity: 0 },
        areaStyle: { color: COLOURS.band, opacity: 0.5 },
        symbol: 'none',
      },
      {
        name: texts.tMean,
        type: 'line' as const,
        data: chart.days.map((day) => day.t_mean),
        symbol: 'none',
        color: COLOURS.mean,
      },
      {
        name: texts.precipitation,
        type: 'bar' as const,
        yAxisIndex: 1,
        data: chart.days.map((day) => day.precipitation),
        color: COLOURS.precipitation,
        itemStyle: { opacity: 0.75 },
      },
      marker(texts.events, eventLines, COLOURS.event),
      marker(texts.stages, stageLines, COLOURS.stage),
    ],
  };
}

/** The tooltip of a day: its date, the three temperatures and the precipitation. */
export function describeDay(chart: SeasonChart, texts: SeasonChartTexts, index: number): string {
  const day = chart.days[index];
  if (!day) return '';
  const show = (value: number | null) => (value === null ? '—' : String(value));
  return [
    texts.formatDay(day.date),
    `${texts.tMin}: ${show(day.t_min)}`,
    `${texts.tMean}: ${show(day.t_mean)}`,
    `${texts.tMax}: ${show(day.t_max)}`,
    `${texts.precipitation}: ${show(day.precipitation)}`,
  ].join('<br/>');
}

/** The day index of ECharts' axis tooltip parameters (a list of the series at that day). */
function firstIndex(params: unknown): number {
  const first: unknown = Array.isArray(params) ? params[0] : params;
  const index = typeof first === 'object' && first !== null ? Reflect.get(first, 'dataIndex') : 0;
  return typeof index === 'number' ? index : 0;
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
