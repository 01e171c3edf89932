/**
 * Standard errors of Griffing's combining-ability effects and of differences between them, from
 * the variance coefficients of each method (entry-mean basis). They use the ERROR mean square, as
 * lmDiallel 1.0.1 and Grover & Rai (2010) do.
 *
 * References: Griffing, B. (1956) Aust. J. Biol. Sci. 9:463–493; Singh, R.K. & Chaudhary, B.D.
 * (1979) Biometrical Methods in Quantitative Genetic Analysis, Kalyani.
 */
import type { GriffingMethod } from './diallel-layout.ts';

/** Standard errors of effects and of differences between effects (null: not in this method). */
export interface DiallelStandardErrors {
  /** SE(ĝᵢ). */
  gca: number;
  /** SE(ŝᵢⱼ), i ≠ j. */
  sca: number;
  /** SE(ŝᵢᵢ) (Methods 1, 2). */
  scaSelf: number | null;
  /** SE(r̂ᵢⱼ) (Methods 1, 3). */
  reciprocal: number | null;
  /** SE(ĝᵢ − ĝⱼ). */
  gcaDifference: number;
  /** SE(ŝᵢᵢ − ŝⱼⱼ) (Methods 1, 2). */
  scaSelfDifference: number | null;
  /** SE(ŝᵢᵢ − ŝᵢⱼ) (Methods 1, 2). */
  scaSelfCrossDifference: number | null;
  /** SE(ŝᵢᵢ − ŝⱼₖ) (Methods 1, 2). */
  scaSelfOtherDifference: number | null;
  /** SE(ŝᵢⱼ − ŝᵢₖ): two crosses sharing a parent. */
  scaSharedParentDifference: number;
  /** SE(ŝᵢⱼ − ŝₖₗ): two crosses without a common parent. */
  scaDisjointDifference: number;
  /** SE(r̂ᵢⱼ − r̂ₖₗ) (Methods 1, 3). */
  reciprocalDifference: number | null;
}

/**
 * Griffing's (1956) variances of effects and of their differences in units of σ² = error MS / r
 * (Griffing 1956; Singh & Chaudhary 1979). Absent keys do not exist in the method. Each closed form
 * is checked in the tests against Σcₖ², the exact variance of the linear estimator.
 */
const VARIANCE_COEFFICIENTS: Record<GriffingMethod, (n: number) => Partial<DiallelStandardErrors>> =
  {
    1: (n) => ({
      gca: (n - 1) / (2 * n * n),
      sca: (n * n - 2 * n + 2) / (2 * n * n),
      scaSelf: ((n - 1) * (n - 1)) / (n * n),
      reciprocal: 1 / 2,
      gcaDifference: 1 / n,
      scaSelfDifference: (2 * (n - 2)) / n,
      scaSelfCrossDifference: (3 * n - 2) / (2 * n),
      scaSelfOtherDifference: (3 * (n - 2)) / (2 * n),
      scaSharedParentDifference: (n - 1) / n,
      scaDisjointDifference: (n - 2) / n,
      reciprocalDifference: 1,
    }),
    2: (n) => ({
      gca: (n - 1) / (n * (n + 2)),
      sca: (n * n + n + 2) / ((n + 1) * (n + 2)),
      scaSelf: (n * (n - 1)) / ((n + 1) * (n + 2)),
      gcaDifference: 2 / (n + 2),
      scaSelfDifference: (2 * (n - 2)) / (n + 2),
      scaSelfCrossDifference: (2 * (n + 1)) / (n + 2),
      scaSelfOtherDifference: (2 * (n - 1)) / (n + 2),
      scaSharedParentDifference: (2 * (n + 1)) / (n + 2),
      scaDisjointDifference: (2 * n) / (n + 2),
    }),
    // Method 3 averages the two reciprocal plots of a cross: half of Method 4's variances.
    3: (n) => ({
      gca: (n - 1) / (2 * n * (n - 2)),
      sca: (n - 3) / (2 * (n - 1)),
      reciprocal: 1 / 2,
      gcaDifference: 1 / (n - 2),
      scaSharedParentDifference: (n - 3) / (n - 2),
      scaDisjointDifference: (n - 4) / (n - 2),
      reciprocalDifference: 1,
    }),
    4: (n) => ({
      gca: (n - 1) / (n * (n - 2)),
      sca: (n - 3) / (n - 1),
      gcaDifference: 2 / (n - 2),
      scaSharedParentDifference: (2 * (n - 3)) / (n - 2),
      scaDisjointDifference: (2 * (n - 4)) / (n - 2),
    }),
  };

/**
 * Standard errors of Griffing's effects and of their differences, SE = √(c·σ²), for n parents
 * with σ² the error mean square of the entry means (error MS / r).
 */
export function computeDiallelStandardErrors(
  method: GriffingMethod,
  n: number,
  sigma2: number,
): DiallelStandardErrors {
  const c = VARIANCE_COEFFICIENTS[method](n);
  const se = (coefficient: number | null | undefined) =>
    coefficient === undefined || coefficient === null ? null : Math.sqrt(coefficient * sigma2);
  return {
    gca: se(c.gca) ?? 0,
    sca: se(c.sca) ?? 0,
    scaSelf: se(c.scaSelf),
    reciprocal: se(c.reciprocal),
    gcaDifference: se(c.gcaDifference) ?? 0,
    scaSelfDifference: se(c.scaSelfDifference),
    scaSelfCrossDifference: se(c.scaSelfCrossDifference),
    scaSelfOtherDifference: se(c.scaSelfOtherDifference),
    scaSharedParentDifference: se(c.scaSharedParentDifference) ?? 0,
    scaDisjointDifference: se(c.scaDisjointDifference) ?? 0,
    reciprocalDifference: se(c.reciprocalDifference),
  };
}
