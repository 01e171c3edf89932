import { describe, expect, it } from 'vitest';
import { callGenotypes } from './call-genotypes.ts';

const call = (ref: number, alt: number, options = {}) =>
  callGenotypes([{ id: 1, ref, alt }], options)[0];

describe('callGenotypes', () => {
  it('calls the most likely dosage with its phred quality', () => {
    // 20 reference reads: P(het) / P(hom ref) = (0.5 / 0.99)^20 → GQ 10·log10(1 + 1/1.2e-6) = 59
    expect(call(20, 0)).toEqual({ id: 1, dosage: 0, quality: 59, depth: 20, ref: 20, alt: 0 });
    expect(call(40, 0)?.quality).toBe(99);
    expect(call(0, 20)?.dosage).toBe(2);
    expect(call(9, 11)).toMatchObject({ dosage: 1, quality: 99 });
    // 8 reference reads: P(het) / P(hom ref) = 0.5^8 / 0.99^8 → GQ 10·log10(1 + 1/0.00424…) = 23.7
    expect(call(8, 0)).toMatchObject({ dosage: 0, quality: 24 });
    // one discordant read among ten still reads as homozygous, far less sure (GQ 10: no call at 20)
    expect(call(9, 1)).toMatchObject({ dosage: null, quality: 10 });
    expect(call(9, 1, { minQuality: 10 })).toMatchObject({ dosage: 0 });
  });

  it('no call below the depth threshold or the quality threshold', () => {
    expect(call(7, 0)).toMatchObject({ dosage: null, depth: 7 });
    expect(call(7, 0, { minDepth: 5 })).toMatchObject({ dosage: 0 });
    expect(call(0, 0)).toEqual({ id: 1, dosage: null, quality: 0, depth: 0, ref: 0, alt: 0 });
    // 8 against 2: between a homozygote with errors and a heterozygote, neither sure
    const unsure = call(8, 2);
    expect(unsure?.quality).toBeLessThan(20);
    expect(unsure?.dosage).toBeNull();
    expect(call(8, 2, { minQuality: 0 })?.dosage).not.toBeNull();
  });

  it('quality never falls as reads of one genotype add up, and stops at 99', () => {
    for (const [ref, alt] of [
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      let previous = -1;
      for (let depth = 1; depth <= 60; depth++) {
        const q = call(ref * depth, alt * depth)?.quality as number;
        expect(q).toBeGreaterThanOrEqual(previous);
        expect(q).toBeLessThanOrEqual(99);
        previous = q;
      }
      expect(previous).toBe(99);
    }
  });

  it('a higher error rate makes a lone discordant read less telling', () => {
    expect(call(12, 2, { errorRate: 0.001, minQuality: 0 })?.dosage).toBe(1);
    expect(call(12, 2, { errorRate: 0.1, minQuality: 0 })?.dosage).toBe(0);
    expect(() => call(1, 1, { errorRate: 0.6 })).toThrow(RangeError);
  });
});
