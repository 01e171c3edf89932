import { describe, expect, it } from 'vitest';
import { formatPValue } from './format-p-value.ts';

describe('formatPValue', () => {
  it('writes small p with a power of ten and large ones plainly, in the language', () => {
    expect(formatPValue(1.234e-8, 'en')).toBe('1.23e-8');
    expect(formatPValue(1.234e-8, 'ru')).toBe('1,23e-8');
    expect(formatPValue(0.01234, 'ru')).toBe('0,0123');
    expect(formatPValue(1, 'en')).toBe('1');
    expect(formatPValue(0, 'en')).toBe('0');
  });
});
