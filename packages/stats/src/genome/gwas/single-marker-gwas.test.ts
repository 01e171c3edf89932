import { describe, expect, it } from 'vitest';
import { expectClose, expectP, num, readGoldenCsv } from '../../testing/golden.ts';
import { MISSING_CALL } from '../dosage-matrix.ts';
import { ARABIDOPSIS_CASE, readArabidopsisCase } from './arabidopsis-golden.ts';
import { singleMarkerGwas } from './single-marker-gwas.ts';

describe('singleMarkerGwas (golden case 10: lm(y ~ G[, j]) per marker)', () => {
  it('reproduces beta, se, t and p of 117 markers on 162 RILs with missing y and calls', () => {
    const { genotypes, y, markers } = readArabidopsisCase();
    const fit = singleMarkerGwas(genotypes, y);
    const expected = readGoldenCsv(ARABIDOPSIS_CASE, 'expected_gwas_single_marker.csv');
    expect(expected.length).toBe(markers.length);
    expected.forEach((row, j) => {
      expect(row.marker).toBe(markers[j]);
      expectClose(fit.beta[j] as number, num(row.beta), `beta ${row.marker}`);
      expectClose(fit.se[j] as number, num(row.se), `se ${row.marker}`);
      expectClose(fit.t[j] as number, num(row.t), `t ${row.marker}`);
      expectP(fit.p[j] as number, num(row.p), `p ${row.marker}`);
      expectClose(fit.neglog10p[j] as number, num(row.neglog10p), `-log10 p ${row.marker}`);
    });
  });

  it('gives NaN for a monomorphic marker and counts complete cases', () => {
    const calls = Uint8Array.of(0, 2, 0, 1, 0, MISSING_CALL, 0, 2);
    const fit = singleMarkerGwas({ n: 4, m: 2, calls }, [1, 2, 3, 5]);
    expect(Number.isNaN(fit.beta[0] as number)).toBe(true);
    expect(fit.n[1]).toBe(3);
    // y = 1, 2, 5 on x = 2, 1, 2: slope from lm
    expectClose(fit.beta[1] as number, 1, 'slope');
  });
});
