import { IdParams } from '@plotline/contract/common';
import { GenomeAnalysisListQuery } from '@plotline/contract/genome-analyses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor } from '../../platform/auth/policy.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { getAnalysisFor, listAnalyses } from './analysis-access.ts';

/** One analysis as analysis-access presents it, before its kind's wire shape. */
type PresentedAnalysis = Awaited<ReturnType<typeof getAnalysisFor>>;

/** How one kind of genome analysis is listed and read. */
export type AnalysisReads<Summary extends { status: string }, Result> = {
  kind: 'structure' | 'gwas' | 'prediction';
  /** The list's path; one analysis is `${path}:id/`. */
  path: string;
  tags: string[];
  list: { summary: string; description?: string; response: z.ZodType };
  one: { summary: string; response: z.ZodType };
  /** The kind's wire shape of a presented row (structureOf, gwasOf…). */
  shape: (row: PresentedAnalysis) => { summary: Summary; result: Result | null };
};

/**
 * The two read routes every kind of genome analysis has (decision 054): `GET path` — the
 * crop's analyses of the kind, newest first, for anyone who sees the crop — and
 * `GET path:id/` — one of them with its result (null until it succeeded); 404 out of sight or
 * of another kind.
 */
export function analysisReadRoutes<Summary extends { status: string }, Result>(
  app: FastifyInstance,
  db: Db,
  reads: AnalysisReads<Summary, Result>,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    reads.path,
    {
      schema: {
        tags: reads.tags,
        summary: reads.list.summary,
        ...(reads.list.description ? { description: reads.list.description } : {}),
        querystring: GenomeAnalysisListQuery,
        response: { 200: reads.list.response },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await getCropFor(db, user, request.query.spec_id);
      const query = { cropId: request.query.spec_id, kind: reads.kind };
      const rows = await listAnalyses(db, user, query, requestLanguage(request));
      return rows.map((row) => reads.shape(row).summary);
    },
  );
  typed.get(
    `${reads.path}:id/`,
    {
      schema: {
        tags: reads.tags,
        summary: reads.one.summary,
        params: IdParams,
        response: { 200: reads.one.response },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const language = requestLanguage(request);
      const { summary, result } = reads.shape(
        await getAnalysisFor(db, user, request.params.id, 'read', language, reads.kind),
      );
      return { ...summary, result: summary.status === 'success' ? result : null };
    },
  );
}
