import { describe, expect, it } from 'vitest';
import { startsLikeOneOf } from './upload-kind.ts';

describe('startsLikeOneOf', () => {
  const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
  it.each([
    [['xlsx'], zip, 0, true],
    [['xlsx'], Buffer.from('PK\u0005\u0006'), 0, false],
    [['xlsx'], Buffer.from('@read1\nACGT\n'), 0, false],
    [['fastq', 'fastq.gz'], Buffer.from('@read1\nACGT\n'), 0, true],
    [['fastq', 'fastq.gz'], Buffer.from([0x1f, 0x8b, 0x08]), 0, true],
    [['fastq', 'fastq.gz'], Buffer.from('>fasta\nACGT\n'), 0, false],
    [['fastq', 'fastq.gz'], zip, 0, false],
    // a file sent in pieces: the second piece continues the signature
    [['xlsx'], Buffer.from([0x03, 0x04]), 2, true],
    [['xlsx'], Buffer.from([0x03, 0x05]), 2, false],
    [['xlsx'], Buffer.from([0x50]), 0, true],
    [['fastq'], Buffer.from('anything'), 1, true],
  ] as const)('%j, %j at %d → %s', (kinds, bytes, offset, expected) => {
    expect(startsLikeOneOf(kinds, bytes, offset)).toBe(expected);
  });
});
