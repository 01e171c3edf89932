import { IdParams } from '@plotline/contract/common';
import { MatrixImportResult } from '@plotline/contract/genotype-matrices';
import { ImportCounts, ImportJob } from '@plotline/contract/imports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../auth/authenticate.ts';
import { requestLanguage } from '../i18n/translate.ts';
import { getJobFor } from './get-job-for.ts';
import type { Jobs } from './jobs-service.ts';
import { presentJob } from './present-job.ts';

/**
 * A job as polled: an import's counts, or a VCF import's matrix (decision 046) — the matrix
 * first, since its fields are all required and ImportCounts would strip them.
 */
const AnyJob = ImportJob.extend({
  result: z
    .union([MatrixImportResult, ImportCounts])
    .nullable()
    .describe('counts (or the imported matrix) once the job succeeded, else null'),
});

/** How long a cancel waits for a running job to stop before answering. */
const CANCEL_WAIT_MS = 2000;

/**
 * `jobs/{id}/` (the state of a job, read from its row so any server answers) and
 * `jobs/{id}/cancel/` (decision 032). Only the job's creator reaches either; anyone else
 * gets 404.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs }> = async (
  app,
  { db, jobs },
) => {
  app.get(
    '/plotline_db/jobs/:id/',
    { schema: { tags: ['imports'], params: IdParams, response: { 200: AnyJob } } },
    async (request) => {
      const job = await getJobFor(db, requireUser(request), request.params.id);
      return presentJob(job, requestLanguage(request));
    },
  );

  app.post(
    '/plotline_db/jobs/:id/cancel/',
    {
      schema: {
        tags: ['imports'],
        summary: 'Cancel a job',
        description:
          'A pending job ends cancelled at once; a running one stops at its next check ' +
          '(nothing it did is kept) and the answer shows it cancelled when it stopped within ' +
          '2 s, else still processing (poll jobs/{id}/). A job that already ended is ' +
          'answered unchanged.',
        params: IdParams,
        response: { 200: AnyJob },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const job = await jobs.cancel(request.params.id, user);
      if (!job) throw new AppError('NOT_FOUND');
      if (job.status === 'processing') await jobs.waitFor(job.id, CANCEL_WAIT_MS);
      return presentJob(await getJobFor(db, user, job.id), requestLanguage(request));
    },
  );
};
