import type { GwasModel } from '@plotline/contract/genome-analyses';
import type { DosageMatrix } from '@plotline/stats/genome/dosage-matrix';
import { mixedModelGwas } from '@plotline/stats/genome/gwas/mixed-model-gwas';
import {
  benjaminiHochberg,
  benjaminiHochbergThreshold,
  bonferroniThreshold,
  genomicInflation,
} from '@plotline/stats/genome/gwas/multiple-testing';
import { singleMarkerGwas } from '@plotline/stats/genome/gwas/single-marker-gwas';
import { pcaFromCentredGram } from '@plotline/stats/genome/structure/genotype-pca';

/** What the GWAS task is given: the lines' calls (every marker), phenotypes and the Gram. */
export type GwasTaskInput = {
  matrix: DosageMatrix;
  y: Float64Array;
  model: GwasModel;
  minMaf: number;
  components: number;
  /** WW' of the lines (row parts assembled) and VanRaden's 2Σpq */
  gram: { values: Float64Array; sumTwoPq: number };
};

export type GwasTaskOutput = {
  beta: Float64Array;
  se: Float64Array;
  p: Float64Array;
  q: Float64Array;
  tested: number;
  variance: { genetic: number; residual: number } | null;
  lambda: number;
  bonferroni: number;
  fdr: number;
};

/**
 * The scan of decision 054: without principal components the single-marker model is plink's
 * `--glm` (y ~ dosage per marker); with them, or for the mixed model, the P3D scan of
 * `mixedModelGwas` (the mixed model's relationship the VanRaden GRM; the single-marker model with
 * covariates is the same scan with σ²g = 0). Then BH q-values, λ and the thresholds. Pure: it runs
 * on a compute worker.
 * @throws StatsError when the lines cannot be scanned (too few, no residual df)
 */
export function computeGwas(input: GwasTaskInput): GwasTaskOutput {
  const { matrix, y, gram } = input;
  const n = matrix.n;
  let beta: Float64Array;
  let se: Float64Array;
  let p: Float64Array;
  let variance: GwasTaskOutput['variance'] = null;
  if (input.model === 'single' && input.components === 0) {
    const scan = singleMarkerGwas(matrix, y);
    for (let j = 0; j < matrix.m; j += 1) {
      // plink's --maf filter: untested below the threshold
      if (markerMaf(matrix, j) < input.minMaf) scan.p[j] = Number.NaN;
    }
    ({ beta, se, p } = scan);
  } else {
    const pcs = input.components > 0 ? pcaFromCentredGram(n, gram.values, input.components) : null;
    const covariates = pcs
      ? Array.from({ length: pcs.components }, (_, t) => ({
          name: `PC${t + 1}`,
          values: Array.from({ length: n }, (_, i) => pcs.scores[i * pcs.components + t] as number),
        }))
      : [];
    const relationship = Float64Array.from(gram.values, (v) => v / gram.sumTwoPq);
    const scan = mixedModelGwas({
      genotypes: matrix,
      y,
      relationship,
      fixed: { covariates },
      minMaf: input.minMaf,
      ...(input.model === 'single' ? { components: { genetic: 0, residual: 1 } } : {}),
    });
    ({ beta, se, p } = scan);
    if (input.model === 'mixed') variance = scan.components;
  }
  const tested = p.reduce((count, value) => (Number.isFinite(value) ? count + 1 : count), 0);
  return {
    beta,
    se,
    p,
    q: benjaminiHochberg(p),
    tested,
    variance,
    lambda: genomicInflation(p),
    bonferroni: bonferroniThreshold(p, 0.05).p,
    fdr: benjaminiHochbergThreshold(p, 0.05).p,
  };
}

/** The minor allele frequency of marker j over the lines with a call. */
function markerMaf(matrix: DosageMatrix, j: number): number {
  let sum = 0;
  let called = 0;
  for (let i = 0; i < matrix.n; i += 1) {
    const call = matrix.calls[i * matrix.m + j] as number;
    if (call === 3) continue;
    sum += call;
    called += 1;
  }
  const freq = called > 0 ? sum / (2 * called) : 0;
  return Math.min(freq, 1 - freq);
}
