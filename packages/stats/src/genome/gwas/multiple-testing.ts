/**
 * Genome-wide significance and calibration of a GWAS's p-values: the Bonferroni threshold,
 * Benjamini–Hochberg q-values and FDR threshold, the genomic inflation factor λ and the points
 * of a QQ plot. Untested markers (NaN p) are left out of the count m and keep NaN.
 *
 * References: Benjamini & Hochberg (1995) JRSS B 57:289; Devlin & Roeder (1999) Biometrics
 * 55:997 (genomic control λ); R `p.adjust(method = "BH")`, `ppoints`.
 */
import { normalQuantile } from '../../distributions/distributions.ts';

/** qchisq(0.5, 1): the median of χ²₁ = Φ⁻¹(0.25)², 0.454936423119572… */
export const CHI_SQUARE_1_MEDIAN = normalQuantile(0.25) ** 2;

function finiteIndices(p: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < p.length; i += 1) if (Number.isFinite(p[i] as number)) out.push(i);
  return out;
}

/** The Bonferroni threshold α/m over the m tested markers, as p and as −log10 p. */
export function bonferroniThreshold(
  p: ArrayLike<number>,
  alpha = 0.05,
): { p: number; neglog10p: number; tests: number } {
  const tests = finiteIndices(p).length;
  const threshold = alpha / tests;
  return { p: threshold, neglog10p: -Math.log10(threshold), tests };
}

/**
 * Benjamini–Hochberg q-values qᵢ = min over j with p₍ⱼ₎ ≥ pᵢ of min(1, m·p₍ⱼ₎/j) (R:
 * `p.adjust(p, "BH")`, NaN where p is NaN).
 */
export function benjaminiHochberg(p: ArrayLike<number>): Float64Array {
  const index = finiteIndices(p).sort((a, b) => (p[b] as number) - (p[a] as number));
  const m = index.length;
  const q = new Float64Array(p.length).fill(Number.NaN);
  let running = 1;
  index.forEach((i, position) => {
    const rank = m - position; // descending order: the largest p has rank m
    running = Math.min(running, (m * (p[i] as number)) / rank);
    q[i] = running;
  });
  return q;
}

/**
 * The BH step-up threshold at FDR α: the largest p₍ᵢ₎ with p₍ᵢ₎ ≤ i·α/m (markers with p at or
 * below it are declared, q ≤ α); NaN (and 0 declared) when no marker qualifies.
 */
export function benjaminiHochbergThreshold(
  p: ArrayLike<number>,
  alpha = 0.05,
): { p: number; neglog10p: number; declared: number } {
  const sorted = finiteIndices(p)
    .map((i) => p[i] as number)
    .sort((a, b) => a - b);
  const m = sorted.length;
  let declared = 0;
  for (let i = m; i >= 1; i -= 1)
    if ((sorted[i - 1] as number) <= (i * alpha) / m) {
      declared = i;
      break;
    }
  const threshold = declared > 0 ? (sorted[declared - 1] as number) : Number.NaN;
  return { p: threshold, neglog10p: -Math.log10(threshold), declared };
}

/**
 * Genomic inflation λ = median(χ²ᵢ)/qchisq(0.5, 1) with χ²ᵢ = qchisq(pᵢ, 1, lower = FALSE)
 * = Φ⁻¹(pᵢ/2)² (R: `median(qchisq(p, 1, lower.tail = FALSE))/qchisq(0.5, 1)`); 1 means no
 * inflation, > 1 stratification or polygenicity.
 */
export function genomicInflation(p: ArrayLike<number>): number {
  const chi = finiteIndices(p)
    .map((i) => normalQuantile((p[i] as number) / 2) ** 2)
    .sort((a, b) => a - b);
  const m = chi.length;
  if (m === 0) return Number.NaN;
  const half = Math.floor(m / 2);
  const median =
    m % 2 === 1 ? (chi[half] as number) : ((chi[half - 1] as number) + (chi[half] as number)) / 2;
  return median / CHI_SQUARE_1_MEDIAN;
}

/**
 * QQ plot points, most significant first: expected −log10 of R's `ppoints(m)`
 * ((i − a)/(m + 1 − 2a), a = 3/8 for m ≤ 10 else 1/2) against observed −log10 p, with the
 * marker index of each observed value.
 */
export function qqPoints(p: ArrayLike<number>): {
  expected: Float64Array;
  observed: Float64Array;
  marker: Int32Array;
} {
  const index = finiteIndices(p).sort((a, b) => (p[a] as number) - (p[b] as number));
  const m = index.length;
  const a = m <= 10 ? 3 / 8 : 1 / 2;
  return {
    expected: Float64Array.from(index, (_, i) => -Math.log10((i + 1 - a) / (m + 1 - 2 * a))),
    observed: Float64Array.from(index, (i) => -Math.log10(p[i] as number)),
    marker: Int32Array.from(index),
  };
}
