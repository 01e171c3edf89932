import { API_PATHS } from '@plotline/contract/api-paths';
import {
  GenomeFilesSummary,
  GenomeFilesSummaryQuery,
} from '@plotline/contract/genome-files-summary';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { genomeFiles } from '../../db/schema/genome.ts';
import { plots } from '../../db/schema/plots.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';

/** How concerning a status is: the summary names the highest (failed > uploading > processing > success). */
const CONCERN = sql<number>`max(case ${genomeFiles.status}
  when 'failed' then 3 when 'uploading' then 2 when 'processing' then 1 else 0 end)`;
const BY_CONCERN = ['success', 'processing', 'uploading', 'failed'] as const;

/**
 * The plot table's "Files" column (issue 17): per plot of a season, how many sequencing files
 * it has and the most concerning of their statuses; one grouped query over the season's plots.
 */
export const genomeFilesSummaryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `/${API_PATHS.genomeFilesSummary}`,
    {
      schema: {
        tags: ['genome files'],
        summary: "A season's plots with sequencing files: count and worst status",
        description:
          'Only plots with at least one file. Worst: failed, then uploading, then processing, ' +
          "then success. Needs the season's read.",
        querystring: GenomeFilesSummaryQuery,
        response: { 200: GenomeFilesSummary },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const season = await getFieldYearFor(db, user, request.query.year_id, 'read');
      const rows = await db
        .select({
          plotId: genomeFiles.plotId,
          count: sql<number>`count(*)::int`,
          concern: sql<number>`${CONCERN}::int`,
        })
        .from(genomeFiles)
        .innerJoin(plots, eq(plots.id, genomeFiles.plotId))
        .where(eq(plots.fieldYearId, season.id))
        .groupBy(genomeFiles.plotId)
        .orderBy(genomeFiles.plotId);
      return rows.map((row) => ({
        plot_id: row.plotId,
        count: row.count,
        worst_status: BY_CONCERN[row.concern] ?? 'success',
      }));
    },
  );
};
