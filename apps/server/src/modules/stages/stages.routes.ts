import { IdParams } from '@plotline/contract/common';
import {
  CreateStageBody,
  EditStagesBody,
  Stage,
  UpdateStageBody,
} from '@plotline/contract/phenotypes';
import { PlotIdQuery } from '@plotline/contract/plots';
import { EMERGENCE_STAGE } from '@plotline/contract/rules';
import { eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { plotStages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getPlotFor, getPlotsFor } from '../../platform/auth/policy.ts';

const TAGS = ['stages'];
const stageKey = (name: string) => name.trim().toLowerCase();

/** Stages of plots with days after sowing counted from each plot's emergence stage. */
async function listStages(db: Db, where: { plotIds?: number[]; ids?: number[] }): Promise<Stage[]> {
  const filter = where.ids
    ? sql`s.id = any(${sql.param(where.ids)}::int[])`
    : sql`s.plot_id = any(${sql.param(where.plotIds ?? [])}::int[])`;
  return queryRows<Stage>(
    db,
    sql`select s.id, s.plot_id as plot, s.stage as stage_of_vegetation,
        s.date::text as date_of_stage, (s.date - e.date)::int as days_after_sowing, s.comment
      from plot_stages s left join plot_stages e on e.plot_id = s.plot_id
        and e.brush_id is null and e.stage = ${EMERGENCE_STAGE}
      where ${filter} and s.brush_id is null
      order by s.plot_id, s.date nulls last, s.stage`,
  );
}

/**
 * A stage of a plot by its id, reachable by the user in `mode`.
 * @throws AppError NOT_FOUND
 */
async function getStageFor(db: Db, user: CurrentUser, id: number, mode: 'read' | 'write') {
  const [stage] = await db.select().from(plotStages).where(eq(plotStages.id, id));
  if (!stage || stage.brushId !== null) throw new AppError('NOT_FOUND');
  await getPlotFor(db, user, stage.plotId, mode);
  return stage;
}

/** Vegetation stages (`plot_stage/`, `edit_multiple_plot_stages/`), names stored lower-case. */
export const stagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/plotline_db/plot_stage/',
    {
      schema: {
        tags: TAGS,
        body: CreateStageBody,
        response: { 201: z.object({ message: z.string(), id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const plot = await getPlotFor(db, requireUser(request), request.body.plot, 'write');
      const [row] = await db
        .insert(plotStages)
        .values({
          plotId: plot.id,
          stage: stageKey(request.body.stage_of_vegetation),
          date: request.body.date_of_stage,
          comment: request.body.comment ?? '',
        })
        .onConflictDoUpdate({
          target: [plotStages.plotId, plotStages.stage],
          targetWhere: isNull(plotStages.brushId),
          set: { date: request.body.date_of_stage },
        })
        .returning({ id: plotStages.id });
      return reply.code(201).send({ message: 'Stage saved', id: row?.id ?? 0 });
    },
  );

  app.get(
    '/plotline_db/plot_stage/',
    { schema: { tags: TAGS, querystring: PlotIdQuery, response: { 200: z.array(Stage) } } },
    async (request) => {
      const plot = await getPlotFor(db, requireUser(request), request.query.plot_id, 'read');
      return listStages(db, { plotIds: [plot.id] });
    },
  );

  app.patch(
    '/plotline_db/plot_stage/:id/',
    { schema: { tags: TAGS, params: IdParams, body: UpdateStageBody, response: { 200: Stage } } },
    async (request) => {
      const stage = await getStageFor(db, requireUser(request), request.params.id, 'write');
      const { stage_of_vegetation, date_of_stage, comment } = request.body;
      await db
        .update(plotStages)
        .set({
          ...(stage_of_vegetation === undefined ? {} : { stage: stageKey(stage_of_vegetation) }),
          ...(date_of_stage === undefined ? {} : { date: date_of_stage }),
          ...(comment === undefined ? {} : { comment }),
        })
        .where(eq(plotStages.id, stage.id));
      const [updated] = await listStages(db, { ids: [stage.id] });
      if (!updated) throw new AppError('NOT_FOUND');
      return updated;
    },
  );

  app.delete(
    '/plotline_db/plot_stage/:id/',
    { schema: { tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const stage = await getStageFor(db, requireUser(request), request.params.id, 'write');
      await db.delete(plotStages).where(eq(plotStages.id, stage.id));
      return reply.code(204).send();
    },
  );

  app.patch(
    '/plotline_db/edit_multiple_plot_stages/',
    { schema: { tags: TAGS, body: EditStagesBody, response: { 200: z.array(Stage) } } },
    async (request) => {
      const { stages } = request.body;
      const plots = await getPlotsFor(
        db,
        requireUser(request),
        stages.map((s) => s.plot),
        'write',
      );
      const last = new Map(stages.map((s) => [`${s.plot}:${stageKey(s.stage_of_vegetation)}`, s]));
      const rows = [...last.values()];
      await db.execute(sql`
        insert into plot_stages (plot_id, stage, date)
        select * from unnest(${sql.param(rows.map((s) => s.plot))}::int[],
          ${sql.param(rows.map((s) => stageKey(s.stage_of_vegetation)))}::text[],
          ${sql.param(rows.map((s) => s.date_of_stage))}::date[])
        on conflict (plot_id, stage) where brush_id is null do update set date = excluded.date`);
      const ids = plots.map((plot) => plot.id);
      const all = await listStages(db, { plotIds: ids });
      const touched = new Set(rows.map((s) => `${s.plot}:${stageKey(s.stage_of_vegetation)}`));
      return all.filter((s) => touched.has(`${s.plot}:${s.stage_of_vegetation}`));
    },
  );
};
