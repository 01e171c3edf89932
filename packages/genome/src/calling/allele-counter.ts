/**
 * Reads supporting each allele of the crop's catalogue markers, counted from raw reads by
 * exact k-mer matches (decision 045). Pure code: the caller streams the reads in.
 *
 * For every marker with usable flanks the counter keeps the k-mers that span the variant site
 * on the reference haplotype (flankLeft + ref + flankRight) and on the alternative one; a k-mer
 * both haplotypes carry, or that two markers share, tells the alleles apart for no one and is
 * dropped. K-mers are stored canonical (the smaller of the k-mer and its reverse complement), so
 * a read counts on either strand. A read supports an allele when it carries at least one of that
 * allele's k-mers; it counts once per marker, and not at all when it carries both alleles'.
 *
 * The hot loop (addRead) allocates nothing: a rolling 2-bit encoding of both strands in two
 * 32-bit halves, a blocked Bloom prefilter on a hash symmetric in the two strands, then (for the
 * few k-mers that pass) the canonical k-mer in an open-addressing table.
 */

export type CatalogueMarker = {
  id: number;
  ref: string;
  alt: string;
  flankLeft: string;
  flankRight: string;
};

/** Reads supporting each allele of one marker. */
export type AlleleCount = { id: number; ref: number; alt: number };

/**
 * Why a marker is not counted: `no_flank` (a flank empty), `short_flank` (a flank shorter than
 * k − 1), `bad_allele` (not A/C/G/T, '-' or empty, or longer than MAX_ALLELE_LENGTH),
 * `same_alleles`, `no_kmers` (an allele without a k-mer of its own: a flank code other than
 * A/C/G/T beside the site, or an indel inside a repeat longer than k), `ambiguous_kmers` (an
 * allele's k-mers all shared with other markers: a repeated or paralogous flank).
 */
export type SkipReason =
  | 'no_flank'
  | 'short_flank'
  | 'bad_allele'
  | 'same_alleles'
  | 'no_kmers'
  | 'ambiguous_kmers';

/** k-mer length by default: see decision 045 (odd, so no k-mer is its own reverse complement). */
export const DEFAULT_K = 25;
/** Longest allele indexed: an indel longer than k has k-mers inside it that span nothing. */
export const MAX_ALLELE_LENGTH = 24;

const LINE_END = -2;
const CODE = (() => {
  const code = new Int8Array(256).fill(-1);
  for (const [base, value] of [
    ['A', 0],
    ['C', 1],
    ['G', 2],
    ['T', 3],
  ] as const) {
    code[base.charCodeAt(0)] = value;
    code[base.toLowerCase().charCodeAt(0)] = value;
  }
  // line ends inside a range (a multi-line FASTA record) are skipped, not a break in the bases
  code[10] = LINE_END;
  code[13] = LINE_END;
  return code;
})();

const EMPTY = -1;
const AMBIGUOUS = -2;

/**
 * One strand's share of the prefilter hash: one multiply. The prefilter adds both strands'
 * shares, so it needs no canonical choice; the table's hash runs only when the filter passes.
 */
function strandHash(hi: number, lo: number): number {
  return Math.imul(lo ^ (hi << 7) ^ (hi >>> 11), 0x9e3779b1);
}

/** The prefilter's two bits of a hash, both in one 32-bit word (a blocked Bloom filter). */
function filterMask(h: number): number {
  return (1 << (h & 31)) | (1 << ((h >>> 5) & 31));
}

function hash(hi: number, lo: number): number {
  let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Allele text as bases: '-' or '' is the empty allele of an indel; null when not A/C/G/T. */
function alleleBases(allele: string): string | null {
  const text = allele.trim().toUpperCase();
  if (text === '-' || text === '') return '';
  return /^[ACGT]+$/.test(text) ? text : null;
}

export class AlleleCounter {
  readonly k: number;
  /** Markers whose k-mers are indexed. */
  readonly indexed: number;
  /** Bytes of the index and the counts (1.3–2.7 KB per SNP marker at k = 25, by the table's fill). */
  readonly memoryBytes: number;
  /** Markers not indexed, with the reason, in the catalogue's order. */
  readonly skipped: { id: number; reason: SkipReason }[] = [];

  private readonly ids: Int32Array;
  private readonly refReads: Int32Array;
  private readonly altReads: Int32Array;
  private readonly seen: Int32Array;
  private readonly flags: Uint8Array;
  private touched: Int32Array = new Int32Array(64);
  private serial = 0;

  private readonly hiBits: number;
  private readonly hiMask: number;
  private readonly hiTopShift: number;
  /** Open addressing, one slot = [value, hi, lo, unused] so a probe reads one cache line. */
  private readonly table: Int32Array;
  private readonly tableMask: number;
  private readonly filter: Int32Array;
  private readonly filterShift: number;

  constructor(markers: readonly CatalogueMarker[], options: { k?: number } = {}) {
    const k = options.k ?? DEFAULT_K;
    if (!Number.isInteger(k) || k < 17 || k > 31)
      throw new RangeError('k must be an integer from 17 to 31');
    this.k = k;
    this.hiBits = 2 * k - 32;
    this.hiMask = 2 ** this.hiBits - 1;
    this.hiTopShift = this.hiBits - 2;

    const n = markers.length;
    this.ids = Int32Array.from(markers, (m) => m.id);
    this.refReads = new Int32Array(n);
    this.altReads = new Int32Array(n);
    this.seen = new Int32Array(n);
    this.flags = new Uint8Array(n);

    // Size the table for the most k-mers the usable markers can give: each allele's window of
    // (k − 1) + allele + (k − 1) bases holds k − 1 + |allele| k-mers.
    const usable = new Uint8Array(n);
    const order = new Map(markers.map((marker, m) => [marker.id, m]));
    let bound = 0;
    for (let m = 0; m < n; m++) {
      const marker = markers[m] as CatalogueMarker;
      const reason = this.markerProblem(marker);
      if (reason) {
        this.skipped.push({ id: marker.id, reason });
        continue;
      }
      usable[m] = 1;
      bound +=
        2 * (k - 1) +
        (alleleBases(marker.ref) as string).length +
        (alleleBases(marker.alt) as string).length;
    }
    let capacity = 1024;
    while (capacity * 0.6 < bound) capacity *= 2;
    this.tableMask = capacity - 1;
    this.table = new Int32Array(capacity * 4);
    for (let slot = 0; slot < capacity; slot++) this.table[slot * 4] = EMPTY;
    for (let m = 0; m < n; m++) {
      if (usable[m] && !this.insertMarker(markers[m] as CatalogueMarker, m)) {
        usable[m] = 0;
        this.skipped.push({ id: (markers[m] as CatalogueMarker).id, reason: 'no_kmers' });
      }
    }

    // A marker left without a k-mer of one allele, the others shared with other markers, cannot
    // be counted fairly.
    const remaining = new Int32Array(2 * n);
    for (let slot = 0; slot < capacity; slot++) {
      const value = this.table[slot * 4] as number;
      if (value >= 0) remaining[value] = (remaining[value] as number) + 1;
    }
    let indexed = 0;
    for (let m = 0; m < n; m++) {
      if (!usable[m]) continue;
      if (remaining[2 * m] === 0 || remaining[2 * m + 1] === 0) {
        usable[m] = 0;
        this.skipped.push({ id: (markers[m] as CatalogueMarker).id, reason: 'ambiguous_kmers' });
      } else indexed++;
    }
    this.indexed = indexed;
    this.skipped.sort((a, b) => (order.get(a.id) as number) - (order.get(b.id) as number));

    // Prefilter: ~8 bits per k-mer, two of them set per k-mer in one word chosen by the hash's
    // top bits (about 5% of the k-mers of reads that carry none pass on to the table).
    let filterBits = 1 << 16;
    while (filterBits < bound * 8 && filterBits < 1 << 27) filterBits *= 2;
    this.filter = new Int32Array(filterBits >>> 5);
    this.filterShift = 32 - Math.log2(filterBits >>> 5);
    for (let slot = 0; slot < capacity; slot++) {
      const value = this.table[slot * 4] as number;
      if (value < 0) continue;
      if (!usable[value >> 1]) {
        this.table[slot * 4] = AMBIGUOUS;
        continue;
      }
      const hi = this.table[slot * 4 + 1] as number;
      const lo = this.table[slot * 4 + 2] as number;
      const [rHi, rLo] = this.reverseComplement(hi, lo);
      const h = (strandHash(hi, lo) + strandHash(rHi, rLo)) | 0;
      const word = h >>> this.filterShift;
      this.filter[word] = (this.filter[word] as number) | filterMask(h);
    }
    this.memoryBytes = this.table.byteLength + this.filter.byteLength + 17 * n;
  }

  private markerProblem(marker: CatalogueMarker): SkipReason | null {
    const left = marker.flankLeft.trim();
    const right = marker.flankRight.trim();
    if (left === '' || right === '') return 'no_flank';
    if (left.length < this.k - 1 || right.length < this.k - 1) return 'short_flank';
    const ref = alleleBases(marker.ref);
    const alt = alleleBases(marker.alt);
    if (
      ref === null ||
      alt === null ||
      ref.length > MAX_ALLELE_LENGTH ||
      alt.length > MAX_ALLELE_LENGTH
    ) {
      return 'bad_allele';
    }
    if (ref === alt) return 'same_alleles';
    return null;
  }

  /**
   * Indexes the canonical k-mers spanning the site of each allele, less those both alleles carry
   * (k-mers holding a base other than A/C/G/T — an IUPAC code in a flank — are not k-mers); false,
   * indexing nothing, when one allele is left with none.
   */
  private insertMarker(marker: CatalogueMarker, m: number): boolean {
    const left = marker.flankLeft.trim().slice(-(this.k - 1));
    const right = marker.flankRight.trim().slice(0, this.k - 1);
    const ref = this.windowKmers(left + (alleleBases(marker.ref) as string) + right);
    const alt = this.windowKmers(left + (alleleBases(marker.alt) as string) + right);
    const refOnly = ref.filter(
      (kmer) => !alt.some((other) => other[0] === kmer[0] && other[1] === kmer[1]),
    );
    const altOnly = alt.filter(
      (kmer) => !ref.some((other) => other[0] === kmer[0] && other[1] === kmer[1]),
    );
    if (refOnly.length === 0 || altOnly.length === 0) return false;
    // the same k-mer twice in one allele's window is inserted once (insert ignores a repeat)
    for (const [hi, lo] of refOnly) this.insert(hi, lo, m << 1);
    for (const [hi, lo] of altOnly) this.insert(hi, lo, (m << 1) | 1);
    return true;
  }

  private windowKmers(window: string): [number, number][] {
    const found: [number, number][] = [];
    this.scan(window, (hi, lo) => found.push([hi, lo]));
    return found;
  }

  /** Canonical k-mers of a text (build time only). */
  private scan(text: string, visit: (hi: number, lo: number) => void): void {
    let fHi = 0;
    let fLo = 0;
    let rHi = 0;
    let rLo = 0;
    let valid = 0;
    for (let i = 0; i < text.length; i++) {
      const char = text.charCodeAt(i);
      const c = char < 256 ? (CODE[char] as number) : -1;
      if (c < 0) {
        valid = 0;
        continue;
      }
      fHi = ((fHi << 2) | (fLo >>> 30)) & this.hiMask;
      fLo = (fLo << 2) | c;
      rLo = (rLo >>> 2) | ((rHi & 3) << 30);
      rHi = (rHi >>> 2) | ((3 - c) << this.hiTopShift);
      if (++valid < this.k) continue;
      if (fHi < rHi || (fHi === rHi && fLo >>> 0 <= rLo >>> 0)) visit(fHi, fLo);
      else visit(rHi, rLo);
    }
  }

  private reverseComplement(hi: number, lo: number): [number, number] {
    let rHi = 0;
    let rLo = 0;
    for (let i = 0; i < this.k; i++) {
      // the last base of the k-mer first
      const c = lo & 3;
      lo = (lo >>> 2) | ((hi & 3) << 30);
      hi >>>= 2;
      rHi = ((rHi << 2) | (rLo >>> 30)) & this.hiMask;
      rLo = (rLo << 2) | (3 - c);
    }
    return [rHi, rLo];
  }

  private insert(hi: number, lo: number, value: number): void {
    const table = this.table;
    let slot = hash(hi, lo) & this.tableMask;
    for (;;) {
      const at = slot * 4;
      const current = table[at] as number;
      if (current === EMPTY) {
        table[at] = value;
        table[at + 1] = hi;
        table[at + 2] = lo;
        return;
      }
      if (table[at + 1] === hi && table[at + 2] === lo) {
        // another marker's k-mer too: it counts for neither
        if (current !== value) table[at] = AMBIGUOUS;
        return;
      }
      slot = (slot + 1) & this.tableMask;
    }
  }

  /**
   * One read's bases (ASCII A/C/G/T/N, any case) in buf[start, end); both strands count. Any
   * other byte breaks the k-mers like N, but line ends (\n, \r) are skipped: a FASTA record's
   * lines may be given as one range.
   */
  addRead(buf: Uint8Array, start: number, end: number): void {
    const k = this.k;
    const hiMask = this.hiMask;
    const hiTopShift = this.hiTopShift;
    const filter = this.filter;
    const filterShift = this.filterShift;
    const table = this.table;
    const tableMask = this.tableMask;
    const tableEnd = tableMask * 4 + 3;
    const seen = this.seen;
    const flags = this.flags;
    if (this.serial === 0x7fffffff) {
      seen.fill(0);
      this.serial = 0;
    }
    const serial = ++this.serial;
    let touchedCount = 0;
    let fHi = 0;
    let fLo = 0;
    let rHi = 0;
    let rLo = 0;
    let valid = 0;
    for (let i = start; i < end; i++) {
      const c = CODE[buf[i] as number] as number;
      if (c < 0) {
        if (c !== LINE_END) valid = 0;
        continue;
      }
      fHi = ((fHi << 2) | (fLo >>> 30)) & hiMask;
      fLo = (fLo << 2) | c;
      rLo = (rLo >>> 2) | ((rHi & 3) << 30);
      rHi = (rHi >>> 2) | ((3 - c) << hiTopShift);
      if (++valid < k) continue;
      // the filter's hash is symmetric in the two strands: no canonical choice until it passes
      const h = (strandHash(fHi, fLo) + strandHash(rHi, rLo)) | 0;
      const mask = filterMask(h);
      if (((filter[h >>> filterShift] as number) & mask) !== mask) continue;
      let hi = fHi;
      let lo = fLo;
      if (rHi < fHi || (rHi === fHi && rLo >>> 0 < fLo >>> 0)) {
        hi = rHi;
        lo = rLo;
      }
      let at = (hash(hi, lo) & tableMask) * 4;
      let value = table[at] as number;
      while (value !== EMPTY && (table[at + 1] !== hi || table[at + 2] !== lo)) {
        at = (at + 4) & tableEnd;
        value = table[at] as number;
      }
      if (value < 0) continue;
      const m = value >> 1;
      if (seen[m] !== serial) {
        seen[m] = serial;
        flags[m] = 0;
        if (touchedCount === this.touched.length) {
          const grown = new Int32Array(touchedCount * 2);
          grown.set(this.touched);
          this.touched = grown;
        }
        this.touched[touchedCount++] = m;
      }
      flags[m] = (flags[m] as number) | (1 << (value & 1));
    }
    const touched = this.touched;
    for (let t = 0; t < touchedCount; t++) {
      const m = touched[t] as number;
      const f = flags[m];
      if (f === 1) this.refReads[m] = (this.refReads[m] as number) + 1;
      else if (f === 2) this.altReads[m] = (this.altReads[m] as number) + 1;
    }
  }

  /** Reads supporting each allele, for the markers any read supported. */
  counts(): AlleleCount[] {
    const out: AlleleCount[] = [];
    for (let m = 0; m < this.ids.length; m++) {
      const ref = this.refReads[m] as number;
      const alt = this.altReads[m] as number;
      if (ref + alt > 0) out.push({ id: this.ids[m] as number, ref, alt });
    }
    return out;
  }
}

/** Counts of one plot's several files (R1 and R2, or several runs), summed by marker, ordered by id. */
export function addCounts(a: readonly AlleleCount[], b: readonly AlleleCount[]): AlleleCount[] {
  const byId = new Map<number, AlleleCount>();
  for (const count of [...a, ...b]) {
    const sum = byId.get(count.id);
    if (sum) {
      sum.ref += count.ref;
      sum.alt += count.alt;
    } else byId.set(count.id, { id: count.id, ref: count.ref, alt: count.alt });
  }
  return [...byId.values()].sort((x, y) => x.id - y.id);
}
