/**
 * Reading the calls of a VCF data line straight from its bytes (decision 046): the sample
 * columns of a 2,000-sample line are ~10 kB, and 50,000 lines are parsed in a few seconds only
 * when no string is made per call.
 *
 * A call is the dosage of the site's FIRST alternative allele:
 * - diploid GT `0/0` 0, `0/1` (or `1/0`, phased `0|1`) 1, `1/1` 2;
 * - haploid GT `0` 0, `1` 2 (a haploid call is read as homozygous);
 * - missing when any allele is `.`, when an allele is another ALT (`0/2`: the site keeps its
 *   first ALT only), or with more than two alleles (polyploid calls are not stored);
 * - when GT is missing (or the FORMAT has no GT) and DS is given, round(DS) clamped to 0..2.
 */

/** The missing call. */
export const MISSING = 3;

/** Where GT and DS are in a FORMAT column (-1: absent). */
export type FormatKeys = { gt: number; ds: number };

/** The positions of GT and DS in a FORMAT text (`GT:AD:DP:DS`). */
export function formatKeysOf(format: string): FormatKeys {
  const keys = format.split(':');
  return { gt: keys.indexOf('GT'), ds: keys.indexOf('DS') };
}

const TAB = 9;
const COLON = 58;
const DOT = 46;
const SLASH = 47;
const BAR = 124;
const ZERO = 48;
const NINE = 57;

/** What readCalls found: the samples read, and the first malformed sample (-1: none). */
export type CallsRead = { samples: number; malformed: number };

/**
 * Reads the dosage of every sample of a data line into `out` (one byte per sample, MISSING for
 * a missing call). `from` is the first byte of the first sample column, `end` the line's end.
 * @returns how many sample columns the line has (compare with the header's count) and the
 *   index of the first sample whose GT or DS is not a call (-1 when all are)
 */
export function readCalls(
  line: Uint8Array,
  from: number,
  end: number,
  keys: FormatKeys,
  out: Uint8Array,
): CallsRead {
  let p = from;
  let s = 0;
  let malformed = -1;
  const capacity = out.length;
  while (p <= end) {
    let k = 0;
    let gt = -1; // -1 not given, else 0..3
    let dsStart = -1;
    let dsEnd = -1;
    for (;;) {
      if (k === keys.gt) {
        // alleles separated by / or |
        let alleles = 0;
        let alt = 0;
        let missing = false;
        let bad = false;
        for (;;) {
          const c = p < end ? line[p] : TAB;
          if (c === DOT) {
            missing = true;
            p++;
          } else if (c !== undefined && c >= ZERO && c <= NINE) {
            let value = 0;
            let d = line[p] as number;
            while (p < end && d >= ZERO && d <= NINE) {
              value = value * 10 + (d - ZERO);
              p++;
              d = line[p] as number;
            }
            if (value === 1) alt++;
            else if (value !== 0) missing = true;
          } else {
            bad = true;
            break;
          }
          alleles++;
          const next = p < end ? line[p] : TAB;
          if (next === SLASH || next === BAR) {
            p++;
            continue;
          }
          if (next !== COLON && next !== TAB) bad = true;
          break;
        }
        if (bad) {
          if (malformed < 0) malformed = s;
          while (p < end && line[p] !== COLON && line[p] !== TAB) p++;
          gt = MISSING;
        } else if (missing || alleles > 2) gt = MISSING;
        else gt = alleles === 1 ? alt * 2 : alt;
      } else if (k === keys.ds) {
        dsStart = p;
        while (p < end && line[p] !== COLON && line[p] !== TAB) p++;
        dsEnd = p;
      } else {
        while (p < end && line[p] !== COLON && line[p] !== TAB) p++;
      }
      if (p < end && line[p] === COLON) {
        p++;
        k++;
        continue;
      }
      break;
    }
    let call = gt < 0 ? MISSING : gt;
    if (call === MISSING && dsStart >= 0 && dsEnd > dsStart) {
      const dosage = readNumber(line, dsStart, dsEnd);
      if (dosage === undefined) {
        if (malformed < 0) malformed = s;
      } else if (!Number.isNaN(dosage)) {
        call = Math.min(2, Math.max(0, Math.round(dosage)));
      }
    }
    if (s < capacity) out[s] = call;
    s++;
    // past the tab (or past the end)
    p++;
  }
  return { samples: s, malformed };
}

/** A DS value: NaN for `.`, undefined when not a number. */
function readNumber(line: Uint8Array, start: number, end: number): number | undefined {
  if (end - start === 1 && line[start] === DOT) return Number.NaN;
  let text = '';
  for (let i = start; i < end; i++) text += String.fromCharCode(line[i] as number);
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
}

/** Per-marker statistics of one site's calls. */
export type MarkerStats = { altFreq: number | null; callRate: number };

/** Alternative-allele frequency among called samples (dosage / 2) and the share called. */
export function markerStats(calls: Uint8Array, samples: number): MarkerStats {
  let called = 0;
  let sum = 0;
  for (let s = 0; s < samples; s++) {
    const call = calls[s] as number;
    if (call !== MISSING) {
      called++;
      sum += call;
    }
  }
  return {
    altFreq: called === 0 ? null : sum / (2 * called),
    callRate: samples === 0 ? 0 : called / samples,
  };
}
