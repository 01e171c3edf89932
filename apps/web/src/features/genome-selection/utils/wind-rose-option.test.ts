import type { WindRose } from '@plotline/contract/marker-weights';
import { describe, expect, it } from 'vitest';
import { favourableAllele } from './favourable-allele.ts';
import {
  buildWindRoseOption,
  isEmptyRose,
  radiusRange,
  relativePercent,
} from './wind-rose-option.ts';

const trait = (feature_id: number, value: number | null, baseline: number | null, used = 1) => ({
  feature_id,
  name: `t${feature_id}`,
  unit: feature_id === 1 ? 'см' : '',
  value,
  baseline,
  genetic: 0,
  markers_used: used,
  markers_missing: 0,
});
const rose = (traits: WindRose['traits']): WindRose => ({
  line_id: 1,
  line_name: 'A',
  region_id: null,
  traits,
});

describe('wind rose option', () => {
  it('gives each trait in % of its baseline, null without one', () => {
    expect(relativePercent({ value: 110, baseline: 100 })).toBe(110);
    expect(relativePercent({ value: 5, baseline: 0 })).toBeNull();
    expect(relativePercent({ value: null, baseline: 10 })).toBeNull();
  });

  it('draws a bar series per variety on the first one’s spokes, and the 100 % line', () => {
    const option = buildWindRoseOption(
      [
        { name: 'A', rose: rose([trait(1, 90, 80), trait(2, 40, 50)]) },
        { name: 'B', rose: rose([trait(2, 60, 50)]) },
      ],
      { baseline: 'Mean', formatNumber: String },
    ) as { angleAxis: { data: string[] }; series: { data: (number | null)[] }[] };
    expect(option.angleAxis.data).toEqual(['t1, см', 't2']);
    expect(option.series.map((series) => series.data)).toEqual([
      [112.5, 80],
      [null, 120],
      [100, 100, 100],
    ]);
  });

  it('scales the radius around the values and the baseline', () => {
    expect(radiusRange([97, 103, null])).toEqual({ min: 95, max: 105 });
    expect(radiusRange([10, 120])).toEqual({ min: 0, max: 148 });
  });

  it('calls a rose empty when no trait used a marker', () => {
    expect(isEmptyRose(rose([trait(1, 10, 10, 0)]))).toBe(true);
    expect(isEmptyRose(rose([trait(1, 10, 10, 1)]))).toBe(false);
  });

  it('takes the ALT as favourable when its effect is positive', () => {
    expect(favourableAllele({ effect: 2, ref: 'A', alt: 'G' })).toBe('G');
    expect(favourableAllele({ effect: -2, ref: 'A', alt: 'G' })).toBe('A');
    expect(favourableAllele({ effect: -2, ref: 'A', alt: 'G' }, false)).toBe('G');
  });
});
