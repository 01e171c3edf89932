import { describe, expect, it } from 'vitest';
import { tCritical975 } from './crosses-t-critical.ts';

describe('tCritical975', () => {
  it('is R’s qt(0.975, df)', () => {
    // R 4.2.2: qt(0.975, c(1, 10, 40, 1000))
    expect(tCritical975(1)).toBeCloseTo(12.706204736174694, 10);
    expect(tCritical975(10)).toBeCloseTo(2.228138851986274, 12);
    expect(tCritical975(40)).toBeCloseTo(2.021075390306273, 12);
    expect(tCritical975(1000)).toBeCloseTo(1.962339080826408, 12);
  });

  it('has no value without degrees of freedom', () => {
    expect(tCritical975(0)).toBeNull();
    expect(tCritical975(Number.NaN)).toBeNull();
  });
});
