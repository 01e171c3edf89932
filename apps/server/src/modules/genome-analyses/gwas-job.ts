import type { GwasParameters, GwasResult } from '@plotline/contract/genome-analyses';
import { StatsError } from '@plotline/stats/errors';
import { assembleCentredGram, splitGramRows } from '@plotline/stats/genome/structure/centred-gram';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { genomeAnalyses } from '../../db/schema.ts';
import { defineComputeTask } from '../../platform/compute/compute-task.ts';
import { type JobOutcome, jobProblem } from '../../platform/jobs/job-types.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import { isFlipped } from '../marker-weights/allele-dose.ts';
import { readPlotVariables } from '../statistics/read-plot-variables.ts';
import type { GwasTaskOutput } from './compute-gwas.ts';
import { genomePool } from './genome-pool.ts';
import type { computeGramPart } from './gram-part-task.ts';
import { readSampleCalls } from './read-sample-calls.ts';
import { runGwasScan } from './run-gwas-scan.ts';

/** The job kind of a GWAS (decision 054). */
export const GWAS_JOB_KIND = 'genome.gwas';

/** The seasons whose plots give the phenotypes, resolved (and checked) at the start. */
export type GwasJobInput = { analysisId: number; yearIds: number[]; fileKey?: null };

/** Fewer lines with a genotype and a phenotype than this: no scan. */
export const GWAS_MIN_LINES = 10;

const GRAM_PART = defineComputeTask<typeof computeGramPart>(
  new URL('./gram-part-task.ts', import.meta.url),
  'computeGramPart',
);

type GwasRow = {
  cropId: number;
  matrixId: number;
  parameters: GwasParameters;
  chunkMarkers: number;
  markerCount: number;
  featureId: number | null;
};

/** Each matched line's first sample with the line's mean of the feature over the seasons. */
async function phenotypedSamples(db: Db, row: GwasRow, yearIds: readonly number[]) {
  const samples = await queryRows<{ idx: number; lineId: number }>(
    db,
    sql`select distinct on (line_id) idx, line_id as "lineId" from genotype_matrix_samples
      where matrix_id = ${row.matrixId} and line_id is not null order by line_id, idx`,
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
    .flatMap((sample) => {
      const entry = sums.get(sample.lineId);
      return entry ? [{ idx: sample.idx, y: entry.sum / entry.count }] : [];
    })
    .sort((a, b) => a.idx - b.idx);
}

/** Saves the catalogue markers' effects as the trait's `gwas` weights (decision 054). */
async function saveWeights(
  db: Db,
  row: GwasRow,
  analysisId: number,
  scan: { beta: Float64Array; se: Float64Array; p: Float64Array; n: number },
): Promise<number> {
  if (row.featureId === null) return 0;
  const markers = await queryRows<{
    idx: number;
    mutationId: number;
    ref: string;
    alt: string;
    catalogueRef: string;
    catalogueAlt: string;
  }>(
    db,
    sql`select g.idx, g.mutation_id as "mutationId", g.ref, g.alt,
        mu.ref_allele as "catalogueRef", mu.alt_allele as "catalogueAlt"
      from genotype_matrix_markers g join mutations mu on mu.id = g.mutation_id
      where g.matrix_id = ${row.matrixId} order by g.idx`,
  );
  const rows = markers.filter((marker) => Number.isFinite(scan.beta[marker.idx]));
  if (rows.length === 0) return 0;
  // effects are per dose of the catalogue's ALT: a site counting the other allele turns the sign
  const sign = (m: (typeof rows)[number]) =>
    isFlipped({ ref: m.catalogueRef, alt: m.catalogueAlt }, { ref: m.ref, alt: m.alt }) ? -1 : 1;
  const column = (pick: (idx: number) => number, signed = false) =>
    sql.param(rows.map((m) => pick(m.idx) * (signed ? sign(m) : 1)));
  await db.execute(sql`
    insert into marker_effects (crop_id, mutation_id, feature_id, region_id, source, effect, se,
      p_value, n, analysis_id, updated_at)
    select ${row.cropId}, u.mutation_id, ${row.featureId}, ${row.parameters.region_id}::int, 'gwas',
      u.effect, u.se, u.p, ${scan.n}, ${analysisId}, now()
    from unnest(${sql.param(rows.map((m) => m.mutationId))}::int[],
      ${column((i) => scan.beta[i] as number, true)}::float8[],
      ${column((i) => scan.se[i] as number)}::float8[],
      ${column((i) => scan.p[i] as number)}::float8[]) as u(mutation_id, effect, se, p)
    on conflict on constraint marker_effects_key do update set effect = excluded.effect,
      se = excluded.se, p_value = excluded.p_value, n = excluded.n,
      analysis_id = excluded.analysis_id, updated_at = now()`);
  return rows.length;
}

const finiteOrNull = (values: Float64Array) =>
  Array.from(values, (v) => (Number.isFinite(v) ? v : null));

/**
 * Runs a GWAS: the lines' phenotypes, their calls at every marker, the Gram matrix's row parts
 * on the genome pool, the scan on its workers (`runGwasScan`); the result in the row and the catalogue markers'
 * effects as the trait's weights. Too few lines end the job `failed` with a translated problem.
 */
export async function runGwasAnalysis(
  db: Db,
  input: GwasJobInput,
  options: { signal: AbortSignal; progress: (pct: number) => void },
): Promise<JobOutcome> {
  const [row] = await queryRows<GwasRow>(
    db,
    sql`select a.crop_id as "cropId", a.matrix_id as "matrixId", a.parameters,
        m.chunk_markers as "chunkMarkers", m.marker_count as "markerCount",
        (select f.id from features f where f.crop_id = a.crop_id
          and f.name = a.parameters->>'feature' limit 1) as "featureId"
      from genome_analyses a join genotype_matrices m on m.id = a.matrix_id
      where a.id = ${input.analysisId}`,
  );
  if (!row) return { status: 'failed', errors: [jobProblem('genomeAnalyses.gone')] };
  const lines = await phenotypedSamples(db, row, input.yearIds);
  if (lines.length < GWAS_MIN_LINES)
    return {
      status: 'failed',
      errors: [
        {
          ...jobProblem('genomeAnalyses.fewLines'),
          params: { count: lines.length, min: GWAS_MIN_LINES },
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
  let scan: GwasTaskOutput;
  try {
    const parts = await Promise.all(
      splitGramRows(matrix.n, matrix.n >= 256 ? genomePool.maxWorkers : 1).map((rows) =>
        genomePool.run(GRAM_PART, [{ matrix, rows }], { signal: options.signal }),
      ),
    );
    options.progress(75);
    const gram = assembleCentredGram(parts);
    scan = await runGwasScan(
      {
        matrix,
        y: Float64Array.from(lines, (line) => line.y),
        model: row.parameters.model,
        minMaf: row.parameters.min_maf,
        components: row.parameters.components,
        gram: { values: gram.values, sumTwoPq: gram.sumTwoPq },
      },
      options.signal,
    );
  } catch (error) {
    if (error instanceof StatsError)
      return { status: 'failed', errors: [jobProblem('genomeAnalyses.notAnalysable')] };
    throw error;
  }
  options.progress(95);
  const markers = await queryRows<{ name: string; chr: string; pos: number }>(
    db,
    sql`select name, chr, pos from genotype_matrix_markers where matrix_id = ${row.matrixId} order by idx`,
  );
  const saved = await saveWeights(db, row, input.analysisId, { ...scan, n: lines.length });
  const variance = scan.variance;
  const result: GwasResult = {
    n: lines.length,
    markers_tested: scan.tested,
    variance: variance && {
      ...variance,
      heritability: variance.genetic / (variance.genetic + variance.residual),
    },
    lambda: Number.isFinite(scan.lambda) ? scan.lambda : null,
    bonferroni: scan.bonferroni,
    fdr: Number.isFinite(scan.fdr) ? scan.fdr : null,
    markers: {
      name: markers.map((m) => m.name),
      chr: markers.map((m) => m.chr),
      pos: markers.map((m) => m.pos),
      beta: finiteOrNull(scan.beta),
      se: finiteOrNull(scan.se),
      p: finiteOrNull(scan.p),
      q: finiteOrNull(scan.q),
    },
    weights_saved: saved,
  };
  await db.update(genomeAnalyses).set({ result }).where(eq(genomeAnalyses.id, input.analysisId));
  return { status: 'success', result: { analysis_id: input.analysisId } };
}

/** Registers the GWAS job (decision 054). */
export function registerGwasJob(jobs: Jobs): void {
  jobs.register<GwasJobInput>(GWAS_JOB_KIND, {
    handler: (job) =>
      runGwasAnalysis(job.db, job.input, { signal: job.signal, progress: job.progress }),
  });
}
