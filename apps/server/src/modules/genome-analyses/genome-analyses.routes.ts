import { IdParams } from '@plotline/contract/common';
import {
  DistanceDownloadQuery,
  DistanceView,
  GENOME_ANALYSIS_CALLS_MAX,
  GENOME_ANALYSIS_SAMPLES_MAX,
  GENOME_DISTANCE_VIEW_MAX,
  GenomeAnalysis,
  GenomeAnalysisJob,
  GenomeAnalysisSummary,
  StructureAnalysisBody,
  type StructureParameters,
} from '@plotline/contract/genome-analyses';
import { XlsxFile } from '@plotline/contract/imports';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { genomeAnalyses, genomeAnalysisData } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor } from '../../platform/auth/policy.ts';
import { sendWorkbook, XLSX_CONTENT_TYPE } from '../../platform/excel/send-workbook.ts';
import { transliterate } from '../../platform/excel/transliterate.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { getJobFor } from '../../platform/jobs/get-job-for.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import { presentJob } from '../../platform/jobs/present-job.ts';
import { getMatrixFor } from '../genotype-matrices/matrix-access.ts';
import { getAnalysisFor, structureOf } from './analysis-access.ts';
import { analysisReadRoutes } from './analysis-routes.ts';
import { STRUCTURE_JOB_KIND, type StructureJobInput } from './structure-job.ts';

const TAGS = ['genome'];
const base = '/plotline_db/genome_analyses/';
/** How long the start's answer waits for its job (a small panel comes back done). */
const ANSWER_WAIT_MS = 2000;

/** The stored distance matrix (Float32, n × n) and tip order of a finished analysis. */
async function readDistances(db: Db, id: number) {
  const rows = await queryRows<{ name: string; data: Buffer }>(
    db,
    sql`select name, data from genome_analysis_data where analysis_id = ${id}`,
  );
  const of = (name: string) => rows.find((row) => row.name === name)?.data;
  const values = of('distances');
  const order = of('tip_order');
  if (!values || !order) throw new AppError('NOT_FOUND');
  const copy = (buffer: Buffer) =>
    buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
  return { values: new Float32Array(copy(values)), order: new Int32Array(copy(order)) };
}

/**
 * Genome analyses (issue 19, decision 054): start a structure analysis of a genotype matrix
 * as a job, list and read them, the distance matrix (view and download), the tree, delete.
 */
export const genomeAnalysesRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs }> = async (
  app,
  { db, jobs },
) => {
  app.post(
    base,
    {
      schema: {
        tags: TAGS,
        summary: 'Start a population-structure analysis of a genotype matrix',
        description:
          'Filters the markers (MAF, call rate) over the chosen samples, then PCA of the ' +
          'mean-imputed dosages (prcomp), the VanRaden GRM summary, the distance matrix and a ' +
          'tree (NJ or UPGMA), as a job: 201 with it (poll `jobs/{id}/`, cancel ' +
          '`jobs/{id}/cancel/`). Anyone who sees the crop and the matrix; 404 otherwise.',
        body: StructureAnalysisBody,
        response: { 201: GenomeAnalysisJob },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      await getCropFor(db, user, body.spec_id);
      const matrix = await getMatrixFor(db, user, body.matrix_id, 'read');
      if (matrix.cropId !== body.spec_id) throw fieldError('matrix_id', 'genomeAnalyses.otherCrop');
      const sampleIdx = [...new Set(body.sample_idx ?? [])].sort((a, b) => a - b);
      const chosen =
        sampleIdx.length > 0 ? sampleIdx : Array.from({ length: matrix.sampleCount }, (_, i) => i);
      if (chosen.some((idx) => idx >= matrix.sampleCount))
        throw fieldError('sample_idx', 'genomeAnalyses.noSuchSample', {
          count: matrix.sampleCount,
        });
      if (chosen.length > GENOME_ANALYSIS_SAMPLES_MAX)
        throw fieldError('sample_idx', 'genomeAnalyses.tooManySamples', {
          max: GENOME_ANALYSIS_SAMPLES_MAX,
        });
      if (chosen.length < 3) throw fieldError('sample_idx', 'genomeAnalyses.fewSamples');
      if (chosen.length * matrix.markerCount > GENOME_ANALYSIS_CALLS_MAX)
        throw fieldError('sample_idx', 'genomeAnalyses.tooManyCalls', {
          markers: matrix.markerCount,
          max: Math.floor(GENOME_ANALYSIS_CALLS_MAX / matrix.markerCount),
        });
      const parameters: StructureParameters = {
        min_maf: body.min_maf,
        min_call_rate: body.min_call_rate,
        distance: body.distance,
        tree: body.tree,
        components: body.components,
        sample_count: chosen.length,
      };
      const name = body.name?.trim() || `${matrix.name} ${new Date().toISOString().slice(0, 10)}`;
      const [created] = await db
        .insert(genomeAnalyses)
        .values({
          cropId: body.spec_id,
          matrixId: matrix.id,
          kind: 'structure',
          name,
          parameters,
          createdBy: user.id,
        })
        .returning({ id: genomeAnalyses.id });
      const analysisId = created?.id ?? 0;
      const jobId = await jobs.submit<StructureJobInput>({
        kind: STRUCTURE_JOB_KIND,
        createdBy: user.id,
        input: { analysisId, sampleIdx: chosen, fileKey: null },
      });
      await db.update(genomeAnalyses).set({ jobId }).where(eq(genomeAnalyses.id, analysisId));
      await jobs.waitFor(jobId, ANSWER_WAIT_MS);
      const job = presentJob(await getJobFor(db, user, jobId), requestLanguage(request));
      return reply.code(201).send({
        analysis_id: analysisId,
        job_id: job.job_id,
        status: job.status,
        progress: job.progress,
        errors: job.errors,
      });
    },
  );

  analysisReadRoutes(app, db, {
    kind: 'structure',
    path: base,
    tags: TAGS,
    list: {
      summary: 'The crop’s genome analyses, newest first',
      description: 'Anyone who sees the crop; status and progress from each one’s job.',
      response: z.array(GenomeAnalysisSummary),
    },
    one: { summary: 'One genome analysis with its result', response: GenomeAnalysis },
    shape: structureOf,
  });

  app.get(
    `${base}:id/distances/`,
    {
      schema: {
        tags: TAGS,
        summary: 'The distance matrix for the heat map',
        description: `Samples in the tree’s tip order; at most ${GENOME_DISTANCE_VIEW_MAX} samples (400 beyond: download it). 404 before the analysis is done.`,
        params: IdParams,
        response: { 200: DistanceView },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { result } = structureOf(
        await getAnalysisFor(db, user, request.params.id, 'read', 'en', 'structure'),
      );
      if (!result) throw new AppError('NOT_FOUND');
      const n = result.samples.length;
      if (n > GENOME_DISTANCE_VIEW_MAX)
        throw fieldError('id', 'genomeAnalyses.tooLargeToView', { max: GENOME_DISTANCE_VIEW_MAX });
      const { values, order } = await readDistances(db, request.params.id);
      return {
        method: result.distance.method,
        names: Array.from(order, (i) => result.samples[i]?.name ?? ''),
        values: Array.from(order, (i) =>
          Array.from(order, (k) => {
            const v = values[i * n + k] as number;
            return Number.isFinite(v) ? v : null;
          }),
        ),
      };
    },
  );

  app.get(
    `${base}:id/distances/download/`,
    {
      schema: {
        tags: TAGS,
        summary: 'The distance matrix as a file',
        description: 'CSV (comma, the samples as header and first column) or .xlsx.',
        params: IdParams,
        querystring: DistanceDownloadQuery,
        response: {
          200: {
            description: 'the matrix, as an attachment',
            content: {
              [XLSX_CONTENT_TYPE]: { schema: XlsxFile },
              'text/csv': { schema: z.string() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { summary, result } = structureOf(
        await getAnalysisFor(db, user, request.params.id, 'read', 'en', 'structure'),
      );
      if (!result) throw new AppError('NOT_FOUND');
      const { values } = await readDistances(db, request.params.id);
      const names = result.samples.map((sample) => sample.name);
      const n = names.length;
      const file = `distances_${transliterate(summary.name)}`;
      if (request.query.format === 'xlsx') {
        return sendWorkbook(reply, `${file}.xlsx`, async (workbook) => {
          const sheet = workbook.addWorksheet(result.distance.method);
          sheet.addRow(['', ...names]).commit();
          for (let i = 0; i < n; i += 1)
            sheet.addRow([names[i], ...Array.from(values.subarray(i * n, i * n + n))]).commit();
        });
      }
      const quote = (text: string) =>
        /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
      const lines = [['', ...names].map(quote).join(',')];
      for (let i = 0; i < n; i += 1)
        lines.push(
          [quote(names[i] ?? ''), ...Array.from(values.subarray(i * n, i * n + n), String)].join(
            ',',
          ),
        );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}.csv"`)
        .send(`${lines.join('\n')}\n`);
    },
  );

  app.get(
    `${base}:id/newick/`,
    {
      schema: {
        tags: TAGS,
        summary: 'The tree as a Newick file',
        params: IdParams,
        response: {
          200: { description: 'the .nwk text', content: { 'text/plain': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { summary, result } = structureOf(
        await getAnalysisFor(db, user, request.params.id, 'read', 'en', 'structure'),
      );
      if (!result) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="tree_${transliterate(summary.name)}.nwk"`,
        )
        .send(`${result.tree.newick}\n`);
    },
  );

  app.delete(
    `${base}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a genome analysis',
        description:
          'Its creator, or who manages the crop’s shared data (heads, a company-less owner, the ' +
          'super admin); others of the tenant 403, another tenant 404. A running job is cancelled.',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { base: summary } = await getAnalysisFor(db, user, request.params.id, 'delete');
      if (
        summary.job_id !== null &&
        (summary.status === 'pending' || summary.status === 'processing')
      )
        await jobs.cancel(summary.job_id, user).catch(() => {});
      await db.delete(genomeAnalysisData).where(and(eq(genomeAnalysisData.analysisId, summary.id)));
      await db.delete(genomeAnalyses).where(eq(genomeAnalyses.id, summary.id));
      return reply.code(204).send(null);
    },
  );
};
