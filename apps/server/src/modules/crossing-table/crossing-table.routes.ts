import { CrossResult, CrossResultBody } from '@plotline/contract/crossing-table';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { computeCrossTable } from './compute-cross-table.ts';
import { crossTableCsv } from './cross-table-csv.ts';

const TAGS = ['genome'];
const DESCRIPTION =
  'Progeny are DH/RIL lines of the F1 (each locus fixed for one F1 allele at ½); per trait ' +
  'mean = baseline + Σ effect × (E[dose] − panel mean), SD = √Σ effect² × Var[dose] (loci ' +
  'independent), UC = mean + i·SD, P(beat) = 1 − Φ((check − mean)/SD); for the ' +
  '`lower_is_better` traits UC = mean − i·SD, P(beat) = Φ((check − mean)/SD) and mean and UC ' +
  'rank lowest first. Weights are the ' +
  'region’s (else all-regions; hand-entered before GWAS). Anyone who reads the crop; the ' +
  'parents are the lines they read.';

/**
 * The crossing table (issue 19, decision 054; spec §2, §7 `cross_result/`, `cross_result_csv/`):
 * a computation over the readable lines' genotypes and the crop's marker weights.
 */
export const crossingTableRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/plotline_db/cross_result/',
    {
      schema: {
        tags: TAGS,
        summary: 'The predicted progeny of every cross of mothers × fathers, best first',
        description: DESCRIPTION,
        body: CrossResultBody,
        response: { 200: CrossResult },
      },
    },
    async (request) => {
      const table = await computeCrossTable(db, requireUser(request), request.body);
      return { ...table, crosses: table.crosses.slice(0, request.body.limit) };
    },
  );

  app.post(
    '/plotline_db/cross_result_csv/',
    {
      schema: {
        tags: TAGS,
        summary: 'The crossing table as a CSV file (every cross)',
        description: `${DESCRIPTION} RFC 4180 CSV (commas), UTF-8 with a BOM; \`limit\` is ignored.`,
        body: CrossResultBody,
        response: {
          200: {
            description: 'the table, as an attachment',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const table = await computeCrossTable(db, requireUser(request), request.body);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="crossing_table.csv"')
        .send(crossTableCsv(table, requestLanguage(request)));
    },
  );
};
