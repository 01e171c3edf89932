import type { AnalysedSample } from '@plotline/contract/genome-analyses';
import { strideOf, unpackCalls } from '@plotline/genome/matrix/pack';
import type { DosageMatrix } from '@plotline/stats/genome/dosage-matrix';
import {
  computeMarkerSummary,
  selectMarkers,
} from '@plotline/stats/genome/structure/marker-summary';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** The matrix an analysis reads: its id and layout. */
export type MatrixLayout = { matrixId: number; chunkMarkers: number; markerCount: number };

/** Which markers to keep: all of them (GWAS: results in the matrix's order), or the filtered. */
export type MarkerChoice =
  | { keepAll: true }
  | { keepAll: false; minMaf: number; minCallRate: number };

/** How many markers were read and why the others were left out. */
export type MarkerCounts = { total: number; kept: number; low_maf: number; low_call_rate: number };

/** The analysed samples with their lines' grouping fields, in the matrix's order. */
export async function readSamples(
  db: Db,
  matrixId: number,
  idx: readonly number[],
): Promise<AnalysedSample[]> {
  return queryRows<AnalysedSample>(
    db,
    sql`select s.idx, s.name, s.line_id, l.name as line_name, coalesce(l.origin, '') as origin,
        coalesce(l.heterotic_group, '') as heterotic_group, coalesce(l.species, '') as species
      from genotype_matrix_samples s left join lines l on l.id = s.line_id
      where s.matrix_id = ${matrixId} and s.idx = any(${sql.param([...idx])}::int[]) order by s.idx`,
  );
}

/** The markers of one chunk kept by `choice` (their columns), counting the others. */
function keptColumns(calls: DosageMatrix, choice: MarkerChoice, counts: MarkerCounts): number[] {
  if (choice.keepAll) return Array.from({ length: calls.m }, (_, j) => j);
  const summary = computeMarkerSummary(calls);
  for (let j = 0; j < calls.m; j += 1) {
    if ((summary.callRate[j] as number) < choice.minCallRate) counts.low_call_rate += 1;
    else if ((summary.maf[j] as number) < choice.minMaf || !((summary.maf[j] as number) > 0))
      counts.low_maf += 1;
  }
  const columns = selectMarkers(summary, {
    minMaf: choice.minMaf,
    minCallRate: choice.minCallRate,
  });
  return Array.from(columns).filter((j) => (summary.maf[j] as number) > 0);
}

/**
 * The chosen samples' calls, chunk after chunk (one query each), at the markers `choice` keeps,
 * copied into one sample-major matrix in a SharedArrayBuffer (the workers computing the Gram
 * matrix's row parts read this one copy). Checks `signal` between chunks; reports up to 60 %.
 */
export async function readSampleCalls(
  db: Db,
  matrix: MatrixLayout,
  samples: readonly number[],
  choice: MarkerChoice,
  options: { signal: AbortSignal; progress: (pct: number) => void },
): Promise<{ matrix: DosageMatrix; counts: MarkerCounts }> {
  const n = samples.length;
  const chunks = Math.ceil(matrix.markerCount / matrix.chunkMarkers);
  const kept: Uint8Array[] = [];
  const counts: MarkerCounts = { total: 0, kept: 0, low_maf: 0, low_call_rate: 0 };
  for (let chunk = 0; chunk < chunks; chunk += 1) {
    options.signal.throwIfAborted();
    const [found] = await queryRows<{ data: Buffer }>(
      db,
      sql`select data from genotype_matrix_chunks where matrix_id = ${matrix.matrixId} and chunk = ${chunk}`,
    );
    const m = Math.min(matrix.chunkMarkers, matrix.markerCount - chunk * matrix.chunkMarkers);
    const stride = strideOf(m);
    const calls = new Uint8Array(n * m);
    samples.forEach((s, i) => {
      if (found) unpackCalls(found.data.subarray(s * stride, (s + 1) * stride), 0, m, calls, i * m);
      else calls.fill(3, i * m, (i + 1) * m);
    });
    const take = keptColumns({ n, m, calls }, choice, counts);
    const part = new Uint8Array(n * take.length);
    for (let i = 0; i < n; i += 1)
      take.forEach((j, t) => {
        part[i * take.length + t] = calls[i * m + j] as number;
      });
    kept.push(part);
    counts.total += m;
    counts.kept += take.length;
    options.progress(Math.round((60 * (chunk + 1)) / chunks));
  }
  const out = new Uint8Array(new SharedArrayBuffer(Math.max(1, n * counts.kept)));
  let offset = 0;
  for (const part of kept) {
    const width = part.length / Math.max(n, 1);
    for (let i = 0; i < n; i += 1)
      out.set(part.subarray(i * width, (i + 1) * width), i * counts.kept + offset);
    offset += width;
  }
  return { matrix: { n, m: counts.kept, calls: out.subarray(0, n * counts.kept) }, counts };
}
