import { IdParams } from '@plotline/contract/common';
import { AddHarvestBody, EditHarvestBody, Harvest } from '@plotline/contract/phenotypes';
import { PlotIdQuery } from '@plotline/contract/plots';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyInt } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { harvestTechnologies } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getPlotFor, getPlotsFor } from '../../platform/auth/policy.ts';
import { insertHarvests, updateHarvests } from './save-harvests.ts';

const TAGS = ['harvest'];
const HARVEST = {
  id: harvestTechnologies.id,
  feature: harvestTechnologies.technology,
  date_planned: harvestTechnologies.datePlanned,
  date_real: harvestTechnologies.dateReal,
  comment: harvestTechnologies.comment,
  plot: harvestTechnologies.plotId,
};

/** Harvest entries by id, every one reachable in `mode`. @throws AppError NOT_FOUND */
async function getHarvestsFor(db: Db, user: CurrentUser, ids: number[], mode: 'read' | 'write') {
  const rows = await db
    .select(HARVEST)
    .from(harvestTechnologies)
    .where(anyInt(harvestTechnologies.id, ids));
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
  await getPlotsFor(
    db,
    user,
    rows.map((row) => row.plot),
    mode,
  );
  return rows;
}

/** Harvest technologies of plots (`harvest_technology/…`), api-contract §5. */
export const harvestRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/plotline_db/harvest_technology/add_multiple/',
    { schema: { tags: TAGS, body: AddHarvestBody, response: { 201: z.array(Harvest) } } },
    async (request, reply) => {
      const items = request.body.harvest_technologies;
      await getPlotsFor(
        db,
        requireUser(request),
        items.map((h) => h.plot),
        'write',
      );
      return reply.code(201).send(await insertHarvests(db, items));
    },
  );

  app.patch(
    '/plotline_db/harvest_technology/edit_multiple/',
    { schema: { tags: TAGS, body: EditHarvestBody, response: { 200: z.array(Harvest) } } },
    async (request) => {
      const items = request.body.harvest_technologies;
      await getHarvestsFor(
        db,
        requireUser(request),
        items.map((h) => h.id),
        'write',
      );
      return updateHarvests(db, items);
    },
  );

  app.get(
    '/plotline_db/harvest_technology/',
    { schema: { tags: TAGS, querystring: PlotIdQuery, response: { 200: z.array(Harvest) } } },
    async (request) => {
      const plot = await getPlotFor(db, requireUser(request), request.query.plot_id, 'read');
      return db
        .select(HARVEST)
        .from(harvestTechnologies)
        .where(eq(harvestTechnologies.plotId, plot.id))
        .orderBy(harvestTechnologies.technology);
    },
  );

  app.delete(
    '/plotline_db/harvest_technology/:id/',
    { schema: { tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const [row] = await getHarvestsFor(db, requireUser(request), [request.params.id], 'write');
      if (row) await db.delete(harvestTechnologies).where(eq(harvestTechnologies.id, row.id));
      return reply.code(204).send();
    },
  );
};
