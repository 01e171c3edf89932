import type { LinePhenotypes } from '@plotline/contract/lines';
import { describe, expect, it } from 'vitest';
import { yearlyMeans } from './yearly-means.ts';

const season = (year: number, values: Record<string, number | string>[]) => ({
  field_id: 1,
  field_name: 'КСИ',
  region: 'Краснодарский край',
  year_id: year,
  year,
  plots: values.map((v, i) => ({ plot_id: i, plot_name: `Д-${i}`, plot_label: null, values: v })),
});

describe('yearlyMeans', () => {
  it('averages every numeric value of a year over all nurseries, by year', () => {
    const data: LinePhenotypes = {
      line_id: 1,
      features: [{ name: 'Урожайность', unit: 'ц/га', quantitative: true }],
      seasons: [
        season(2024, [{ Урожайность: 60 }, { Урожайность: '55,5' }, { Высота: 80 }]),
        season(2023, [{ Урожайность: 40 }]),
        season(2024, [{ Урожайность: 'нет' }, { Урожайность: 50.5 }]),
      ],
    };
    expect(yearlyMeans(data, 'Урожайность')).toEqual([
      { year: 2023, mean: 40, plots: 1 },
      { year: 2024, mean: (60 + 55.5 + 50.5) / 3, plots: 3 },
    ]);
    expect(yearlyMeans(data, 'Масса')).toEqual([]);
  });
});
