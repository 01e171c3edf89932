/**
 * The genotype matrix every genome analysis of this package reads: n samples (germplasm lines)
 * × m markers, one byte per call, sample-major (call of sample i at marker j is
 * `calls[i·m + j]`). A call is the dosage of the ALT allele (0, 1, 2), or MISSING_CALL; the
 * server stores calls the same way (packages/genome/src/matrix/calls.ts, MISSING = 3).
 */
import { StatsError } from '../errors.ts';

/** The missing call. */
export const MISSING_CALL = 3;

/** n samples × m markers of ALT dosages 0/1/2 or MISSING_CALL, sample-major. */
export type DosageMatrix = { n: number; m: number; calls: Uint8Array };

/**
 * Checks the shape and the codes of a dosage matrix.
 * @throws StatsError `notEnoughData` when it has no sample or no marker; a plain Error when
 *   `calls` is not n·m long or holds a code above MISSING_CALL (a programming error)
 */
export function checkDosageMatrix(matrix: DosageMatrix): void {
  const { n, m, calls } = matrix;
  if (!Number.isInteger(n) || !Number.isInteger(m) || calls.length !== n * m)
    throw new Error(`a dosage matrix of ${n} × ${m} needs ${n * m} calls, got ${calls.length}`);
  if (n === 0 || m === 0)
    throw new StatsError('notEnoughData', 'the genotype matrix has no sample or no marker', {
      key: 'emptySample',
    });
  for (let t = 0; t < calls.length; t += 1)
    if ((calls[t] as number) > MISSING_CALL)
      throw new Error(`call ${calls[t]} at ${t} is not 0..3`);
}

/** The dosage matrix of the markers `kept` (indices into the columns, in that order). */
export function selectMarkerColumns(matrix: DosageMatrix, kept: ArrayLike<number>): DosageMatrix {
  const { n, m, calls } = matrix;
  const k = kept.length;
  const out = new Uint8Array(n * k);
  for (let i = 0; i < n; i += 1)
    for (let t = 0; t < k; t += 1) out[i * k + t] = calls[i * m + (kept[t] as number)] as number;
  return { n, m: k, calls: out };
}

/** A dosage CSV read by {@link parseDosageCsv}. */
export type DosageTable = { sampleIds: string[]; markerIds: string[]; matrix: DosageMatrix };

/** One CSV line split on commas, with R's double quotes removed. */
function splitLine(line: string): string[] {
  return line.split(',').map((cell) => cell.replace(/^"(.*)"$/, '$1'));
}

/**
 * Reads a dosage table as R's `write.csv` writes it (golden case 10 `geno_dosage.csv`): a
 * header `"id",marker…`, then one line per sample with dosages 0/1/2, blank or `NA` missing.
 * Marker names must not contain commas.
 * @throws Error for a line of the wrong length or a value other than 0, 1, 2, blank or NA
 */
export function parseDosageCsv(text: string): DosageTable {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const [header, ...rows] = lines;
  if (header === undefined) throw new Error('the dosage CSV is empty');
  const markerIds = splitLine(header).slice(1);
  const m = markerIds.length;
  const calls = new Uint8Array(rows.length * m);
  const sampleIds = rows.map((line, i) => {
    const cells = splitLine(line);
    if (cells.length !== m + 1) throw new Error(`line ${i + 2} has ${cells.length} cells`);
    for (let j = 0; j < m; j += 1) {
      const cell = cells[j + 1] as string;
      const call = cell === '' || cell === 'NA' ? MISSING_CALL : Number(cell);
      if (call !== 0 && call !== 1 && call !== 2 && call !== MISSING_CALL)
        throw new Error(`line ${i + 2}, marker ${markerIds[j]}: "${cell}" is not a dosage`);
      calls[i * m + j] = call;
    }
    return cells[0] as string;
  });
  return { sampleIds, markerIds, matrix: { n: rows.length, m, calls } };
}
