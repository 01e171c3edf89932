import {
  CharacteristicsOrder,
  CharacteristicsOrderBody,
  YearQuery,
} from '@plotline/contract/characteristics';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { characteristicsOrders } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';

const TAGS = ['characteristics'];
const SAVE_HELP =
  'Creates or replaces the field-year’s plot-table columns (keys chosen by the web client, ' +
  'kept as given, in order; duplicates dropped). POST answers 201, PUT 200, both the same body.';

/**
 * Stores the configuration of a field-year the user may edit, replacing the previous one.
 * @throws AppError NOT_FOUND when the field-year is out of reach
 */
async function saveOrder(
  db: Db,
  user: CurrentUser,
  body: { year_id: number; configuration: string[] },
): Promise<CharacteristicsOrder> {
  const year = await getFieldYearFor(db, user, body.year_id, 'write');
  await db
    .insert(characteristicsOrders)
    .values({ fieldYearId: year.id, configuration: body.configuration })
    .onConflictDoUpdate({
      target: characteristicsOrders.fieldYearId,
      set: { configuration: body.configuration },
    });
  return { year_id: year.id, configuration: body.configuration };
}

/** `characteristics_order/`: which characteristics the plot table shows, in order, per field-year. */
export const characteristicsOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (
  app,
  { db },
) => {
  const path = '/plotline_db/characteristics_order/';
  app.get(
    path,
    {
      schema: {
        tags: TAGS,
        description: 'The field-year’s configuration; an empty list when none was saved.',
        querystring: YearQuery,
        response: { 200: CharacteristicsOrder },
      },
    },
    async (request) => {
      const year = await getFieldYearFor(db, requireUser(request), request.query.year_id, 'read');
      const [row] = await db
        .select({ configuration: characteristicsOrders.configuration })
        .from(characteristicsOrders)
        .where(eq(characteristicsOrders.fieldYearId, year.id));
      return { year_id: year.id, configuration: row?.configuration ?? [] };
    },
  );

  app.post(
    path,
    {
      schema: {
        tags: TAGS,
        description: SAVE_HELP,
        body: CharacteristicsOrderBody,
        response: { 201: CharacteristicsOrder },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveOrder(db, requireUser(request), request.body)),
  );

  app.put(
    path,
    {
      schema: {
        tags: TAGS,
        description: SAVE_HELP,
        body: CharacteristicsOrderBody,
        response: { 200: CharacteristicsOrder },
      },
    },
    async (request) => saveOrder(db, requireUser(request), request.body),
  );
};
