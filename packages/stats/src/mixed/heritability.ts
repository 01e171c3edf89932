/**
 * Broad-sense heritability on a line-mean basis from a mixed model with lines random, and the
 * reliability of each line's BLUP.
 *
 * - Cullis' H² = 1 − v̄ᴰ/(2σ²g), v̄ᴰ the mean prediction error variance of the differences
 *   between two lines' BLUPs: v̄ᴰ = 2·(Σᵢ PEVᵢ − 1'·PEV·1/q)/(q − 1) over the q lines. It holds
 *   for unbalanced data and any design (Cullis, Smith & Coombes 2006, JABES 11:381); on a
 *   balanced trial it equals the standard H².
 * - The standard H² = σ²g/(σ²g + σ²ge/e + σ²ₑ/(r·e)) for e environments of r replicates
 *   (Falconer & Mackay 1996; Piepho & Möhring 2007, Genetics 177:1881); e = 1 without σ²ge.
 * - Reliability of a BLUP: 1 − PEVᵢ/σ²g (the squared correlation of ûᵢ with uᵢ).
 */
import { StatsError } from '../errors.ts';
import type { MixedModelFit, RandomEffectPredictions } from './types.ts';

function randomTerm(
  fit: MixedModelFit,
  term: string,
): { predictions: RandomEffectPredictions; variance: number } {
  const predictions = fit.random.find((r) => r.term === term);
  const component = fit.components.find((c) => c.name === term);
  if (!predictions || !component) throw new RangeError(`${term} is not a random term of the fit`);
  if (!(component.variance > 0))
    throw new StatsError('notEnoughData', `the variance of ${term} is zero`, {
      key: 'geneticVarianceZero',
      params: { term },
    });
  return { predictions, variance: component.variance };
}

/** Cullis' heritability of a random term with its mean PEV of differences. */
export type CullisHeritability = {
  h2: number;
  /** v̄ᴰ: mean prediction error variance of the difference between two levels' BLUPs. */
  meanPevDifference: number;
};

/**
 * Cullis' line-mean heritability of the random `term` (e.g. `line`): 1 − v̄ᴰ/(2σ²g) with
 * v̄ᴰ = 2·(Σ PEVᵢ − pevTotal/q)/(q − 1) from the fit's PEVs.
 * @throws StatsError('notEnoughData', `geneticVarianceZero`) when σ²g = 0 (REML boundary)
 * @throws StatsError('notEnoughData', `fewGroups`) with fewer than two levels
 * @throws RangeError when `term` is not a random term of the fit
 */
export function cullisHeritability(fit: MixedModelFit, term: string): CullisHeritability {
  const { predictions, variance } = randomTerm(fit, term);
  const q = predictions.pev.length;
  if (q < 2) throw new StatsError('notEnoughData', 'fewer than two levels', { key: 'fewGroups' });
  const sum = predictions.pev.reduce((total, v) => total + v, 0);
  const meanPevDifference = (2 * (sum - predictions.pevTotal / q)) / (q - 1);
  return { h2: 1 - meanPevDifference / (2 * variance), meanPevDifference };
}

/** Variance components and the design counts of the standard heritability. */
export type StandardHeritabilityInput = {
  genotype: number;
  /** σ²ge, the genotype × environment variance (0 or absent in one environment). */
  genotypeByEnvironment?: number;
  residual: number;
  /** Replicates per environment (r). */
  replicates: number;
  /** Environments (e; default 1). */
  environments?: number;
};

/**
 * The standard line-mean heritability σ²g/(σ²g + σ²ge/e + σ²ₑ/(r·e)) for a balanced trial.
 * @throws StatsError('notEnoughData', `geneticVarianceZero`) when σ²g = 0
 * @throws RangeError when r or e is not a positive number
 */
export function standardHeritability(input: StandardHeritabilityInput): number {
  const e = input.environments ?? 1;
  if (!(input.replicates > 0) || !(e > 0)) throw new RangeError('replicates and environments > 0');
  if (!(input.genotype > 0))
    throw new StatsError('notEnoughData', 'the genotypic variance is zero', {
      key: 'geneticVarianceZero',
      params: { term: 'line' },
    });
  const ge = input.genotypeByEnvironment ?? 0;
  return input.genotype / (input.genotype + ge / e + input.residual / (input.replicates * e));
}

/**
 * Reliability of each level's BLUP, 1 − PEVᵢ/σ²g, in the order of the term's levels.
 * @throws StatsError('notEnoughData', `geneticVarianceZero`) when σ²g = 0
 */
export function blupReliability(fit: MixedModelFit, term: string): Float64Array {
  const { predictions, variance } = randomTerm(fit, term);
  return predictions.pev.map((pev) => 1 - pev / variance);
}
