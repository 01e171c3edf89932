/**
 * Pairwise evolutionary distances between aligned DNA sequences, as ape's `dist.dna`
 * (Paradis & Schliep 2019): p-distance, number of differences, Jukes–Cantor (1969), Kimura
 * 2-parameter (1980) and Tamura–Nei (1993), with global or pairwise deletion.
 *
 * Each sequence is packed into bit planes (A, C, G, T, known), so one pair costs a few word
 * operations and popcounts per 32 sites.
 *
 * References: Jukes & Cantor (1969); Kimura (1980) J Mol Evol 16:111; Tamura & Nei (1993)
 * Mol Biol Evol 10:512; ape `dist.dna` and its C source `dist_dna.c`.
 */
import { StatsError } from '../../errors.ts';
import type { DistanceMatrix } from './distance-matrix.ts';
import { type DnaAlignment, encodeDnaAlignment } from './dna-alignment.ts';

/** ape's `model` names handled here. */
export type DnaDistanceModel = 'raw' | 'N' | 'JC69' | 'K80' | 'TN93';

export type DnaDistanceOptions = {
  /** substitution model, ape's default `K80` */
  model?: DnaDistanceModel;
  /**
   * false (ape's default): drop every site where any sequence has a gap, `n` or ambiguity code,
   * for all pairs; true: drop such sites only for the pairs concerned
   */
  pairwiseDeletion?: boolean;
  /** TN93 base frequencies A, C, G, T; default {@link computeBaseFrequencies} of all sites */
  baseFrequencies?: ArrayLike<number>;
};

/** Bit planes per sequence and word: A, C, G, T, known. */
const PLANES = 5;
/** Plane of each code: A 0, C 1, G 2, T 3, −1 for anything not known for certain. */
const PLANE_OF_CODE = (() => {
  const table = new Int8Array(256).fill(-1);
  table[136] = 0;
  table[40] = 1;
  table[72] = 2;
  table[24] = 3;
  return table;
})();

function popcount(value: number): number {
  let x = value - ((value >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Sequence-major planes: word w of sequence i at `(i * words + w) * PLANES + plane`. */
function packPlanes({ n, length, codes }: DnaAlignment, words: number): Uint32Array {
  const planes = new Uint32Array(n * words * PLANES);
  for (let i = 0; i < n; i += 1) {
    for (let site = 0; site < length; site += 1) {
      const plane = PLANE_OF_CODE[codes[i * length + site] as number] as number;
      if (plane < 0) continue;
      const at = (i * words + (site >>> 5)) * PLANES;
      const bit = 1 << (site & 31);
      planes[at + plane] = (planes[at + plane] as number) | bit;
      planes[at + 4] = (planes[at + 4] as number) | bit;
    }
  }
  return planes;
}

/** Sites every pair may use: all (pairwise deletion) or those known in every sequence. */
function keptSites(planes: Uint32Array, n: number, length: number, words: number, global: boolean) {
  const keep = new Uint32Array(words);
  for (let w = 0; w < words; w += 1) {
    const sites = Math.min(32, length - w * 32);
    keep[w] = sites === 32 ? 0xffffffff : (1 << sites) - 1;
    if (global) {
      for (let i = 0; i < n; i += 1)
        keep[w] = (keep[w] as number) & (planes[(i * words + w) * PLANES + 4] as number);
    }
  }
  return keep;
}

/**
 * Base frequencies A, C, G, T over all sequences and sites, ignoring gaps and ambiguity codes
 * (ape's `base.freq(x)`, which `dist.dna` uses for TN93 before any deletion).
 */
export function computeBaseFrequencies({ codes }: DnaAlignment): Float64Array {
  const counts = new Float64Array(4);
  for (let k = 0; k < codes.length; k += 1) {
    const plane = PLANE_OF_CODE[codes[k] as number] as number;
    if (plane >= 0) counts[plane] = (counts[plane] as number) + 1;
  }
  const total = counts.reduce((sum, count) => sum + count, 0);
  return counts.map((count) => count / total);
}

/** Turns a pair's counts into the model's distance, with ape's arithmetic. */
function makeDistance(model: DnaDistanceModel, bf: ArrayLike<number>) {
  const [fa, fc, fg, ft] = [bf[0] as number, bf[1] as number, bf[2] as number, bf[3] as number];
  const gR = fa + fg;
  const gY = fc + ft;
  const k1 = (2 * fa * fg) / gR;
  const k2 = (2 * fc * ft) / gY;
  const k3 = 2 * (gR * gY - (fa * fg * gY) / gR - (fc * ft * gR) / gY);
  return (nd: number, ns1: number, ns2: number, sites: number): number => {
    switch (model) {
      case 'N':
        return nd;
      case 'raw':
        return nd / sites;
      case 'JC69':
        return -0.75 * Math.log(1 - (4 * (nd / sites)) / 3);
      case 'K80': {
        const p = (ns1 + ns2) / sites;
        const q = (nd - ns1 - ns2) / sites;
        return -0.5 * Math.log((1 - 2 * p - q) * Math.sqrt(1 - 2 * q));
      }
      case 'TN93': {
        const p1 = ns1 / sites;
        const p2 = ns2 / sites;
        const q = (nd - ns1 - ns2) / sites;
        const w1 = 1 - p1 / k1 - q / (2 * gR);
        const w2 = 1 - p2 / k2 - q / (2 * gY);
        const w3 = 1 - q / (2 * gR * gY);
        return -k1 * Math.log(w1) - k2 * Math.log(w2) - k3 * Math.log(w3);
      }
    }
  };
}

/**
 * Pairwise distances between aligned DNA sequences: `dist.dna(x, model, pairwise.deletion)` of
 * ape 5.7. Only sites where both bases are known for certain count; with global deletion
 * (the default) a site with a gap, `n` or ambiguity code in any sequence is dropped for every
 * pair, and L is the number of sites left. Per pair, Nd differences of which Ns1 A↔G and Ns2
 * C↔T transitions and Q = (Nd − Ns1 − Ns2)/L transversions:
 * - `N`: Nd;  `raw`: p = Nd/L
 * - `JC69`: −¾·ln(1 − 4p/3)
 * - `K80`: −½·ln((1 − 2P − Q)·√(1 − 2Q)), P = (Ns1 + Ns2)/L
 * - `TN93`: −k1·ln w1 − k2·ln w2 − k3·ln w3 with the base frequencies of all sites
 *
 * @param alignment ape bit codes ({@link encodeDnaAlignment}) or the aligned sequences
 * @returns n × n matrix in the sequences' order
 * @throws StatsError('notEnoughData') with fewer than two sequences, sequences of unequal
 *   length, a pair without a comparable site, or a pair too divergent for the model (the
 *   logarithm's argument ≤ 0; R returns NaN)
 */
export function computeDnaDistances(
  alignment: DnaAlignment | readonly string[],
  options: DnaDistanceOptions = {},
): DistanceMatrix {
  const aligned = Array.isArray(alignment)
    ? encodeDnaAlignment(alignment as readonly string[])
    : (alignment as DnaAlignment);
  const { n, length } = aligned;
  if (n < 2) throw new StatsError('notEnoughData', 'distances need at least two sequences');
  const model = options.model ?? 'K80';
  const pairwise = options.pairwiseDeletion ?? false;
  const words = Math.ceil(length / 32);
  const planes = packPlanes(aligned, words);
  const keep = keptSites(planes, n, length, words, !pairwise);
  let kept = 0;
  for (let w = 0; w < words; w += 1) kept += popcount(keep[w] as number);
  const bf =
    model === 'TN93' ? (options.baseFrequencies ?? computeBaseFrequencies(aligned)) : [1, 1, 1, 1];
  const distance = makeDistance(model, bf);
  const values = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    const bi = i * words * PLANES;
    for (let j = i + 1; j < n; j += 1) {
      const bj = j * words * PLANES;
      let nd = 0;
      let ns1 = 0;
      let ns2 = 0;
      let sites = 0;
      for (let w = 0, x = bi, y = bj; w < words; w += 1, x += PLANES, y += PLANES) {
        const a1 = planes[x] as number;
        const c1 = planes[x + 1] as number;
        const g1 = planes[x + 2] as number;
        const t1 = planes[x + 3] as number;
        const a2 = planes[y] as number;
        const c2 = planes[y + 1] as number;
        const g2 = planes[y + 2] as number;
        const t2 = planes[y + 3] as number;
        const known = (planes[x + 4] as number) & (planes[y + 4] as number) & (keep[w] as number);
        const same = (a1 & a2) | (c1 & c2) | (g1 & g2) | (t1 & t2);
        nd += popcount(known & ~same);
        ns1 += popcount(((a1 & g2) | (g1 & a2)) & known);
        ns2 += popcount(((c1 & t2) | (t1 & c2)) & known);
        if (pairwise) sites += popcount(known);
      }
      if (!pairwise) sites = kept;
      const value = model === 'N' ? nd : sites > 0 ? distance(nd, ns1, ns2, sites) : Number.NaN;
      if (!Number.isFinite(value)) {
        throw new StatsError(
          'notEnoughData',
          `sequences ${i + 1} and ${j + 1}: no ${model} distance (${sites} sites, ${nd} differences)`,
          { key: 'outOfRange', params: { first: i + 1, second: j + 1 } },
        );
      }
      values[i * n + j] = value;
      values[j * n + i] = value;
    }
  }
  return { n, values };
}
