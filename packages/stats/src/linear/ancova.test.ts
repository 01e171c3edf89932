import { describe, expect, it } from 'vitest';
import { expectClose, expectP, num, readGoldenCsv } from '../testing/golden.ts';
import { computeAncova, dunnettxCdf, dunnettxQuantile } from './ancova.ts';
import type { LinearModelAnova } from './linear-model.ts';

const APPLE = '04_pearce_apple_rcbd_ancova_vs_control';
const apple = readGoldenCsv(APPLE, 'input.csv');
const input = {
  response: apple.map((row) => num(row.yield)),
  treatment: apple.map((row) => row.trt as string),
  covariate: apple.map((row) => num(row.prev)),
  treatmentLevels: ['S', 'A', 'B', 'C', 'D', 'E'],
  control: 'S',
};

/** Rows [source, df, SS, F, p] as output.txt prints them (SS to ≥ 12 digits, F to 5 decimals). */
function expectPrinted(
  table: LinearModelAnova,
  rows: [string, number, number, number, number][],
): void {
  for (const [source, df, ss, f, p] of rows) {
    const row =
      source === '(Intercept)' ? table.intercept : table.rows.find((r) => r.source === source);
    expect(row?.df, source).toBe(df);
    expectClose(row?.ss ?? Number.NaN, ss, `${table.type} ${source} SS`);
    expect(Math.abs((row?.f ?? 0) - f), `${source} F`).toBeLessThanOrEqual(5e-6 + 1e-12);
    // p printed to 5 significant digits
    expect(Math.abs((row?.p ?? 0) - p), `${source} p`).toBeLessThanOrEqual(5e-5 * p);
  }
}

describe('computeAncova on pearce.apple in blocks (golden 04)', () => {
  const ancova = computeAncova({ ...input, block: apple.map((row) => row.block as string) });

  it('gives the Type I, II and III tables of R anova() and car::Anova()', () => {
    expectPrinted(ancova.typeI, [
      ['block', 3, 47852.83333333, 57.47786, 4.0896e-8],
      ['covariate', 1, 15943.5711425, 57.45129, 2.5521e-6],
      ['treatment', 5, 4352.89154664, 3.13705, 0.04171],
    ]);
    expectClose(ancova.typeI.residual.ss, 3885.20397753, 'RSS');
    expect(ancova.typeI.residual.df).toBe(14);
    expectPrinted(ancova.typeII, [
      ['block', 3, 13258.061138279, 15.92476, 8.638e-5],
      ['covariate', 1, 19546.962689133, 70.43581, 7.8063e-7],
      ['treatment', 5, 4352.891546638, 3.13705, 0.04171],
    ]);
    expectPrinted(ancova.typeIII, [
      ['(Intercept)', 1, 547.677188379, 1.97351, 0.18187],
      ['block', 3, 13258.061138279, 15.92476, 8.638e-5],
      ['covariate', 1, 19546.962689133, 70.43581, 7.8063e-7],
    ]);
  });

  it('gives the common slope and the test of homogeneous slopes', () => {
    expectClose(ancova.slope.estimate, 28.4009628610729, 'slope');
    expectClose(ancova.covariateMean, 8.30833333333333, 'mean prev');
    const homogeneity = ancova.slopeHomogeneity;
    expect(homogeneity?.df).toBe(5);
    expect(homogeneity?.dfResidual).toBe(9);
    expectClose(homogeneity?.ss ?? Number.NaN, 2108.89754394, 'SS interaction');
    expect(Math.abs((homogeneity?.f ?? 0) - 2.13703)).toBeLessThanOrEqual(5e-6);
    expect(Math.abs((homogeneity?.p ?? 0) - 0.15207)).toBeLessThanOrEqual(5e-6);
  });

  it('gives the emmeans adjusted means (expected_adjusted_means.csv = Booth et al. Table 1)', () => {
    const means = ancova.adjustedMeans;
    for (const expected of readGoldenCsv(APPLE, 'expected_adjusted_means.csv')) {
      const i = means.levels.indexOf(expected.trt as string);
      expectClose(means.means[i] as number, num(expected.emmean), `${expected.trt} emmean`);
      expectClose(means.se[i] as number, num(expected.SE), `${expected.trt} SE`);
      expect(means.df).toBe(num(expected.df));
      expectClose(means.lower[i] as number, num(expected['lower.CL']), `${expected.trt} lower`);
      expectClose(means.upper[i] as number, num(expected['upper.CL']), `${expected.trt} upper`);
    }
  });

  it('gives the adjusted treatment − S contrasts, unadjusted (LSD-type)', () => {
    const expected: [string, number, number, number, number][] = [
      ['A', 29.140818431912, 12.1256417990855, 3.1339033187737, 55.1477335450502],
      ['B', 15.2309147180193, 12.2103442914266, -10.95766917312568, 41.4194986091642],
      ['C', 22.7309147180193, 12.2103442914266, -3.45766917312568, 48.9194986091642],
      ['D', 29.8013239339752, 12.6652393724156, 2.63708712872583, 56.9655607392247],
      ['E', 49.5817572214581, 13.3003322426226, 21.05538168259716, 78.108132760319],
    ];
    const printedP = [0.0307, 0.2327, 0.0838, 0.0338, 0.0022];
    expected.forEach(([level, estimate, se, lower, upper], i) => {
      const row = ancova.vsControl?.lsd[i];
      expect(row?.level).toBe(level);
      expectClose(row?.difference ?? Number.NaN, estimate, `${level} estimate`);
      expectClose(row?.se ?? Number.NaN, se, `${level} SE`);
      expectClose(row?.lower ?? Number.NaN, lower, `${level} lower`);
      expectClose(row?.upper ?? Number.NaN, upper, `${level} upper`);
      expect(Math.round((row?.p ?? 0) * 1e4) / 1e4).toBe(printedP[i]);
    });
  });

  it("gives emmeans' dunnettx-adjusted contrasts (CI to 12 digits, p to 4 decimals)", () => {
    const expected: [number, number][] = [
      [-5.56688020987, 63.8485170737],
      [-19.71923117951, 50.1810606155],
      [-12.21923117951, 57.6810606155],
      [-6.45088594055, 66.0535338085],
      [11.51169619201, 87.6518182509],
    ];
    const printedP = [0.1148, 0.5993, 0.2773, 0.1253, 0.0096];
    expected.forEach(([lower, upper], i) => {
      const row = ancova.vsControl?.dunnett[i];
      expectClose(row?.lower ?? Number.NaN, lower, 'lower');
      expectClose(row?.upper ?? Number.NaN, upper, 'upper');
      expect(Math.round((row?.p ?? 0) * 1e4) / 1e4).toBe(printedP[i]);
    });
  });
});

describe('computeAncova without blocks (CRD)', () => {
  // R (contr.sum): fc <- lm(yield ~ prev + trt, data = d); anova(fc); car::Anova(fc, type = 3);
  // emmeans(fc, ~ trt); anova(fc, lm(yield ~ prev * trt, data = d))
  const ancova = computeAncova(input);

  it('matches R for the tables, slope and adjusted means', () => {
    expectClose(ancova.typeI.rows[0]?.ss ?? Number.NaN, 48413.1888080338, 'SS prev');
    expectClose(ancova.typeI.rows[1]?.ss ?? Number.NaN, 6478.0460761535, 'SS trt');
    expectClose(ancova.typeII.rows[0]?.ss ?? Number.NaN, 54141.7348841873, 'SS prev II');
    expectClose(ancova.typeIII.intercept?.ss ?? Number.NaN, 2.7558881055, 'SS intercept III');
    expectClose(ancova.slope.estimate, 32.9509676125539, 'slope');
    expectClose(ancova.adjustedMeans.means[0] as number, 246.823623784217, 'S');
    expectClose(ancova.adjustedMeans.se[5] as number, 16.3141255939827, 'SE E');
    expectClose(ancova.slopeHomogeneity?.ss ?? Number.NaN, 1285.96706833341, 'SS prev:trt');
    expect(ancova.slopeHomogeneity?.dfResidual).toBe(12);
    expectClose(ancova.vsControl?.lsd[4]?.se ?? Number.NaN, 23.9075178101774, 'SE E − S');
    const p = ancova.vsControl?.dunnett.map((row) => Math.round(row.p * 1e4) / 1e4);
    expect(p).toEqual([0.4763, 0.8178, 0.6344, 0.4208, 0.1031]);
  });

  it('throws noPredictors for a constant covariate and pickControl for an unknown control', () => {
    expect(() => computeAncova({ ...input, covariate: input.covariate.map(() => 1) })).toThrow(
      expect.objectContaining({ code: 'noPredictors' }),
    );
    expect(() => computeAncova({ ...input, control: 'Z' })).toThrow(
      expect.objectContaining({ code: 'pickControl' }),
    );
  });
});

describe("emmeans' approximate Dunnett law", () => {
  it('reproduces .qdunnx and .pdunnx (emmeans 1.8.4)', () => {
    // R: emmeans:::.qdunnx(0.95, k, df) and 1 - emmeans:::.pdunnx(2.5, k, df)
    const expected: [number, number, number, number][] = [
      [2, 5, 3.07931528747027, 0.0975127077843894],
      [2, 60, 2.27658590594453, 0.0290756944242421],
      [5, 14, 2.86233910063182, 0.0968225218923918],
      [10, 5, 4.10907926094182, 0.247842301603945],
      [30, 60, 3.16704744324081, 0.230040980582894],
    ];
    for (const [k, df, quantile, tail] of expected) {
      expectClose(dunnettxQuantile(0.95, k, df), quantile, `q k=${k} df=${df}`);
      expectP(1 - dunnettxCdf(2.5, k, df), tail, `p k=${k} df=${df}`);
    }
  });
});
