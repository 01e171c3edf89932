import { describe, expect, it } from 'vitest';
import { StatsError } from '../errors.ts';
import { expectClose, expectP, num, readGoldenCsv } from '../testing/golden.ts';
import type { LinearModelInput } from './design-matrix.ts';
import { computeLinearModelAnova, fitLinearModel, type LinearModelAnova } from './linear-model.ts';
import { computeMarginalMeans } from './marginal-means.ts';

const NPK = '03_npk_factorial_blocks_typeI_II_III';
const npk = readGoldenCsv(NPK, 'input.csv');

function npkInput(rows: Record<string, string>[], terms: string[][]): LinearModelInput {
  const factor = (name: string) => ({ name, values: rows.map((row) => row[name] as string) });
  return {
    response: rows.map((row) => num(row.yield)),
    factors: [factor('block'), factor('N'), factor('P'), factor('K')],
    terms,
  };
}

const TWO_WAY = [['block'], ['N'], ['P'], ['K'], ['N', 'P'], ['N', 'K'], ['P', 'K']];
const THREE_WAY = [...TWO_WAY, ['N', 'P', 'K']];

/** Compares a table with an R CSV written from `anova()` or `car::Anova()`. */
function expectTable(anova: LinearModelAnova, file: string): void {
  const rows = readGoldenCsv(NPK, file);
  for (const row of rows) {
    const source = row[''] as string;
    if (source === 'Residuals') {
      expectClose(anova.residual.ss, num(row['Sum Sq']), `${file} residual SS`);
      expect(anova.residual.df).toBe(num(row.Df));
      continue;
    }
    const ours =
      source === '(Intercept)' ? anova.intercept : anova.rows.find((r) => r.source === source);
    if (!ours) throw new Error(`${source} missing`);
    expect(ours.df, source).toBe(num(row.Df));
    expectClose(ours.ss, num(row['Sum Sq']), `${file} ${source} SS`);
    expectClose(ours.f ?? Number.NaN, num(row['F value']), `${file} ${source} F`);
    expectP(ours.p ?? Number.NaN, num(row['Pr(>F)']), `${file} ${source}`);
  }
}

describe('computeLinearModelAnova on the unbalanced npk (golden 03, row 1 removed)', () => {
  const input = npkInput(npk.slice(1), TWO_WAY);

  it('gives R anova() sequential (Type I) sums of squares', () => {
    expectTable(computeLinearModelAnova(input, 'I'), 'expected_unbalanced_typeI.csv');
  });

  it('gives car::Anova type 2 sums of squares', () => {
    expectTable(computeLinearModelAnova(input, 'II'), 'expected_unbalanced_typeII.csv');
  });

  it('gives car::Anova type 3 sums of squares with sum-to-zero contrasts, intercept included', () => {
    expectTable(computeLinearModelAnova(input, 'III'), 'expected_unbalanced_typeIII.csv');
  });

  it('leaves out an observation with a missing response, as R na.omit', () => {
    const missing = npkInput(npk, TWO_WAY);
    missing.response = [Number.NaN, ...Array.from(missing.response).slice(1)];
    expectTable(computeLinearModelAnova(missing, 'I'), 'expected_unbalanced_typeI.csv');
  });

  it('depends on term order in Type I (output.txt: block, K, P, N)', () => {
    const reordered = npkInput(npk.slice(1), [
      ['block'],
      ['K'],
      ['P'],
      ['N'],
      ['P', 'N'],
      ['K', 'N'],
      ['K', 'P'],
    ]);
    const rows = computeLinearModelAnova(reordered, 'I').rows;
    const expected: [string, number, number][] = [
      ['K', 76.9612254902, 0.0536838],
      ['P', 4.9963786765, 0.5930367],
      ['N', 184.8283402778, 0.0065041],
      ['P:N', 20.089531746, 0.293287],
    ];
    for (const [source, ss, p] of expected) {
      const row = rows.find((r) => r.source === source);
      expectClose(row?.ss ?? Number.NaN, ss, source);
      expect(Math.abs((row?.p ?? 0) - p)).toBeLessThanOrEqual(5e-8 + 1e-12);
    }
  });

  it('gives emmeans least-squares means of N (output.txt)', () => {
    const means = computeMarginalMeans(fitLinearModel(input), 'N');
    expect(means.levels).toEqual(['0', '1']);
    expectClose(means.means[0] as number, 52.2986111111111, 'N0 emmean');
    expectClose(means.means[1] as number, 57.6833333333334, 'N1 emmean');
    expectClose(means.se[0] as number, 1.26625410003181, 'N0 SE');
    expectClose(means.se[1] as number, 1.17232349722885, 'N1 SE');
    expectClose(means.lower[0] as number, 49.5116046280359, 'N0 lower');
    expectClose(means.upper[1] as number, 60.2635999535608, 'N1 upper');
    expect(means.df).toBe(11);
  });

  it('gives R lm coefficients with treatment contrasts (coef(summary(lm(...))))', () => {
    const fit = fitLinearModel(input);
    const expected: [string, number, number, number][] = [
      ['(Intercept)', 52.288888888888934, 3.02692625408999, 2.55702261953814e-9],
      ['block4', -4.595833333333366, 3.21054012062794, 1.8008541946824e-1],
      ['N1', 10.081944444444456, 2.91120445118885, 5.30360074203881e-3],
      ['N1:P1', -4.230555555555553, 3.45122692850079, 2.45865761283356e-1],
      ['P1:K1', 1.030555555555541, 3.45122692850079, 7.70806328604304e-1],
    ];
    for (const [name, estimate, se, p] of expected) {
      const coefficient = fit.coefficients.find((c) => c.name === name);
      expectClose(coefficient?.estimate ?? Number.NaN, estimate, `${name} estimate`);
      expectClose(coefficient?.se ?? Number.NaN, se, `${name} SE`);
      expectP(coefficient?.p ?? Number.NaN, p, name);
    }
  });
});

describe('computeLinearModelAnova on the balanced npk in blocks (golden 03, MASS p.166)', () => {
  const expected: [string, number, number, number, number][] = [
    ['block', 5, 343.295, 4.44667, 0.0159388],
    ['N', 1, 189.281666667, 12.25873, 0.0043718],
    ['P', 1, 8.401666667, 0.54413, 0.4749041],
    ['K', 1, 95.201666667, 6.16569, 0.0287951],
    ['N:P', 1, 21.281666667, 1.3783, 0.2631653],
    ['N:K', 1, 33.135, 2.14597, 0.1686479],
    ['P:K', 1, 0.481666667, 0.03119, 0.8627521],
  ];

  function expectPrinted(anova: LinearModelAnova): void {
    for (const [source, df, ss, f, p] of expected) {
      const row = anova.rows.find((r) => r.source === source);
      expect(row?.df, source).toBe(df);
      expectClose(row?.ss ?? Number.NaN, ss, `${source} SS`);
      // output.txt prints F to 5 decimals and p to 7: compare within half a unit of the last digit
      expect(Math.abs((row?.f ?? 0) - f), `${source} F`).toBeLessThanOrEqual(5e-6 + 1e-12);
      expect(Math.abs((row?.p ?? 0) - p), `${source} p`).toBeLessThanOrEqual(5e-8);
    }
    expectClose(anova.residual.ss, 185.286666667, 'residual SS');
    expect(anova.residual.df).toBe(12);
  }

  it('gives the sequential table with the N:P:K interaction aliased with blocks (df 0)', () => {
    const anova = computeLinearModelAnova(npkInput(npk, THREE_WAY), 'I');
    expectPrinted(anova);
    expect(anova.rows.at(-1)).toEqual({ source: 'N:P:K', df: 0, ss: 0, ms: 0, f: null, p: null });
  });

  it('marks the aliased coefficient as R aov does (coef(aov) has no N1:P1:K1)', () => {
    const fit = fitLinearModel(npkInput(npk, THREE_WAY));
    expect(fit.rank).toBe(12);
    const aliased = fit.coefficients.filter((c) => c.estimate === null).map((c) => c.name);
    expect(aliased).toEqual(['N1:P1:K1']);
    const estimate = (name: string) =>
      fit.coefficients.find((c) => c.name === name)?.estimate ?? Number.NaN;
    expectClose(estimate('(Intercept)'), 51.824999999999982, 'intercept');
    expectClose(estimate('block4'), -3.899999999999999, 'block4');
    expectClose(estimate('P1'), 0.416666666666673, 'P1');
    expectClose(estimate('N1:K1'), -4.700000000000005, 'N1:K1');
  });

  it('gives the same Type II and Type III tables without the 3-way term (car::Anova)', () => {
    expectPrinted(computeLinearModelAnova(npkInput(npk, TWO_WAY), 'II'));
    const typeIII = computeLinearModelAnova(npkInput(npk, TWO_WAY), 'III');
    expectPrinted(typeIII);
    expectClose(typeIII.intercept?.ss ?? Number.NaN, 72270.375, 'intercept SS');
    expect(Math.abs((typeIII.intercept?.f ?? 0) - 4680.55536)).toBeLessThan(5e-6);
  });
});

describe('fitLinearModel', () => {
  it('throws notEnoughData when the model uses every degree of freedom', () => {
    const input = {
      response: [1, 2, 3],
      factors: [{ name: 'g', values: ['a', 'b', 'c'] }],
      terms: [['g']],
    };
    expect(() => fitLinearModel(input)).toThrowError(StatsError);
    expect(() => fitLinearModel(input)).toThrow(expect.objectContaining({ code: 'notEnoughData' }));
  });

  it('declares a repeated covariate aliased and fits the rest', () => {
    const x = [1, 2, 3, 4, 5, 7];
    const fit = fitLinearModel({
      response: [1.1, 2.3, 2.9, 4.2, 5.1, 6.8],
      covariates: [
        { name: 'x', values: x },
        { name: 'twice', values: x.map((v) => 2 * v) },
      ],
      terms: [['x'], ['twice']],
    });
    expect(fit.rank).toBe(2);
    expect(fit.coefficients.map((c) => c.estimate === null)).toEqual([false, false, true]);
  });

  it('rejects an unknown variable and a length mismatch', () => {
    expect(() => fitLinearModel({ response: [1, 2, 3], terms: [['x']] })).toThrowError(RangeError);
    expect(() =>
      fitLinearModel({
        response: [1, 2, 3],
        covariates: [{ name: 'x', values: [1, 2] }],
        terms: [['x']],
      }),
    ).toThrowError(RangeError);
  });
});
