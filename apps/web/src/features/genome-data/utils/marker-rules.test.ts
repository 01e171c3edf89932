import { describe, expect, it } from 'vitest';
import {
  checkAllele,
  checkAllelePair,
  checkFlank,
  checkPrimer,
  shortenSequence,
  squeezeSequence,
} from './marker-rules.ts';

const FLANK_30 = 'ACGTN'.repeat(6);

describe('the marker rules of the form', () => {
  it('reads sequences as the server stores them', () => {
    expect(squeezeSequence(' ac gt\n')).toBe('ACGT');
    expect(squeezeSequence(undefined)).toBe('');
  });

  it('takes alleles of A/C/G/T only', () => {
    expect(checkAllele('a')).toBeUndefined();
    expect(checkAllele('AT')).toBeUndefined();
    expect(checkAllele('AN')).toBe('genomeData.rules.allele');
  });

  it('wants both alleles or neither, and different ones', () => {
    expect(checkAllelePair('ref', '', 'G')).toBe('genomeData.rules.allelePair');
    expect(checkAllelePair('alt', 'A', '')).toBe('genomeData.rules.allelePair');
    expect(checkAllelePair('alt', 'a', 'A')).toBe('genomeData.rules.sameAlleles');
    expect(checkAllelePair('ref', '', '')).toBeUndefined();
    expect(checkAllelePair('alt', 'A', 'G')).toBeUndefined();
  });

  it('wants flanks of at least 30 bases of A/C/G/T/N', () => {
    expect(checkFlank(FLANK_30)).toBeUndefined();
    expect(checkFlank(FLANK_30.slice(1))).toBe('genomeData.rules.flankShort');
    expect(checkFlank(`${FLANK_30}X`)).toBe('genomeData.rules.flankBases');
    expect(checkFlank('')).toBeUndefined();
  });

  it('takes IUPAC primers', () => {
    expect(checkPrimer('ACGTRYN')).toBeUndefined();
    expect(checkPrimer('ACGTX')).toBe('genomeData.rules.primer');
  });

  it('shortens long sequences around an ellipsis', () => {
    expect(shortenSequence('ACGT')).toBe('ACGT');
    expect(shortenSequence(FLANK_30, 4)).toBe('ACGT…CGTN');
  });
});
