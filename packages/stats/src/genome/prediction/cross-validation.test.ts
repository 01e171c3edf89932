import { describe, expect, it } from 'vitest';
import { StatsError } from '../../errors.ts';
import { readArabidopsisCase } from '../gwas/arabidopsis-golden.ts';
import { crossValidateGblup } from './cross-validation.ts';

describe('crossValidateGblup (golden case 10 data, no R oracle)', () => {
  const data = readArabidopsisCase();
  const run = (seed: number) =>
    crossValidateGblup({ y: data.y, relationship: data.grm, folds: 5, seed });
  const first = run(7);

  it('is deterministic for a seed and splits the phenotyped lines evenly', () => {
    const again = run(7);
    expect(Array.from(again.fold)).toEqual(Array.from(first.fold));
    expect(Array.from(again.foldAccuracy)).toEqual(Array.from(first.foldAccuracy));
    const sizes = [0, 0, 0, 0, 0];
    first.fold.forEach((f, i) => {
      if (Number.isNaN(data.y[i] as number)) expect(f).toBe(-1);
      else sizes[f] = (sizes[f] as number) + 1;
    });
    expect(sizes.sort()).toEqual([31, 31, 32, 32, 32]);
    expect(Array.from(run(8).fold)).not.toEqual(Array.from(first.fold));
  });

  it('predicts a strongly heritable trait (h² ≈ 0.57) with a sane accuracy', () => {
    // RILs with a major QTL: predictive ability well above 0, below √h² ≈ 0.75
    expect(first.accuracy).toBeGreaterThan(0.4);
    expect(first.accuracy).toBeLessThan(0.85);
    expect(first.pooledAccuracy).toBeGreaterThan(0.4);
    first.foldAccuracy.forEach((r) => {
      expect(r).toBeGreaterThan(0);
    });
  });

  it('refuses too few lines for the folds', () => {
    expect(() =>
      crossValidateGblup({ y: [1, 2, 3, 4], relationship: new Float64Array(16), folds: 2 }),
    ).toThrow(StatsError);
  });
});
