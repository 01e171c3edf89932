/**
 * The fixed columns of a VCF data line (CHROM POS ID REF ALT QUAL FILTER INFO FORMAT), read
 * from its bytes: only these become strings; the sample columns are left to readCalls.
 */

export type VcfSite = {
  chr: string;
  pos: number;
  id: string;
  ref: string;
  /** Every ALT allele (`.` gives none). */
  alts: string[];
  format: string;
  /** Byte offset of the first sample column (the line's length when there is none). */
  samplesFrom: number;
};

/** Why a data line is not a site: a translated key of the import's catalogue. */
export type SiteProblem = 'columns' | 'position' | 'ref' | 'alt' | 'long';

const TAB = 9;
const ALLELE = /^[ACGTNacgtn*]+$|^<[^>]+>$/;
const ALT_ALLELE = /^[ACGTNacgtn*]+$|^<[^>]+>$|^[\][ACGTNacgtn:.0-9A-Za-z_]+$/;

/**
 * The site of a data line, or why it is not one.
 * @param maxText the longest CHROM, ID, REF or ALT text
 */
export function readSite(line: Buffer, maxText: number): VcfSite | SiteProblem {
  const tabs: number[] = [];
  let at = -1;
  while (tabs.length < 9) {
    at = line.indexOf(TAB, at + 1);
    if (at < 0) break;
    tabs.push(at);
  }
  // 8 columns (sites only, no FORMAT) is a VCF without samples: FORMAT is then empty
  if (tabs.length < 7) return 'columns';
  const column = (i: number) => {
    const start = i === 0 ? 0 : (tabs[i - 1] as number) + 1;
    const end = i < tabs.length ? (tabs[i] as number) : line.length;
    return line.toString('utf8', start, end);
  };
  const chr = column(0);
  const posText = column(1);
  const id = column(2);
  const ref = column(3);
  const alt = column(4);
  if (!chr || chr.length > maxText || id.length > maxText) return 'long';
  if (chr.includes('\u0000') || id.includes('\u0000') || /\s/.test(chr)) return 'columns';
  if (ref.length > maxText || alt.length > maxText) return 'long';
  const pos = /^\d{1,10}$/.test(posText) ? Number(posText) : Number.NaN;
  if (!Number.isInteger(pos) || pos < 1 || pos > 2_147_483_647) return 'position';
  if (!ALLELE.test(ref)) return 'ref';
  const alts = alt === '.' ? [] : alt.split(',');
  if (alts.some((a) => !ALT_ALLELE.test(a))) return 'alt';
  const format = tabs.length >= 8 ? column(8) : '';
  const samplesFrom = tabs.length >= 9 ? (tabs[8] as number) + 1 : line.length + 1;
  return { chr, pos, id, ref, alts, format, samplesFrom };
}
