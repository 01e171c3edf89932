import { IdParams } from '@plotline/contract/common';
import { GenomeAnalysisJob } from '@plotline/contract/genome-analyses';
import {
  Prediction,
  PredictionBody,
  PredictionDownloadQuery,
  type PredictionParameters,
  type PredictionResult,
  PredictionSummary,
} from '@plotline/contract/genome-prediction';
import { XlsxFile } from '@plotline/contract/imports';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { features, genomeAnalyses } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { fieldYearsVisibleTo, getCropFor } from '../../platform/auth/policy.ts';
import { sendWorkbook, XLSX_CONTENT_TYPE } from '../../platform/excel/send-workbook.ts';
import { transliterate } from '../../platform/excel/transliterate.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { getJobFor } from '../../platform/jobs/get-job-for.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import { presentJob } from '../../platform/jobs/present-job.ts';
import { getMatrixFor } from '../genotype-matrices/matrix-access.ts';
import { readableSeasons } from '../statistics/read-trial.ts';
import { getAnalysisFor } from './analysis-access.ts';
import { analysisReadRoutes } from './analysis-routes.ts';
import { PREDICTION_JOB_KIND, type PredictionJobInput } from './prediction-job.ts';

const TAGS = ['genome'];
const ANSWER_WAIT_MS = 2000;

/** The prediction in the wire shape (kind checked by the query). */
function predictionOf(row: Awaited<ReturnType<typeof getAnalysisFor>>) {
  const summary = {
    ...row.base,
    kind: 'prediction' as const,
    parameters: row.base.parameters as PredictionParameters,
    lines: row.lines,
  };
  return { summary, result: row.result as PredictionResult | null };
}

/**
 * The seasons whose plots give the phenotypes (as the GWAS's): the asked ones (each readable, of
 * the crop; 404 otherwise), else every season of the crop the user reads.
 */
async function resolveSeasons(db: Db, user: CurrentUser, cropId: number, asked: number[]) {
  if (asked.length > 0) {
    const seasons = await readableSeasons(db, user, [...new Set(asked)]);
    if (seasons.some((season) => season.cropId !== cropId))
      throw fieldError('year_ids', 'genomeAnalyses.otherCrop');
    return seasons.map((season) => season.id);
  }
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select field_years.id from field_years join fields on fields.id = field_years.field_id
      where fields.crop_id = ${cropId} and ${fieldYearsVisibleTo(user, 'read')}`,
  );
  return rows.map((row) => row.id);
}

/** The download's columns, in the table's order. */
const COLUMNS = [
  'line',
  'sample',
  'observed',
  'n_plots',
  'predicted',
  'se',
  'reliability',
  'lower_95',
  'upper_95',
] as const;

/**
 * Genomic prediction (issue 19, decision 054; spec §2 predicted phenotypes): start a GBLUP of a
 * matrix's lines for a trait as a job, list and read them, download the per-line table.
 */
export const predictionRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs }> = async (
  app,
  { db, jobs },
) => {
  const base = '/plotline_db/genome_prediction/';

  app.post(
    base,
    {
      schema: {
        tags: TAGS,
        summary: 'Start a genomic prediction (GBLUP) of a genotype matrix’s lines for a trait',
        description:
          'Each line matched to a sample has its mean of the trait over the seasons’ plots (or ' +
          'none); GBLUP with the VanRaden GRM over every genotyped line (REML, rrBLUP ' +
          'mixed.solve) predicts all of them, with reliability and a 95 % interval, and a k-fold ' +
          'cross-validation gives the accuracy. A job: 201 with it (cancel `jobs/{id}/cancel/`); ' +
          'its creator is notified (`phenotype_prediction`). Anyone who sees the crop and matrix.',
        body: PredictionBody,
        response: { 201: GenomeAnalysisJob },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      await getCropFor(db, user, body.spec_id);
      const matrix = await getMatrixFor(db, user, body.matrix_id, 'read');
      if (matrix.cropId !== body.spec_id) throw fieldError('matrix_id', 'genomeAnalyses.otherCrop');
      const [feature] = await db
        .select({ id: features.id })
        .from(features)
        .where(and(eq(features.cropId, body.spec_id), eq(features.name, body.feature)));
      if (!feature)
        throw fieldError('feature', 'genomeAnalyses.noSuchFeature', { feature: body.feature });
      const yearIds = await resolveSeasons(db, user, body.spec_id, body.year_ids ?? []);
      const parameters: PredictionParameters = {
        feature: body.feature,
        year_ids: [...new Set(body.year_ids ?? [])],
        folds: body.folds,
      };
      const [created] = await db
        .insert(genomeAnalyses)
        .values({
          cropId: body.spec_id,
          matrixId: matrix.id,
          kind: 'prediction',
          name: body.name?.trim() || `${body.feature} · ${matrix.name}`,
          parameters,
          createdBy: user.id,
        })
        .returning({ id: genomeAnalyses.id });
      const analysisId = created?.id ?? 0;
      const language = requestLanguage(request);
      const jobId = await jobs.submit<PredictionJobInput>({
        kind: PREDICTION_JOB_KIND,
        createdBy: user.id,
        input: { analysisId, yearIds, language, fileKey: null },
      });
      await db.update(genomeAnalyses).set({ jobId }).where(eq(genomeAnalyses.id, analysisId));
      await jobs.waitFor(jobId, ANSWER_WAIT_MS);
      const job = presentJob(await getJobFor(db, user, jobId), language);
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
    kind: 'prediction',
    path: base,
    tags: TAGS,
    list: {
      summary: 'The crop’s genomic predictions, newest first',
      response: z.array(PredictionSummary),
    },
    one: { summary: 'One genomic prediction with its per-line result', response: Prediction },
    shape: predictionOf,
  });

  app.get(
    `${base}:id/download/`,
    {
      schema: {
        tags: TAGS,
        summary: 'The per-line predictions as a file',
        description:
          'CSV (comma) or .xlsx: line, sample, observed mean (empty: no phenotype), plots, ' +
          'predicted value, SE, reliability, 95 % interval. 404 before the prediction is done.',
        params: IdParams,
        querystring: PredictionDownloadQuery,
        response: {
          200: {
            description: 'the table, as an attachment',
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
      const { summary, result } = predictionOf(
        await getAnalysisFor(db, user, request.params.id, 'read', 'en', 'prediction'),
      );
      if (summary.status !== 'success' || !result) throw new AppError('NOT_FOUND');
      const rows = result.lines.map((line) => [
        line.line_name,
        line.sample,
        line.observed,
        line.n_plots,
        line.gebv,
        line.se,
        line.reliability,
        line.lower,
        line.upper,
      ]);
      const file = `prediction_${transliterate(summary.name)}`;
      if (request.query.format === 'xlsx') {
        return sendWorkbook(reply, `${file}.xlsx`, async (workbook) => {
          const sheet = workbook.addWorksheet('prediction');
          sheet.addRow([...COLUMNS]).commit();
          for (const row of rows) sheet.addRow(row).commit();
        });
      }
      const cell = (value: string | number | null) => {
        if (value === null) return '';
        const text = String(value);
        return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
      };
      const text = [COLUMNS.join(','), ...rows.map((row) => row.map(cell).join(','))].join('\n');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}.csv"`)
        .send(`${text}\n`);
    },
  );
};
