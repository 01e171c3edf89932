import { encodeFactor } from '@plotline/stats/linear/encode-factor';
import { computeLinearModelAnova } from '@plotline/stats/linear/linear-model';
import { describe, expect, it } from 'vitest';
import { computeAdditiveAnova, type ModelFactor } from './anova-table.ts';

/** A deterministic pseudo-random stream (LCG), so failures repeat. */
function stream(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function factor(name: string, labels: string[]): ModelFactor {
  return { name, ...encodeFactor(labels) };
}

/** The same table through the engine's QR of the whole design (`car::Anova(type = 2)`). */
function throughLinearModel(y: Float64Array, factors: ModelFactor[]) {
  return computeLinearModelAnova(
    {
      response: y,
      factors: factors.map((f) => ({
        name: f.name,
        values: Array.from(f.codes, (code) => f.levels[code] as string),
        levels: f.levels,
      })),
      terms: factors.map((f) => [f.name]),
    },
    'II',
  );
}

function expectSameTable(y: Float64Array, factors: ModelFactor[]) {
  const ours = computeAdditiveAnova(y, factors);
  const engine = throughLinearModel(y, factors);
  expect(ours.residual.df).toBe(engine.residual.df);
  expect(ours.residual.ss).toBeCloseTo(engine.residual.ss, 8);
  ours.rows.forEach((row, t) => {
    const expected = engine.rows[t];
    expect(row.source).toBe(expected?.source);
    expect(row.df).toBe(expected?.df);
    expect(row.ss).toBeCloseTo(expected?.ss ?? Number.NaN, 8);
    if (row.df === 0) expect(row.f).toBeNull();
    else expect(row.p).toBeCloseTo(expected?.p ?? Number.NaN, 10);
  });
}

describe('computeAdditiveAnova', () => {
  it('gives the linear model’s Type II table of an unbalanced three-factor design', () => {
    const random = stream(7);
    const lines: string[] = [];
    const reps: string[] = [];
    const colours: string[] = [];
    const values: number[] = [];
    for (let line = 0; line < 30; line += 1) {
      for (let rep = 1; rep <= 3; rep += 1) {
        if (random() < 0.15) continue; // a lost plot
        lines.push(`L${line}`);
        reps.push(String(rep));
        colours.push(['белая', 'красная', 'чёрная'][Math.floor(random() * 3)] as string);
        values.push(50 + line * 0.3 + rep * 2 + random() * 5);
      }
    }
    const y = Float64Array.from(values);
    expectSameTable(y, [factor('repetition', reps), factor('line', lines)]);
    expectSameTable(y, [
      factor('line', lines),
      factor('colour', colours),
      factor('repetition', reps),
    ]);
  });

  it('gives df 0 to a factor nested in the absorbed one (a trait of the line)', () => {
    const lines = ['A', 'A', 'B', 'B', 'C', 'C', 'D', 'D', 'A', 'B', 'C', 'D'];
    const awns = lines.map((line) => (line < 'C' ? 'да' : 'нет'));
    const reps = [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2].map(String);
    const y = Float64Array.of(10, 11, 13, 12, 9, 8, 15, 16, 10.5, 12.2, 8.4, 15.1);
    const table = computeAdditiveAnova(y, [
      factor('line', lines),
      factor('awns', awns),
      factor('repetition', reps),
    ]);
    expect(table.rows[1]).toEqual({ source: 'awns', df: 0, ss: 0, ms: 0, f: null, p: null });
    expect(table.rows[0]?.df).toBe(2);
    expect(table.residual.df).toBe(12 - 4 - 1);
  });

  it('refuses a model without residual degrees of freedom', () => {
    const y = Float64Array.of(1, 2, 3, 4);
    expect(() =>
      computeAdditiveAnova(y, [
        factor('line', ['A', 'B', 'A', 'B']),
        factor('r', ['1', '1', '2', '2']),
      ]),
    ).not.toThrow();
    expect(() =>
      computeAdditiveAnova(y, [
        factor('line', ['A', 'B', 'C', 'D']),
        factor('r', ['1', '1', '2', '2']),
      ]),
    ).toThrow(expect.objectContaining({ code: 'notEnoughData' }));
  });
});
