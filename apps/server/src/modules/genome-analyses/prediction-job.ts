import type {
  PredictedLine,
  PredictionParameters,
  PredictionResult,
} from '@plotline/contract/genome-prediction';
import { PREDICTION_MIN_LINES } from '@plotline/contract/genome-prediction';
import type { Language } from '@plotline/contract/rules';
import { StatsError } from '@plotline/stats/errors';
import { assembleCentredGram, splitGramRows } from '@plotline/stats/genome/structure/centred-gram';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { genomeAnalyses } from '../../db/schema.ts';
import { defineComputeTask } from '../../platform/compute/compute-task.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { type JobOutcome, jobProblem } from '../../platform/jobs/job-types.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { notify } from '../../platform/realtime/notify.ts';
import { readPlotVariables } from '../statistics/read-plot-variables.ts';
import type { PredictionFitOutput } from './compute-prediction.ts';
import { genomePool } from './genome-pool.ts';
import type { computeGramPart } from './gram-part-task.ts';
import { readSampleCalls } from './read-sample-calls.ts';
import { runPredictionFit } from './run-prediction-fit.ts';

/** The job kind of a genomic prediction (decision 054). */
export const PREDICTION_JOB_KIND = 'genome.prediction';

/** The seasons resolved (and checked) at the start; the language of the notification. */
export type PredictionJobInput = {
  analysisId: number;
  yearIds: number[];
  language: Language;
  fileKey?: null;
};

const task = <Fn extends (...args: never[]) => unknown>(module: string, name: string) =>
  defineComputeTask<Fn>(new URL(module, import.meta.url), name);
const GRAM_PART = task<typeof computeGramPart>('./gram-part-task.ts', 'computeGramPart');

type PredictionRow = {
  matrixId: number;
  chunkMarkers: number;
  markerCount: number;
  parameters: PredictionParameters;
};

type GenotypedLine = {
  idx: number;
  sample: string;
  lineId: number;
  lineName: string;
  mean: number | null;
  plots: number;
};

/**
 * Every line matched to a sample of the matrix (its first sample: decision 054), with its plain
 * mean of the feature over the seasons' plots (null without a value), in sample order.
 */
async function genotypedLines(db: Db, row: PredictionRow, yearIds: readonly number[]) {
  const samples = await queryRows<{
    idx: number;
    sample: string;
    lineId: number;
    lineName: string;
  }>(
    db,
    sql`select distinct on (s.line_id) s.idx, s.name as sample, s.line_id as "lineId",
        l.name as "lineName"
      from genotype_matrix_samples s join lines l on l.id = s.line_id
      where s.matrix_id = ${row.matrixId} order by s.line_id, s.idx`,
  );
  const plots = await readPlotVariables(db, yearIds, { numeric: [row.parameters.feature] });
  const sums = new Map<number, { sum: number; count: number }>();
  for (const plot of plots) {
    const value = plot.numbers.get(row.parameters.feature);
    if (value === undefined || !Number.isFinite(value)) continue;
    const entry = sums.get(plot.lineId) ?? { sum: 0, count: 0 };
    entry.sum += value;
    entry.count += 1;
    sums.set(plot.lineId, entry);
  }
  return samples
    .map((sample): GenotypedLine => {
      const entry = sums.get(sample.lineId);
      return {
        ...sample,
        mean: entry ? entry.sum / entry.count : null,
        plots: entry?.count ?? 0,
      };
    })
    .sort((a, b) => a.idx - b.idx);
}

/**
 * Runs a prediction: the genotyped lines and their phenotypes, their calls at every marker, the
 * GRM's row parts on the genome pool, then the GBLUP fit with its helper and the
 * cross-validation on the pool's two workers (`runPredictionFit`); the per-line table in the
 * row. Too few phenotyped lines, or a model that cannot be fitted, end the job `failed` with a
 * translated problem.
 */
export async function runPrediction(
  db: Db,
  input: PredictionJobInput,
  options: { signal: AbortSignal; progress: (pct: number) => void },
): Promise<JobOutcome> {
  const [row] = await queryRows<PredictionRow>(
    db,
    sql`select a.matrix_id as "matrixId", a.parameters, m.chunk_markers as "chunkMarkers",
        m.marker_count as "markerCount"
      from genome_analyses a join genotype_matrices m on m.id = a.matrix_id
      where a.id = ${input.analysisId}`,
  );
  if (!row) return { status: 'failed', errors: [jobProblem('genomeAnalyses.gone')] };
  const lines = await genotypedLines(db, row, input.yearIds);
  const phenotyped = lines.filter((line) => line.mean !== null).length;
  if (phenotyped < PREDICTION_MIN_LINES)
    return {
      status: 'failed',
      errors: [
        {
          ...jobProblem('genomePrediction.fewLines'),
          params: { count: phenotyped, min: PREDICTION_MIN_LINES },
        },
      ],
    };
  const { matrix } = await readSampleCalls(
    db,
    row,
    lines.map((line) => line.idx),
    { keepAll: true },
    options,
  );
  const y = Float64Array.from(lines, (line) => line.mean ?? Number.NaN);
  const signal = { signal: options.signal };
  let fit: PredictionFitOutput;
  let accuracy: number | null;
  let markersUsed: number;
  try {
    const parts = await Promise.all(
      splitGramRows(matrix.n, matrix.n >= 256 ? genomePool.maxWorkers : 1).map((rows) =>
        genomePool.run(GRAM_PART, [{ matrix, rows }], signal),
      ),
    );
    options.progress(70);
    const gram = assembleCentredGram(parts);
    if (!(gram.sumTwoPq > 0)) throw new StatsError('notEnoughData', 'monomorphic panel');
    markersUsed = gram.markers;
    const relationship = gram.values.map((v) => v / gram.sumTwoPq);
    ({ fit, accuracy } = await runPredictionFit(
      { y, relationship },
      row.parameters.folds,
      options.signal,
    ));
  } catch (error) {
    if (error instanceof StatsError)
      return { status: 'failed', errors: [jobProblem('genomePrediction.notFitted')] };
    throw error;
  }
  options.progress(95);
  const predicted = lines.map(
    (line, i): PredictedLine => ({
      line_id: line.lineId,
      line_name: line.lineName,
      sample: line.sample,
      observed: line.mean,
      n_plots: line.plots,
      gebv: fit.mean + (fit.blup[i] as number),
      se: fit.se[i] as number,
      reliability: Math.min(1, Math.max(0, fit.reliability[i] as number)),
      lower: fit.mean + (fit.lower[i] as number),
      upper: fit.mean + (fit.upper[i] as number),
      has_phenotype: line.mean !== null,
    }),
  );
  const result: PredictionResult & { n: number } = {
    // `n` feeds the list's `lines` column (analysis-access.ts reads result->>'n')
    n: lines.length,
    summary: {
      lines: lines.length,
      phenotyped,
      markers_used: markersUsed,
      mean: fit.mean,
      sigma2_g: fit.genetic,
      sigma2_e: fit.residual,
      h2: fit.heritability,
      cv_accuracy: accuracy,
      cv_folds: row.parameters.folds,
    },
    lines: predicted,
  };
  await db.update(genomeAnalyses).set({ result }).where(eq(genomeAnalyses.id, input.analysisId));
  return { status: 'success', result: { analysis_id: input.analysisId } };
}

/** Tells the creator the prediction ended (`phenotype_prediction`, in the request's language). */
async function announce(db: Db, bus: EventBus, userId: number, input: PredictionJobInput) {
  const [row] = await queryRows<{
    name: string;
    result: (PredictionResult & { n: number }) | null;
  }>(db, sql`select name, result from genome_analyses where id = ${input.analysisId}`);
  if (!row) return;
  const summary = row.result?.summary;
  await notify(db, bus, {
    userId,
    type: 'phenotype_prediction',
    status: summary ? 'success' : 'failed',
    title: translate(
      summary ? 'genomePrediction.done' : 'genomePrediction.failed',
      input.language,
      {
        name: row.name,
      },
    ),
    message: summary
      ? translate('genomePrediction.doneMessage', input.language, {
          lines: summary.lines,
          unphenotyped: summary.lines - summary.phenotyped,
          h2: summary.h2.toFixed(2),
        })
      : '',
  });
}

/** Registers the prediction job (decision 054). */
export function registerPredictionJob(jobs: Jobs, deps: { db: Db; bus: EventBus }): void {
  jobs.register<PredictionJobInput>(PREDICTION_JOB_KIND, {
    handler: (job) =>
      runPrediction(job.db, job.input, { signal: job.signal, progress: job.progress }),
    onFinish: async (job, input) => {
      if (job.createdBy === null || job.status === 'cancelled') return;
      await announce(deps.db, deps.bus, job.createdBy, input);
    },
  });
}
