import { DOSAGE_MISSING } from '@plotline/contract/genotype-matrices';

/**
 * Colours of the matrix browser, one per dosage (alternative alleles in the call): 0 the
 * reference homozygote, 1 the heterozygote, 2 the alternative homozygote, missing light grey.
 * Blue / amber / red keep apart for the common colour-vision deficiencies.
 */
export const DOSAGE_COLOURS: readonly string[] = ['#2f6fb0', '#f2b134', '#c8453b', '#e4e4e4'];

/** The same colours as packed RGBA words (little-endian, as an ImageData's Uint32 view reads). */
export const DOSAGE_RGBA: Uint32Array = Uint32Array.from(DOSAGE_COLOURS, (hex) => {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
});

/** A dosage byte as an index of the colours: anything beyond 2 is missing. */
export function dosageIndex(dosage: number): number {
  return dosage >= 0 && dosage <= 2 ? dosage : DOSAGE_MISSING;
}

/**
 * A call written with its alleles: 0 → "A/A", 1 → "A/G", 2 → "G/G", missing → "./.".
 * Without alleles, the VCF's "0/0", "0/1", "1/1".
 */
export function formatGenotype(dosage: number, ref: string, alt: string): string {
  const index = dosageIndex(dosage);
  if (index === DOSAGE_MISSING) return './.';
  const [a, b] = ref && alt ? [ref, alt] : ['0', '1'];
  if (index === 0) return `${a}/${a}`;
  if (index === 1) return `${a}/${b}`;
  return `${b}/${b}`;
}

/**
 * The frequency strip's colour of an alternative-allele frequency (0 … 1): white to dark
 * red, grey when no call was made.
 */
export function frequencyColour(frequency: number | null): string {
  if (frequency === null || !Number.isFinite(frequency)) return '#d9d9d9';
  const f = Math.min(1, Math.max(0, frequency));
  const channel = (from: number, to: number) => Math.round(from + (to - from) * f);
  return `rgb(${channel(255, 165)},${channel(247, 15)},${channel(236, 21)})`;
}

/** The call-rate strip's colour (0 … 1): light grey (few calls) to dark green (all called). */
export function callRateColour(rate: number): string {
  const f = Math.min(1, Math.max(0, Number.isFinite(rate) ? rate : 0));
  const channel = (from: number, to: number) => Math.round(from + (to - from) * f);
  return `rgb(${channel(240, 35)},${channel(240, 132)},${channel(240, 67)})`;
}
