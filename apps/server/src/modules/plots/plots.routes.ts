import { IdParams } from '@plotline/contract/common';
import {
  ColoringData,
  ColoringDataQuery,
  CombinedPlots,
  CombinedPlotsQuery,
  Commentary,
  CreatedPlot,
  CreatedPlots,
  CreatePlotBody,
  CreatePlotByCoordBody,
  DeletePlotsBody,
  MovePlotsBody,
  PlotBrush,
  PlotIdQuery,
  PlotListQuery,
  PlotSummary,
  UpdatePlotBody,
} from '@plotline/contract/plots';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyInt } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { brushes, plots } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor, getPlotFor, getPlotsFor } from '../../platform/auth/policy.ts';
import { createPlotByCoord } from './create-plot-by-coord.ts';
import { createPlots } from './create-plots.ts';
import { listColoringData } from './list-coloring-data.ts';
import { listCombinedPlots } from './list-combined-plots.ts';
import { movePlots } from './move-plots.ts';
import { getPlotSummary, selectPlotSummaries, updatePlot } from './update-plot.ts';

const TAGS = ['plots'];

/** Plots (`plot_table/…`, `create_plot_by_coord/`, the combined table), api-contract §5. */
export const plotsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/plotline_db/plot_table/',
    { schema: { tags: TAGS, body: CreatePlotBody, response: { 201: CreatedPlots } } },
    async (request, reply) =>
      reply.code(201).send(await createPlots(db, requireUser(request), request.body)),
  );

  app.get(
    '/plotline_db/plot_table/',
    { schema: { tags: TAGS, querystring: PlotListQuery, response: { 200: z.array(PlotSummary) } } },
    async (request) => {
      const year = await getFieldYearFor(db, requireUser(request), request.query.year_id, 'read');
      if (year.fieldId !== request.query.field_id) throw new AppError('NOT_FOUND');
      return selectPlotSummaries(db, { fieldYearId: year.id });
    },
  );

  app.get(
    '/plotline_db/plot_table/get_commentary/',
    { schema: { tags: TAGS, querystring: PlotIdQuery, response: { 200: Commentary } } },
    async (request) => {
      const plot = await getPlotFor(db, requireUser(request), request.query.plot_id, 'read');
      const summary = await getPlotSummary(db, plot.id);
      return { plot_id: plot.id, comment: summary.comment };
    },
  );

  app.get(
    '/plotline_db/plot_table/:id/',
    {
      schema: {
        tags: TAGS,
        params: IdParams,
        response: { 200: PlotSummary.extend({ brushes: z.array(PlotBrush) }) },
      },
    },
    async (request) => {
      const plot = await getPlotFor(db, requireUser(request), request.params.id, 'read');
      const rows = await db
        .select({ brush_id: brushes.id, brush_name: brushes.name })
        .from(brushes)
        .where(eq(brushes.plotId, plot.id))
        .orderBy(brushes.name, brushes.id);
      return { ...(await getPlotSummary(db, plot.id)), brushes: rows };
    },
  );

  app.patch(
    '/plotline_db/plot_table/:id/',
    {
      schema: {
        tags: TAGS,
        params: IdParams,
        body: UpdatePlotBody,
        response: { 200: PlotSummary },
      },
    },
    async (request) => updatePlot(db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/plotline_db/plot_table/:id/',
    { schema: { tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const plot = await getPlotFor(db, requireUser(request), request.params.id, 'write');
      await db.delete(plots).where(eq(plots.id, plot.id));
      return reply.code(204).send();
    },
  );

  app.post(
    '/plotline_db/plot_table/delete_multiple/',
    {
      schema: {
        tags: TAGS,
        body: DeletePlotsBody,
        response: { 200: z.object({ deleted: z.number().int() }) },
      },
    },
    async (request) => {
      const found = await getPlotsFor(db, requireUser(request), request.body.plot_ids, 'write');
      const ids = found.map((plot) => plot.id);
      await db.delete(plots).where(anyInt(plots.id, ids));
      return { deleted: ids.length };
    },
  );

  app.post(
    '/plotline_db/plot_table/create_multiple/',
    { schema: { tags: TAGS, body: MovePlotsBody, response: { 201: CreatedPlots } } },
    async (request, reply) =>
      reply.code(201).send(await movePlots(db, requireUser(request), request.body)),
  );

  app.post(
    '/plotline_db/create_plot_by_coord/',
    { schema: { tags: TAGS, body: CreatePlotByCoordBody, response: { 201: CreatedPlot } } },
    async (request, reply) =>
      reply.code(201).send(await createPlotByCoord(db, requireUser(request), request.body)),
  );

  app.get(
    '/plotline_db/field_map_coloring_data/',
    { schema: { tags: TAGS, querystring: ColoringDataQuery, response: { 200: ColoringData } } },
    async (request) => {
      const year = await getFieldYearFor(db, requireUser(request), request.query.year_id, 'read');
      if (year.fieldId !== request.query.field_id) throw new AppError('NOT_FOUND');
      return listColoringData(db, year.id);
    },
  );

  app.get(
    '/plotline_db/combined_plot_field_line_genealogy/',
    {
      schema: { tags: TAGS, querystring: CombinedPlotsQuery, response: { 200: CombinedPlots } },
      // the answer (up to 250 plots × their values, ~650 KB) is built to the contract's type;
      // re-validating it took a quarter of the request's time and doubled its garbage
      // (decision 029); the route's tests check it against the schema
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const year = await getFieldYearFor(db, requireUser(request), request.query.year_id, 'read');
      return listCombinedPlots(db, year, request.query);
    },
  );
};
