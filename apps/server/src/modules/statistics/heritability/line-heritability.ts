import type { HeritabilityEstimates } from '@plotline/contract/statistics-heritability';
import {
  blupReliability,
  cullisHeritability,
  standardHeritability,
} from '@plotline/stats/mixed/heritability';
import type { MixedModelFit } from '@plotline/stats/mixed/types';

/** The design counts the standard heritability needs. */
export type LineMeanDesign = {
  /** e: environments with a value. */
  environments: number;
  /** r: repetitions per environment (balanced data). */
  repetitions: number;
  balanced: boolean;
};

/** The line term's name in the engine's input (trait-model.ts). */
const LINE = 'line';

const variance = (fit: MixedModelFit, name: string) =>
  fit.components.find((component) => component.name === name)?.variance ?? 0;

/**
 * Broad-sense heritability on a line-mean basis of a fit whose lines are the random term
 * `line` (packages/stats mixed/heritability.ts): Cullis' H² = 1 − v̄ᴰ/(2σ²g) from the PEVs
 * (any data), the standard H² = σ²g/(σ²g + σ²ge/e + σ²ₑ/(r·e)) on balanced data only (null
 * otherwise). σ²g = 0 (REML boundary) leaves both null and v̄ᴰ = 0 (every BLUP is 0 then).
 */
export function lineHeritability(
  fit: MixedModelFit,
  design: LineMeanDesign,
): HeritabilityEstimates {
  const g = variance(fit, LINE);
  if (!(g > 0)) return { cullis: null, standard: null, mean_pev_difference: 0 };
  const cullis = cullisHeritability(fit, LINE);
  const standard = design.balanced
    ? standardHeritability({
        genotype: g,
        genotypeByEnvironment: variance(fit, 'line:env'),
        residual: variance(fit, 'Residual'),
        replicates: design.repetitions,
        environments: design.environments,
      })
    : null;
  return { cullis: cullis.h2, standard, mean_pev_difference: cullis.meanPevDifference };
}

/** 1 − PEVᵢ/σ²g of each line, in the line term's level order (0 when σ²g = 0). */
export function lineReliability(fit: MixedModelFit): Float64Array {
  if (!(variance(fit, LINE) > 0)) return new Float64Array(fit.random[0]?.levels.length ?? 0);
  return blupReliability(fit, LINE);
}
