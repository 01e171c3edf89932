import {
  Brush,
  BrushListQuery,
  BrushSummary,
  CreateBrushBody,
  UpdateBrushBody,
} from '@plotline/contract/brushes';
import { IdParams } from '@plotline/contract/common';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { brushes } from '../../db/schema.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getPlotFor } from '../../platform/auth/policy.ts';
import { brushValuesRoutes } from './brush-values.routes.ts';
import { getBrushFor } from './get-brush-for.ts';
import { listBrushes } from './list-brushes.ts';
import { createBrush, renameBrush } from './save-brush.ts';

const TAGS = ['brushes'];
const UNIQUE_NAME = 'Names are unique in the plot (trimmed, exact case).';

/** Plant rows (brushes) of plots: `brush_table/` and the per-row values (spec §3 Brush). */
export const brushesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/brush_table/',
    {
      schema: {
        tags: TAGS,
        description: 'The plot’s plant rows by name, with their values.',
        querystring: BrushListQuery,
        response: { 200: z.array(Brush) },
      },
    },
    async (request) => {
      const plot = await getPlotFor(db, requireUser(request), request.query.plot_id, 'read');
      return listBrushes(db, plot.id);
    },
  );

  app.post(
    '/plotline_db/brush_table/',
    {
      schema: {
        tags: TAGS,
        description: UNIQUE_NAME,
        body: CreateBrushBody,
        response: { 201: BrushSummary },
      },
    },
    async (request, reply) => {
      const plot = await getPlotFor(db, requireUser(request), request.body.plot, 'write');
      return reply.code(201).send(await createBrush(db, plot.id, request.body.brush_name));
    },
  );

  app.patch(
    '/plotline_db/brush_table/:id/',
    {
      schema: {
        tags: TAGS,
        description: UNIQUE_NAME,
        params: IdParams,
        body: UpdateBrushBody,
        response: { 200: BrushSummary },
      },
    },
    async (request) => {
      const brush = await getBrushFor(db, requireUser(request), request.params.id, 'write');
      return renameBrush(db, brush.id, request.body.brush_name);
    },
  );

  app.delete(
    '/plotline_db/brush_table/:id/',
    {
      schema: {
        tags: TAGS,
        description: 'Deletes the plant row with its values.',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const brush = await getBrushFor(db, requireUser(request), request.params.id, 'write');
      await db.delete(brushes).where(eq(brushes.id, brush.id));
      return reply.code(204).send();
    },
  );

  await app.register(brushValuesRoutes, { db });
};
