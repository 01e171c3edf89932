/**
 * Reading the mixed-model golden cases (`packages/stats/golden/mixed/<case>/`: `data.csv` and
 * lme4/lmerTest/emmeans' frozen `expected.json`, made by each case's `run.R`), and the model
 * inputs the tests build from them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FactorInput } from '../linear/design-matrix.ts';
import type { RandomTermInput } from '../mixed/types.ts';
import { GOLDEN_DIR, num, readGoldenCsv } from './golden.ts';

/** A case's plots (CSV rows as text) and R's answers. */
export type MixedCase = { rows: Record<string, string>[]; expected: Record<string, unknown> };

export function readMixedCase(name: string): MixedCase {
  const rows = readGoldenCsv(join('mixed', name), 'data.csv');
  const text = readFileSync(join(GOLDEN_DIR, 'mixed', name, 'expected.json'), 'utf8');
  return { rows, expected: JSON.parse(text) as Record<string, unknown> };
}

/** A numeric column (NA → NaN). */
export function column(rows: Record<string, string>[], name: string): Float64Array {
  return Float64Array.from(rows, (row) => num(row[name]));
}

/** A factor over the rows; `combine` joins several columns as R's `a:b` (labels `x:y`). */
export function factorOf(rows: Record<string, string>[], ...names: string[]): FactorInput {
  return { name: names.join(':'), values: rows.map((row) => names.map((n) => row[n]).join(':')) };
}

/** A random term over the rows (R's `(1 | a:b)`). */
export function randomOf(rows: Record<string, string>[], ...names: string[]): RandomTermInput {
  return factorOf(rows, ...names);
}

/** A path into R's answer, e.g. `at(expected, 'lm', 'emmeans')`. */
export function at<T = Record<string, unknown>>(value: unknown, ...path: string[]): T {
  let current = value;
  for (const key of path) current = (current as Record<string, unknown>)[key];
  if (current === undefined) throw new Error(`no ${path.join('.')} in the golden case`);
  return current as T;
}

/** emmeans' columns as expected.json stores them. */
export type GoldenMeans = {
  levels: string[];
  emmean: number[];
  se: number[];
  df: number[];
  lower: number[];
  upper: number[];
};

/** emmeans' contrasts (and their НСР₀₅) as expected.json stores them. */
export type GoldenPairs = {
  contrast: string[];
  estimate: number[];
  se: number[];
  df: number[];
  t: number[];
  p: number[];
  nsr05: number[];
};

/** lmerTest's anova table (or car's) as expected.json stores it. */
export type GoldenAnova = {
  terms: string[];
  sumSq: number[];
  meanSq: number[];
  numDf: number[];
  denDf: number[];
  f: number[];
  p: number[];
};

/** A random term's BLUPs and PEVs computed in R from the mixed-model equations. */
export type GoldenRandom = {
  term: string;
  levels: string[];
  values: number[];
  pev: number[];
  pevTotal: number;
  variance: number;
};

export type GoldenComponent = { name: string; variance: number };
