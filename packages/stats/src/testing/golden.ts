/**
 * Reading the golden cases (R's frozen answers, `packages/stats/golden/`, a verbatim copy of
 * `../shared/golden/`) and comparing numbers with the tolerance issue 5 states: relative error
 * ≤ 1e-6; p-values ≤ 1e-6 absolute or relative, whichever is larger.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** The folder of the repository's copy of the golden cases. */
export const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'golden');

/** Relative tolerance of every golden comparison. */
export const RELATIVE_TOLERANCE = 1e-6;

/** Splits one CSV line as R's write.csv writes it (double quotes, "" inside quotes). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/** A golden CSV as rows keyed by the header (the unnamed first column of R is `""` → `''`). */
export function readGoldenCsv(caseName: string, file: string): Record<string, string>[] {
  const text = readFileSync(join(GOLDEN_DIR, caseName, file), 'utf8');
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line.length > 0);
  if (!header) return [];
  const names = splitCsvLine(header);
  return lines.map((line) => {
    const cells = splitCsvLine(line);
    return Object.fromEntries(names.map((name, index) => [name, cells[index] ?? '']));
  });
}

/** A golden cell as a number (`NA` → NaN, `Inf`/`-Inf` → ±Infinity). */
export function num(value: string | undefined): number {
  if (value === undefined || value === 'NA' || value === '') return Number.NaN;
  if (value === 'Inf') return Number.POSITIVE_INFINITY;
  if (value === '-Inf') return Number.NEGATIVE_INFINITY;
  return Number(value);
}

/** Asserts |actual − expected| ≤ 1e-6·|expected| (exact match for zero and non-finite). */
export function expectClose(actual: number, expected: number, label = ''): void {
  if (!Number.isFinite(expected)) {
    expect(actual, label).toBe(expected);
    return;
  }
  const error = Math.abs(actual - expected);
  const allowed = RELATIVE_TOLERANCE * Math.abs(expected) || 1e-12;
  expect(error, `${label}: ${actual} vs R ${expected}`).toBeLessThanOrEqual(allowed);
}

/** Asserts a p-value: error ≤ 1e-6 absolute or relative, whichever is larger. */
export function expectP(actual: number, expected: number, label = ''): void {
  const error = Math.abs(actual - expected);
  const allowed = Math.max(RELATIVE_TOLERANCE, RELATIVE_TOLERANCE * Math.abs(expected));
  expect(error, `${label}: p ${actual} vs R ${expected}`).toBeLessThanOrEqual(allowed);
}
