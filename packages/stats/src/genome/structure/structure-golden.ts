/**
 * Test support: golden case 10 (162 Arabidopsis Ler × Cvi RILs × 117 markers, 0.4% missing)
 * read with `parseDosageCsv`, and its expected sample × sample matrices (12 significant
 * digits) as row-major Float64Arrays.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { GOLDEN_DIR, num, readGoldenCsv } from '../../testing/golden.ts';
import { type DosageTable, parseDosageCsv } from '../dosage-matrix.ts';

export const STRUCTURE_CASE = '10_arabidopsis_ril_snp_genomics';

let table: DosageTable | null = null;

/** geno_dosage.csv as a dosage matrix (read once). */
export function readGoldenDosages(): DosageTable {
  table ??= parseDosageCsv(
    readFileSync(join(GOLDEN_DIR, STRUCTURE_CASE, 'geno_dosage.csv'), 'utf8'),
  );
  return table;
}

/** An n × n expected_*.csv (rows and columns named by sample) as a row-major array. */
export function readGoldenSquare(file: string): Float64Array {
  const { sampleIds } = readGoldenDosages();
  const n = sampleIds.length;
  const rows = readGoldenCsv(STRUCTURE_CASE, file);
  expect(rows.length).toBe(n);
  const out = new Float64Array(n * n);
  rows.forEach((row, a) => {
    expect(row['']).toBe(sampleIds[a]);
    sampleIds.forEach((id, b) => {
      out[a * n + b] = num(row[id]);
    });
  });
  return out;
}

/**
 * The largest error of `actual` against R's 12-digit `expected`, relative to max(|expected|,
 * `floor`) (entries near zero are compared absolutely).
 */
export function worstRelativeError(
  actual: ArrayLike<number>,
  expected: ArrayLike<number>,
  floor = 1e-3,
): number {
  expect(actual.length).toBe(expected.length);
  let worst = 0;
  for (let t = 0; t < expected.length; t += 1) {
    const e = expected[t] as number;
    const error = Math.abs((actual[t] as number) - e) / Math.max(Math.abs(e), floor);
    if (!(error <= worst)) worst = error; // NaN propagates as a failure
  }
  return worst;
}
