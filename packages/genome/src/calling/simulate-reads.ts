/**
 * Simulated genomes, markers and reads for the calling tests and the speed measurement
 * (decision 045): a seeded PRNG, so every run sees the same bases.
 */
import type { CatalogueMarker } from './allele-counter.ts';

/** Seeded uniform [0, 1) numbers (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BASES = 'ACGT';
const COMPLEMENT = (() => {
  const table = new Uint8Array(256);
  for (let i = 0; i < 256; i++) table[i] = i;
  for (const [a, b] of ['AT', 'CG', 'GC', 'TA', 'at', 'cg', 'gc', 'ta', 'NN']) {
    table[(a as string).charCodeAt(0)] = (b as string).charCodeAt(0);
  }
  return table;
})();

export type SimulatedMarker = CatalogueMarker & { position: number; truth: 0 | 1 | 2 };

export type SimulatedGenome = {
  /** Reference bases (ASCII, upper case). */
  reference: Uint8Array;
  markers: SimulatedMarker[];
  /** The two haplotypes of the diploid sample: the reference with its alternative alleles. */
  haplotypes: [Uint8Array, Uint8Array];
};

export function randomBases(random: () => number, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = BASES.charCodeAt(Math.floor(random() * 4));
  return out;
}

/**
 * A random reference of `length` bases with `markerCount` SNP markers spread evenly (flanks of
 * `flank` bases each side), each with a true dosage 0, 1 or 2 drawn uniformly.
 */
export function simulateGenome(options: {
  seed: number;
  length: number;
  markerCount: number;
  flank?: number;
}): SimulatedGenome {
  const random = seededRandom(options.seed);
  const flank = options.flank ?? 60;
  const reference = randomBases(random, options.length);
  const text = new TextDecoder().decode(reference);
  const margin = 300;
  const spacing = (options.length - 2 * margin) / options.markerCount;
  const haplotypes: [Uint8Array, Uint8Array] = [reference.slice(), reference.slice()];
  const markers: SimulatedMarker[] = [];
  for (let i = 0; i < options.markerCount; i++) {
    const position = Math.floor(margin + i * spacing + random() * spacing * 0.5);
    const ref = text[position] as string;
    const others = BASES.replace(ref, '');
    const alt = others[Math.floor(random() * 3)] as string;
    const truth = Math.floor(random() * 3) as 0 | 1 | 2;
    if (truth >= 1) haplotypes[0][position] = alt.charCodeAt(0);
    if (truth === 2) haplotypes[1][position] = alt.charCodeAt(0);
    markers.push({
      id: i + 1,
      ref,
      alt,
      flankLeft: text.slice(position - flank, position),
      flankRight: text.slice(position + 1, position + 1 + flank),
      position,
      truth,
    });
  }
  return { reference, markers, haplotypes };
}

/** Reads laid end to end in one buffer: read i is bases[starts[i], starts[i + 1]). */
export type SimulatedReads = { bases: Uint8Array; starts: Int32Array; count: number };

/**
 * Reads of `readLength` bases at mean `depth` from the two haplotypes (each read from either
 * with equal chance, from either strand), with substitution errors at `errorRate`; optionally a
 * share of reads in lower case and a share with N bases.
 */
export function simulateReads(
  genome: SimulatedGenome,
  options: {
    seed: number;
    depth: number;
    readLength?: number;
    errorRate?: number;
    lowercaseShare?: number;
    nShare?: number;
  },
): SimulatedReads {
  const random = seededRandom(options.seed);
  const readLength = options.readLength ?? 150;
  const errorRate = options.errorRate ?? 0.01;
  const length = genome.reference.length;
  const count = Math.round((options.depth * length) / readLength);
  const bases = new Uint8Array(count * readLength);
  const starts = new Int32Array(count + 1);
  for (let r = 0; r < count; r++) {
    const haplotype = genome.haplotypes[random() < 0.5 ? 0 : 1];
    const from = Math.floor(random() * (length - readLength + 1));
    const at = r * readLength;
    starts[r] = at;
    const reverse = random() < 0.5;
    for (let i = 0; i < readLength; i++) {
      let base = haplotype[from + i] as number;
      if (random() < errorRate) {
        const others = BASES.replace(String.fromCharCode(base), '');
        base = others.charCodeAt(Math.floor(random() * 3));
      }
      if (reverse) bases[at + readLength - 1 - i] = COMPLEMENT[base] as number;
      else bases[at + i] = base;
    }
    if (options.lowercaseShare && random() < options.lowercaseShare) {
      for (let i = at; i < at + readLength; i++) bases[i] = (bases[i] as number) | 0x20;
    }
    if (options.nShare && random() < options.nShare) {
      // a few N: a bad cycle the sequencer could not read
      for (let n = 0; n < 3; n++) bases[at + Math.floor(random() * readLength)] = 78;
    }
  }
  starts[count] = count * readLength;
  return { bases, starts, count };
}

/** Reads as FASTQ text (quality 'I' everywhere), for external tools. */
export function readsAsFastq(reads: SimulatedReads): string {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  for (let r = 0; r < reads.count; r++) {
    const seq = decoder.decode(reads.bases.subarray(reads.starts[r], reads.starts[r + 1]));
    parts.push(`@r${r + 1}\n${seq}\n+\n${'I'.repeat(seq.length)}\n`);
  }
  return parts.join('');
}
