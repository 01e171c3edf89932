// Genomic prediction (issue 19, decision 054): GBLUP of 2,000 lines × 50,000 markers as the
// prediction job computes it — the VanRaden GRM's row halves on the genome pool's workers (one
// per core) from shared dosages, then REML and the solve for every line (runPredictionFit: the
// fit on one worker, its helper in the GRM's reduction on the other), 10 % of the lines without a
// phenotype; target ≤ 10 s for GRM + REML + solve. The job's k-fold cross-validation then runs
// on the worker the helper frees and is not timed here.
// `npm run bench -- genome-prediction`.
import { assembleCentredGram, splitGramRows } from '@plotline/stats/genome/structure/centred-gram';
import { genomePool } from '../apps/server/src/modules/genome-analyses/genome-pool.ts';
import type { computeGramPart } from '../apps/server/src/modules/genome-analyses/gram-part-task.ts';
import { runPredictionFit } from '../apps/server/src/modules/genome-analyses/run-prediction-fit.ts';
import { defineComputeTask } from '../apps/server/src/platform/compute/compute-task.ts';
import type { Report } from './bench-report.ts';

export const LINES = 2_000;
export const MARKERS = 50_000;
const MISSING = 0.01;
/** Markers with an effect on the simulated trait. */
const QTL = 200;
const TARGET_MS = 10_000;

const task = <Fn extends (...args: never[]) => unknown>(path: string, name: string) =>
  defineComputeTask<Fn>(new URL(path, import.meta.url), name);
const GRAM_PART = task<typeof computeGramPart>(
  '../apps/server/src/modules/genome-analyses/gram-part-task.ts',
  'computeGramPart',
);

/** Park–Miller stream: the panel is the same on every run. */
function stream(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/**
 * Dosages 0..2 (3 missing) at random frequencies, and a trait: the sum of QTL effects (every
 * 250th marker) plus noise of the same variance (h² ≈ 0.5); every 10th line unphenotyped.
 */
export function simulateGenomicTrait(): { calls: Uint8Array; y: Float64Array } {
  const random = stream(2026);
  const calls = new Uint8Array(new SharedArrayBuffer(LINES * MARKERS));
  const genetic = new Float64Array(LINES);
  const step = MARKERS / QTL;
  for (let j = 0; j < MARKERS; j += 1) {
    const p = 0.05 + 0.9 * random();
    const effect = j % step === 0 ? random() - 0.5 : 0;
    for (let i = 0; i < LINES; i += 1) {
      const dose = (random() < p ? 1 : 0) + (random() < p ? 1 : 0);
      calls[i * MARKERS + j] = random() < MISSING ? 3 : dose;
      genetic[i] = (genetic[i] as number) + effect * dose;
    }
  }
  const mean = genetic.reduce((s, v) => s + v, 0) / LINES;
  const variance = genetic.reduce((s, v) => s + (v - mean) ** 2, 0) / LINES;
  const noise = () => {
    // Box–Muller
    const u = Math.max(random(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  const y = Float64Array.from(genetic, (g, i) =>
    i % 10 === 9 ? Number.NaN : 100 + g + Math.sqrt(variance) * noise(),
  );
  return { calls, y };
}

export async function benchGenomePrediction(report: Report) {
  console.log(`simulating ${LINES} × ${MARKERS} dosages and a trait …`);
  const { calls, y } = simulateGenomicTrait();
  const matrix = { n: LINES, m: MARKERS, calls };
  // warm the workers (thread start and module load are not the computation's time)
  const warm = { n: 8, m: 4, calls: new Uint8Array(32) };
  await Promise.all(
    splitGramRows(8, 1).map((rows) => genomePool.run(GRAM_PART, [{ matrix: warm, rows }])),
  );
  await runPredictionFit(
    {
      y: Float64Array.of(1, 2, 3, 4),
      relationship: Float64Array.from({ length: 16 }, (_, k) => (k % 5 === 0 ? 1 : 0)),
    },
    null,
  );
  const started = performance.now();
  const ranges = splitGramRows(LINES, genomePool.maxWorkers);
  const parts = await Promise.all(
    ranges.map((rows) => genomePool.run(GRAM_PART, [{ matrix, rows }])),
  );
  const gram = assembleCentredGram(parts);
  const relationship = gram.values.map((v) => v / gram.sumTwoPq);
  const grmMs = performance.now() - started;
  const { fit } = await runPredictionFit({ y, relationship }, null);
  const totalMs = performance.now() - started;
  report(`GBLUP ${LINES}×${MARKERS} (GRM + REML + solve)`, totalMs, 'ms', TARGET_MS, true);
  let reliable = 0;
  for (let i = 9; i < LINES; i += 10) reliable += (fit.reliability[i] as number) / (LINES / 10);
  console.log(
    `${''.padEnd(34)} GRM ${grmMs.toFixed(0)} ms on ${ranges.length} worker(s), REML + solve ${(totalMs - grmMs).toFixed(0)} ms; h² ${fit.heritability.toFixed(2)}, unphenotyped mean reliability ${reliable.toFixed(2)}`,
  );
}
