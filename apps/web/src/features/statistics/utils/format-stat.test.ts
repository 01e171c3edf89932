import { describe, expect, it } from 'vitest';
import { decimalsFor, formatPValue, formatValue } from './format-stat.ts';

/** Intl separates groups with a narrow no-break space in ru; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('decimalsFor', () => {
  it('keeps about four significant digits of the largest value', () => {
    expect(decimalsFor([52.333, 61.1, null])).toBe(2);
    expect(decimalsFor([171.44, 150])).toBe(1);
    expect(decimalsFor([0.4512, -0.2])).toBe(4);
    expect(decimalsFor([4.5, 2])).toBe(3);
    expect(decimalsFor([12_500.4])).toBe(0);
  });

  it('uses two decimals without values', () => {
    expect(decimalsFor([])).toBe(2);
    expect(decimalsFor([null, 0])).toBe(2);
  });
});

describe('formatValue', () => {
  it('writes numbers in the notation of the interface language', () => {
    expect(formatValue(52.3333, 'ru', 2)).toBe('52,33');
    expect(formatValue(52.3333, 'en', 2)).toBe('52.33');
    expect(plain(formatValue(12_500.4, 'ru', 0))).toBe('12 500');
    expect(formatValue(1234.5, 'en', 1)).toBe('1,234.5');
  });

  it('signs differences and leaves missing values empty', () => {
    expect(formatValue(1.234, 'ru', 2, { signed: true })).toBe('+1,23');
    expect(formatValue(-1.234, 'en', 2, { signed: true })).toBe('-1.23');
    expect(formatValue(0, 'en', 2, { signed: true })).toBe('0.00');
    expect(formatValue(null, 'ru', 2)).toBe('');
    expect(formatValue(Number.NaN, 'ru', 2)).toBe('');
  });
});

describe('formatPValue', () => {
  it('shows three significant digits, and a bound for the smallest p-values', () => {
    expect(formatPValue(0.04567, 'ru')).toBe('0,0456');
    expect(formatPValue(0.5, 'en')).toBe('0.500');
    expect(formatPValue(0.0021, 'en')).toBe('0.00210');
    // cut, not rounded: a p-value just under 0.05 never reads as 0.0500 beside its star
    expect(formatPValue(0.049_96, 'en')).toBe('0.0499');
    expect(formatPValue(1, 'en')).toBe('1.00');
    expect(formatPValue(0.0002, 'ru')).toBe('< 0,001');
    expect(formatPValue(null, 'en')).toBe('');
  });
});
