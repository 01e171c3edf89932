/**
 * Test support: golden case 10 (162 Arabidopsis Ler × Cvi RILs, 117 markers; Keurentjes et al.
 * 2006, exported from R/qtl) read into the package's types: the dosage matrix (0/2, missing →
 * MISSING_CALL), the trait X7.Methylthioheptyl (NaN where missing) and rrBLUP::A.mat's VanRaden
 * GRM (12 significant digits).
 */

import { num, readGoldenCsv } from '../../testing/golden.ts';
import { type DosageMatrix, MISSING_CALL } from '../dosage-matrix.ts';

export const ARABIDOPSIS_CASE = '10_arabidopsis_ril_snp_genomics';

export type ArabidopsisCase = {
  ids: string[];
  markers: string[];
  genotypes: DosageMatrix;
  y: Float64Array;
  grm: Float64Array;
};

let cached: ArabidopsisCase | null = null;

/** The genotypes, the trait and the GRM of golden case 10 (read once). */
export function readArabidopsisCase(): ArabidopsisCase {
  if (cached) return cached;
  const geno = readGoldenCsv(ARABIDOPSIS_CASE, 'geno_dosage.csv');
  const pheno = readGoldenCsv(ARABIDOPSIS_CASE, 'pheno.csv');
  const ids = geno.map((row) => row.id as string);
  const markers = Object.keys(geno[0] as object).filter((name) => name !== 'id');
  const n = ids.length;
  const m = markers.length;
  const calls = new Uint8Array(n * m);
  geno.forEach((row, i) => {
    markers.forEach((marker, j) => {
      const value = num(row[marker]);
      calls[i * m + j] = Number.isFinite(value) ? value : MISSING_CALL;
    });
  });
  pheno.forEach((row, i) => {
    if (row.id !== ids[i]) throw new Error(`pheno.csv row ${i} is ${row.id}, not ${ids[i]}`);
  });
  const y = Float64Array.from(pheno, (row) => num(row['X7.Methylthioheptyl']));
  const grmRows = readGoldenCsv(ARABIDOPSIS_CASE, 'expected_grm_vanraden.csv');
  const grm = new Float64Array(n * n);
  grmRows.forEach((row, a) => {
    ids.forEach((id, b) => {
      grm[a * n + b] = num(row[id]);
    });
  });
  cached = { ids, markers, genotypes: { n, m, calls }, y, grm };
  return cached;
}
