import {
  assembleCentredGram,
  createCentredGramAccumulator,
} from '@plotline/stats/genome/structure/centred-gram';
import { describe, expect, it } from 'vitest';
import { computeGwas, type GwasTaskInput } from './compute-gwas.ts';
import { runGwasScan } from './run-gwas-scan.ts';

/** 150 lines × 4,400 markers (two shares of the scan), 1 % missing calls, a trait with QTL. */
function panel(): Omit<GwasTaskInput, 'model' | 'components'> {
  let state = 5;
  const random = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  const n = 150;
  const m = 4_400;
  const calls = new Uint8Array(new SharedArrayBuffer(n * m));
  const y = new Float64Array(n);
  for (let j = 0; j < m; j += 1) {
    const p = 0.05 + 0.9 * random();
    const effect = j % 400 === 7 ? 1.5 * (random() - 0.5) : 0;
    for (let i = 0; i < n; i += 1) {
      const dose = (random() < p ? 1 : 0) + (random() < p ? 1 : 0);
      calls[i * m + j] = random() < 0.01 ? 3 : dose;
      y[i] = (y[i] as number) + effect * dose;
    }
  }
  for (let i = 0; i < n; i += 1) y[i] = (y[i] as number) + random();
  const matrix = { n, m, calls };
  const accumulator = createCentredGramAccumulator(n);
  accumulator.add(matrix);
  const gram = assembleCentredGram([accumulator.finish()]);
  return { matrix, y, minMaf: 0.05, gram: { values: gram.values, sumTwoPq: gram.sumTwoPq } };
}

const same = (a: Float64Array, b: Float64Array, tolerance: number) => {
  expect(a.length).toBe(b.length);
  for (let i = 0; i < a.length; i += 1) {
    const [x, y] = [a[i] as number, b[i] as number];
    if (Number.isNaN(y)) expect(x).toBeNaN();
    else expect(Math.abs(x - y)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(y)));
  }
};

describe('the GWAS scan split over the genome pool (decision 054)', () => {
  const data = panel();

  it.each([
    ['mixed', 0],
    ['mixed', 2],
    ['single', 2],
  ] as const)('model %s with %i PCs equals the scan in one task', async (model, components) => {
    const input = { ...data, model, components };
    const split = await runGwasScan(input);
    const whole = computeGwas(input);
    expect(split.tested).toBe(whole.tested);
    expect(split.tested).toBeGreaterThan(4_000);
    if (model === 'mixed') {
      const variance = split.variance as { genetic: number; residual: number };
      expect(variance.genetic).toBeCloseTo(whole.variance?.genetic as number, 8);
      expect(variance.residual).toBeCloseTo(whole.variance?.residual as number, 8);
    } else expect(split.variance).toBeNull();
    same(split.beta, whole.beta, 1e-7);
    same(split.se, whole.se, 1e-7);
    same(split.p, whole.p, 1e-6);
    same(split.q, whole.q, 1e-6);
    expect(split.lambda).toBeCloseTo(whole.lambda, 6);
  });
});
