import type { GwasModel } from '@plotline/contract/genome-analyses';
import type { DosageMatrix } from '@plotline/stats/genome/dosage-matrix';
import { gwasNullComponents, mixedModelGwas } from '@plotline/stats/genome/gwas/mixed-model-gwas';
import {
  benjaminiHochberg,
  benjaminiHochbergThreshold,
  bonferroniThreshold,
  genomicInflation,
} from '@plotline/stats/genome/gwas/multiple-testing';
import { singleMarkerGwas } from '@plotline/stats/genome/gwas/single-marker-gwas';
import { pcaFromCentredGram } from '@plotline/stats/genome/structure/genotype-pca';
import {
  abortTridiagonalHelper,
  helpTridiagonalise,
  type TridiagonalWorkspace,
} from '@plotline/stats/mixed/tridiagonal-team';

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

/** The null model of a scan: the principal components as covariates, σ²g and σ²ₑ (mixed). */
export type GwasNullModel = {
  covariates: { name: string; values: number[] }[];
  variance: { genetic: number; residual: number } | null;
};

/** A share of the markers' tests (`markers.from` .. `markers.to − 1`). */
export type GwasScanPart = { beta: Float64Array; se: Float64Array; p: Float64Array };

const relationshipOf = (gram: GwasTaskInput['gram']) =>
  Float64Array.from(gram.values, (v) => v / gram.sumTwoPq);

/**
 * The null model of the P3D scan: the first `components` principal components of the Gram as
 * covariates and, for the mixed model, σ²g and σ²ₑ by REML (the GRM's reduction shared with the
 * helper of `workspace` when given, `helpGwasNullModel`; the helper is let go at the end).
 */
export function gwasNullModel(
  input: Omit<GwasTaskInput, 'matrix' | 'minMaf'> & { workspace?: TridiagonalWorkspace },
): GwasNullModel {
  const { y, gram, workspace } = input;
  try {
    const pcs =
      input.components > 0 ? pcaFromCentredGram(y.length, gram.values, input.components) : null;
    const covariates = pcs
      ? Array.from({ length: pcs.components }, (_, t) => ({
          name: `PC${t + 1}`,
          values: Array.from(
            { length: y.length },
            (_, i) => pcs.scores[i * pcs.components + t] as number,
          ),
        }))
      : [];
    const variance =
      input.model === 'mixed'
        ? gwasNullComponents({
            y,
            relationship: relationshipOf(gram),
            fixed: { covariates },
            workspace,
          })
        : null;
    return { covariates, variance };
  } finally {
    if (workspace) abortTridiagonalHelper(workspace);
  }
}

/** The null model's helper on the other worker (see `gwasNullModel`). */
export function helpGwasNullModel(workspace: TridiagonalWorkspace): number {
  return helpTridiagonalise(workspace);
}

/**
 * The P3D tests of the markers `markers.from` .. `markers.to − 1` under the null model (the
 * single-marker model with covariates is the same scan with σ²g = 0).
 */
export function scanGwasMarkers(
  input: GwasTaskInput & { nullModel: GwasNullModel; markers: { from: number; to: number } },
): GwasScanPart {
  const { nullModel } = input;
  const scan = mixedModelGwas({
    genotypes: input.matrix,
    y: input.y,
    relationship: relationshipOf(input.gram),
    fixed: { covariates: nullModel.covariates },
    minMaf: input.minMaf,
    components: nullModel.variance ?? { genetic: 0, residual: 1 },
    markers: input.markers,
  });
  return { beta: scan.beta, se: scan.se, p: scan.p };
}

/** BH q-values, the number tested, λ and the Bonferroni and FDR thresholds of a whole scan. */
export function summariseGwas(
  scan: GwasScanPart,
  variance: GwasTaskOutput['variance'],
): GwasTaskOutput {
  const { beta, se, p } = scan;
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

/**
 * The scan of decision 054 in one task: without principal components the single-marker model is
 * plink's `--glm` (y ~ dosage per marker); with them, or for the mixed model, the P3D scan of
 * `mixedModelGwas` (the mixed model's relationship the VanRaden GRM). Then BH q-values, λ and
 * the thresholds. Pure: it runs on a compute worker (a job splits the P3D scan over the workers
 * instead: `run-gwas-scan.ts`).
 * @throws StatsError when the lines cannot be scanned (too few, no residual df)
 */
export function computeGwas(input: GwasTaskInput): GwasTaskOutput {
  const { matrix, y } = input;
  if (input.model === 'single' && input.components === 0) {
    const scan = singleMarkerGwas(matrix, y);
    for (let j = 0; j < matrix.m; j += 1) {
      // plink's --maf filter: untested below the threshold
      if (markerMaf(matrix, j) < input.minMaf) scan.p[j] = Number.NaN;
    }
    return summariseGwas(scan, null);
  }
  const nullModel = gwasNullModel(input);
  const markers = { from: 0, to: matrix.m };
  return summariseGwas(scanGwasMarkers({ ...input, nullModel, markers }), nullModel.variance);
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
