/**
 * The centred Gram matrix WW' of mean-imputed dosages, W = Gi − 2p (missing → 0), accumulated
 * chunk by chunk of markers: the numerator of VanRaden's GRM (rrBLUP::A.mat) and, divided by
 * n − 1, the sample covariance whose eigenvectors are prcomp's PCs. A chunk holds every sample
 * for some markers, so each marker's p comes from the chunk itself and the server can stream
 * chunks from the database with memory ~n² + n·chunk. A row range computes only those rows of
 * the upper triangle, for two workers to share the work (see {@link splitGramRows}). How a pass
 * of ≤ 512 markers is added (an exact integer look-up kernel, missing calls as corrections):
 * gram-pass.ts. Memory: the part's rows × n, plus (n − end) × (end − start) for the missing-call
 * terms of the later samples (none for the whole matrix).
 */
import { checkDosageMatrix, type DosageMatrix } from '../dosage-matrix.ts';
import { addGramPass, type GramState, PASS_MARKERS } from './gram-pass.ts';
import { createLookupScratch, GROUP_MARKERS } from './lookup-gram-kernel.ts';
import { createMissingCalls } from './missing-call-terms.ts';

/** Rows [start, end) of the samples (0-based). */
export type RowRange = { start: number; end: number };

/** What an accumulator computed. */
export type CentredGramPart = {
  /** samples */
  n: number;
  /** the rows computed */
  rows: RowRange;
  /**
   * (end − start) × n, row r is sample start + r: (WW')_ik for k ≥ start (entries k < start
   * belong to other parts and are 0)
   */
  values: Float64Array;
  /** Σ_j 2p_j(1 − p_j) over the markers used (VanRaden's denominator) */
  sumTwoPq: number;
  /** markers with at least one call (the others carry no information and are skipped) */
  markers: number;
};

/** Adds chunks of markers; `finish` returns the part computed. */
export type CentredGramAccumulator = {
  /** Adds a chunk: the same n samples, in the same order, for the next markers. */
  add(chunk: DosageMatrix): void;
  finish(): CentredGramPart;
};

/** WW' = GiGi' − r1' − 1r' + s·11' for the rows of the part, from the pass sums. */
function finishPart(state: GramState): CentredGramPart {
  const { n, start, end, width, acc, lower, r, firstPanel, totals } = state;
  const base = 4 * firstPanel;
  const out = new Float64Array((end - start) * n);
  for (let i = start; i < end; i += 1) {
    const accRow = (i - base) * width;
    const outRow = (i - start) * n;
    const ri = r[i] as number;
    for (let k = i; k < n; k += 1) {
      // Y'_ik = Y_ki, kept in row k left of the diagonal, or in `lower` for k ≥ end
      const y =
        k === i
          ? 0
          : k < end
            ? (acc[(k - base) * width + i] as number)
            : (lower[(k - end) * (end - start) + i - start] as number);
      out[outRow + k] = (acc[accRow + k] as number) + y - ri - (r[k] as number) + totals.s;
    }
    for (let k = start; k < i; k += 1) out[outRow + k] = out[(k - start) * n + i] as number;
  }
  return {
    n,
    rows: { start, end },
    values: out,
    sumTwoPq: totals.sumTwoPq,
    markers: totals.markers,
  };
}

/**
 * A streaming accumulator of WW' for n samples (optionally only the rows of `rows`).
 * @throws Error when a chunk's sample count differs from n
 */
export function createCentredGramAccumulator(
  n: number,
  rows: RowRange = { start: 0, end: n },
): CentredGramAccumulator {
  const { start, end } = rows;
  if (!(start >= 0 && start < end && end <= n))
    throw new Error(`bad row range ${start}..${end} of ${n}`);
  const width = 16 * Math.ceil(n / 16);
  const firstPanel = Math.floor(start / 4);
  const endPanel = Math.ceil(end / 4);
  const state: GramState = {
    n,
    start,
    end,
    width,
    firstPanel,
    endPanel,
    acc: new Float64Array((endPanel - firstPanel) * 4 * width),
    r: new Float64Array(n),
    totals: { s: 0, sumTwoPq: 0, markers: 0 },
    rowPanels: new Float64Array(width * PASS_MARKERS), // padded samples stay 0
    groupCodes: new Uint16Array(n * Math.ceil(PASS_MARKERS / GROUP_MARKERS)),
    lookup: createLookupScratch(PASS_MARKERS),
    missingCalls: createMissingCalls(PASS_MARKERS),
    saved: new Float64Array(6 * (endPanel - firstPanel)),
    lower: new Float64Array((n - end) * (end - start)),
    codes: new Uint8Array(n * PASS_MARKERS),
    u: new Float64Array(PASS_MARKERS),
  };
  return {
    add(chunk) {
      if (chunk.m === 0 && chunk.n === n) return;
      checkDosageMatrix(chunk);
      if (chunk.n !== n)
        throw new Error(`a chunk of ${chunk.n} samples for an accumulator of ${n}`);
      for (let from = 0; from < chunk.m; from += PASS_MARKERS)
        addGramPass(state, chunk.calls, chunk.m, from, Math.min(chunk.m, from + PASS_MARKERS));
    },
    finish: () => finishPart(state),
  };
}

/**
 * Row ranges that split the upper triangle of an n × n Gram matrix into `parts` nearly equal
 * amounts of work (row i costs n − i tiles), with boundaries on multiples of 4.
 */
export function splitGramRows(n: number, parts: number): RowRange[] {
  const total = (n * (n + 1)) / 2;
  const ranges: RowRange[] = [];
  let start = 0;
  for (let part = 1; part <= parts && start < n; part += 1) {
    let end = n;
    if (part < parts) {
      // rows [0, e) cost e·n − e(e − 1)/2; solve for the e reaching part/parts of the total
      const target = (total * part) / parts;
      const e = n + 0.5 - Math.sqrt((n + 0.5) ** 2 - 2 * target);
      end = Math.min(n, Math.max(start + 1, Math.round(e / 4) * 4));
    }
    ranges.push({ start, end });
    start = end;
  }
  return ranges;
}

/**
 * The full symmetric n × n WW' (row-major) from parts whose rows cover 0..n once.
 * @throws Error when the parts do not cover every row exactly once
 */
export function assembleCentredGram(parts: readonly CentredGramPart[]): {
  n: number;
  values: Float64Array;
  sumTwoPq: number;
  markers: number;
} {
  const first = parts[0];
  if (first === undefined) throw new Error('no part to assemble');
  const n = first.n;
  const out = new Float64Array(n * n);
  const covered = new Uint8Array(n);
  for (const part of parts) {
    const { start, end } = part.rows;
    for (let i = start; i < end; i += 1) {
      covered[i] = (covered[i] as number) + 1;
      const row = (i - start) * n;
      for (let k = i; k < n; k += 1) {
        const v = part.values[row + k] as number;
        out[i * n + k] = v;
        out[k * n + i] = v;
      }
    }
  }
  if (covered.some((c) => c !== 1)) throw new Error('the parts do not cover every row once');
  return { n, values: out, sumTwoPq: first.sumTwoPq, markers: first.markers };
}

/**
 * WW' (n × n, full, row-major) of the whole matrix, in chunks of markers.
 * @throws StatsError `notEnoughData` for an empty matrix
 */
export function computeCentredGram(matrix: DosageMatrix): CentredGramPart {
  checkDosageMatrix(matrix);
  const accumulator = createCentredGramAccumulator(matrix.n);
  accumulator.add(matrix);
  return accumulator.finish();
}
