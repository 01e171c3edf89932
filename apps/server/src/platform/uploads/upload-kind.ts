import type { UploadKind } from '@plotline/contract/uploads';

/**
 * The first bytes each kind of file starts with: xlsx is a zip (`PK 03 04`), FASTQ a text
 * whose first record starts with `@`, a gzip-compressed FASTQ the gzip magic `1F 8B`, FASTA `>`,
 * a VCF `##fileformat`.
 */
const SIGNATURES: Record<UploadKind, readonly number[]> = {
  xlsx: [0x50, 0x4b, 0x03, 0x04],
  fastq: [0x40],
  'fastq.gz': [0x1f, 0x8b],
  fasta: [0x3e],
  // a POSIX tar's first header has "ustar" at offset 257: too far for the check, so a tar is
  // told by its content later (genome-files); here any first byte of a file name passes
  tar: [],
  zip: [0x50, 0x4b, 0x03, 0x04],
  vcf: [0x23, 0x23, 0x66, 0x69, 0x6c, 0x65, 0x66, 0x6f, 0x72, 0x6d, 0x61, 0x74], // ##fileformat
  'vcf.gz': [0x1f, 0x8b],
};

/** How many leading bytes the kind check reads: the longest signature. */
export const KIND_CHECK_BYTES = Math.max(...Object.values(SIGNATURES).map((s) => s.length));

/**
 * True when `bytes`, found at `offset` in a file, agree with the start of at least one of
 * `kinds`. Bytes past a signature's end are not looked at, and a file sent in pieces is
 * checked piece by piece (a first piece of one byte is judged on that byte).
 */
export function startsLikeOneOf(
  kinds: readonly UploadKind[],
  bytes: Uint8Array,
  offset = 0,
): boolean {
  return kinds.some((kind) =>
    SIGNATURES[kind].every(
      (expected, index) =>
        index < offset || index - offset >= bytes.length || bytes[index - offset] === expected,
    ),
  );
}
