/**
 * Significance on the wire (api-contract §8): `significance` is a boolean (true: significant
 * at 5 %; null where nothing was computed) and `stars` (ours) tells how strongly.
 */

/** The 5 % level every `significance` of the statistics answers uses. */
export const SIGNIFICANCE_LEVEL = 0.05;

/** Stars of a p-value as R prints them (without the dot): `***` < 0.001, `**` < 0.01, `*` < 0.05. */
export function starsOf(p: number): string {
  if (p < 0.001) return '***';
  if (p < 0.01) return '**';
  if (p < SIGNIFICANCE_LEVEL) return '*';
  return '';
}

/** `significance` and `stars` of a p-value; both null without one (or a non-finite one). */
export function testOf(p: number | null | undefined): {
  significance: boolean | null;
  stars: string | null;
} {
  if (p === null || p === undefined || !Number.isFinite(p))
    return { significance: null, stars: null };
  return { significance: p < SIGNIFICANCE_LEVEL, stars: starsOf(p) };
}
