import type { PredictedTrait, WindRose } from '@plotline/contract/marker-weights';
import type { EChartsCoreOption } from 'echarts/core';

/** One variety on the rose: its name and the wind-rose answer. */
export type RoseSeries = { name: string; rose: WindRose };

/**
 * A predicted value relative to its baseline, in % (100 = the trait's mean in the region);
 * null without a prediction or a positive baseline to compare with.
 */
export function relativePercent(trait: Pick<PredictedTrait, 'value' | 'baseline'>): number | null {
  if (trait.value === null || trait.baseline === null || trait.baseline <= 0) return null;
  return (100 * trait.value) / trait.baseline;
}

/** True when an answer predicts nothing: no trait, or no trait with a marker the line has a dose at. */
export function isEmptyRose(rose: WindRose): boolean {
  return rose.traits.every((trait) => trait.markers_used === 0);
}

/**
 * The radius axis around the values and the baseline (100 %), padded: varieties differ by a few
 * per cent, which a scale from 0 would hide.
 */
export function radiusRange(values: readonly (number | null)[]): { min: number; max: number } {
  const known = [100, ...values.filter((value): value is number => value !== null)];
  const low = Math.min(...known);
  const high = Math.max(...known);
  const pad = Math.max(2, (high - low) * 0.25);
  return { min: Math.max(0, Math.floor(low - pad)), max: Math.ceil(high + pad) };
}

type RoseLabels = {
  baseline: string;
  formatNumber: (value: number) => string;
};

/**
 * The wind rose: one spoke per trait (the first variety's), a bar per variety of its predicted
 * value in % of the baseline (from the padded minimum), and the baseline (100 %) as a closed line.
 */
export function buildWindRoseOption(
  series: readonly RoseSeries[],
  labels: RoseLabels,
): EChartsCoreOption {
  const traits = series[0]?.rose.traits ?? [];
  const spokes = traits.map((trait) => (trait.unit ? `${trait.name}, ${trait.unit}` : trait.name));
  const valuesOf = (rose: WindRose) =>
    traits.map((trait) => {
      const own = rose.traits.find((other) => other.feature_id === trait.feature_id);
      const percent = own ? relativePercent(own) : null;
      return percent === null ? null : Math.round(percent * 10) / 10;
    });
  const tooltip = (seriesIndex: number, dataIndex: number) => {
    const trait = traits[dataIndex];
    const variety = series[seriesIndex];
    const own = variety?.rose.traits.find((other) => other.feature_id === trait?.feature_id);
    if (!trait || !variety || !own) return '';
    const value = own.value === null ? '—' : labels.formatNumber(own.value);
    const baseline = own.baseline === null ? '—' : labels.formatNumber(own.baseline);
    const percent = relativePercent(own);
    return `${variety.name}<br/>${spokes[dataIndex]}: ${value} (${percent === null ? '—' : `${labels.formatNumber(percent)} %`})<br/>${labels.baseline}: ${baseline}`;
  };
  return {
    aria: { enabled: true },
    legend: { top: 0, data: [...series.map((item) => item.name), labels.baseline] },
    tooltip: {
      trigger: 'item',
      formatter: (params: { seriesIndex: number; dataIndex: number }) =>
        tooltip(params.seriesIndex, params.dataIndex),
    },
    polar: { radius: ['8%', '72%'], center: ['50%', '55%'] },
    angleAxis: { type: 'category', data: spokes, startAngle: 90 },
    radiusAxis: {
      type: 'value',
      ...radiusRange(series.flatMap((item) => valuesOf(item.rose))),
      splitNumber: 4,
      axisLabel: { formatter: (value: number) => `${labels.formatNumber(value)} %`, fontSize: 10 },
    },
    series: [
      ...series.map((item) => ({
        type: 'bar',
        name: item.name,
        coordinateSystem: 'polar',
        data: valuesOf(item.rose),
        barGap: '0%',
      })),
      {
        type: 'line',
        name: labels.baseline,
        coordinateSystem: 'polar',
        data: [...spokes.map(() => 100), 100],
        symbol: 'none',
        lineStyle: { type: 'dashed', color: '#8c8c8c' },
        itemStyle: { color: '#8c8c8c' },
        tooltip: { show: false },
        silent: true,
      },
    ],
  };
}
