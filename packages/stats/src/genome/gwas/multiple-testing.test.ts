import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectClose } from '../../testing/golden.ts';
import {
  benjaminiHochberg,
  benjaminiHochbergThreshold,
  bonferroniThreshold,
  CHI_SQUARE_1_MEDIAN,
  genomicInflation,
  qqPoints,
} from './multiple-testing.ts';

const p = [0.01, 0.04, 0.03, 0.005, Number.NaN, 0.5, 0.2];

describe('multiple testing and calibration', () => {
  it('BH q-values equal R p.adjust(p, "BH")', () => {
    // R: p.adjust(c(0.01, 0.04, 0.03, 0.005, 0.5, 0.2), "BH")
    // [1] 0.03 0.06 0.06 0.03 0.50 0.24
    const q = benjaminiHochberg(p);
    [0.03, 0.06, 0.06, 0.03, Number.NaN, 0.5, 0.24].forEach((want, i) => {
      if (Number.isNaN(want)) expect(q[i]).toBeNaN();
      else expectClose(q[i] as number, want, `q ${i}`);
    });
  });

  it('BH threshold declares exactly the markers with q ≤ α', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1e-12, max: 1, noNaN: true }), { minLength: 1, maxLength: 60 }),
        (values) => {
          const q = benjaminiHochberg(values);
          const t = benjaminiHochbergThreshold(values, 0.1);
          const declared = values.filter((_, i) => (q[i] as number) <= 0.1).length;
          expect(t.declared).toBe(declared);
          values.forEach((v, i) => {
            if (t.declared > 0) expect(v <= t.p).toBe((q[i] as number) <= 0.1);
          });
        },
      ),
    );
  });

  it('Bonferroni counts tested markers only', () => {
    const b = bonferroniThreshold(p);
    expect(b.tests).toBe(6);
    expectClose(b.p, 0.05 / 6, 'alpha/m');
  });

  it('genomic inflation: qchisq(0.5, 1) and λ = 1 for uniform p', () => {
    expectClose(CHI_SQUARE_1_MEDIAN, 0.454936423119572, 'qchisq(0.5, 1)');
    const m = 10001;
    const uniform = Array.from({ length: m }, (_, i) => (i + 0.5) / m);
    expectClose(genomicInflation(uniform), 1, 'lambda');
    // R 4.2: median(qchisq(c(0.01, 0.04, 0.03, 0.005, 0.5, 0.2), 1, lower.tail = FALSE)) /
    //   qchisq(0.5, 1)
    expectClose(genomicInflation(p), 9.81145538270094, 'lambda of six p-values');
  });

  it('QQ points: ppoints and the most significant first', () => {
    const qq = qqPoints(p);
    expect(Array.from(qq.marker)).toEqual([3, 0, 2, 1, 6, 5]);
    // R: ppoints(6) = 0.10 0.26 0.42 0.58 0.74 0.90
    [0.1, 0.26, 0.42, 0.58, 0.74, 0.9].forEach((v, i) => {
      expectClose(qq.expected[i] as number, -Math.log10(v), `expected ${i}`);
    });
    expectClose(qq.observed[0] as number, -Math.log10(0.005), 'first observed');
  });
});
