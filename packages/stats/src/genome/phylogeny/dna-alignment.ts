/**
 * Aligned DNA sequences in ape's bit coding (`DNAbin`, Paradis 2007): one byte per site,
 * A 136, G 72, C 40, T 24, ambiguity codes the union of their bases' high bits (R 192, Y 48,
 * N 240, …), gap 4, `?` 2. Bit 8 marks a base known for certain; only those sites enter a
 * distance (ape's `KnownBase`).
 *
 * Reference: E. Paradis (2007) "A bit-level coding scheme for nucleotides", ape documentation.
 */
import { StatsError } from '../../errors.ts';

/** n aligned sequences of `length` sites, sequence-major (`codes[i * length + site]`), ape codes. */
export type DnaAlignment = { n: number; length: number; codes: Uint8Array };

/** ape's bit codes of the IUPAC letters (lower case), gap and `?`. */
export const DNA_CODES: Readonly<Record<string, number>> = {
  a: 136,
  g: 72,
  c: 40,
  t: 24,
  r: 192,
  m: 160,
  w: 144,
  s: 96,
  k: 80,
  y: 48,
  v: 224,
  h: 176,
  d: 208,
  b: 112,
  n: 240,
  '-': 4,
  '?': 2,
};

const CODE_OF_CHAR = (() => {
  const table = new Uint8Array(128);
  for (const [letter, code] of Object.entries(DNA_CODES)) {
    table[letter.charCodeAt(0)] = code;
    table[letter.toUpperCase().charCodeAt(0)] = code;
  }
  return table;
})();

/**
 * Encodes aligned sequences (IUPAC letters, either case, `-` gap, `?`) in ape's bit coding, as
 * `as.DNAbin` does; any other character becomes 0 (unknown, as ape's `as.raw(NA)`).
 * @throws StatsError('notEnoughData') when the sequences are not all of the same length
 */
export function encodeDnaAlignment(sequences: readonly string[]): DnaAlignment {
  const n = sequences.length;
  const length = sequences[0]?.length ?? 0;
  const codes = new Uint8Array(n * length);
  sequences.forEach((sequence, i) => {
    if (sequence.length !== length) {
      throw new StatsError(
        'notEnoughData',
        `sequence ${i + 1} has ${sequence.length} sites, the first ${length}: not an alignment`,
      );
    }
    const offset = i * length;
    for (let site = 0; site < length; site += 1) {
      const char = sequence.charCodeAt(site);
      codes[offset + site] = char < 128 ? (CODE_OF_CHAR[char] as number) : 0;
    }
  });
  return { n, length, codes };
}
