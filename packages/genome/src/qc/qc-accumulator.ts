/**
 * FastQC 0.11.9's analysis modules in one pass over the reads (fed by `forEachRead`), then
 * `report()`. The arithmetic reproduces FastQC's own (its module sources, read not copied):
 * the quality quantile rule on per-position histograms, the linear base grouping, the GC model
 * that spreads a read's GC count over the percentages it can claim, the length binning, the
 * duplication estimate from the first 100,000 distinct sequences (reads > 75 bp cut to 50) with
 * its correction for the sequences seen after that, overrepresentation > 0.1 % from the same
 * sample, the cumulative adapter positions, and the default limits (Configuration/limits.txt).
 *
 * Not computed: Per tile sequence quality (the lead may add it), Kmer Content (off by default in
 * FastQC 0.11.9). "Possible Source" is matched against the contaminant list the caller gives (FastQC's
 * own list is GPL data: see contaminants.ts; without a list: "No Hit"). Reads are not filtered (FastQC
 * filters only in --casava mode). Memory: per-position tables for the first 100,000 positions
 * (about 0.8 KB per position, allocated only as far as reads reach), one GC model per read
 * length, at most 100,000 distinct short sequences.
 */
import type { ReadRecord, ReadSink } from '../reads/for-each-read.ts';
import { ReadFormatError } from '../reads/read-format-error.ts';
import { type BaseGroup, makeBaseGroups } from './base-groups.ts';
import { type Contaminant, findContaminantSource } from './contaminants.ts';
import type { QcModule, QcReport, QcStatus } from './qc-report.ts';

/** FastQC 0.11.9 Configuration/limits.txt (defaults) */
export const FASTQC_LIMITS = {
  duplication: { warn: 70, error: 50 },
  nContent: { warn: 5, error: 20 },
  overrepresented: { warn: 0.1, error: 1 },
  qualityBaseLower: { warn: 10, error: 5 },
  qualityBaseMedian: { warn: 25, error: 20 },
  sequence: { warn: 10, error: 20 },
  gcSequence: { warn: 15, error: 30 },
  qualitySequence: { warn: 27, error: 20 },
  adapter: { warn: 5, error: 10 },
} as const;

/** FastQC 0.11.9 Configuration/adapter_list.txt */
export const FASTQC_ADAPTERS: readonly { name: string; sequence: string }[] = [
  { name: 'Illumina Universal Adapter', sequence: 'AGATCGGAAGAG' },
  { name: "Illumina Small RNA 3' Adapter", sequence: 'TGGAATTCTCGG' },
  { name: "Illumina Small RNA 5' Adapter", sequence: 'GATCGTCGGACT' },
  { name: 'Nextera Transposase Sequence', sequence: 'CTGTCTCTTATA' },
  { name: 'SOLID Small RNA Adapter', sequence: 'CGCCTTGGCCGT' },
];

export const QC_MAX_POSITIONS = 100_000;
/** the adapters are all 12 bases of ACGT: found with a rolling 2-bit code in the base loop */
const ADAPTER_K = 12;
const KMER_MASK = (1 << (2 * ADAPTER_K)) - 1;
const ADAPTER_CODES = Int32Array.from(FASTQC_ADAPTERS, (a) => {
  if (a.sequence.length !== ADAPTER_K) throw new Error('adapters of 12 bases');
  let code = 0;
  for (const letter of a.sequence) code = (code << 2) | 'ACGT'.indexOf(letter);
  return code;
});
/** adapters by the first 6 bases of their code (a cheap filter before comparing all) */
const ADAPTER_PREFIX = new Uint8Array(1 << ADAPTER_K);
for (const code of ADAPTER_CODES) ADAPTER_PREFIX[code >>> ADAPTER_K] = 1;
const OBSERVATION_CUTOFF = 100_000;
/** quality characters '!'..'~' */
const QUAL_MIN = 33;
const QUAL_SLOTS = 94;
/** per position: A C G T N other */
const BASE_SLOTS = 6;
const CODE = new Uint8Array(256).fill(5);
for (const [letter, code] of [
  ['A', 0],
  ['C', 1],
  ['G', 2],
  ['T', 3],
  ['N', 4],
] as const) {
  CODE[letter.charCodeAt(0)] = code;
  CODE[letter.toLowerCase().charCodeAt(0)] = code;
}

/** FastQC's GCModel: for a read length, the percentages a GC count claims and their weights. */
type GcModel = { percentages: Int32Array[]; increments: Float64Array[] };

function makeGcModel(length: number): GcModel {
  const claims = new Int32Array(101);
  const bounds: [number, number][] = [];
  for (let count = 0; count <= length; count += 1) {
    const low = Math.min(Math.max(count - 0.5, 0), length);
    const high = Math.min(Math.max(count + 0.5, 0), length);
    const lowPercent = Math.round((low * 100) / length);
    const highPercent = Math.round((high * 100) / length);
    bounds.push([lowPercent, highPercent]);
    for (let p = lowPercent; p <= highPercent; p += 1) claims[p] = (claims[p] as number) + 1;
  }
  const percentages: Int32Array[] = [];
  const increments: Float64Array[] = [];
  for (const [low, high] of bounds) {
    const ps = new Int32Array(high - low + 1);
    const inc = new Float64Array(high - low + 1);
    for (let p = low; p <= high; p += 1) {
      ps[p - low] = p;
      inc[p - low] = 1 / (claims[p] as number);
    }
    percentages.push(ps);
    increments.push(inc);
  }
  return { percentages, increments };
}

function status(fail: boolean, warn: boolean): QcStatus {
  return fail ? 'fail' : warn ? 'warn' : 'pass';
}

function encodingFor(lowest: number): { name: string; offset: number } {
  if (lowest < 33) throw new ReadFormatError('quality_encoding', 0);
  if (lowest < 64) return { name: 'Sanger / Illumina 1.9', offset: 33 };
  if (lowest === 65) return { name: 'Illumina 1.3', offset: 64 };
  return { name: 'Illumina 1.5', offset: 64 };
}

/** Java HashMap<Integer,…> iteration order (bucket, then key) — FastQC sums in this order. */
function javaIntegerMapOrder(keys: number[]): number[] {
  let capacity = 16;
  while (keys.length > capacity * 0.75) capacity *= 2;
  const mask = capacity - 1;
  return [...keys].sort((x, y) => (x & mask) - (y & mask) || x - y);
}

export class QcAccumulator {
  readonly filename: string;
  readonly format: 'fastq' | 'fasta';
  /** `forEachRead(source, format, qc.sink)` */
  readonly sink: ReadSink = (read) => this.add(read);

  private reads = 0;
  private minLength = 0;
  private maxLength = 0;
  private lowestChar = 126;
  private hasQuality = false;
  /** positions allocated in the per-position tables */
  private capacity = 0;
  private quality = new Float64Array(0);
  private bases = new Float64Array(0);
  /** bases beyond QC_MAX_POSITIONS (for %GC only) */
  private readonly tailBases = new Float64Array(BASE_SLOTS);
  private lengths = new Float64Array(0);
  private readonly averageQuality = new Float64Array(128);
  private readonly gcDistribution = new Float64Array(101);
  private readonly gcModels = new Map<number, GcModel>();
  private readonly sequences = new Map<string, number>();
  private distinct = 0;
  private frozen = false;
  private countAtUniqueLimit = 0;
  /** per adapter: where it first starts in the current read (-1: absent) */
  private readonly firstHit = new Int32Array(FASTQC_ADAPTERS.length);
  private readonly longestAdapter = Math.max(...FASTQC_ADAPTERS.map((a) => a.sequence.length));
  private longestSequence = 0;
  /** per adapter: reads whose first hit starts at each index */
  private adapterStarts: Float64Array[] = FASTQC_ADAPTERS.map(() => new Float64Array(0));
  private upper = new Uint8Array(256);

  private readonly contaminants: readonly Contaminant[];

  /** `contaminants`: the list "Possible Source" is matched against (none: "No Hit") */
  constructor(
    filename: string,
    format: 'fastq' | 'fasta' = 'fastq',
    options: { contaminants?: readonly Contaminant[] } = {},
  ) {
    this.filename = filename;
    this.format = format;
    this.contaminants = options.contaminants ?? [];
  }

  private grow(length: number) {
    let capacity = Math.max(this.capacity, 64);
    while (capacity < length) capacity *= 2;
    capacity = Math.min(capacity, QC_MAX_POSITIONS);
    if (capacity <= this.capacity) return;
    const quality = new Float64Array(capacity * QUAL_SLOTS);
    quality.set(this.quality);
    this.quality = quality;
    const bases = new Float64Array(capacity * BASE_SLOTS);
    bases.set(this.bases);
    this.bases = bases;
    this.capacity = capacity;
  }

  add(read: ReadRecord): void {
    const { seq, seqStart } = read;
    const length = read.seqEnd - seqStart;
    this.reads += 1;
    if (this.reads === 1) {
      this.minLength = length;
      this.maxLength = length;
    } else if (length < this.minLength) this.minLength = length;
    else if (length > this.maxLength) this.maxLength = length;
    if (length + 2 > this.lengths.length) {
      const lengths = new Float64Array(Math.max(length + 2, this.lengths.length * 2));
      lengths.set(this.lengths);
      this.lengths = lengths;
    }
    this.lengths[length] = (this.lengths[length] as number) + 1;
    if (length > this.capacity && this.capacity < QC_MAX_POSITIONS) this.grow(length);
    const counted = Math.min(length, this.capacity);

    // GC model works on the sequence cut to a multiple of 100 (> 100 bp) or 1000 (> 1000 bp)
    const gcLength =
      length > 1000 ? length - (length % 1000) : length > 100 ? length - (length % 100) : length;
    let gc = 0;
    let lowercase = false;
    const bases = this.bases;
    this.firstHit.fill(-1);
    let kmer = 0;
    let run = 0;
    for (let i = 0; i < counted; i += 1) {
      const b = seq[seqStart + i] as number;
      const code = CODE[b as number] as number;
      bases[i * BASE_SLOTS + code] = (bases[i * BASE_SLOTS + code] as number) + 1;
      if (i < gcLength && (code === 1 || code === 2)) gc += 1;
      if (b >= 97) lowercase = true;
      kmer = ((kmer << 2) | (code & 3)) & KMER_MASK;
      run = code < 4 ? run + 1 : 0;
      if (run >= ADAPTER_K && ADAPTER_PREFIX[kmer >>> ADAPTER_K] === 1) this.adapterAt(kmer, i);
    }
    for (let i = counted; i < length; i += 1) {
      const b = seq[seqStart + i] as number;
      const code = CODE[b as number] as number;
      this.tailBases[code] = (this.tailBases[code] as number) + 1;
      if (i < gcLength && (code === 1 || code === 2)) gc += 1;
      if (b >= 97) lowercase = true;
      kmer = ((kmer << 2) | (code & 3)) & KMER_MASK;
      run = code < 4 ? run + 1 : 0;
      if (run >= ADAPTER_K && ADAPTER_PREFIX[kmer >>> ADAPTER_K] === 1) this.adapterAt(kmer, i);
    }

    const qual = read.qual;
    if (qual !== null) {
      this.hasQuality = true;
      const qualStart = read.qualStart;
      const quality = this.quality;
      let sum = 0;
      let lowest = this.lowestChar;
      for (let i = 0; i < length; i += 1) {
        const q = qual[qualStart + i] as number;
        if (q < QUAL_MIN || q > 126)
          throw new ReadFormatError('quality_encoding', read.recordNumber);
        sum += q;
        if (q < lowest) lowest = q;
        if (i < counted)
          quality[i * QUAL_SLOTS + q - QUAL_MIN] =
            (quality[i * QUAL_SLOTS + q - QUAL_MIN] as number) + 1;
      }
      this.lowestChar = lowest;
      if (length > 0)
        this.averageQuality[Math.trunc(sum / length)] =
          (this.averageQuality[Math.trunc(sum / length)] as number) + 1;
    }

    if (gcLength > 0) {
      let model = this.gcModels.get(gcLength);
      if (model === undefined) {
        model = makeGcModel(gcLength);
        this.gcModels.set(gcLength, model);
      }
      const ps = model.percentages[gc] as Int32Array;
      const inc = model.increments[gc] as Float64Array;
      for (let k = 0; k < ps.length; k += 1) {
        const p = ps[k] as number;
        this.gcDistribution[p] = (this.gcDistribution[p] as number) + (inc[k] as number);
      }
    }

    // FastQC works on the upper-cased sequence (its duplication key)
    let view = Buffer.from(seq.buffer, seq.byteOffset + seqStart, length);
    if (lowercase) {
      if (this.upper.length < length) this.upper = new Uint8Array(length * 2);
      for (let i = 0; i < length; i += 1) {
        const b = seq[seqStart + i] as number;
        this.upper[i] = b >= 97 && b <= 122 ? b - 32 : b;
      }
      view = Buffer.from(this.upper.buffer, 0, length);
    }

    // duplication / overrepresented: the first 100,000 distinct sequences
    const key = view.toString('latin1', 0, length > 75 ? 50 : length);
    const seen = this.sequences.get(key);
    if (seen !== undefined) {
      this.sequences.set(key, seen + 1);
      if (!this.frozen) this.countAtUniqueLimit = this.reads;
    } else if (!this.frozen) {
      this.sequences.set(key, 1);
      this.distinct += 1;
      this.countAtUniqueLimit = this.reads;
      if (this.distinct === OBSERVATION_CUTOFF) this.frozen = true;
    }

    // adapters: where each one first starts (FastQC counts from the first read longer than them)
    if (length > this.longestSequence && length > this.longestAdapter)
      this.longestSequence = length;
    if (this.longestSequence > 0) {
      for (let a = 0; a < ADAPTER_CODES.length; a += 1) {
        const index = this.firstHit[a] as number;
        if (index >= 0) {
          let starts = this.adapterStarts[a] as Float64Array;
          if (index >= starts.length) {
            const bigger = new Float64Array(Math.max(index + 1, starts.length * 2, 256));
            bigger.set(starts);
            this.adapterStarts[a] = bigger;
            starts = bigger;
          }
          starts[index] = (starts[index] as number) + 1;
        }
      }
    }
  }

  /** the k-mer ending at `end` is an adapter: remember where it first starts */
  private adapterAt(kmer: number, end: number) {
    for (let a = 0; a < ADAPTER_CODES.length; a += 1)
      if (ADAPTER_CODES[a] === kmer && this.firstHit[a] === -1)
        this.firstHit[a] = end - ADAPTER_K + 1;
  }

  report(): QcReport {
    const modules: QcModule[] = [];
    const positions = Math.min(this.maxLength, this.capacity);
    const encoding = this.hasQuality ? encodingFor(this.lowestChar) : null;
    const totals = new Float64Array(BASE_SLOTS);
    for (let i = 0; i < positions; i += 1)
      for (let c = 0; c < BASE_SLOTS; c += 1)
        totals[c] = (totals[c] as number) + (this.bases[i * BASE_SLOTS + c] as number);
    for (let c = 0; c < BASE_SLOTS; c += 1)
      totals[c] = (totals[c] as number) + (this.tailBases[c] as number);
    const [a = 0, c = 0, g = 0, t = 0] = totals;
    const acgt = a + c + g + t;
    const gcPercent = acgt > 0 ? Math.floor(((c + g) * 100) / acgt) : 0;
    modules.push({
      key: 'basic_statistics',
      name: 'Basic Statistics',
      status: 'pass',
      rows: [
        ['Filename', this.filename],
        ['File type', 'Conventional base calls'],
        ['Encoding', encoding?.name ?? 'n/a'],
        ['Total Sequences', String(this.reads)],
        ['Sequences flagged as poor quality', '0'],
        [
          'Sequence length',
          this.minLength === this.maxLength
            ? String(this.minLength)
            : `${this.minLength}-${this.maxLength}`,
        ],
        ['%GC', String(gcPercent)],
      ],
    });
    if (encoding !== null && positions > 0) {
      modules.push(this.perBaseQuality(positions, encoding.offset));
      modules.push(this.perSequenceQuality(encoding.offset));
    }
    // reads covering each position (for N content: N + not N)
    const coverage = new Float64Array(positions);
    let covering = this.reads;
    for (let i = 0; i < positions; i += 1) {
      covering -= this.lengths[i] as number;
      coverage[i] = covering;
    }
    const groups = makeBaseGroups(positions);
    modules.push(this.perBaseContent(groups));
    modules.push(this.perSequenceGc());
    modules.push(this.perBaseN(groups, coverage));
    modules.push(this.lengthDistribution());
    const duplication = this.duplication();
    modules.push(duplication);
    modules.push(this.overrepresented());
    modules.push(this.adapterContent());
    return {
      fastqcVersion: '0.11.9',
      filename: this.filename,
      format: this.format,
      fileType: 'Conventional base calls',
      encoding: encoding?.name ?? null,
      totalSequences: this.reads,
      poorQualitySequences: 0,
      minLength: this.minLength,
      maxLength: this.maxLength,
      gcPercent,
      positionsCounted: positions,
      modules,
    };
  }

  private perBaseQuality(positions: number, offset: number): QcModule {
    const quality = this.quality;
    const totalAt = new Float64Array(positions);
    const meanAt = new Float64Array(positions);
    for (let i = 0; i < positions; i += 1) {
      let total = 0;
      let sum = 0;
      let counted = 0;
      for (let s = 0; s < QUAL_SLOTS; s += 1) {
        const n = quality[i * QUAL_SLOTS + s] as number;
        total += n;
        if (s + QUAL_MIN >= offset) {
          sum += n * (s + QUAL_MIN - offset);
          counted += n;
        }
      }
      totalAt[i] = total;
      meanAt[i] = sum / counted;
    }
    // FastQC's quantile: the first quality whose cumulative count reaches ⌊total × p / 100⌋
    const percentileAt = (i: number, percent: number): number => {
      const target = Math.floor(((totalAt[i] as number) * percent) / 100);
      let count = 0;
      for (let s = Math.max(offset - QUAL_MIN, 0); s < QUAL_SLOTS; s += 1) {
        count += quality[i * QUAL_SLOTS + s] as number;
        if (count >= target) return s + QUAL_MIN - offset;
      }
      return -1;
    };
    const groupPercentile = (g: BaseGroup, percent: number): number | null => {
      let count = 0;
      let total = 0;
      for (let i = g.from - 1; i < g.to; i += 1) {
        if ((totalAt[i] as number) > 100) {
          count += 1;
          total += percentileAt(i, percent);
        }
      }
      return count > 0 ? total / count : null;
    };
    const rows = makeBaseGroups(positions).map((g) => {
      let count = 0;
      let total = 0;
      for (let i = g.from - 1; i < g.to; i += 1) {
        if ((totalAt[i] as number) > 0) {
          count += 1;
          total += meanAt[i] as number;
        }
      }
      return {
        base: g.label,
        mean: count > 0 ? total / count : 0,
        median: groupPercentile(g, 50),
        lowerQuartile: groupPercentile(g, 25),
        upperQuartile: groupPercentile(g, 75),
        percentile10: groupPercentile(g, 10),
        percentile90: groupPercentile(g, 90),
      };
    });
    const below = (limit: { warn: number; error: number }, level: 'warn' | 'error') =>
      rows.some(
        (r) =>
          r.lowerQuartile !== null &&
          r.median !== null &&
          (r.lowerQuartile < FASTQC_LIMITS.qualityBaseLower[level] || r.median < limit[level]),
      );
    const limit = FASTQC_LIMITS.qualityBaseMedian;
    return {
      key: 'per_base_quality',
      name: 'Per base sequence quality',
      status: status(below(limit, 'error'), below(limit, 'warn')),
      rows,
    };
  }

  private perSequenceQuality(offset: number): QcModule {
    let first = -1;
    let last = -1;
    for (let q = 0; q < 128; q += 1) {
      if ((this.averageQuality[q] as number) > 0) {
        if (first < 0) first = q;
        last = q;
      }
    }
    const rows: { quality: number; count: number }[] = [];
    let mostFrequent = 0;
    let maxCount = 0;
    for (let q = first; q >= 0 && q <= last; q += 1) {
      const count = this.averageQuality[q] as number;
      rows.push({ quality: q - offset, count });
      if (count > maxCount) {
        maxCount = count;
        mostFrequent = q - offset;
      }
    }
    const limit = FASTQC_LIMITS.qualitySequence;
    return {
      key: 'per_sequence_quality',
      name: 'Per sequence quality scores',
      status: status(mostFrequent <= limit.error, mostFrequent <= limit.warn),
      rows,
    };
  }

  private perBaseContent(groups: BaseGroup[]): QcModule {
    const rows = groups.map((g) => {
      const sum = new Float64Array(4);
      let total = 0;
      for (let i = g.from - 1; i < g.to; i += 1) {
        for (let c = 0; c < 4; c += 1) {
          const n = this.bases[i * BASE_SLOTS + c] as number;
          sum[c] = (sum[c] as number) + n;
          total += n;
        }
      }
      const percent = (n: number) => (total > 0 ? (n / total) * 100 : null);
      return {
        base: g.label,
        a: percent(sum[0] as number),
        c: percent(sum[1] as number),
        g: percent(sum[2] as number),
        t: percent(sum[3] as number),
      };
    });
    const exceeds = (limit: number) =>
      rows.some(
        (r) =>
          (r.c !== null && r.g !== null && Math.abs(r.c - r.g) > limit) ||
          (r.t !== null && r.a !== null && Math.abs(r.t - r.a) > limit),
      );
    const limit = FASTQC_LIMITS.sequence;
    return {
      key: 'per_base_content',
      name: 'Per base sequence content',
      status: status(exceeds(limit.error), exceeds(limit.warn)),
      rows,
    };
  }

  private perSequenceGc(): QcModule {
    const distribution = Array.from(this.gcDistribution);
    const at = (i: number) => distribution[i] as number;
    let total = 0;
    let firstMode = 0;
    let modeCount = 0;
    for (let i = 0; i <= 100; i += 1) {
      total += at(i);
      if (at(i) > modeCount) {
        modeCount = at(i);
        firstMode = i;
      }
    }
    // the mode: the mean of the neighbouring percentages within 10 % of the highest
    const near = at(firstMode) - at(firstMode) / 10;
    let mode = 0;
    let modeWidth = 0;
    let offTop = true;
    for (let i = firstMode; i <= 100; i += 1) {
      if (at(i) > near) {
        mode += i;
        modeWidth += 1;
      } else {
        offTop = false;
        break;
      }
    }
    let offBottom = true;
    for (let i = firstMode - 1; i >= 0; i -= 1) {
      if (at(i) > near) {
        mode += i;
        modeWidth += 1;
      } else {
        offBottom = false;
        break;
      }
    }
    mode = offTop || offBottom ? firstMode : mode / modeWidth;
    let variance = 0;
    for (let i = 0; i <= 100; i += 1) variance += (i - mode) ** 2 * at(i);
    const sd = Math.sqrt(variance / (total - 1));
    const theoretical: number[] = [];
    let deviation = 0;
    for (let i = 0; i <= 100; i += 1) {
      const density =
        (1 / Math.sqrt(2 * Math.PI * sd * sd)) * Math.exp(-((i - mode) ** 2) / (2 * sd * sd));
      theoretical.push(density * total);
      deviation += Math.abs(density * total - at(i));
    }
    const deviationPercent = (deviation / total) * 100;
    const limit = FASTQC_LIMITS.gcSequence;
    return {
      key: 'per_sequence_gc',
      name: 'Per sequence GC content',
      status: status(deviationPercent > limit.error, deviationPercent > limit.warn),
      rows: Array.from(distribution, (count, gc) => ({ gc, count })),
      theoretical,
      deviationPercent,
    };
  }

  private perBaseN(groups: BaseGroup[], coverage: Float64Array): QcModule {
    const rows = groups.map((g) => {
      let n = 0;
      let total = 0;
      for (let i = g.from - 1; i < g.to; i += 1) {
        n += this.bases[i * BASE_SLOTS + 4] as number;
        total += coverage[i] as number;
      }
      return { base: g.label, nPercent: total > 0 ? 100 * (n / total) : null };
    });
    const exceeds = (limit: number) => rows.some((r) => r.nPercent !== null && r.nPercent > limit);
    const limit = FASTQC_LIMITS.nContent;
    return {
      key: 'per_base_n',
      name: 'Per base N content',
      status: status(exceeds(limit.error), exceeds(limit.warn)),
      rows,
    };
  }

  private lengthDistribution(): QcModule {
    const counts = this.lengths;
    let minLength = -1;
    let maxLength = 0;
    let distinctLengths = 0;
    for (let i = 0; i < counts.length; i += 1) {
      if ((counts[i] as number) > 0) {
        if (minLength < 0) minLength = i;
        maxLength = i;
        distinctLengths += 1;
      }
    }
    if (minLength < 0) minLength = 0;
    if (minLength > 0) minLength -= 1;
    maxLength += 1;
    // FastQC's interval: the first of 1, 2, 5, 10, 20, 50… giving ≤ 50 bins
    let base = 1;
    let interval = 0;
    for (; interval === 0; base *= 10) {
      for (const division of [1, 2, 5]) {
        if (Math.trunc((maxLength - minLength) / (base * division)) <= 50) {
          interval = base * division;
          break;
        }
      }
    }
    const start = Math.trunc(minLength / interval) * interval;
    const bins: { length: string; count: number }[] = [];
    for (let from = start; from <= maxLength; from += interval) {
      const to = Math.min(from + interval - 1, maxLength);
      let count = 0;
      for (let length = from; length <= to && length < counts.length; length += 1)
        count += counts[length] as number;
      bins.push({ length: interval === 1 ? String(from) : `${from}-${to}`, count });
    }
    const rows = bins.filter((bin, i) => !((i === 0 || i === bins.length - 1) && bin.count === 0));
    return {
      key: 'length_distribution',
      name: 'Sequence Length Distribution',
      status: status(counts.length > 0 && (counts[0] as number) > 0, distinctLengths > 1),
      rows,
    };
  }

  private duplication(): QcModule & { key: 'duplication' } {
    const collated = new Map<number, number>();
    for (const count of this.sequences.values())
      collated.set(count, (collated.get(count) ?? 0) + 1);
    const levels = javaIntegerMapOrder([...collated.keys()]);
    const deduplicated = new Array<number>(16).fill(0);
    const total = new Array<number>(16).fill(0);
    let dedupTotal = 0;
    let rawTotal = 0;
    for (const level of levels) {
      const count = correctedCount(
        this.countAtUniqueLimit,
        this.reads,
        level,
        collated.get(level) ?? 0,
      );
      dedupTotal += count;
      rawTotal += count * level;
      let slot = level - 1;
      if (slot > 9999) slot = 15;
      else if (slot > 4999) slot = 14;
      else if (slot > 999) slot = 13;
      else if (slot > 499) slot = 12;
      else if (slot > 99) slot = 11;
      else if (slot > 49) slot = 10;
      else if (slot > 9) slot = 9;
      deduplicated[slot] = (deduplicated[slot] as number) + count;
      total[slot] = (total[slot] as number) + count * level;
    }
    const labels = [
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '>10',
      '>50',
      '>100',
      '>500',
      '>1k',
      '>5k',
      '>10k+',
    ];
    const rows = labels.map((level, i) => ({
      level,
      deduplicated: ((deduplicated[i] as number) / dedupTotal) * 100,
      total: ((total[i] as number) / rawTotal) * 100,
    }));
    const percent = rawTotal === 0 ? 100 : (dedupTotal / rawTotal) * 100;
    const limit = FASTQC_LIMITS.duplication;
    return {
      key: 'duplication',
      name: 'Sequence Duplication Levels',
      status: status(percent < limit.error, percent < limit.warn),
      totalDeduplicatedPercentage: percent,
      rows,
    };
  }

  private overrepresented(): QcModule {
    const rows: { sequence: string; count: number; percentage: number; source: string }[] = [];
    for (const [sequence, count] of this.sequences) {
      const percentage = (count / this.reads) * 100;
      if (percentage > FASTQC_LIMITS.overrepresented.warn)
        rows.push({
          sequence,
          count,
          percentage,
          source: findContaminantSource(sequence, this.contaminants),
        });
    }
    rows.sort((x, y) => y.count - x.count || (x.sequence < y.sequence ? -1 : 1));
    return {
      key: 'overrepresented',
      name: 'Overrepresented sequences',
      status: status(
        rows.length > 0 && (rows[0]?.percentage ?? 0) > FASTQC_LIMITS.overrepresented.error,
        rows.length > 0,
      ),
      rows,
    };
  }

  private adapterContent(): QcModule {
    const adapters = FASTQC_ADAPTERS.map((a) => a.name);
    const limit = FASTQC_LIMITS.adapter;
    if (this.longestAdapter > this.longestSequence) {
      return {
        key: 'adapter_content',
        name: 'Adapter Content',
        status: 'warn',
        adapters,
        rows: [],
        tooShort: { longestAdapter: this.longestAdapter, longestSequence: this.longestSequence },
      };
    }
    const length = this.longestSequence - this.longestAdapter + 1;
    const groups = makeBaseGroups(length);
    const enrichments = this.adapterStarts.map((starts) => {
      // cumulative: a read with the adapter from index i counts at every position ≥ i
      const positions = new Float64Array(length);
      let running = 0;
      for (let p = 0; p < length; p += 1) {
        running += p < starts.length ? (starts[p] as number) : 0;
        positions[p] = running;
      }
      return groups.map((g) => {
        let sum = 0;
        for (let p = g.from - 1; p < g.to && p < length; p += 1)
          sum += ((positions[p] as number) * 100) / this.reads;
        return sum / (g.to - g.from + 1);
      });
    });
    const rows = groups.map((g, i) => ({
      position: g.label,
      percentages: enrichments.map((e) => e[i] as number),
    }));
    const exceeds = (bound: number) => enrichments.some((e) => e.some((v) => v > bound));
    return {
      key: 'adapter_content',
      name: 'Adapter Content',
      status: status(exceeds(limit.error), exceeds(limit.warn)),
      adapters,
      rows,
      tooShort: null,
    };
  }
}

/** FastQC's estimate of how many distinct sequences of a duplication level the whole file holds. */
function correctedCount(
  countAtLimit: number,
  totalCount: number,
  level: number,
  observations: number,
): number {
  if (countAtLimit === totalCount) return observations;
  if (totalCount - observations < countAtLimit) return observations;
  let pNotSeeing = 1;
  const limitOfCaring = 1 - observations / (observations + 0.01);
  for (let i = 0; i < countAtLimit; i += 1) {
    pNotSeeing *= (totalCount - i - level) / (totalCount - i);
    if (pNotSeeing < limitOfCaring) {
      pNotSeeing = 0;
      break;
    }
  }
  return observations / (1 - pNotSeeing);
}
