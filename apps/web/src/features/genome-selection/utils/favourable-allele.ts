import type { MarkerWeightRow } from '@plotline/contract/marker-weights';

/**
 * The allele that raises the trait: the ALT when its effect (per ALT dose) is positive, else
 * the REF; "" when the catalogue lacks it. Where lower is better the breeder reverses the sort.
 */
export function favourableAllele(
  row: Pick<MarkerWeightRow, 'effect' | 'ref' | 'alt'>,
  higherIsBetter = true,
): string {
  const raisesWithAlt = row.effect > 0;
  return raisesWithAlt === higherIsBetter ? row.alt : row.ref;
}
