import { describe, expect, it } from 'vitest';
import {
  CreateMarkerBody,
  MARKER_FILE_COLUMNS,
  MARKER_FILE_HEADERS,
  matchMarkerFileHeader,
  UpdateMarkerBody,
} from './markers.ts';

const base = { spec_id: 1, mut_name: 'm', chr: '1A', pos: '12' };
const flank = 'acgtn'.repeat(6);

describe('marker catalogue contract', () => {
  it('reads every header of the four languages, and the VCF-like aliases', () => {
    for (const column of MARKER_FILE_COLUMNS) {
      for (const header of Object.values(MARKER_FILE_HEADERS[column])) {
        expect(matchMarkerFileHeader(` ${header.toUpperCase()} `)).toBe(column);
      }
    }
    expect(['#CHROM', 'POS', 'ID', 'REF', 'ALT'].map(matchMarkerFileHeader)).toEqual([
      'chr',
      'pos',
      'mut_name',
      'ref_allele',
      'alt_allele',
    ]);
    expect(matchMarkerFileHeader('Заметки')).toBeUndefined();
  });

  it('upper-cases sequences, drops spaces, and keeps the allele and flank rules', () => {
    const parsed = CreateMarkerBody.parse({
      ...base,
      ref_allele: 'a',
      alt_allele: 'at',
      flank_left: `${flank.slice(0, 10)} ${flank.slice(10)}`,
      forward_primer: 'ryk',
    });
    expect(parsed).toMatchObject({
      pos: 12,
      ref_allele: 'A',
      alt_allele: 'AT',
      flank_left: flank.toUpperCase(),
      flank_right: '',
      forward_primer: 'RYK',
    });
    const issues = (body: object) =>
      CreateMarkerBody.safeParse({ ...base, ...body }).error?.issues.map(
        (i) => `${i.path.join('.')} ${i.message}`,
      );
    expect(issues({ ref_allele: 'N', alt_allele: 'A' })).toEqual(['ref_allele markers.badAllele']);
    expect(issues({ alt_allele: 'A' })).toEqual(['ref_allele markers.allelePairRequired']);
    expect(issues({ ref_allele: 'G', alt_allele: 'g' })).toEqual([
      'alt_allele markers.sameAlleles',
    ]);
    expect(issues({ flank_right: flank.slice(1) })).toEqual(['flank_right markers.flankTooShort']);
    expect(issues({ flank_right: `${flank}X` })).toEqual(['flank_right markers.badFlank']);
    expect(issues({ reverse_primer: 'AC-GT' })).toEqual(['reverse_primer markers.badPrimer']);
    expect(UpdateMarkerBody.safeParse({}).success).toBe(false);
    expect(UpdateMarkerBody.parse({ gene: null })).toEqual({ gene: '' });
  });
});
