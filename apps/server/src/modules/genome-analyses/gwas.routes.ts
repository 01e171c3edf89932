import {
  GenomeAnalysisJob,
  GwasAnalysis,
  GwasAnalysisBody,
  GwasAnalysisSummary,
  type GwasParameters,
  RefreshGwasBody,
} from '@plotline/contract/genome-analyses';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { features, genomeAnalyses, regions } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { fieldYearsVisibleTo, getCropFor } from '../../platform/auth/policy.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { getJobFor } from '../../platform/jobs/get-job-for.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import { presentJob } from '../../platform/jobs/present-job.ts';
import { getMatrixFor } from '../genotype-matrices/matrix-access.ts';
import { readableSeasons } from '../statistics/read-trial.ts';
import { getAnalysisFor, gwasOf } from './analysis-access.ts';
import { analysisReadRoutes } from './analysis-routes.ts';
import { GWAS_JOB_KIND, type GwasJobInput } from './gwas-job.ts';

const TAGS = ['genome'];
const ANSWER_WAIT_MS = 2000;

/**
 * The seasons whose plots give the phenotypes: the asked ones (each readable, of the crop;
 * 404 otherwise), else every season of the crop the user reads.
 */
async function resolveSeasons(
  db: Db,
  user: CurrentUser,
  cropId: number,
  asked: readonly number[],
): Promise<number[]> {
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

/**
 * GWAS (issue 19, decision 054; spec §7 `gwas_analysis/`, `refresh_gwas_analysis/`): start a
 * scan of a matrix's lines against a trait as a job, re-run it, list and read them.
 */
export const gwasRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs }> = async (
  app,
  { db, jobs },
) => {
  /** Submits the analysis's job and answers it as the start's 201. */
  async function start(
    user: CurrentUser,
    analysisId: number,
    yearIds: number[],
    language: 'ru' | 'en' | 'it' | 'es',
  ) {
    const jobId = await jobs.submit<GwasJobInput>({
      kind: GWAS_JOB_KIND,
      createdBy: user.id,
      input: { analysisId, yearIds, fileKey: null },
    });
    await db
      .update(genomeAnalyses)
      .set({ jobId, result: null })
      .where(eq(genomeAnalyses.id, analysisId));
    await jobs.waitFor(jobId, ANSWER_WAIT_MS);
    const job = presentJob(await getJobFor(db, user, jobId), language);
    return {
      analysis_id: analysisId,
      job_id: job.job_id,
      status: job.status,
      progress: job.progress,
      errors: job.errors,
    };
  }

  app.post(
    '/plotline_db/gwas_analysis/',
    {
      schema: {
        tags: TAGS,
        summary: 'Start a GWAS of a genotype matrix’s lines against a trait',
        description:
          'Each line matched to a sample has its mean of the trait over the seasons’ plots; the ' +
          'scan is single-marker (plink --glm) or the mixed model with the VanRaden GRM (P3D, ' +
          'rrBLUP GWAS), principal components as covariates when asked; the effects of the ' +
          'crop catalogue’s markers are saved as the trait’s weights for the region. A job: 201 ' +
          'with it (cancel `jobs/{id}/cancel/`). Anyone who sees the crop and the matrix.',
        body: GwasAnalysisBody,
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
      if (body.region_id !== undefined) {
        const [region] = await db
          .select({ id: regions.id })
          .from(regions)
          .where(eq(regions.id, body.region_id));
        if (!region) throw fieldError('region_id', 'genomeAnalyses.noSuchRegion');
      }
      const yearIds = await resolveSeasons(db, user, body.spec_id, body.year_ids ?? []);
      const parameters: GwasParameters = {
        feature: body.feature,
        year_ids: [...new Set(body.year_ids ?? [])],
        region_id: body.region_id ?? null,
        model: body.model,
        min_maf: body.min_maf,
        components: body.components,
      };
      const name = body.name?.trim() || `${body.feature} · ${matrix.name}`;
      const [created] = await db
        .insert(genomeAnalyses)
        .values({
          cropId: body.spec_id,
          matrixId: matrix.id,
          kind: 'gwas',
          name,
          parameters,
          createdBy: user.id,
        })
        .returning({ id: genomeAnalyses.id });
      const answer = await start(user, created?.id ?? 0, yearIds, requestLanguage(request));
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/plotline_db/refresh_gwas_analysis/',
    {
      schema: {
        tags: TAGS,
        summary: 'Run a GWAS again on today’s data',
        description:
          'The same parameters, the seasons resolved again for the caller; the result and the ' +
          'saved weights are replaced when the job succeeds. Anyone who sees the analysis.',
        body: RefreshGwasBody,
        response: { 201: GenomeAnalysisJob },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { summary } = gwasOf(
        await getAnalysisFor(db, user, request.body.analysis_id, 'read', 'en', 'gwas'),
      );
      if (summary.status === 'pending' || summary.status === 'processing')
        throw fieldError('analysis_id', 'genomeAnalyses.running');
      const yearIds = await resolveSeasons(db, user, summary.crop_id, summary.parameters.year_ids);
      const answer = await start(user, summary.id, yearIds, requestLanguage(request));
      return reply.code(201).send(answer);
    },
  );

  analysisReadRoutes(app, db, {
    kind: 'gwas',
    path: '/plotline_db/gwas_analysis/',
    tags: TAGS,
    list: { summary: 'The crop’s GWAS runs, newest first', response: z.array(GwasAnalysisSummary) },
    one: { summary: 'One GWAS with its result', response: GwasAnalysis },
    shape: gwasOf,
  });
};
