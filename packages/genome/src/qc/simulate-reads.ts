/**
 * A deterministic FASTQ simulator (tests and bench/genome-qc.ts): the same seed and options give
 * the same bytes, so a frozen FastQC output can be compared with our QC of a regenerated file.
 * Reads carry a quality that falls along the read, a few poor reads, some N (quality '#'),
 * exact duplicates from a small pool, one overrepresented sequence and Illumina adapter tails.
 * Headers have no ':' (no Illumina tile, so FastQC leaves Per tile quality out too).
 */
export type SimulateOptions = {
  seed: number;
  reads: number;
  /** a fixed length, or [min, max] uniform */
  length: number | [number, number];
  /** share of bases called N */
  nRate?: number;
  /** share of reads drawn from a pool of 300 duplicated reads */
  duplicateRate?: number;
  /** share of reads that are one overrepresented sequence */
  overrepresentedRate?: number;
  /** share of reads ending with the Illumina universal adapter */
  adapterRate?: number;
  /** the bases of the overrepresented read (default: a random read of the longest length) */
  overrepresented?: string;
};

const ADAPTER = 'AGATCGGAAGAGCACACGTCTGAACTCCAGTCACAGATCGGAAGAGCACACGTCTGAACTCCAGTCAC';

/** mulberry32 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FASTQ text in chunks of about `chunkBytes`. */
export function* simulateFastq(options: SimulateOptions, chunkBytes = 1 << 20): Generator<Buffer> {
  const random = seededRandom(options.seed);
  const nRate = options.nRate ?? 0.002;
  const duplicateRate = options.duplicateRate ?? 0.1;
  const overrepresentedRate = options.overrepresentedRate ?? 0.015;
  const adapterRate = options.adapterRate ?? 0.08;
  const [minLength, maxLength] =
    typeof options.length === 'number' ? [options.length, options.length] : options.length;
  const drawLength = () => minLength + Math.floor(random() * (maxLength - minLength + 1));

  const makeRead = (length: number): [string, string] => {
    const gcShare = 0.44 + (random() + random() + random() - 1.5) * 0.12;
    const poor = random() < 0.04;
    let adapterAt = length;
    if (random() < adapterRate) adapterAt = Math.floor(length * (0.4 + random() * 0.55));
    let seq = '';
    let qual = '';
    for (let i = 0; i < length; i += 1) {
      let base: string;
      if (i >= adapterAt) base = ADAPTER.charAt((i - adapterAt) % ADAPTER.length);
      else if (random() < gcShare) base = random() < 0.5 ? 'G' : 'C';
      else base = random() < 0.5 ? 'A' : 'T';
      const fall = (i / length) ** 2;
      let q = Math.round((poor ? 16 : 37) - (poor ? 8 : 12) * fall + (random() - 0.5) * 10);
      q = Math.max(2, Math.min(41, q));
      if (random() < nRate) {
        base = 'N';
        q = 2;
      }
      seq += base;
      qual += String.fromCharCode(33 + q);
    }
    return [seq, qual];
  };

  const pool: [string, string][] = [];
  for (let i = 0; i < 300; i += 1) pool.push(makeRead(drawLength()));
  const overrepresented = makeRead(maxLength);
  if (options.overrepresented !== undefined) {
    const bases = options.overrepresented;
    overrepresented[0] = bases;
    overrepresented[1] = makeRead(bases.length)[1];
  }

  let text = '';
  for (let n = 1; n <= options.reads; n += 1) {
    const draw = random();
    const [seq, qual] =
      draw < overrepresentedRate
        ? overrepresented
        : draw < overrepresentedRate + duplicateRate
          ? (pool[Math.floor(random() * pool.length)] as [string, string])
          : makeRead(drawLength());
    text += `@sim.${n}\n${seq}\n+\n${qual}\n`;
    if (text.length >= chunkBytes) {
      yield Buffer.from(text, 'latin1');
      text = '';
    }
  }
  if (text.length > 0) yield Buffer.from(text, 'latin1');
}
