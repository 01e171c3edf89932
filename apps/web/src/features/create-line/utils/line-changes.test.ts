import { describe, expect, it } from 'vitest';
import { deltaTone, formatDelta, formatValue, pairLabel, toChangeList } from './line-changes.ts';

describe('line changes', () => {
  it('lists the target pairs in marker order for the API', () => {
    const changes = new Map([
      [9, { first_allele: 'G', second_allele: 'G' }],
      [2, { first_allele: 'A', second_allele: 'G' }],
    ]);
    expect(toChangeList(changes)).toEqual([
      { mutation_id: 2, first_allele: 'A', second_allele: 'G' },
      { mutation_id: 9, first_allele: 'G', second_allele: 'G' },
    ]);
  });

  it('formats changes with their sign and tone, rounding tiny ones to zero', () => {
    expect(formatDelta(7)).toBe('+7.00');
    expect(formatDelta(-0.504)).toBe('−0.50');
    expect(formatDelta(1e-9)).toBe('0.00');
    expect(deltaTone(1e-9)).toBe('none');
    expect(deltaTone(0.01)).toBe('up');
    expect(deltaTone(-3)).toBe('down');
    expect(formatValue(null)).toBe('—');
    expect(formatValue(36)).toBe('36.00');
  });

  it('labels a pair, or a dash when unknown', () => {
    expect(pairLabel('A', 'G')).toBe('A/G');
    expect(pairLabel(null, null)).toBe('—');
  });
});
