import { assembleCentredGram, splitGramRows } from '@plotline/stats/genome/structure/centred-gram';
import { genomePool } from '../apps/server/src/modules/genome-analyses/genome-pool.ts';
import type { computeGramPart } from '../apps/server/src/modules/genome-analyses/gram-part-task.ts';
import { runGwasScan } from '../apps/server/src/modules/genome-analyses/run-gwas-scan.ts';
import { defineComputeTask } from '../apps/server/src/platform/compute/compute-task.ts';
import type { Report } from './bench-report.ts';
import { LINES, MARKERS, simulateGenomicTrait } from './genome-prediction.ts';

/** Issue 19: a mixed-model GWAS of every marker takes at most twice one GRM. */
const RATIO_TARGET = 2;

const GRAM_PART = defineComputeTask<typeof computeGramPart>(
  new URL('../apps/server/src/modules/genome-analyses/gram-part-task.ts', import.meta.url),
  'computeGramPart',
);

/**
 * The GWAS job's computation on 2,000 lines × 50,000 markers (the prediction bench's panel and
 * trait, its phenotyped lines): the Gram matrix's row parts on both workers, then the P3D scan
 * of every marker as the job runs it (`runGwasScan`: REML once with the GRM's reduction on both
 * workers, then half the markers on each) — timed against the GRM alone, in the same run.
 */
export async function benchGenomeGwas(report: Report) {
  console.log(`simulating ${LINES} × ${MARKERS} dosages and a trait …`);
  const { calls, y } = simulateGenomicTrait();
  const phenotyped = Array.from(y.keys()).filter((i) => Number.isFinite(y[i]));
  const n = phenotyped.length;
  const rows = new Uint8Array(new SharedArrayBuffer(n * MARKERS));
  phenotyped.forEach((line, i) => {
    rows.set(calls.subarray(line * MARKERS, (line + 1) * MARKERS), i * MARKERS);
  });
  const matrix = { n, m: MARKERS, calls: rows };
  const values = Float64Array.from(phenotyped, (line) => y[line] as number);
  const warm = { n: 8, m: 4, calls: new Uint8Array(32) };
  await Promise.all(
    splitGramRows(8, 1).map((part) => genomePool.run(GRAM_PART, [{ matrix: warm, rows: part }])),
  );
  const started = performance.now();
  const parts = await Promise.all(
    splitGramRows(n, genomePool.maxWorkers).map((part) =>
      genomePool.run(GRAM_PART, [{ matrix, rows: part }]),
    ),
  );
  const gram = assembleCentredGram(parts);
  const grmMs = performance.now() - started;
  const scan = await runGwasScan({
    matrix,
    y: values,
    model: 'mixed',
    minMaf: 0.01,
    components: 0,
    gram,
  });
  const totalMs = performance.now() - started;
  report(`mixed GWAS ${n}×${MARKERS}, ratio to one GRM`, totalMs / grmMs, '×', RATIO_TARGET, true);
  console.log(
    `${''.padEnd(34)} GRM ${grmMs.toFixed(0)} ms, GRM + scan ${totalMs.toFixed(0)} ms; ${scan.tested} markers tested, λ ${scan.lambda.toFixed(2)}`,
  );
}
