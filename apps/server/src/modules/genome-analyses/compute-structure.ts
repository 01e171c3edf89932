import type { GenomeDistance, GenomeTree } from '@plotline/contract/genome-analyses';
import { StatsError } from '@plotline/stats/errors';
import type { DosageMatrix } from '@plotline/stats/genome/dosage-matrix';
import { buildNeighbourJoiningTree } from '@plotline/stats/genome/phylogeny/neighbour-joining';
import { writeNewick } from '@plotline/stats/genome/phylogeny/newick';
import type { PhyloTree } from '@plotline/stats/genome/phylogeny/phylo-tree';
import { buildUpgmaTree } from '@plotline/stats/genome/phylogeny/upgma';
import {
  assembleCentredGram,
  computeCentredGram,
} from '@plotline/stats/genome/structure/centred-gram';
import { euclideanFromGram } from '@plotline/stats/genome/structure/euclidean-distance';
import { pcaFromCentredGram } from '@plotline/stats/genome/structure/genotype-pca';
import { computePairwiseCompleteDistances } from '@plotline/stats/genome/structure/pairwise-complete-distances';

/** What the structure task is given: the kept markers of the analysed samples. */
export type StructureTaskInput = {
  matrix: DosageMatrix;
  names: string[];
  distance: GenomeDistance;
  tree: GenomeTree;
  components: number;
  /** WW' already computed (row parts on several workers, assembled), with VanRaden's 2Σpq. */
  gram?: { values: Float64Array; sumTwoPq: number };
};

/** Its answer: plain data (typed arrays are transferred back). */
export type StructureTaskOutput = {
  eigenvalues: Float64Array;
  varianceExplained: Float64Array;
  /** n × k, sample-major */
  scores: Float64Array;
  components: number;
  meanDiagonal: number;
  meanOffDiagonal: number;
  /** n × n, row-major, in the samples' order */
  distances: Float32Array;
  newick: string;
  /** the samples in the tree's tip order (preorder), for the heat map */
  tipOrder: Int32Array;
};

/** The distance matrix asked for: from the centred Gram (Euclidean) or pairwise-complete. */
function distancesOf(matrix: DosageMatrix, gram: Float64Array, method: GenomeDistance) {
  if (method === 'euclidean') return euclideanFromGram(matrix.n, gram);
  const all = computePairwiseCompleteDistances(matrix);
  const values = method === 'ibs' ? all.ibs : method === 'nei' ? all.nei : all.modifiedRogers;
  // two samples sharing no allele at any shared marker are infinitely apart (Nei)
  if (values.some((v) => !Number.isFinite(v)))
    throw new StatsError('notEnoughData', 'a distance is infinite', { key: 'emptySample' });
  return values;
}

/** Tips in the order a preorder walk of the tree meets them. */
function tipOrderOf(tree: PhyloTree): Int32Array {
  const tips = tree.tipLabels.length;
  const order: number[] = [];
  for (const child of tree.edgeChild) if (child < tips) order.push(child);
  return Int32Array.from(order);
}

/**
 * The population structure of the samples (decision 054): the centred Gram matrix WW' of the
 * mean-imputed dosages gives the PCA (prcomp) and the VanRaden GRM's summary; the distance
 * matrix; the tree (NJ as ape `nj`, or UPGMA) in Newick. Pure: it runs on a compute worker.
 * @throws StatsError when the samples cannot be analysed (too few, no marker varies, an
 *   infinite distance)
 */
export function computeStructure(input: StructureTaskInput): StructureTaskOutput {
  const { matrix } = input;
  const n = matrix.n;
  const part = input.gram ?? assembleCentredGram([computeCentredGram(matrix)]);
  const gram = part.values;
  const pca = pcaFromCentredGram(n, gram, input.components);
  let trace = 0;
  let total = 0;
  for (let i = 0; i < n; i += 1) {
    trace += gram[i * n + i] as number;
    for (let k = 0; k < n; k += 1) total += gram[i * n + k] as number;
  }
  const scale = part.sumTwoPq > 0 ? part.sumTwoPq : Number.NaN;
  const distances = distancesOf(matrix, gram, input.distance);
  const d = { n, values: Float64Array.from(distances) };
  const tree =
    input.tree === 'nj'
      ? buildNeighbourJoiningTree(d, input.names)
      : buildUpgmaTree(d, input.names);
  return {
    eigenvalues: pca.eigenvalues,
    varianceExplained: pca.varianceExplained,
    scores: pca.scores,
    components: pca.components,
    meanDiagonal: trace / n / scale,
    meanOffDiagonal: n > 1 ? (total - trace) / (n * (n - 1)) / scale : Number.NaN,
    distances: Float32Array.from(distances),
    newick: writeNewick(tree),
    tipOrder: tipOrderOf(tree),
  };
}
