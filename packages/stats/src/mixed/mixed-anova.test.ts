import { describe, expect, it } from 'vitest';
import { expectClose, expectP } from '../testing/golden.ts';
import {
  at,
  column,
  factorOf,
  type GoldenAnova,
  type MixedCase,
  randomOf,
  readMixedCase,
} from '../testing/mixed-golden.ts';
import { fitMixedModel } from './fit-mixed-model.ts';
import { computeMixedAnova, type MixedAnova } from './mixed-anova.ts';
import type { MixedModelInput } from './types.ts';

/** jsonlite writes a one-row table's columns as scalars. */
function asArrays(table: GoldenAnova): GoldenAnova {
  const wrap = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);
  const entries = Object.entries(table).map(([key, value]) => [key, wrap(value)]);
  return Object.fromEntries(entries) as unknown as GoldenAnova;
}

function expectAnova(actual: MixedAnova, golden: GoldenAnova, label: string) {
  const expected = asArrays(golden);
  expect(actual.rows.map((row) => row.term)).toEqual(expected.terms);
  actual.rows.forEach((row, i) => {
    const name = `${label} ${row.term}`;
    expect(row.numDf, `${name} NumDF`).toBe(expected.numDf[i]);
    expectClose(row.denDf, expected.denDf[i] as number, `${name} DenDF`);
    expectClose(row.f, expected.f[i] as number, `${name} F`);
    expectClose(row.meanSq, expected.meanSq[i] as number, `${name} Mean Sq`);
    expectClose(row.sumSq, expected.sumSq[i] as number, `${name} Sum Sq`);
    expectP(row.p, expected.p[i] as number, `${name} p`);
  });
}

/** Type III and Type I under both codings of the factors (Type III does not depend on it). */
function expectTables(golden: MixedCase, path: string[], input: MixedModelInput) {
  for (const contrasts of ['sum', 'treatment'] as const) {
    const fit = fitMixedModel({ ...input, contrasts });
    expectAnova(computeMixedAnova(fit), at(golden.expected, ...path, 'anovaType3'), contrasts);
    if (contrasts === 'sum')
      expectAnova(computeMixedAnova(fit, 'I'), at(golden.expected, ...path, 'anovaType1'), 'I');
  }
}

describe('computeMixedAnova matches lmerTest anova (Satterthwaite)', () => {
  it('(a) RCBD with missing plots, lines fixed: one term (Type I contrasts, as lmerTest)', () => {
    const golden = readMixedCase('rcbd-missing');
    const { rows } = golden;
    expectTables(golden, ['linesFixed'], {
      fixed: { response: column(rows, 'y'), factors: [factorOf(rows, 'line')], terms: [['line']] },
      random: [randomOf(rows, 'rep')],
    });
  });

  for (const variant of ['balanced', 'missing'] as const) {
    it(`(b) split-plot, A × B with the main-plot stratum (${variant})`, () => {
      const golden = readMixedCase('split-plot');
      const { rows } = golden;
      expectTables(golden, [variant], {
        fixed: {
          response: column(rows, variant === 'balanced' ? 'y' : 'y_missing'),
          factors: [factorOf(rows, 'A'), factorOf(rows, 'B')],
          terms: [['A'], ['B'], ['A', 'B']],
        },
        random: [randomOf(rows, 'block', 'A'), randomOf(rows, 'block')],
      });
    });
  }

  it('(b) equals the classical split-plot strata F tests when balanced (aov Error(block/A))', () => {
    const { rows, expected } = readMixedCase('split-plot');
    const fit = fitMixedModel({
      fixed: {
        response: column(rows, 'y'),
        factors: [factorOf(rows, 'A'), factorOf(rows, 'B')],
        terms: [['A'], ['B'], ['A', 'B']],
      },
      random: [randomOf(rows, 'block', 'A'), randomOf(rows, 'block')],
      contrasts: 'sum',
    });
    const [a, b, ab] = computeMixedAnova(fit).rows;
    const strata = at<Record<string, { f: number[]; df: number[] }>>(
      expected,
      'balanced',
      'aovStrata',
    );
    const main = strata['Error: block:A'];
    const within = strata['Error: Within'];
    expectClose(a?.f ?? Number.NaN, main?.f[0] as number, 'A vs main-plot error');
    expectClose(a?.denDf ?? Number.NaN, main?.df[1] as number, 'A denominator df');
    expectClose(b?.f ?? Number.NaN, within?.f[0] as number, 'B vs sub-plot error');
    expectClose(ab?.f ?? Number.NaN, within?.f[1] as number, 'A:B vs sub-plot error');
    expectClose(ab?.denDf ?? Number.NaN, within?.df[2] as number, 'sub-plot df');
  });

  it('(c) alpha-lattice, lines fixed, incomplete blocks random', () => {
    const golden = readMixedCase('alpha-lattice');
    const { rows } = golden;
    expectTables(golden, ['linesFixed'], {
      fixed: {
        response: column(rows, 'y'),
        factors: [factorOf(rows, 'rep'), factorOf(rows, 'line')],
        terms: [['rep'], ['line']],
      },
      random: [randomOf(rows, 'rep', 'block')],
    });
  });

  it('(d) three sites with replicates nested in sites, lines fixed, G×E random', () => {
    const golden = readMixedCase('multi-site');
    const { rows } = golden;
    expectTables(golden, ['linesFixed'], {
      fixed: {
        response: column(rows, 'y'),
        factors: [factorOf(rows, 'site'), factorOf(rows, 'rep'), factorOf(rows, 'line')],
        terms: [['site'], ['line'], ['site', 'rep']],
      },
      random: [randomOf(rows, 'line', 'site')],
    });
  });
});
