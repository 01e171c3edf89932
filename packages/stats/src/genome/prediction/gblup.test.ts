import { describe, expect, it } from 'vitest';
import { expectClose, num, readGoldenCsv } from '../../testing/golden.ts';
import { ARABIDOPSIS_CASE, readArabidopsisCase } from '../gwas/arabidopsis-golden.ts';
import { fitGblup } from './gblup.ts';

/** REML optima: rrBLUP's optimize() is accurate to ~1e-6, so 1e-5 relative. */
function expectReml(actual: number, expected: number, label: string) {
  expect(
    Math.abs(actual - expected) / Math.abs(expected),
    `${label}: ${actual} vs R ${expected}`,
  ).toBeLessThanOrEqual(1e-5);
}

describe('fitGblup (golden case 10: rrBLUP::mixed.solve(y, K = A, SE = TRUE))', () => {
  const data = readArabidopsisCase();
  const fit = fitGblup({ y: data.y, relationship: data.grm });
  const [varcomp] = readGoldenCsv(ARABIDOPSIS_CASE, 'expected_gblup_varcomp.csv');

  it('reproduces Vu, Ve, beta, beta.SE and LL', () => {
    expect(fit.n).toBe(158);
    expectReml(fit.genetic, num(varcomp?.Vu), 'Vu');
    expectReml(fit.residual, num(varcomp?.Ve), 'Ve');
    expectClose(fit.beta[0] as number, num(varcomp?.beta), 'beta');
    expectReml(fit.betaSe[0] as number, num(varcomp?.beta_se), 'beta.SE');
    // LL is flat at the optimum: the REML error moves it by far less than 1e-6
    expectClose(fit.rrblupLogLikelihood, num(varcomp?.LL), 'LL');
    expectClose(fit.logLikelihood + 0.5 * Math.log(158), num(varcomp?.LL), 'lme4 REML + ½log n');
  });

  it('reproduces the GEBV and its SE of all 162 lines, also the 4 without a phenotype', () => {
    const expected = readGoldenCsv(ARABIDOPSIS_CASE, 'expected_gblup.csv');
    const scale = Math.max(...expected.map((row) => Math.abs(num(row.gebv))));
    expected.forEach((row, i) => {
      expect(row.id).toBe(data.ids[i]);
      const error = Math.abs((fit.gebv[i] as number) - num(row.gebv));
      expect(error, `gebv ${row.id}`).toBeLessThanOrEqual(1e-5 * scale);
      expectReml(fit.se[i] as number, num(row.u_se), `u.SE ${row.id}`);
    });
    expect(data.y.filter(Number.isNaN).length).toBe(4);
  });

  it('gives reliabilities in [0, 1], lower for unphenotyped lines, and 95 % intervals', () => {
    let observed = 0;
    let missing = 0;
    data.y.forEach((v, i) => {
      const r = fit.reliability[i] as number;
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThanOrEqual(1);
      if (Number.isNaN(v)) missing += r / 4;
      else observed += r / 158;
      const half = 1.959963984540054 * (fit.se[i] as number);
      expect(fit.upper[i] as number).toBeCloseTo((fit.gebv[i] as number) + half, 6);
      expect(fit.lower[i] as number).toBeCloseTo((fit.gebv[i] as number) - half, 6);
    });
    expect(missing).toBeLessThan(observed);
    const i = 0;
    expect(fit.reliability[i]).toBeCloseTo(
      1 - (fit.pev[i] as number) / (fit.genetic * (data.grm[i] as number)),
      12,
    );
  });
});
