import { describe, expect, it } from 'vitest';
import { computeOneWayAnova } from '../linear/anova.ts';
import { expectClose, expectP, num, readGoldenCsv } from '../testing/golden.ts';
import { computeDunnett } from './dunnett.ts';

const PLANT = '01_plantgrowth_oneway_vs_control';
const plantGrowth = readGoldenCsv(PLANT, 'input.csv');
const plant = computeOneWayAnova(
  plantGrowth.map((row) => num(row.weight)),
  plantGrowth.map((row) => row.group as string),
);
const { ms: plantMse, df: plantDf } = plant.residual;

describe('Dunnett against the control (golden 01)', () => {
  const dunnett = computeDunnett(plant.groups, 'ctrl', plantMse, plantDf);

  it("agrees with multcomp's glht within 1e-4", () => {
    // multcomp integrates the multivariate t by randomized quasi-Monte Carlo (mvtnorm, run.R's
    // set.seed(1)): its printed p-values and quantile carry errors of ~1e-4, so 1e-4 is the
    // tolerance against that output; the exact values are checked in the next test.
    expect(Math.abs((dunnett.rows[0]?.p ?? 0) - 0.3227)).toBeLessThan(1e-4);
    expect(Math.abs((dunnett.rows[1]?.p ?? 0) - 0.15349)).toBeLessThan(1e-4);
    expect(Math.abs(dunnett.critical - 2.333538448807)).toBeLessThan(2e-4);
    expect(Math.abs((dunnett.rows[1]?.lower ?? 0) - -0.156547602034)).toBeLessThan(1e-4);
    expectClose(dunnett.rows[0]?.t ?? Number.NaN, -1.33079080116468, 't trt1');
  });

  it("matches mvtnorm's exact bivariate t (TVPACK) to 1e-6", () => {
    // R: 1 - P(|T1|,|T2| ≤ c) with pmvt(..., corr = 0.5, df = 27, algorithm = TVPACK(1e-14)) by
    // inclusion–exclusion of lower-tail probabilities; critical value by uniroot(tol = 1e-13)
    expectP(dunnett.rows[0]?.p ?? Number.NaN, 0.32269568576878, 'trt1');
    expectP(dunnett.rows[1]?.p ?? Number.NaN, 0.153485861515124, 'trt2');
    expectClose(dunnett.critical, 2.33341154692846, 'critical');
  });

  it('is exact for unequal group sizes (trivariate t, TVPACK)', () => {
    // n0 = 4, n = 3, 6, 10, MSE = 1, df = 19; means chosen so that t = 1.2, 2.0, 2.7.
    // R: pmvt with corr λiλj, λ = √(n/(n + n0)), TVPACK(abseps = 1e-14)
    const sizes = [4, 3, 6, 10];
    const ts = [0, 1.2, 2.0, 2.7];
    const groups = {
      levels: ['control', 'a', 'b', 'c'],
      counts: sizes,
      means: ts.map((t, i) => t * Math.sqrt(1 / (sizes[i] as number) + 1 / 4)),
    };
    const result = computeDunnett(groups, 'control', 1, 19);
    expectP(result.rows[0]?.p ?? Number.NaN, 0.482963442109038, 't = 1.2');
    expectP(result.rows[1]?.p ?? Number.NaN, 0.13809332710736, 't = 2.0');
    expectP(result.rows[2]?.p ?? Number.NaN, 0.0353027152082136, 't = 2.7');
    expectClose(result.critical, 2.52981423056099, 'critical');
  });

  it('throws pickControl for an unknown control', () => {
    expect(() => computeDunnett(plant.groups, 'none', plantMse, plantDf)).toThrow(
      expect.objectContaining({ code: 'pickControl' }),
    );
  });
});
