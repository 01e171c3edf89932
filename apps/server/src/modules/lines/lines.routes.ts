import {
  Genealogy,
  LineSummary,
  UpdateGenealogyBody,
  UpdateLineBody,
} from '@plotline/contract/plots';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getLineFor } from '../../platform/auth/policy.ts';
import { setLineParents } from './set-line-parents.ts';

const TAGS = ['lines'];

/**
 * Lines: variety flag (`line_table_list/`) and parents (`lines_genealogy/`). Both change the
 * line, so they need write access to a season where it grows, or owning it (decision 026).
 */
export const linesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.patch(
    '/plotline_db/line_table_list/',
    { schema: { tags: TAGS, body: UpdateLineBody, response: { 200: LineSummary } } },
    async (request) => {
      const line = await getLineFor(db, requireUser(request), request.body.line_id, 'write');
      await db.update(lines).set({ isSort: request.body.is_sort }).where(eq(lines.id, line.id));
      return { line_id: line.id, line_name: line.name, is_sort: request.body.is_sort };
    },
  );

  app.patch(
    '/plotline_db/lines_genealogy/',
    { schema: { tags: TAGS, body: UpdateGenealogyBody, response: { 200: Genealogy } } },
    async (request) => {
      const user = requireUser(request);
      const { spec_id, line_id, mother, father } = request.body;
      const line = await getLineFor(db, user, line_id, 'write');
      if (line.cropId !== spec_id) throw new AppError('NOT_FOUND');
      await db.transaction((tx) =>
        setLineParents(tx, {
          cropId: line.cropId,
          lineId: line.id,
          lineName: line.name,
          mother,
          father,
          createdBy: user.id,
        }),
      );
      const mothers = alias(lines, 'mothers');
      const fathers = alias(lines, 'fathers');
      const [row] = await db
        .select({
          line_id: lines.id,
          mother: mothers.name,
          mother_id: mothers.id,
          father: fathers.name,
          father_id: fathers.id,
        })
        .from(lines)
        .leftJoin(mothers, eq(mothers.id, lines.motherId))
        .leftJoin(fathers, eq(fathers.id, lines.fatherId))
        .where(and(eq(lines.id, line.id)));
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
  );
};
