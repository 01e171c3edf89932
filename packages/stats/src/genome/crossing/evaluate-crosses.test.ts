import { describe, expect, it } from 'vitest';
import { normalSurvival } from '../../distributions/distributions.ts';
import { evaluateCrosses } from './evaluate-crosses.ts';
import { selectionIntensity } from './selection-intensity.ts';

// Hand-computed crosses of DH/RIL progeny (dose 2·Bernoulli((d₁ + d₂)/4)), two markers with
// effects +2 and −1 per ALT dose, panel mean dose 1 at both, baseline 10, check 10.
const effects = Float64Array.from([2, -1]);
const panelMeans = Float64Array.from([1, 1]);
const doses = Float64Array.from([
  ...[0, 2], // P0
  ...[2, 2], // P1
  ...[1, 1], // P2 (heterozygous at both)
  ...[Number.NaN, 2], // P3 (no dose at marker 1)
]);
const I = selectionIntensity(0.1);

function run(mothers: number[], fathers: number[], check = 10) {
  return evaluateCrosses({
    m: 2,
    doses,
    panelMeans,
    traits: [{ effects, baseline: 10, check }],
    mothers,
    fathers,
    intensity: I,
  });
}

describe('selectionIntensity', () => {
  it('gives the textbook intensities of 10 %, 5 % and 50 %', () => {
    expect(I).toBeCloseTo(1.7549833193, 9);
    expect(selectionIntensity(0.05)).toBeCloseTo(2.0627128, 6);
    expect(selectionIntensity(0.5)).toBeCloseTo(0.7978845608, 9);
  });
  it('refuses a fraction outside (0, 1)', () => {
    expect(() => selectionIntensity(0)).toThrow();
    expect(() => selectionIntensity(1)).toThrow();
  });
});

describe('evaluateCrosses', () => {
  it('segregates 0 × 2 at ½ and fixes 2 × 2 (P0 × P1: μ 9, σ² 4)', () => {
    const r = run([0], [1]);
    // marker 1: E 1, Var 1 → 2·0 mean, 4·1 variance; marker 2: E 2, Var 0 → −1·(2 − 1)
    expect(r.mean[0]).toBeCloseTo(9, 12);
    expect(r.sd[0]).toBeCloseTo(2, 12);
    expect(r.uc[0]).toBeCloseTo(9 + 2 * I, 12);
    expect(r.pBeat[0]).toBeCloseTo(0.308537538725987, 12);
  });

  it('lets a heterozygous parent give each allele at ½ (P0 × P2: μ 8.5, σ² 3.75)', () => {
    const r = run([0], [2]);
    // marker 1: q = ¼, E 0.5, Var 0.75; marker 2: q = ¾, E 1.5, Var 0.75
    expect(r.mean[0]).toBeCloseTo(10 + 2 * -0.5 - 0.5, 12);
    expect(r.sd[0]).toBeCloseTo(Math.sqrt(4 * 0.75 + 0.75), 12);
    expect(r.pBeat[0]).toBeCloseTo(normalSurvival(1.5 / Math.sqrt(3.75)), 12);
  });

  it('counts a missing dose as the panel mean, with no variance at that locus', () => {
    // marker 1: P3 counts as 1, P0 is 0 → E 0.5 → 2·(0.5 − 1); marker 2: 2 × 2 → −1·(2 − 1)
    const r = run([3], [0]);
    expect(r.mean[0]).toBeCloseTo(8, 12);
    expect(r.sd[0]).toBe(0);
    expect(r.uc[0]).toBeCloseTo(8, 12);
    expect(r.pBeat[0]).toBe(0);
    expect(run([3], [0], 7.9).pBeat[0]).toBe(1);
  });

  it('turns UC and P(beat) down for a trait where lower is better (P0 × P1: μ 9, σ 2)', () => {
    const both = (check: number, mothers = [0], fathers = [1]) =>
      evaluateCrosses({
        m: 2,
        doses,
        panelMeans,
        traits: [
          { effects, baseline: 10, check },
          { effects, baseline: 10, check, lowerIsBetter: true },
        ],
        mothers,
        fathers,
        intensity: I,
      });
    const r = both(10);
    expect(Array.from(r.mean)).toEqual([9, 9]);
    expect(Array.from(r.sd)).toEqual([2, 2]);
    // higher: UC = 9 + 1.7549833·2 = 12.5099666, P(> 10) = 1 − Φ(0.5) = 0.3085375
    // lower:  UC = 9 − 1.7549833·2 = 5.4900334,  P(< 10) = Φ(0.5) = 0.6914625
    expect(r.uc[0]).toBeCloseTo(12.5099666386, 9);
    expect(r.uc[1]).toBeCloseTo(5.4900333614, 9);
    expect(r.pBeat[0]).toBeCloseTo(0.308537538725987, 12);
    expect(r.pBeat[1]).toBeCloseTo(0.691462461274013, 12);
    // σ = 0 (P3 × P0: μ 8): below a check of 10 always, never below 7.9 nor at 8
    expect(Array.from(both(10, [3], [0]).pBeat)).toEqual([0, 1]);
    expect(Array.from(both(7.9, [3], [0]).pBeat)).toEqual([1, 0]);
    expect(Array.from(both(8, [3], [0]).pBeat)).toEqual([0, 0]);
    expect(Array.from(both(8, [3], [0]).uc)).toEqual([8, 8]);
  });

  it('evaluates each unordered pair once and never a parent with itself', () => {
    const r = run([0, 1], [1, 0, 2]);
    expect(Array.from(r.mother)).toEqual([0, 0, 1]);
    expect(Array.from(r.father)).toEqual([1, 2, 2]);
    // P1 × P2: marker 1 q = ¾ (E 1.5, Var 0.75), marker 2 the same
    expect(r.mean[2]).toBeCloseTo(10 + 2 * 0.5 - 0.5, 12);
    expect(r.sd[2]).toBeCloseTo(Math.sqrt(3.75), 12);
  });

  it('gives identical homozygous parents no variance, several traits at once', () => {
    const r = evaluateCrosses({
      m: 2,
      doses: Float64Array.from([2, 0, 2, 0]),
      panelMeans,
      traits: [
        { effects, baseline: 10, check: 10 },
        { effects: Float64Array.from([0.5, 0]), baseline: 1, check: 3 },
      ],
      mothers: [0],
      fathers: [1],
      intensity: I,
    });
    expect(Array.from(r.mean)).toEqual([13, 1.5]);
    expect(Array.from(r.sd)).toEqual([0, 0]);
    expect(Array.from(r.pBeat)).toEqual([1, 0]);
  });

  it('equals the moments of the gametes enumerated allele by allele (DH of the F1)', () => {
    // each parent's alleles at a locus: d ALT (1) among two; the F1 takes one allele of each
    // parent, the doubled haploid one allele of the F1: 8 equally likely paths per locus
    const one = [2, 1, 0];
    const two = [1, 1, 2];
    const e = [1.5, -0.7, 2.2];
    const alleles = (d: number) => [d >= 1 ? 1 : 0, d >= 2 ? 1 : 0];
    let outcomes: { value: number; p: number }[] = [{ value: 0, p: 1 }];
    for (let j = 0; j < 3; j += 1) {
      const next: { value: number; p: number }[] = [];
      for (const a of alleles(one[j] as number))
        for (const b of alleles(two[j] as number))
          for (const kept of [a, b])
            for (const o of outcomes)
              next.push({ value: o.value + (e[j] as number) * 2 * kept, p: o.p / 8 });
      outcomes = next;
    }
    const mean = outcomes.reduce((sum, o) => sum + o.p * o.value, 0);
    const variance = outcomes.reduce((sum, o) => sum + o.p * (o.value - mean) ** 2, 0);
    const r = evaluateCrosses({
      m: 3,
      doses: Float64Array.from([...one, ...two]),
      panelMeans: new Float64Array(3),
      traits: [{ effects: Float64Array.from(e), baseline: 0, check: 0 }],
      mothers: [0],
      fathers: [1],
      intensity: I,
    });
    expect(r.mean[0]).toBeCloseTo(mean, 12);
    expect(r.sd[0]).toBeCloseTo(Math.sqrt(variance), 12);
  });
});
