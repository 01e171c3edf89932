import { tQuantile } from '@plotline/stats/distributions/distributions';

/**
 * The two-sided 5 % critical value of Student's t, t₀.₉₇₅(df) (R's `qt(0.975, df)`, from the
 * statistics engine). Null without degrees of freedom.
 */
export function tCritical975(df: number): number | null {
  if (!Number.isFinite(df) || df < 1) return null;
  return tQuantile(0.975, df);
}
