import { PrimerRow, PrimersQuery } from '@plotline/contract/create-line';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor } from '../../platform/auth/policy.ts';
import { transliterate } from '../../platform/excel/transliterate.ts';
import { getPlannedLineFor } from './delete-planned-line.ts';
import { listCataloguePrimers, listPlannedLinePrimers, primersCsv } from './list-primers.ts';

/**
 * `user_primers_list/` (spec §7, issue 19): the primers to check a planned line's changes in
 * the lab, or every catalogue marker's, as JSON or a CSV attachment.
 */
export const primersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/user_primers_list/',
    {
      schema: {
        tags: ['genome'],
        summary: 'Primers of a planned line’s changed markers, or of the whole catalogue',
        description:
          'With `line_id` (a planned line of the crop the caller sees, 404 otherwise): each ' +
          'changed marker with its primers, flanks and target pair; without: every catalogue ' +
          'marker with a primer. `format=csv` answers the same rows as an attachment.',
        querystring: PrimersQuery,
        response: {
          200: {
            description: 'the rows, or the CSV attachment',
            content: {
              'application/json': { schema: z.array(PrimerRow) },
              'text/csv': { schema: z.string() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { spec_id, line_id, format } = request.query;
      const crop = await getCropFor(db, user, spec_id);
      let rows: PrimerRow[];
      let file = 'primers';
      if (line_id === undefined) rows = await listCataloguePrimers(db, crop.id);
      else {
        const line = await getPlannedLineFor(db, user, line_id);
        if (line.crop_id !== crop.id) throw new AppError('NOT_FOUND');
        rows = await listPlannedLinePrimers(db, line.id);
        file = `primers_${transliterate(line.name)}`;
      }
      if (format === 'json') return reply.type('application/json; charset=utf-8').send(rows);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}.csv"`)
        .send(primersCsv(rows));
    },
  );
};
