import type { AlleleCount } from './allele-counter.ts';

/**
 * A genotype called from allele read counts (decision 045): dosage of the alternative allele,
 * or null (no call) when the depth or the quality is too low.
 */
export type GenotypeCall = {
  id: number;
  dosage: 0 | 1 | 2 | null;
  /** Genotype quality: phred of the probability the called genotype is wrong, flat prior, capped at 99. */
  quality: number;
  /** Reads supporting either allele. */
  depth: number;
  ref: number;
  alt: number;
};

export type CallOptions = {
  /** Probability a read shows the other allele by error (default 0.01). */
  errorRate?: number;
  /** Fewer reads than this → no call (default 8). */
  minDepth?: number;
  /** Lower genotype quality than this → no call (default 20). */
  minQuality?: number;
};

export const MAX_QUALITY = 99;

/**
 * Binomial genotype likelihoods with a sequencing-error rate e, for r reference and a
 * alternative reads: P(0) = (1−e)^r e^a, P(1) = 0.5^(r+a), P(2) = e^r (1−e)^a. The call is
 * the most likely dosage; its quality is −10·log10(1 − posterior) under a flat prior.
 */
export function callGenotypes(
  counts: readonly AlleleCount[],
  options: CallOptions = {},
): GenotypeCall[] {
  const e = options.errorRate ?? 0.01;
  const minDepth = options.minDepth ?? 8;
  const minQuality = options.minQuality ?? 20;
  if (!(e > 0 && e < 0.5)) throw new RangeError('errorRate must be between 0 and 0.5');
  if (!(minDepth >= 0) || !(minQuality >= 0))
    throw new RangeError('minDepth and minQuality must be ≥ 0');
  const logE = Math.log(e);
  const logNotE = Math.log1p(-e);
  const logHalf = Math.log(0.5);
  return counts.map(({ id, ref, alt }) => {
    const depth = ref + alt;
    if (depth === 0) return { id, dosage: null, quality: 0, depth, ref, alt };
    const likelihoods = [ref * logNotE + alt * logE, depth * logHalf, ref * logE + alt * logNotE];
    let best = 0;
    for (let g = 1; g < 3; g++)
      if ((likelihoods[g] as number) > (likelihoods[best] as number)) best = g;
    const top = likelihoods[best] as number;
    // Posterior odds against the call: the other genotypes' likelihoods relative to the best.
    let others = 0;
    for (let g = 0; g < 3; g++)
      if (g !== best) others += Math.exp((likelihoods[g] as number) - top);
    const quality =
      others === 0
        ? MAX_QUALITY
        : Math.min(MAX_QUALITY, Math.round(10 * Math.log10(1 + 1 / others)));
    const dosage = depth < minDepth || quality < minQuality ? null : (best as 0 | 1 | 2);
    return { id, dosage, quality, depth, ref, alt };
  });
}
