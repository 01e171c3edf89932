import {
  ALLELE_PATTERN,
  FLANK_MIN_LENGTH,
  FLANK_PATTERN,
  PRIMER_PATTERN,
} from '@plotline/contract/markers';

/**
 * The catalogue's rules as the form checks them before sending (the server's are the same,
 * packages/contract/src/markers.ts): each answers the message key of the first broken rule.
 */

/** A sequence as the server stores it: spaces removed, upper case. */
export function squeezeSequence(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

export type MarkerRuleKey =
  | 'genomeData.rules.allele'
  | 'genomeData.rules.allelePair'
  | 'genomeData.rules.sameAlleles'
  | 'genomeData.rules.flankBases'
  | 'genomeData.rules.flankShort'
  | 'genomeData.rules.primer';

/** An allele: A/C/G/T only, or empty. */
export function checkAllele(value: string | undefined): MarkerRuleKey | undefined {
  const allele = squeezeSequence(value);
  return allele === '' || ALLELE_PATTERN.test(allele) ? undefined : 'genomeData.rules.allele';
}

/** Both alleles or neither, and different; reported on the allele named by `side`. */
export function checkAllelePair(
  side: 'ref' | 'alt',
  ref: string | undefined,
  alt: string | undefined,
): MarkerRuleKey | undefined {
  const [r, a] = [squeezeSequence(ref), squeezeSequence(alt)];
  const own = side === 'ref' ? r : a;
  const other = side === 'ref' ? a : r;
  if (own === '' && other !== '') return 'genomeData.rules.allelePair';
  if (side === 'alt' && r !== '' && r === a) return 'genomeData.rules.sameAlleles';
  return undefined;
}

/** A flank: A/C/G/T/N, at least FLANK_MIN_LENGTH bases, or empty. */
export function checkFlank(value: string | undefined): MarkerRuleKey | undefined {
  const flank = squeezeSequence(value);
  if (flank === '') return undefined;
  if (!FLANK_PATTERN.test(flank)) return 'genomeData.rules.flankBases';
  return flank.length < FLANK_MIN_LENGTH ? 'genomeData.rules.flankShort' : undefined;
}

/** A primer: IUPAC letters, or empty. */
export function checkPrimer(value: string | undefined): MarkerRuleKey | undefined {
  const primer = squeezeSequence(value);
  return primer === '' || PRIMER_PATTERN.test(primer) ? undefined : 'genomeData.rules.primer';
}

/** A long sequence shortened for a table cell: its ends around an ellipsis. */
export function shortenSequence(value: string, keep = 8): string {
  return value.length <= keep * 2 + 1 ? value : `${value.slice(0, keep)}…${value.slice(-keep)}`;
}
