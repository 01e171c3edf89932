import type { SeedLot, SowingPlan } from '@plotline/contract/warehouse';
import { describe, expect, it } from 'vitest';
import { formatGrams, planTotals } from './format.ts';

describe('formatGrams', () => {
  it('keeps up to three decimals and groups digits the language’s way', () => {
    expect(formatGrams(1234.5678, 'en')).toBe('1,234.568');
    expect(formatGrams(0.5, 'en')).toBe('0.5');
    expect(formatGrams(1234.5, 'ru').replace(/\s/g, ' ')).toBe('1 234,5');
  });
});

describe('planTotals', () => {
  it('sums the bookings of a plan', () => {
    const item = (id: number, amount: number, repetitions: number) => ({
      id,
      lot: {} as SeedLot,
      weight: 10,
      amount,
      repetitions,
    });
    const plan = {
      items: [item(1, 100, 2), item(2, 50, 1)],
      total_weight: 20,
    } as unknown as SowingPlan;
    expect(planTotals(plan)).toEqual({ lots: 2, weight: 20, amount: 150, plots: 3 });
  });
});
