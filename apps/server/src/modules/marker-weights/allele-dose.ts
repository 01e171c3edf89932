/** A catalogue marker's alleles (REF and ALT, "" when the catalogue does not say). */
export type MarkerAlleles = { ref: string; alt: string };

const same = (a: string, b: string) => a !== '' && a.toUpperCase() === b.toUpperCase();

/**
 * The ALT dose (0, 1, 2) of an allele pair at a marker, case-insensitive; null when an allele is
 * neither the REF nor the ALT, or the catalogue marker has no ALT allele to count.
 */
export function doseOfPair(marker: MarkerAlleles, first: string, second: string): number | null {
  if (marker.alt === '') return null;
  let dose = 0;
  for (const allele of [first, second]) {
    if (same(marker.alt, allele)) dose += 1;
    else if (marker.ref !== '' && !same(marker.ref, allele)) return null;
    else if (marker.ref === '' && allele.trim() === '') return null;
  }
  return dose;
}

/**
 * Whether a matrix site counts the other allele than the catalogue's ALT: its REF is the
 * catalogue's ALT (a VCF may take the other strand's or the reference genome's orientation).
 * Doses and effects read from such a site are turned to the catalogue's ALT (2 − dose, −effect).
 */
export function isFlipped(catalogue: MarkerAlleles, site: MarkerAlleles): boolean {
  return same(catalogue.alt, site.ref) && !same(catalogue.alt, site.alt);
}
