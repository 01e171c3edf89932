/**
 * Selection intensity of truncation selection on a normal trait: i = φ(z) / p with
 * z = Φ⁻¹(1 − p), the mean of the selected fraction p in standard deviations above the mean
 * (Falconer & Mackay 1996, ch. 11; p = 0.10 → i = 1.755, p = 0.05 → 2.063).
 */
import { normalQuantile } from '../../distributions/distributions.ts';

/** The fraction the usefulness criterion assumes when none is asked (10 %). */
export const SELECTED_FRACTION_DEFAULT = 0.1;

/**
 * i for the selected fraction p (0 < p < 1), in standard deviations.
 * @throws Error when p is outside (0, 1) (the caller's schema bounds it)
 */
export function selectionIntensity(p: number): number {
  if (!(p > 0 && p < 1)) throw new Error(`a selected fraction is in (0, 1), got ${p}`);
  const z = normalQuantile(1 - p);
  return Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI) / p;
}
