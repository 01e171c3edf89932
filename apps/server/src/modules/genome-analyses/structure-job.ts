import type { StructureParameters, StructureResult } from '@plotline/contract/genome-analyses';
import { StatsError } from '@plotline/stats/errors';
import { assembleCentredGram, splitGramRows } from '@plotline/stats/genome/structure/centred-gram';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { genomeAnalyses, genomeAnalysisData } from '../../db/schema.ts';
import { defineComputeTask } from '../../platform/compute/compute-task.ts';
import { type JobOutcome, jobProblem } from '../../platform/jobs/job-types.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import type { computeStructure } from './compute-structure.ts';
import { GENOME_TASK_LIMIT_MS, genomePool } from './genome-pool.ts';
import type { computeGramPart } from './gram-part-task.ts';
import { registerGwasJob } from './gwas-job.ts';
import { readSampleCalls, readSamples } from './read-sample-calls.ts';

/** The job kind of a structure analysis (decision 054). */
export const STRUCTURE_JOB_KIND = 'genome.structure';

/** What the job keeps: the analysis row (its parameters and samples are in the row). */
export type StructureJobInput = { analysisId: number; sampleIdx: number[]; fileKey?: null };

const STRUCTURE = defineComputeTask<typeof computeStructure>(
  new URL('./compute-structure.ts', import.meta.url),
  'computeStructure',
);
const GRAM_PART = defineComputeTask<typeof computeGramPart>(
  new URL('./gram-part-task.ts', import.meta.url),
  'computeGramPart',
);

/** Fewer samples than this: the Gram matrix on one worker (not worth the split). */
const PARALLEL_FROM = 256;

/** The computation passed its time limit. */
class TooLarge extends Error {}

type AnalysisRow = {
  matrixId: number;
  parameters: StructureParameters;
  chunkMarkers: number;
  markerCount: number;
  sampleCount: number;
};

/**
 * Runs a structure analysis: reads the kept calls, computes on a compute worker (decision
 * 052, with the job's own time limit), stores the result in the row and the distance matrix
 * in `genome_analysis_data`. Data that cannot be analysed end the job `failed` with a
 * translated problem.
 */
export async function runStructureAnalysis(
  db: Db,
  input: StructureJobInput,
  options: { signal: AbortSignal; progress: (pct: number) => void },
): Promise<JobOutcome> {
  const [row] = await queryRows<AnalysisRow>(
    db,
    sql`select a.matrix_id as "matrixId", a.parameters, m.chunk_markers as "chunkMarkers",
        m.marker_count as "markerCount", m.sample_count as "sampleCount"
      from genome_analyses a join genotype_matrices m on m.id = a.matrix_id
      where a.id = ${input.analysisId}`,
  );
  if (!row) return { status: 'failed', errors: [jobProblem('genomeAnalyses.gone')] };
  const samples = await readSamples(db, row.matrixId, input.sampleIdx);
  const { min_maf: minMaf, min_call_rate: minCallRate } = row.parameters;
  const { matrix, counts } = await readSampleCalls(
    db,
    row,
    samples.map((s) => s.idx),
    { keepAll: false, minMaf, minCallRate },
    options,
  );

  if (matrix.n < 3) return { status: 'failed', errors: [jobProblem('genomeAnalyses.fewSamples')] };
  if (matrix.m < 2) return { status: 'failed', errors: [jobProblem('genomeAnalyses.fewMarkers')] };
  let computed: Awaited<ReturnType<typeof computeStructure>>;
  try {
    const run = { signal: options.signal, tooLarge: () => new TooLarge() };
    // WW' by row parts on every core (the dosages shared), then the rest on one worker
    const parts = await Promise.all(
      splitGramRows(matrix.n, matrix.n >= PARALLEL_FROM ? genomePool.maxWorkers : 1).map((rows) =>
        genomePool.run(GRAM_PART, [{ matrix, rows }], run),
      ),
    );
    options.progress(80);
    const gram = assembleCentredGram(parts);
    computed = await genomePool.run(
      STRUCTURE,
      [
        {
          matrix,
          names: samples.map((s) => s.name),
          distance: row.parameters.distance,
          tree: row.parameters.tree,
          components: row.parameters.components,
          gram: { values: gram.values, sumTwoPq: gram.sumTwoPq },
        },
      ],
      run,
    );
  } catch (error) {
    if (error instanceof StatsError)
      return { status: 'failed', errors: [jobProblem('genomeAnalyses.notAnalysable')] };
    if (error instanceof TooLarge) {
      const n = String(GENOME_TASK_LIMIT_MS / 60_000);
      return {
        status: 'failed',
        errors: [{ ...jobProblem('genomeAnalyses.tooLarge'), params: { n } }],
      };
    }
    throw error;
  }
  options.progress(95);
  const k = computed.components;
  const result: StructureResult = {
    samples,
    markers: counts,
    pca: {
      eigenvalues: Array.from(computed.eigenvalues),
      variance_explained: Array.from(computed.varianceExplained),
      scores: samples.map((_, i) => Array.from(computed.scores.subarray(i * k, i * k + k))),
    },
    relationship: {
      mean_diagonal: computed.meanDiagonal,
      mean_off_diagonal: computed.meanOffDiagonal,
    },
    distance: { method: row.parameters.distance, ...summarise(computed.distances, matrix.n) },
    tree: { method: row.parameters.tree, newick: computed.newick },
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(genomeAnalysisData)
      .values([
        {
          analysisId: input.analysisId,
          name: 'distances',
          data: Buffer.from(computed.distances.buffer),
        },
        {
          analysisId: input.analysisId,
          name: 'tip_order',
          data: Buffer.from(computed.tipOrder.buffer),
        },
      ])
      .onConflictDoNothing();
    await tx.update(genomeAnalyses).set({ result }).where(eq(genomeAnalyses.id, input.analysisId));
  });
  return { status: 'success', result: { analysis_id: input.analysisId } };
}

/** Min, mean and max of the off-diagonal distances. */
function summarise(values: Float32Array, n: number) {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < n; i += 1)
    for (let k = i + 1; k < n; k += 1) {
      const v = values[i * n + k] as number;
      min = Math.min(min, v);
      max = Math.max(max, v);
      sum += v;
    }
  const pairs = (n * (n - 1)) / 2;
  return pairs > 0 ? { min, mean: sum / pairs, max } : { min: null, mean: null, max: null };
}

/** Registers the structure analysis job (decision 054). */
export function registerGenomeAnalysisJobs(jobs: Jobs, _deps: { db: Db }): void {
  registerGwasJob(jobs);
  jobs.register<StructureJobInput>(STRUCTURE_JOB_KIND, {
    handler: (job) =>
      runStructureAnalysis(job.db, job.input, {
        signal: job.signal,
        progress: job.progress,
      }),
  });
}
