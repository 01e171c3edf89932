import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitLinearModel } from '../../linear/linear-model.ts';
import { expectClose, num, readGoldenCsv } from '../../testing/golden.ts';
import { ARABIDOPSIS_CASE, readArabidopsisCase } from './arabidopsis-golden.ts';
import { mixedModelGwas } from './mixed-model-gwas.ts';
import { singleMarkerGwas } from './single-marker-gwas.ts';

describe('mixedModelGwas (golden case 10: rrBLUP::GWAS(K = A, n.PC = 0, P3D = TRUE))', () => {
  const data = readArabidopsisCase();
  const fit = mixedModelGwas({ genotypes: data.genotypes, y: data.y, relationship: data.grm });

  const expected = readGoldenCsv(ARABIDOPSIS_CASE, 'expected_gwas_mixed_rrblup.csv');
  const [varcomp] = readGoldenCsv(ARABIDOPSIS_CASE, 'expected_gblup_varcomp.csv');

  it("reproduces the −log10 p of all 117 markers at rrBLUP's variance components", () => {
    // the same σ²g, σ²ₑ as rrBLUP (mixed.solve on the same data): only the scan is compared
    const atR = mixedModelGwas({
      genotypes: data.genotypes,
      y: data.y,
      relationship: data.grm,
      components: { genetic: num(varcomp?.Vu), residual: num(varcomp?.Ve) },
    });
    expected.forEach((row, j) => {
      expect(row.marker).toBe(data.markers[j]);
      expectClose(atR.neglog10p[j] as number, num(row.neglog10p), `-log10 p ${row.marker}`);
    });
    expect(atR.n).toBe(158);
    expect(atR.df).toBe(156);
  });

  it("reproduces them with its own REML estimates to the precision of rrBLUP's optimum", () => {
    // rrBLUP's optimize() finds σ²ₑ/σ²g to ~1e-5 (our REML: 26300377 vs R 26300231, 6e-6):
    // the scores move by up to 9e-6 in absolute terms (relative 1e-4 at the smallest, 0.013)
    expected.forEach((row, j) => {
      const error = Math.abs((fit.neglog10p[j] as number) - num(row.neglog10p));
      expect(error, `-log10 p ${row.marker}`).toBeLessThanOrEqual(2e-5);
    });
    expect(Math.abs(fit.components.genetic / num(varcomp?.Vu) - 1)).toBeLessThan(1e-5);
  });

  it('gives the rrBLUP answer for markers with missing calls, not the mean-imputed one', () => {
    const imputed = mixedModelGwas({
      genotypes: data.genotypes,
      y: data.y,
      relationship: data.grm,
      components: fit.components,
      missingCalls: 'impute',
    });
    const axr = data.markers.indexOf('AXR-1'); // one missing call among the phenotyped lines
    expect(
      Math.abs((imputed.neglog10p[axr] as number) - (fit.neglog10p[axr] as number)),
    ).toBeGreaterThan(1e-3);
    const pvv4 = data.markers.indexOf('PVV4'); // no missing call: the same test
    expect(imputed.neglog10p[pvv4]).toBeCloseTo(fit.neglog10p[pvv4] as number, 12);
  });

  it('finds the MAM QTL (GH.117C, chromosome 5) as the top marker', () => {
    const top = fit.neglog10p.indexOf(Math.max(...fit.neglog10p));
    expect(data.markers[top]).toBe('GH.117C');
  });

  it('equals ordinary least squares when the genetic variance is 0 (one lm per marker)', () => {
    const ols = mixedModelGwas({
      genotypes: data.genotypes,
      y: data.y,
      relationship: data.grm,
      components: { genetic: 0, residual: 1 },
      minMaf: 0,
    });
    const single = singleMarkerGwas(data.genotypes, data.y);
    // without missing calls the mean imputation changes nothing: compare markers without them
    const { n, m, calls } = data.genotypes;
    for (let j = 0; j < m; j += 1) {
      let complete = true;
      for (let i = 0; i < n; i += 1) if (calls[i * m + j] === 3) complete = false;
      if (!complete) continue;
      expect(Math.abs((ols.beta[j] as number) - (single.beta[j] as number))).toBeLessThan(
        1e-8 * Math.abs(single.se[j] as number),
      );
      expect((ols.p[j] as number) / (single.p[j] as number)).toBeCloseTo(1, 8);
    }
  });

  it('adds covariates to the fixed part: with genetic variance 0 it equals lm(y ~ pc + x)', () => {
    const covariate = Float64Array.from(data.y, (_, i) => Math.sin(i));
    const gwas = mixedModelGwas({
      genotypes: data.genotypes,
      y: data.y,
      relationship: data.grm,
      fixed: { covariates: [{ name: 'pc1', values: covariate }] },
      components: { genetic: 0, residual: 1 },
    });
    const j = 0;
    const x = Array.from({ length: data.genotypes.n }, (_, i) => {
      const call = data.genotypes.calls[i * data.genotypes.m + j] as number;
      return call === 3 ? Number.NaN : call;
    });
    const lm = fitLinearModel({
      response: data.y,
      covariates: [
        { name: 'pc1', values: covariate },
        { name: 'x', values: x },
      ],
      terms: [['pc1'], ['x']],
    });
    const coefficient = lm.coefficients.find((c) => c.name === 'x');
    expect((gwas.beta[j] as number) / (coefficient?.estimate as number)).toBeCloseTo(1, 9);
    expect((gwas.se[j] as number) / (coefficient?.se as number)).toBeCloseTo(1, 9);
  });

  it('does not depend on the block size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 130 }), (blockSize) => {
        const other = mixedModelGwas({
          genotypes: data.genotypes,
          y: data.y,
          relationship: data.grm,
          components: fit.components,
          blockSize,
        });
        other.neglog10p.forEach((v, j) => {
          expect(Math.abs(v - (fit.neglog10p[j] as number))).toBeLessThan(1e-10);
        });
      }),
      { numRuns: 5 },
    );
  });
});
