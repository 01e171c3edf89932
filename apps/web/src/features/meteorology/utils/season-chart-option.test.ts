import type { SeasonChart } from '@plotline/contract/meteo-analytics';
import { describe, expect, it } from 'vitest';
import {
  buildSeasonChartOption,
  describeDay,
  type SeasonChartTexts,
} from './season-chart-option.ts';

const texts: SeasonChartTexts = {
  tMin: 'Tmin',
  tMean: 'Tmean',
  tMax: 'Tmax',
  band: 'Band',
  precipitation: 'Rain',
  temperatureAxis: '°C',
  precipitationAxis: 'mm',
  events: 'Events',
  stages: 'Stages',
  eventKind: (kind) => `kind:${kind}`,
  formatDay: (date) => `day:${date}`,
};

const chart: SeasonChart = {
  sector: { id: 1, name: 'Station' },
  year: 2026,
  date_from: '2026-05-01',
  date_to: '2026-05-03',
  days: [
    { date: '2026-05-01', t_min: 2, t_mean: 8, t_max: 14.5, precipitation: 0 },
    { date: '2026-05-02', t_min: -1.2, t_mean: 4, t_max: 9, precipitation: 3.4 },
    { date: '2026-05-03', t_min: null, t_mean: null, t_max: 12, precipitation: null },
  ],
  events: [
    { id: 1, sector: 1, date: '2026-05-02', kind: 'frost', note: '' },
    { id: 2, sector: 1, date: '2026-09-02', kind: 'hail', note: 'outside the window' },
  ],
  stages: [{ name: 'всходы', date: '2026-05-03' }],
};

type Series = {
  name: string;
  type: string;
  data: (number | null)[];
  stack?: string;
  yAxisIndex?: number;
  markLine?: { data: { xAxis: string; name: string }[] };
};

describe('buildSeasonChartOption', () => {
  const option = buildSeasonChartOption(chart, texts);
  const series = option.series as Series[];
  const byName = (name: string) => series.find((s) => s.name === name) as Series;

  it('puts the days on the category axis and the range t_max − t_min stacked on t_min', () => {
    expect(option.xAxis.data).toEqual(['2026-05-01', '2026-05-02', '2026-05-03']);
    expect(byName('Tmin').data).toEqual([2, -1.2, null]);
    expect(byName('Band').data).toEqual([12.5, 10.2, null]);
    expect(byName('Tmin').stack).toBe('band');
    expect(byName('Band').stack).toBe('band');
    expect(byName('Tmean').data).toEqual([8, 4, null]);
  });

  it('draws precipitation as bars on the second axis', () => {
    expect(byName('Rain')).toMatchObject({ type: 'bar', yAxisIndex: 1, data: [0, 3.4, null] });
  });

  it('marks the window’s events by kind and the nursery’s stages by name as vertical lines', () => {
    expect(byName('Events').markLine?.data).toEqual([
      expect.objectContaining({ xAxis: '2026-05-02', name: 'kind:frost' }),
    ]);
    expect(byName('Stages').markLine?.data).toEqual([
      expect.objectContaining({ xAxis: '2026-05-03', name: 'всходы' }),
    ]);
  });

  it('describes a day in the tooltip with all its values, a dash for a missing one', () => {
    expect(describeDay(chart, texts, 2)).toBe(
      'day:2026-05-03<br/>Tmin: —<br/>Tmean: —<br/>Tmax: 12<br/>Rain: —',
    );
    expect(describeDay(chart, texts, 9)).toBe('');
  });
});
