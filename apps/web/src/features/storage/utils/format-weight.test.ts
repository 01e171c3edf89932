import { describe, expect, it } from 'vitest';
import { formatWeight, formatWeightChange } from './format-weight.ts';

const UNITS = { g: 'g', kg: 'kg' };
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatWeight', () => {
  it('rounds by size and switches to kilograms from 10 kg', () => {
    expect(formatWeight(1.2345, 'en', UNITS)).toBe('1.235 g');
    expect(formatWeight(250.26, 'en', UNITS)).toBe('250.3 g');
    expect(formatWeight(4321.6, 'en', UNITS)).toBe('4,322 g');
    expect(formatWeight(12_345, 'en', UNITS)).toBe('12.35 kg');
  });

  it('writes numbers in the interface language and leaves no value empty', () => {
    expect(nbsp(formatWeight(1500.5, 'ru', { g: 'г', kg: 'кг' }))).toBe('1 501 г');
    expect(formatWeight(2.5, 'ru', { g: 'г', kg: 'кг' })).toBe('2,5 г');
    expect(formatWeight(null, 'en', UNITS)).toBe('');
  });
});

describe('formatWeightChange', () => {
  it('signs changes and leaves none empty', () => {
    expect(formatWeightChange(12.5, 'en', UNITS)).toBe('+12.5 g');
    expect(formatWeightChange(-3, 'en', UNITS)).toBe('−3 g');
    expect(formatWeightChange(0, 'en', UNITS)).toBe('');
  });
});
