import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StatsError } from '../errors.ts';
import { expectClose, GOLDEN_DIR, num, readGoldenCsv } from '../testing/golden.ts';
import { fitMixedModel } from './fit-mixed-model.ts';
import type { MixedModelFit, MixedModelInput } from './types.ts';

const CASES = join('mixed', 'engine');
type Expected = {
  n: number;
  logLik: number;
  components: { name: string; variance: number }[];
  beta: { name: string; estimate: number }[];
  betaCovariance: number[];
  random: { term: string; levels: string[]; values: number[]; pev: number[]; pevTotal: number }[];
  betaCovarianceGradient: number[][];
  contrast?: { L: number[]; estimate: number; se: number; df: number };
};

function load(name: string): { data: Record<string, string>[]; expected: Expected } {
  const data = readGoldenCsv(join(CASES, name), 'data.csv');
  const text = readFileSync(join(GOLDEN_DIR, CASES, name, 'expected.json'), 'utf8');
  return { data, expected: JSON.parse(text) as Expected };
}

const column = (data: Record<string, string>[], name: string) => data.map((row) => row[name] ?? '');

/** Close at 1e-6 relative, or 1e-6 of the scale for values that are ~0 by construction. */
function expectNear(actual: number, expected: number, scale: number, label: string) {
  const allowed = Math.max(1e-6 * Math.abs(expected), 1e-9 * scale);
  expect(Math.abs(actual - expected), `${label}: ${actual} vs R ${expected}`).toBeLessThanOrEqual(
    allowed,
  );
}

/** R's column-major p×p against our row-major (symmetric anyway). */
function expectMatrix(actual: Float64Array, expected: number[], label: string) {
  const scale = Math.max(...expected.map(Math.abs));
  const p = Math.round(Math.sqrt(expected.length));
  for (let i = 0; i < p; i += 1)
    for (let j = 0; j < p; j += 1)
      expectNear(
        actual[i * p + j] as number,
        expected[j * p + i] as number,
        scale,
        `${label}[${i},${j}]`,
      );
}

function compare(fit: MixedModelFit, expected: Expected) {
  expect(fit.n).toBe(expected.n);
  expect(fit.converged).toBe(true);
  const remlTolerance = (a: number, e: number, label: string) =>
    expect(Math.abs(a - e), `${label}: ${a} vs R ${e}`).toBeLessThanOrEqual(
      1e-5 * Math.abs(e) || 1e-8,
    );
  remlTolerance(fit.logLikelihood, expected.logLik, 'logLik');
  const totalVariance = expected.components.reduce((s, c) => s + c.variance, 0);
  expected.components.forEach((component, k) => {
    expect(fit.components[k]?.name).toBe(component.name);
    const actual = fit.components[k]?.variance as number;
    if (component.variance < 1e-8 * totalVariance) {
      expect(actual).toBe(0);
      expect(fit.components[k]?.boundary).toBe(true);
    } else remlTolerance(actual, component.variance, `variance ${component.name}`);
  });
  expect(fit.columnNames).toEqual(expected.beta.map((b) => b.name));
  const betaScale = Math.max(...expected.beta.map((b) => Math.abs(b.estimate)));
  expected.beta.forEach((b, j) => {
    expectNear(fit.beta[j] as number, b.estimate, betaScale, b.name);
  });
  expectMatrix(fit.betaCovariance, expected.betaCovariance, 'vcov');
  expected.betaCovarianceGradient.forEach((g, k) => {
    expectMatrix(fit.betaCovarianceGradient[k] as Float64Array, g, `gradient ${k}`);
  });
  expected.random.forEach((term, k) => {
    const actual = fit.random[k];
    expect(actual?.term).toBe(term.term);
    expect(actual?.levels).toEqual(term.levels);
    const scale = Math.max(...term.values.map(Math.abs), 1e-300);
    term.values.forEach((v, i) => {
      expectNear(actual?.values[i] as number, v, scale, `blup ${i}`);
    });
    const pevScale = Math.max(...term.pev);
    term.pev.forEach((v, i) => {
      expectNear(actual?.pev[i] as number, v, pevScale, `pev ${i}`);
    });
    expectNear(actual?.pevTotal as number, term.pevTotal, pevScale * term.pev.length, 'pevTotal');
  });
}

const numbers = (values: string[]) => values.map(num);

describe('fitMixedModel against lme4', () => {
  it('RCBD with lines random and blocks fixed, 5 of 48 plots missing', () => {
    const { data, expected } = load('rcbd-lines-random');
    const fit = fitMixedModel({
      fixed: {
        response: numbers(column(data, 'y')),
        factors: [{ name: 'block', values: column(data, 'block') }],
        terms: [['block']],
      },
      random: [{ name: 'line', values: column(data, 'line') }],
    });
    compare(fit, expected);
  });

  it('alpha-lattice: rep fixed, line and rep:block random', () => {
    const { data, expected } = load('alpha-lattice');
    const repBlock = data.map((row) => `${row.rep}:${row.block}`);
    const fit = fitMixedModel({
      fixed: {
        response: numbers(column(data, 'y')),
        factors: [{ name: 'rep', values: column(data, 'rep') }],
        terms: [['rep']],
      },
      random: [
        { name: 'line', values: column(data, 'line') },
        { name: 'rep:block', values: repBlock },
      ],
    });
    compare(fit, expected);
  });

  it('gives the same fit with V formed densely (a relationship matrix K = I)', () => {
    const { data, expected } = load('alpha-lattice');
    const repBlock = data.map((row) => `${row.rep}:${row.block}`);
    const lines = [...new Set(column(data, 'line'))].sort();
    const identity = new Float64Array(lines.length ** 2);
    for (let i = 0; i < lines.length; i += 1) identity[i * lines.length + i] = 1;
    const fit = fitMixedModel({
      fixed: {
        response: numbers(column(data, 'y')),
        factors: [{ name: 'rep', values: column(data, 'rep') }],
        terms: [['rep']],
      },
      random: [
        { name: 'line', values: column(data, 'line'), levels: lines, relationship: identity },
        { name: 'rep:block', values: repBlock },
      ],
    });
    compare(fit, expected);
  });

  it('puts a line component REML estimates at zero on the boundary', () => {
    const { data, expected } = load('boundary');
    const fit = fitMixedModel({
      fixed: {
        response: numbers(column(data, 'y')),
        factors: [{ name: 'block', values: column(data, 'block') }],
        terms: [['block']],
      },
      random: [{ name: 'line', values: column(data, 'line') }],
    });
    expect(fit.components[0]?.boundary).toBe(true);
    compare(fit, expected);
  });

  it('lines fixed, blocks random: vcov and the Satterthwaite df of lmerTest', () => {
    const { data, expected } = load('lines-fixed');
    const fit = fitMixedModel({
      fixed: {
        response: numbers(column(data, 'y')),
        factors: [{ name: 'line', values: column(data, 'line') }],
        terms: [['line']],
      },
      random: [{ name: 'block', values: column(data, 'block') }],
    });
    compare(fit, expected);
    const contrast = expected.contrast as NonNullable<Expected['contrast']>;
    const p = contrast.L.length;
    const form = (m: Float64Array) => {
      let sum = 0;
      for (let i = 0; i < p; i += 1)
        for (let j = 0; j < p; j += 1)
          sum += (contrast.L[i] as number) * (m[i * p + j] as number) * (contrast.L[j] as number);
      return sum;
    };
    const variance = form(fit.betaCovariance);
    expectClose(Math.sqrt(variance), contrast.se, 'se');
    const g = fit.betaCovarianceGradient.map(form);
    const c = g.length;
    let denominator = 0;
    for (let i = 0; i < c; i += 1)
      for (let j = 0; j < c; j += 1)
        denominator +=
          (g[i] as number) * (fit.componentCovariance[i * c + j] as number) * (g[j] as number);
    const df = (2 * variance * variance) / denominator;
    expect(
      Math.abs(df - contrast.df) / contrast.df,
      `df ${df} vs ${contrast.df}`,
    ).toBeLessThanOrEqual(1e-5);
  });
});

describe('fitMixedModel with a genomic relationship matrix (rrBLUP GBLUP, golden case 10)', () => {
  it('reproduces mixed.solve(y, K = A.mat(M)) on 162 Arabidopsis RILs', () => {
    const dir = join(CASES, 'gblup');
    const geno = readGoldenCsv(dir, 'geno_dosage.csv');
    const pheno = readGoldenCsv(dir, 'pheno.csv');
    const ids = geno.map((row) => row.id as string);
    const markers = Object.keys(geno[0] as object).filter((name) => name !== 'id');
    const q = ids.length;
    const m = markers.length;
    // VanRaden (2008) as rrBLUP::A.mat: W = dosage − 2p (mean-imputed), A = WW'/(2Σp(1 − p))
    const w = new Float64Array(q * m);
    let denominator = 0;
    markers.forEach((marker, j) => {
      const values = geno.map((row) => num(row[marker]));
      const observed = values.filter(Number.isFinite);
      const mean = observed.reduce((s, v) => s + v, 0) / observed.length;
      const freq = mean / 2;
      denominator += 2 * freq * (1 - freq);
      values.forEach((v, i) => {
        w[i * m + j] = Number.isFinite(v) ? v - mean : 0;
      });
    });
    const k = new Float64Array(q * q);
    for (let a = 0; a < q; a += 1)
      for (let b = 0; b < q; b += 1) {
        let sum = 0;
        for (let j = 0; j < m; j += 1) sum += (w[a * m + j] as number) * (w[b * m + j] as number);
        k[a * q + b] = sum / denominator;
      }
    const input: MixedModelInput = {
      fixed: { response: pheno.map((row) => num(row.y)), terms: [] },
      random: [{ name: 'line', values: ids, levels: ids, relationship: k }],
    };
    const fit = fitMixedModel(input);
    const [varcomp] = readGoldenCsv(dir, 'expected_gblup_varcomp.csv');
    const reml = (a: number, e: number, label: string) =>
      expect(Math.abs(a - e) / Math.abs(e), `${label}: ${a} vs ${e}`).toBeLessThanOrEqual(1e-5);
    reml(fit.components[0]?.variance as number, num(varcomp?.Vu), 'Vu');
    reml(fit.components[1]?.variance as number, num(varcomp?.Ve), 'Ve');
    expectClose(fit.beta[0] as number, num(varcomp?.beta), 'beta');
    reml(
      Math.sqrt(fit.betaCovariance[0] as number),
      num(varcomp?.beta_se),
      'beta se (a function of the REML optimum)',
    );
    const gblup = readGoldenCsv(dir, 'expected_gblup.csv');
    const scale = Math.max(...gblup.map((row) => Math.abs(num(row.gebv))));
    // rrBLUP maximises REML with optimize() (tolerance ~1e-4 on the log ratio), so its optimum
    // is accurate to ~1e-6 only: the BLUPs and their SEs, functions of it, are held to 1e-5
    gblup.forEach((row, i) => {
      const gebv = fit.random[0]?.values[i] as number;
      expect(Math.abs(gebv - num(row.gebv)), `gebv ${row.id}`).toBeLessThanOrEqual(1e-5 * scale);
      reml(Math.sqrt(fit.random[0]?.pev[i] as number), num(row.u_se), `u.SE ${row.id}`);
    });
  });
});

describe('fitMixedModel refuses impossible models', () => {
  const base = {
    response: [1, 2, 3, 4, 5, 6],
    factors: [{ name: 'block', values: ['a', 'a', 'a', 'b', 'b', 'b'] }],
    terms: [['block']],
  };
  const reason = (input: MixedModelInput) => {
    try {
      fitMixedModel(input);
    } catch (error) {
      if (error instanceof StatsError) return error.reason?.key;
      throw error;
    }
    return undefined;
  };
  it('a random term with one level', () => {
    expect(reason({ fixed: base, random: [{ name: 'line', values: [1, 1, 1, 1, 1, 1] }] })).toBe(
      'randomTermOneLevel',
    );
  });
  it('a relationship matrix of the wrong size or not symmetric', () => {
    const values = ['x', 'y', 'x', 'y', 'x', 'y'];
    expect(
      reason({
        fixed: base,
        random: [{ name: 'line', values, relationship: new Float64Array(9) }],
      }),
    ).toBe('relationshipMatrixInvalid');
    expect(
      reason({
        fixed: base,
        random: [{ name: 'line', values, relationship: Float64Array.of(1, 0.5, 0.2, 1) }],
      }),
    ).toBe('relationshipMatrixInvalid');
  });
  it('no residual degrees of freedom', () => {
    expect(
      reason({
        fixed: { ...base, response: [1, 2], factors: [{ name: 'block', values: ['a', 'b'] }] },
        random: [{ name: 'line', values: ['x', 'y'] }],
      }),
    ).toBe('noResidualDf');
  });
});
