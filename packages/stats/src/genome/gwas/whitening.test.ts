import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cholesky } from '../../mixed/dense-cholesky.ts';
import { forwardSolveBlock, inverseFromFactor, orthonormalColumns } from './whitening.ts';

/** A random SPD matrix AA' + n·I from integer entries. */
function spd(n: number, entries: number[]): Float64Array {
  const a = Float64Array.from({ length: n * n }, (_, i) => entries[i % entries.length] as number);
  const h = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < n; j += 1) {
      let s = i === j ? n : 0;
      for (let k = 0; k < n; k += 1) s += (a[i * n + k] as number) * (a[j * n + k] as number);
      h[i * n + j] = s;
    }
  return h;
}

const cases = fc.record({
  n: fc.integer({ min: 1, max: 13 }),
  w: fc.integer({ min: 1, max: 5 }),
  entries: fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 30 }),
});

describe('whitening kernels', () => {
  it('forwardSolveBlock solves L·X = B (odd and even sizes, any width)', () => {
    fc.assert(
      fc.property(cases, ({ n, w, entries }) => {
        const l = cholesky(spd(n, entries), n) as Float64Array;
        const b = Float64Array.from({ length: n * w }, (_, i) => (i % 7) - 3);
        const x = Float64Array.from(b);
        forwardSolveBlock(l, n, x, w);
        for (let i = 0; i < n; i += 1)
          for (let c = 0; c < w; c += 1) {
            let s = 0;
            for (let k = 0; k <= i; k += 1)
              s += (l[i * n + k] as number) * (x[k * w + c] as number);
            expect(s).toBeCloseTo(b[i * w + c] as number, 9);
          }
      }),
    );
  });

  it('inverseFromFactor gives H⁻¹ (H·H⁻¹ = I)', () => {
    fc.assert(
      fc.property(cases, ({ n, entries }) => {
        const h = spd(n, entries);
        const inverse = inverseFromFactor(cholesky(h, n) as Float64Array, n);
        for (let i = 0; i < n; i += 1)
          for (let j = 0; j < n; j += 1) {
            let s = 0;
            for (let k = 0; k < n; k += 1)
              s += (h[i * n + k] as number) * (inverse[k * n + j] as number);
            expect(s).toBeCloseTo(i === j ? 1 : 0, 9);
          }
      }),
    );
  });

  it('orthonormalColumns drops an aliased column', () => {
    const x = Float64Array.of(1, 2, 3, 1, 0, 1, 1, 1, 2, 1, 5, 6); // third = first + second
    const { q, rank } = orthonormalColumns(x, 4, 3);
    expect(rank).toBe(2);
    let dot01 = 0;
    for (let i = 0; i < 4; i += 1) dot01 += (q[i * 2] as number) * (q[i * 2 + 1] as number);
    expect(Math.abs(dot01)).toBeLessThan(1e-12);
  });
});
