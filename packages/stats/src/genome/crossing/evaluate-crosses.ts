/**
 * The progeny of crosses between parents genotyped at markers with additive effects (issue 19,
 * decision 054): mean, genetic SD, usefulness and the chance of beating a check, per trait.
 *
 * Progeny are inbred lines derived from the F1 — doubled haploids, or recombinant inbred lines
 * selfed to homozygosity (F2-derived, F∞): each locus is fixed for one of the F1's two alleles
 * with ½ each. A parent of ALT dose d gives the F1 an ALT allele with probability d/2 (a
 * heterozygous parent contributes either allele at ½), so a progeny's dose is 2·B with
 * B ~ Bernoulli(q), q = (d₁ + d₂)/4: E[dose] = (d₁ + d₂)/2 and Var[dose] = 4q(1 − q)
 * (parents 0 × 2: dose 0 or 2 with ½ each, variance 1; equal homozygous parents: variance 0).
 * Loci are independent — linkage between markers is ignored, which overstates σ when linked
 * markers carry effects of one sign and understates it in repulsion (Zhong & Jannink 2007
 * account for linkage; Bernardo 2014, "Essentials of plant breeding", ch. 9 for UC).
 *
 *   μ  = baseline + Σⱼ eⱼ (E[doseⱼ] − p̄ⱼ)      (centred on the panel's mean dose p̄, as the
 *                                                 predicted values of varieties are)
 *   σ² = Σⱼ eⱼ² Var[doseⱼ]
 *   UC = μ + i·σ                                   (i: selection intensity of the fraction kept)
 *   P(progeny > check) = 1 − Φ((check − μ)/σ)      (σ = 0: 1 when μ > check, else 0)
 *
 * For a trait where a low value is wanted (`lowerIsBetter`: days to flowering, disease score,
 * height, lodging) the best progeny are the lowest, so selection keeps the lower tail:
 *
 *   UC = μ − i·σ
 *   P(progeny < check) = Φ((check − μ)/σ)          (σ = 0: 1 when μ < check, else 0)
 *
 * A parent without a dose at a marker counts as the panel mean there (for μ) and that locus
 * adds no variance to its crosses (its segregation is unknown).
 *
 * Speed: per parent and trait the mean part and the masked vectors are computed once; a pair
 * costs one pass over the markers per trait (σ² = A₁·M₂ + M₁·A₂ − 2 B₁·X₂ with A = e²·m·(2x − x²),
 * B = e²·m·x, M = m, X = m·x, x = d/2 and m the has-a-dose mask).
 */
import { normalSurvival } from '../../distributions/distributions.ts';

/** One trait: the effect of each marker per ALT dose (0 where none), its baseline and check. */
export type CrossTrait = {
  /** Length m, in the trait's unit per ALT dose. */
  effects: Float64Array;
  /** The trait's mean the genetic part is added to (the region's plots). */
  baseline: number;
  /** The value to beat (a check line's predicted value, or the baseline). */
  check: number;
  /** A low value is wanted: UC = μ − i·σ and P(beat) = P(progeny < check). Default false. */
  lowerIsBetter?: boolean;
};

export type CrossInput = {
  /** Markers. */
  m: number;
  /** Parents × markers, parent-major: ALT dose 0..2, NaN where the parent has none. */
  doses: Float64Array;
  /** Length m: the panel's mean dose per marker (what a missing dose counts as). */
  panelMeans: Float64Array;
  traits: readonly CrossTrait[];
  /** Parent indices (rows of `doses`) used as mothers and as fathers. */
  mothers: readonly number[];
  fathers: readonly number[];
  /** Selection intensity i of the usefulness criterion (selectionIntensity(0.1) = 1.755). */
  intensity: number;
};

/** Crosses (unordered pairs, a parent never with itself) × traits, trait-minor. */
export type CrossResults = {
  mother: Int32Array;
  father: Int32Array;
  /** Length crosses × traits: index c·traits + t. */
  mean: Float64Array;
  sd: Float64Array;
  uc: Float64Array;
  pBeat: Float64Array;
};

type ParentParts = { meanPart: Float64Array; a: Float64Array; b: Float64Array };

/** Per parent: the mean part Σ e (d − p̄) per trait, and the trait-wise A and B vectors. */
function parentParts(input: CrossInput, parent: number): ParentParts {
  const { m, doses, panelMeans, traits } = input;
  const meanPart = new Float64Array(traits.length);
  const a = new Float64Array(traits.length * m);
  const b = new Float64Array(traits.length * m);
  for (let t = 0; t < traits.length; t += 1) {
    const effects = (traits[t] as CrossTrait).effects;
    let sum = 0;
    for (let j = 0; j < m; j += 1) {
      const d = doses[parent * m + j] as number;
      const e = effects[j] as number;
      if (Number.isNaN(d)) continue;
      sum += e * (d - (panelMeans[j] as number));
      const x = d / 2;
      a[t * m + j] = e * e * (2 * x - x * x);
      b[t * m + j] = e * e * x;
    }
    meanPart[t] = sum;
  }
  return { meanPart, a, b };
}

/** The unordered pairs of mothers × fathers, first-seen order, no selfs, no repeats. */
function crossPairs(mothers: readonly number[], fathers: readonly number[]): [number, number][] {
  const seen = new Set<number>();
  const pairs: [number, number][] = [];
  const span = Math.max(0, ...mothers, ...fathers) + 1;
  for (const mother of mothers)
    for (const father of fathers) {
      if (mother === father) continue;
      const key = Math.min(mother, father) * span + Math.max(mother, father);
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push([mother, father]);
    }
  return pairs;
}

/** P(N(μ, σ²) > check); a point mass when σ = 0. */
function probabilityAbove(mean: number, sd: number, check: number): number {
  if (!(sd > 0)) return mean > check ? 1 : 0;
  return normalSurvival((check - mean) / sd);
}

/** P(N(μ, σ²) < check) = Φ((check − μ)/σ), as the upper tail of (μ − check)/σ; a point mass when σ = 0. */
function probabilityBelow(mean: number, sd: number, check: number): number {
  if (!(sd > 0)) return mean < check ? 1 : 0;
  return normalSurvival((mean - check) / sd);
}

/**
 * Mean, SD, usefulness and P(beat the check) — in each trait's direction — of every cross of `mothers` × `fathers`, per
 * trait. Pure; O(parents·traits·m) to prepare, O(pairs·traits·m) for the pairs.
 */
export function evaluateCrosses(input: CrossInput): CrossResults {
  const { m, doses, traits, intensity } = input;
  const parents = new Set([...input.mothers, ...input.fathers]);
  const parts = new Map<number, ParentParts>();
  const masks = new Map<number, { mask: Float64Array; x: Float64Array }>();
  for (const parent of parents) {
    parts.set(parent, parentParts(input, parent));
    const mask = new Float64Array(m);
    const x = new Float64Array(m);
    for (let j = 0; j < m; j += 1) {
      const d = doses[parent * m + j] as number;
      if (Number.isNaN(d)) continue;
      mask[j] = 1;
      x[j] = d / 2;
    }
    masks.set(parent, { mask, x });
  }
  const pairs = crossPairs(input.mothers, input.fathers);
  const k = traits.length;
  const out: CrossResults = {
    mother: Int32Array.from(pairs, (pair) => pair[0]),
    father: Int32Array.from(pairs, (pair) => pair[1]),
    mean: new Float64Array(pairs.length * k),
    sd: new Float64Array(pairs.length * k),
    uc: new Float64Array(pairs.length * k),
    pBeat: new Float64Array(pairs.length * k),
  };
  for (const [c, [p, q]] of pairs.entries()) {
    const one = parts.get(p) as ParentParts;
    const two = parts.get(q) as ParentParts;
    const maskOne = masks.get(p)?.mask as Float64Array;
    const { mask: maskTwo, x: xTwo } = masks.get(q) as { mask: Float64Array; x: Float64Array };
    for (let t = 0; t < k; t += 1) {
      const trait = traits[t] as CrossTrait;
      let variance = 0;
      const base = t * m;
      for (let j = 0; j < m; j += 1)
        variance +=
          (one.a[base + j] as number) * (maskTwo[j] as number) +
          (maskOne[j] as number) * (two.a[base + j] as number) -
          2 * (one.b[base + j] as number) * (xTwo[j] as number);
      const mean = trait.baseline + ((one.meanPart[t] as number) + (two.meanPart[t] as number)) / 2;
      // rounding can leave −1e-16 where the parents agree everywhere
      const sd = Math.sqrt(Math.max(0, variance));
      const at = c * k + t;
      out.mean[at] = mean;
      out.sd[at] = sd;
      if (trait.lowerIsBetter) {
        out.uc[at] = mean - intensity * sd;
        out.pBeat[at] = probabilityBelow(mean, sd, trait.check);
      } else {
        out.uc[at] = mean + intensity * sd;
        out.pBeat[at] = probabilityAbove(mean, sd, trait.check);
      }
    }
  }
  return out;
}
