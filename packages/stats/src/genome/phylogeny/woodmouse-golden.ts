/**
 * Test fixtures of golden case 09 (ape's woodmouse alignment, R's distances and trees): the
 * FASTA input and the expected matrices as {@link DistanceMatrix}. Test code only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GOLDEN_DIR, num, readGoldenCsv } from '../../testing/golden.ts';
import type { DistanceMatrix } from './distance-matrix.ts';

export const WOODMOUSE_CASE = '09_woodmouse_dna_distance_nj_upgma';

/** Names and sequences of an aligned FASTA text (sequence lines joined). */
export function parseAlignedFasta(text: string): { names: string[]; sequences: string[] } {
  const names: string[] = [];
  const sequences: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('>')) {
      names.push(line.slice(1).trim().split(/\s+/)[0] ?? '');
      sequences.push('');
    } else if (sequences.length > 0) {
      sequences[sequences.length - 1] += line.trim();
    }
  }
  return { names, sequences };
}

/** The 15 woodmouse sequences of input.fasta. */
export function readWoodmouse(): { names: string[]; sequences: string[] } {
  return parseAlignedFasta(readFileSync(join(GOLDEN_DIR, WOODMOUSE_CASE, 'input.fasta'), 'utf8'));
}

/** A square matrix R wrote with `write.csv(as.matrix(D))`, with its labels. */
export function readGoldenMatrix(file: string): { labels: string[]; matrix: DistanceMatrix } {
  const rows = readGoldenCsv(WOODMOUSE_CASE, file);
  const labels = rows.map((row) => row[''] as string);
  const n = labels.length;
  const values = new Float64Array(n * n);
  rows.forEach((row, i) => {
    labels.forEach((label, j) => {
      values[i * n + j] = num(row[label]);
    });
  });
  return { labels, matrix: { n, values } };
}

/** A tree line of output.txt: the line after the one that starts with `heading`. */
export function readOutputNewick(heading: string, skip = 0): string {
  const lines = readFileSync(join(GOLDEN_DIR, WOODMOUSE_CASE, 'output.txt'), 'utf8').split(/\r?\n/);
  const at = lines.findIndex((line) => line.startsWith(heading));
  return (lines[at + 1 + skip] as string).trim();
}
