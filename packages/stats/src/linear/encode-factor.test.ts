import { describe, expect, it } from 'vitest';
import { encodeFactor } from './encode-factor.ts';

describe('encodeFactor', () => {
  it('sorts numeric labels numerically and text labels alphabetically, like R factor()', () => {
    expect(encodeFactor([10, 9, 100]).levels).toEqual(['9', '10', '100']);
    expect(encodeFactor(['trt2', 'ctrl', 'trt1']).levels).toEqual(['ctrl', 'trt1', 'trt2']);
  });

  it('keeps given levels and rejects a label outside them', () => {
    expect(Array.from(encodeFactor(['b', 'a'], ['b', 'a']).codes)).toEqual([0, 1]);
    expect(() => encodeFactor(['c'], ['a', 'b'])).toThrowError(RangeError);
  });
});
