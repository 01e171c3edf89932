/**
 * RR-BLUP marker effects: y = Xβ + Zu + e with u ~ N(0, σ²u·I) over the m markers and Z the
 * lines' marker scores coded −1/0/1 (dosage − 1, a missing call replaced by the marker's mean
 * over all lines), as `rrBLUP::mixed.solve(y, Z = Z)`.
 *
 * The m×m system is never formed: the model is GBLUP with K = ZZ' (q×q over the lines, built a
 * block of markers at a time), since V = σ²u·ZZ' + σ²ₑ·I. REML gives σ²u, σ²ₑ, β̂ and
 * ĝ = Z·û; then û = σ²u·Z'V⁻¹(y − Xβ̂) with V⁻¹(y − Xβ̂) = (y − Xβ̂ − ĝ)/σ²ₑ over the phenotyped
 * lines (from V·P·y = y − Xβ̂): O(n·m) after the fit.
 *
 * References: Meuwissen, Hayes & Goddard (2001) Genetics 157:1819; Whittaker, Thompson &
 * Denham (2000) Genet Res 75:249; Endelman (2011) Plant Genome 4:250; Habier, Fernando &
 * Dekkers (2007) Genetics 177:2389 (GBLUP ≡ RR-BLUP).
 */
import { type DosageMatrix, MISSING_CALL } from '../dosage-matrix.ts';
import { allRows, fillBlock, markerMeans } from '../gwas/dosage-columns.ts';
import { type FixedPart, fixedMatrix, usedSamples } from '../gwas/fixed-part.ts';
import { fitGblup } from './gblup.ts';

export type RrBlupInput = {
  genotypes: DosageMatrix;
  /** phenotype per line (NaN = not phenotyped) */
  y: ArrayLike<number>;
  fixed?: FixedPart;
};

export type RrBlupFit = {
  /** phenotyped lines used */
  n: number;
  /** σ²u: the variance of one marker's effect (rrBLUP Vu) */
  markerVariance: number;
  /** σ²ₑ (rrBLUP Ve) */
  residual: number;
  columnNames: string[];
  beta: Float64Array;
  /** û per marker: the effect of one ALT allele (one unit of Z = dosage − 1) */
  effects: Float64Array;
  /** GEBV of every line, Z·û (also the unphenotyped ones) */
  gebv: Float64Array;
  /** REML log-likelihood as lme4 and as rrBLUP's LL */
  logLikelihood: number;
  rrblupLogLikelihood: number;
};

/** ZZ' over every line (q×q row-major), Z = mean-imputed dosage − 1, blocks of 64 markers. */
export function markerCrossProduct(genotypes: DosageMatrix, means: Float64Array): Float64Array {
  const { n: q, m } = genotypes;
  const rows = allRows(q);
  const width = 64;
  const block = new Float64Array(q * width);
  const k = new Float64Array(q * q);
  for (let j0 = 0; j0 < m; j0 += width) {
    const w = Math.min(width, m - j0);
    fillBlock(genotypes, rows, means, 1, j0, w, block);
    for (let a = 0; a < q; a += 1) {
      const ra = a * w;
      for (let b = 0; b <= a; b += 1) {
        const rb = b * w;
        let sum = 0;
        for (let c = 0; c < w; c += 1) sum += (block[ra + c] as number) * (block[rb + c] as number);
        k[a * q + b] = (k[a * q + b] as number) + sum;
      }
    }
  }
  for (let a = 0; a < q; a += 1)
    for (let b = 0; b < a; b += 1) k[b * q + a] = k[a * q + b] as number;
  return k;
}

/**
 * Ridge-regression BLUP of every marker's effect with REML variance components (R:
 * `rrBLUP::mixed.solve(y[ok], Z = M[ok, ])`, M the imputed −1/0/1 matrix of all lines).
 * @throws StatsError('notEnoughData', reason `noResidualDf`) with too few phenotyped lines
 */
export function rrBlupMarkerEffects(input: RrBlupInput): RrBlupFit {
  const { genotypes, y } = input;
  const { n: q, m, calls } = genotypes;
  if (y.length !== q) throw new RangeError(`y needs ${q} values, has ${y.length}`);
  const means = markerMeans(genotypes, allRows(q));
  const k = markerCrossProduct(genotypes, means);
  const fit = fitGblup({ y, relationship: k, fixed: input.fixed });
  const rows = usedSamples(y, input.fixed);
  const { x, p } = fixedMatrix(y, input.fixed);
  // weights (σ²u/σ²ₑ)·(y − Xβ̂ − ĝ) over the phenotyped lines
  const ratio = fit.residual > 0 ? fit.genetic / fit.residual : 0;
  const weights = new Float64Array(rows.length);
  rows.forEach((line, i) => {
    let fitted = fit.gebv[line] as number;
    for (let j = 0; j < p; j += 1) fitted += (x[i * p + j] as number) * (fit.beta[j] as number);
    weights[i] = ratio * ((y[line] as number) - fitted);
  });
  const effects = new Float64Array(m);
  rows.forEach((line, i) => {
    const wi = weights[i] as number;
    const offset = line * m;
    for (let j = 0; j < m; j += 1) {
      const call = calls[offset + j] as number;
      const score = (call === MISSING_CALL ? (means[j] as number) : call) - 1;
      effects[j] = (effects[j] as number) + wi * score;
    }
  });
  return {
    n: fit.n,
    markerVariance: fit.genetic,
    residual: fit.residual,
    columnNames: fit.columnNames,
    beta: fit.beta,
    effects,
    gebv: fit.gebv,
    logLikelihood: fit.logLikelihood,
    rrblupLogLikelihood: fit.rrblupLogLikelihood,
  };
}
