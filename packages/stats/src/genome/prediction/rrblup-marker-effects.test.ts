import { describe, expect, it } from 'vitest';
import { num, readGoldenCsv } from '../../testing/golden.ts';
import { ARABIDOPSIS_CASE, readArabidopsisCase } from '../gwas/arabidopsis-golden.ts';
import { fitGblup } from './gblup.ts';
import { rrBlupMarkerEffects } from './rrblup-marker-effects.ts';

describe('rrBlupMarkerEffects (golden case 10: mixed.solve(y[ok], Z = Mi[ok, ]))', () => {
  const data = readArabidopsisCase();
  const fit = rrBlupMarkerEffects({ genotypes: data.genotypes, y: data.y });

  it('reproduces the variance components printed by R', () => {
    // output.txt: Vu(marker) = 464383.93541216  Ve = 19982626.4377973  beta = 13256.830959092
    const reml = (a: number, e: number) => expect(Math.abs(a / e - 1)).toBeLessThanOrEqual(1e-5);
    reml(fit.markerVariance, 464383.93541216);
    reml(fit.residual, 19982626.4377973);
    reml(fit.beta[0] as number, 13256.830959092);
    expect(fit.n).toBe(158);
  });

  it('reproduces the 117 marker effects', () => {
    const expected = readGoldenCsv(ARABIDOPSIS_CASE, 'expected_rrblup_marker_effects.csv');
    const scale = Math.max(...expected.map((row) => Math.abs(num(row.effect))));
    expected.forEach((row, j) => {
      expect(row.marker).toBe(data.markers[j]);
      const error = Math.abs((fit.effects[j] as number) - num(row.effect));
      // a function of the REML optimum (see gblup.test.ts): 1e-5 of the largest effect
      expect(error, `effect ${row.marker}`).toBeLessThanOrEqual(1e-5 * scale);
    });
  });

  it('gives GEBVs Z·û that correlate ~1 with GBLUP on the VanRaden GRM (R: 0.999999999999479)', () => {
    const gblup = fitGblup({ y: data.y, relationship: data.grm });
    const { n, m, calls } = data.genotypes;
    const zu = new Float64Array(n);
    // the GEBVs are Z·û computed directly
    const means = new Float64Array(m);
    for (let j = 0; j < m; j += 1) {
      let s = 0;
      let c = 0;
      for (let i = 0; i < n; i += 1)
        if (calls[i * m + j] !== 3) {
          s += calls[i * m + j] as number;
          c += 1;
        }
      means[j] = s / c;
    }
    for (let i = 0; i < n; i += 1)
      for (let j = 0; j < m; j += 1) {
        const call = calls[i * m + j] as number;
        zu[i] =
          (zu[i] as number) +
          ((call === 3 ? (means[j] as number) : call) - 1) * (fit.effects[j] as number);
      }
    zu.forEach((v, i) => {
      expect(Math.abs(v - (fit.gebv[i] as number))).toBeLessThan(
        1e-6 * Math.abs(fit.gebv[0] as number) + 1e-6,
      );
    });
    const cor = correlation(zu, gblup.gebv);
    expect(cor).toBeGreaterThan(0.9999999);
  });
});

function correlation(a: Float64Array, b: Float64Array): number {
  const n = a.length;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i += 1) {
    sab += ((a[i] as number) - ma) * ((b[i] as number) - mb);
    saa += ((a[i] as number) - ma) ** 2;
    sbb += ((b[i] as number) - mb) ** 2;
  }
  return sab / Math.sqrt(saa * sbb);
}
