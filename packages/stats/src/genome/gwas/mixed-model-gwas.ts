/**
 * Mixed-model GWAS with variance components estimated once (EMMAX, Kang et al. 2010; "P3D",
 * Zhang et al. 2010), as `rrBLUP::GWAS(pheno, geno, K = K, n.PC = 0, P3D = TRUE)`:
 *
 *   y = Xβ + xⱼτⱼ + g + e,  g ~ N(0, σ²g·K),  e ~ N(0, σ²ₑ·I),
 *
 * σ²g and σ²ₑ by REML without markers (`fitMixedModel`), then for every marker the GLS fit with
 * H = K + (σ²ₑ/σ²g)·I held fixed and its scale re-estimated per marker:
 * s² = r'H⁻¹r/(n − p − 1), F = τ̂²/(s²·[(X₃'H⁻¹X₃)⁻¹]ₚₚ) on (1, n − p − 1) df, X₃ = [X, xⱼ].
 *
 * Computation: one Cholesky factor LL' = (σ²g/σ²ₑ)·K + I over the phenotyped samples (a
 * multiple of H: F does not depend on the scale), whitened y* = L⁻¹y and X* = L⁻¹X, an
 * orthonormal basis Q of X* and ỹ = y* − QQ'y*. The markers are whitened in blocks,
 * B* = L⁻¹B (`forwardSolveBlock`), then by Frisch–Waugh each marker costs O(n·p):
 * τ̂ = x*'ỹ/x̃'x̃ with x̃'x̃ = x*'x* − ‖Q'x*‖², RSS = ỹ'ỹ − τ̂·x*'ỹ.
 *
 * Markers as rrBLUP: the MAF is computed over the phenotyped samples' calls; a marker with
 * MAF < minMaf is not tested — NaN here (rrBLUP's documentation: "assigned a zero score"), so
 * the multiple-testing functions leave it out of m; so is a marker collinear with X. A sample
 * without a call is dropped from that marker's test using rrBLUP's H⁻¹[ok, ok] (checked against
 * golden case 10 to 1e-11, where the inverse of H[ok, ok] or mean imputation differ by up to
 * 40 %; `missing-call-test.ts`), or optionally (`missingCalls: 'impute'`) given the marker's
 * mean dosage. The score p is F's upper tail (rrBLUP: −log10 pbeta(x, df/2, 1/2), the same).
 *
 * References: Kang et al. (2010) Nat Genet 42:348 (EMMAX); Zhang et al. (2010) Nat Genet
 * 42:355 (P3D); Yu et al. (2006) Nat Genet 38:203; Endelman (2011) Plant Genome 4:250 (rrBLUP).
 */
import { fSurvival } from '../../distributions/distributions.ts';
import { StatsError } from '../../errors.ts';
import { cholesky } from '../../mixed/dense-cholesky.ts';
import { fitMixedModel } from '../../mixed/fit-mixed-model.ts';
import type { TridiagonalWorkspace } from '../../mixed/tridiagonal-team.ts';
import type { DosageMatrix } from '../dosage-matrix.ts';
import { fillBlock, markerMeans, minorAlleleFrequency, missingSamples } from './dosage-columns.ts';
import { type FixedPart, fixedMatrix, fixedModel, usedSamples } from './fixed-part.ts';
import { completeTest, prepareScan, scanBlock } from './marker-scan.ts';
import {
  correctedGram,
  type MarkerTest,
  type MissingCallContext,
  testFromGram,
} from './missing-call-test.ts';
import { crossProductColumns, forwardSolveBlock, inverseFromFactor } from './whitening.ts';

export type MixedModelGwasInput = {
  genotypes: DosageMatrix;
  /** phenotype per sample (NaN = missing: the sample is left out) */
  y: ArrayLike<number>;
  /** relationship matrix over the samples (n×n row-major), e.g. the VanRaden GRM */
  relationship: Float64Array;
  /** covariates (principal components…) and factors (environment…) besides the intercept */
  fixed?: FixedPart;
  /** markers with a smaller minor allele frequency are not tested (default 0.05, as rrBLUP) */
  minMaf?: number;
  /** σ²g and σ²ₑ when already known (skips REML) */
  components?: { genetic: number; residual: number };
  /**
   * A sample without a call at the marker: `rrBLUP` (default) drops it from that marker's test
   * as rrBLUP::GWAS does (H⁻¹[ok, ok], `missing-call-test.ts`); `impute` gives it the marker's
   * mean dosage over the samples used (EMMAX/GEMMA practice; every marker on the fast path).
   */
  missingCalls?: 'rrBLUP' | 'impute';
  /** markers whitened per block (default 64) */
  blockSize?: number;
  /**
   * Only the markers from..to − 1 are scanned (the answer's per-marker arrays are theirs): the
   * workers of a job each scan a share, with the components given.
   */
  markers?: { from: number; to: number };
  /** Shared memory for the null model's REML with a helper thread (`mixed/tridiagonal-team.ts`). */
  workspace?: TridiagonalWorkspace;
};

export type MixedModelGwas = {
  /** samples used (phenotype and covariates present) */
  n: number;
  /** columns of X after aliased ones are dropped (intercept included) */
  rank: number;
  /** σ²g, σ²ₑ of the null model (REML) */
  components: { genetic: number; residual: number };
  /** denominator degrees of freedom of every F: n − rank − 1 */
  df: number;
  /** minor allele frequency per marker over the samples used (of `markers` when given) */
  maf: Float64Array;
  /** marker effect τ̂ per ALT allele (GLS), its SE, F, p and −log10 p; NaN when not tested */
  beta: Float64Array;
  se: Float64Array;
  f: Float64Array;
  p: Float64Array;
  neglog10p: Float64Array;
};

/**
 * σ²g and σ²ₑ of the null model y = Xβ + g + e by REML (no BLUPs needed), with the helper thread
 * of `workspace` when given (the caller lets the helper go when this returns or throws).
 */
export function gwasNullComponents(
  input: Pick<MixedModelGwasInput, 'y' | 'relationship' | 'fixed' | 'workspace'>,
): { genetic: number; residual: number } {
  const response = Float64Array.from(input.y as ArrayLike<number>);
  const n = response.length;
  const ids = Array.from({ length: n }, (_, i) => String(i));
  const { relationship, workspace } = input;
  const fit = fitMixedModel({
    fixed: fixedModel(response, input.fixed),
    random: [{ name: 'line', values: ids, levels: ids, relationship, workspace }],
    predictions: 'none',
  });
  return {
    genetic: fit.components[0]?.variance as number,
    residual: fit.components[1]?.variance as number,
  };
}

/**
 * Tests every marker for association in the mixed model of the file comment (R:
 * `rrBLUP::GWAS(pheno, geno, K = K, n.PC = 0, min.MAF = minMaf, P3D = TRUE)`; its scores are
 * `neglog10p`). Principal components and environments go in `fixed`.
 * @throws StatsError('notEnoughData', reason `noResidualDf`) when n ≤ rank(X) + 1
 * @throws StatsError('notEnoughData', reason `relationshipMatrixInvalid`) for a K that is not
 *   n×n symmetric positive semi-definite
 */
export function mixedModelGwas(input: MixedModelGwasInput): MixedModelGwas {
  const { genotypes, y, relationship } = input;
  const { n: samples, m } = genotypes;
  if (y.length !== samples) throw new RangeError(`y needs ${samples} values, has ${y.length}`);
  const response = Float64Array.from(y as ArrayLike<number>);
  const rows = usedSamples(response, input.fixed);
  const n = rows.length;
  const { x, p } = fixedMatrix(response, input.fixed);
  if (n < p + 2)
    throw new StatsError('notEnoughData', 'no residual degrees of freedom', {
      key: 'noResidualDf',
    });
  const { genetic, residual } = input.components ?? gwasNullComponents(input);
  const ratio = residual > 0 ? genetic / residual : 1e12;
  // (σ²g/σ²ₑ)·K over the used samples + I, its Cholesky factor
  const h = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    const row = (rows[i] as number) * samples;
    for (let k = 0; k <= i; k += 1)
      h[i * n + k] = ratio * (relationship[row + (rows[k] as number)] as number);
    h[i * n + i] = (h[i * n + i] as number) + 1;
  }
  const l = cholesky(h, n);
  if (!l)
    throw new StatsError('notEnoughData', 'relationship matrix is not positive semi-definite', {
      key: 'relationshipMatrixInvalid',
    });
  // [X, y] over the used samples, whitened: L⁻¹[X, y]
  const b = p + 1;
  const xy = new Float64Array(n * b);
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < p; j += 1) xy[i * b + j] = x[i * p + j] as number;
    xy[i * b + p] = response[rows[i] as number] as number;
  }
  const whitened = Float64Array.from(xy);
  forwardSolveBlock(l, n, whitened, b);
  const scan = prepareScan(whitened, n, p);
  const df = n - scan.rank - 1;
  if (df < 1)
    throw new StatsError('notEnoughData', 'no residual degrees of freedom', {
      key: 'noResidualDf',
    });
  const imputeAll = input.missingCalls === 'impute';
  const { from, to } = input.markers ?? { from: 0, to: m };
  if (!(0 <= from && from <= to && to <= m)) throw new RangeError(`markers ${from}..${to} of ${m}`);
  const means = markerMeans(genotypes, rows);
  const maf = means.subarray(from, to).map(minorAlleleFrequency);
  const minMaf = input.minMaf ?? 0.05;
  const empty = () => new Float64Array(to - from).fill(Number.NaN);
  const out = { beta: empty(), se: empty(), f: empty(), p: empty(), neglog10p: empty() };
  const record = (j: number, test: MarkerTest | null) => {
    if (!test) return;
    const pValue = fSurvival(test.f, 1, test.df);
    const at = j - from;
    out.beta[at] = test.tau;
    out.se[at] = test.se;
    out.f[at] = test.f;
    out.p[at] = pValue;
    out.neglog10p[at] = -Math.log10(pValue);
  };
  const width = Math.max(1, input.blockSize ?? 64);
  const block = new Float64Array(n * width);
  let context: MissingCallContext | null = null;
  const missingContext = (): MissingCallContext => {
    if (context) return context;
    const hInverse = inverseFromFactor(l, n);
    const hxy = new Float64Array(n * b);
    for (let i = 0; i < n; i += 1)
      for (let r = 0; r < n; r += 1) {
        const hir = hInverse[i * n + r] as number;
        for (let j = 0; j < b; j += 1)
          hxy[i * b + j] = (hxy[i * b + j] as number) + hir * (xy[r * b + j] as number);
      }
    const base = crossProductColumns(whitened, n, b);
    context = { n, p, hInverse, xy, whitened, base, hxy };
    return context;
  };
  const raw = new Float64Array(n);
  for (let j0 = from; j0 < to; j0 += width) {
    const w = Math.min(width, to - j0);
    fillBlock(genotypes, rows, means, means, j0, w, block);
    forwardSolveBlock(l, n, block, w);
    const sums = scanBlock(scan, block, n, w);
    for (let c = 0; c < w; c += 1) {
      const j = j0 + c;
      if (!((maf[j - from] as number) >= minMaf)) continue;
      const dropped = imputeAll ? [] : missingSamples(genotypes, rows, j);
      if (dropped.length === 0) record(j, completeTest(scan, sums, c, w, df));
      else {
        fillBlock(genotypes, rows, means, means, j, 1, raw);
        const gram = correctedGram(missingContext(), raw, block, w, c, dropped);
        record(j, testFromGram(gram, p, n - dropped.length));
      }
    }
  }
  return { n, rank: scan.rank, components: { genetic, residual }, df, maf, ...out };
}
