import { describe, expect, it } from 'vitest';
import { columnRange, isLowGood, SCALE_GRADIENT, scaleColour } from './colour-scale.ts';

describe('scaleColour', () => {
  it('goes from red at the worst to green at the best, yellow between', () => {
    expect(scaleColour(1, 1, 3)).toBe('hsl(0 70% 82%)');
    expect(scaleColour(2, 1, 3)).toBe('hsl(60 70% 82%)');
    expect(scaleColour(3, 1, 3)).toBe('hsl(120 70% 82%)');
  });
  it('keeps a column of one value neutral and clamps outside values', () => {
    expect(scaleColour(5, 5, 5)).toBe('hsl(60 70% 82%)');
    expect(scaleColour(9, 1, 3)).toBe('hsl(120 70% 82%)');
  });
  it('paints the low end green where a low value is good', () => {
    expect(scaleColour(1, 1, 3, true)).toBe('hsl(120 70% 82%)');
    expect(scaleColour(3, 1, 3, true)).toBe('hsl(0 70% 82%)');
    expect(scaleColour(5, 5, 5, true)).toBe('hsl(60 70% 82%)');
  });
  it('turns only the mean and UC of a lower-is-better trait', () => {
    expect(isLowGood('mean', true)).toBe(true);
    expect(isLowGood('uc', true)).toBe(true);
    expect(isLowGood('sd', true)).toBe(false);
    expect(isLowGood('p_beat', true)).toBe(false);
    expect(isLowGood('mean', false)).toBe(false);
  });
  it('draws the legend from worst to best', () => {
    expect(SCALE_GRADIENT.startsWith('linear-gradient(to right, hsl(0 ')).toBe(true);
    expect(SCALE_GRADIENT.endsWith('hsl(120 70% 82%))')).toBe(true);
  });
});

describe('columnRange', () => {
  it('gives min and max, and [0, 0] for no values', () => {
    expect(columnRange([3, -1, 2])).toEqual({ min: -1, max: 3 });
    expect(columnRange([])).toEqual({ min: 0, max: 0 });
  });
});
