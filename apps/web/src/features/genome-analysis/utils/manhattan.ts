import type { GwasResult } from '@plotline/contract/genome-analyses';

/** A chromosome's block on the Manhattan plot's x axis (cumulative base pairs). */
export type ChromosomeBlock = { name: string; start: number; end: number; middle: number };

/** One plotted marker: [x (cumulative position), −log10 p, the marker's index in the result]. */
export type ManhattanPoint = [number, number, number];

export type ManhattanData = {
  /** In natural chromosome order (1, 2, …, 10; 1A, 1B, …). */
  chromosomes: ChromosomeBlock[];
  /** Points of the odd-numbered blocks (1st, 3rd, …) and of the even ones: one colour each. */
  series: [ManhattanPoint[], ManhattanPoint[]];
  /** The axis's end. */
  length: number;
  /** The largest −log10 p plotted (0 with no tested marker). */
  top: number;
};

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Natural chromosome order: 1 < 2 < 10, 1A < 1B < 2A, numbers before X, Y, MT. */
export function compareChromosomes(a: string, b: string): number {
  return collator.compare(a, b);
}

/** The smallest p kept finite (a p of 0 plots at −log10 of this, about 323). */
const SMALLEST_P = Number.MIN_VALUE;

/** −log10 p, finite for p = 0. */
export function minusLog10(p: number): number {
  // `+ 0` turns the −0 of p = 1 into 0
  return -Math.log10(Math.max(p, SMALLEST_P)) + 0;
}

/** Where each chromosome's markers lie: its smallest and largest position. */
function chromosomeRanges(chr: readonly string[], pos: readonly number[]) {
  const ranges = new Map<string, { min: number; max: number }>();
  for (let index = 0; index < chr.length; index += 1) {
    const name = chr[index] as string;
    const at = pos[index] as number;
    const range = ranges.get(name);
    if (!range) ranges.set(name, { min: at, max: at });
    else {
      if (at < range.min) range.min = at;
      if (at > range.max) range.max = at;
    }
  }
  return ranges;
}

/**
 * The Manhattan plot's data: chromosomes laid end to end in natural order (each block from its
 * first to its last marker, a gap of 1 % of the genome between blocks), every tested marker at
 * its cumulative position and −log10 p; untested ones (p null) are left out. O(m) plus the
 * chromosome sort, so 50,000 markers take a few milliseconds.
 */
export function buildManhattanData(
  markers: Pick<GwasResult['markers'], 'chr' | 'pos' | 'p'>,
): ManhattanData {
  const ranges = chromosomeRanges(markers.chr, markers.pos);
  const names = [...ranges.keys()].sort(compareChromosomes);
  const spans = names.map((name) => {
    const range = ranges.get(name) as { min: number; max: number };
    return range.max - range.min;
  });
  const gap = Math.max(1, spans.reduce((sum, span) => sum + span, 0) * 0.01);
  const offsets = new Map<string, { shift: number; block: number }>();
  const chromosomes: ChromosomeBlock[] = [];
  let cursor = 0;
  names.forEach((name, block) => {
    const span = spans[block] as number;
    const range = ranges.get(name) as { min: number; max: number };
    offsets.set(name, { shift: cursor - range.min, block });
    chromosomes.push({ name, start: cursor, end: cursor + span, middle: cursor + span / 2 });
    cursor += span + gap;
  });
  const series: [ManhattanPoint[], ManhattanPoint[]] = [[], []];
  let top = 0;
  for (let index = 0; index < markers.p.length; index += 1) {
    const p = markers.p[index];
    if (p === null || p === undefined) continue;
    const offset = offsets.get(markers.chr[index] as string) as { shift: number; block: number };
    const y = minusLog10(p);
    if (y > top) top = y;
    series[offset.block % 2]?.push([(markers.pos[index] as number) + offset.shift, y, index]);
  }
  return { chromosomes, series, length: Math.max(cursor - gap, 1), top };
}
