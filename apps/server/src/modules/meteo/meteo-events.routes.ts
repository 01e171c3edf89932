import { API_PATHS } from '@plotline/contract/api-paths';
import { IdParams } from '@plotline/contract/common';
import {
  MeteoEvent,
  MeteoEventBody,
  MeteoRangeQuery,
  UpdateMeteoEventBody,
  VALUE_RANGE_DAYS_MAX,
} from '@plotline/contract/meteo';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { meteoEvents } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { assertSectorWritable, getSectorFor } from '../../platform/auth/meteo-policy.ts';
import { getMeteoEventFor } from './get-meteo-rows-for.ts';
import { yearOf } from './write-meteo-values.ts';

const TAGS = ['meteorology'];
const base = `/${API_PATHS.meteoEvents}`;
const Empty = z.null().describe('no content');
const WRITE_ACCESS =
  "Whoever may write a season of a nursery the sector serves in the date's year (its owners, " +
  'view-and-edit grantees of that season); a sector serving no nursery: who manages it.';

const EVENT_COLUMNS = {
  id: meteoEvents.id,
  sector: meteoEvents.sectorId,
  date: meteoEvents.date,
  kind: meteoEvents.kind,
  note: meteoEvents.note,
};

/**
 * Weather events of a sector (decision 044): frost, hail, drought, heavy rain or another, on a
 * day with a note; several a day allowed. Written like the values, by the year of their date.
 */
export const meteoEventsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: {
        tags: TAGS,
        summary: "A sector's events between two dates",
        description: `At most ${VALUE_RANGE_DAYS_MAX} days, both ends included; by date.`,
        querystring: MeteoRangeQuery,
        response: { 200: z.array(MeteoEvent) },
      },
    },
    async (request) => {
      const { sector: sectorId, date_from, date_to } = request.query;
      const sector = await getSectorFor(db, requireUser(request), sectorId, 'read');
      return queryRows<MeteoEvent>(
        db,
        sql`select id, sector_id as sector, date::text as date, kind, note from meteo_events
          where sector_id = ${sector.id} and date between ${date_from}::date and ${date_to}::date
          order by date, id`,
      );
    },
  );

  app.post(
    base,
    {
      schema: {
        tags: TAGS,
        summary: 'A new weather event of a sector',
        description: WRITE_ACCESS,
        body: MeteoEventBody,
        response: { 201: MeteoEvent },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { sector: sectorId, date, kind, note } = request.body;
      const sector = await getSectorFor(db, user, sectorId, 'write');
      await assertSectorWritable(db, user, sector, [yearOf(date)]);
      const [event] = await db
        .insert(meteoEvents)
        .values({ sectorId: sector.id, date, kind, note, createdBy: user.id })
        .returning(EVENT_COLUMNS);
      if (!event) throw new AppError('NOT_FOUND');
      return reply.code(201).send(event);
    },
  );

  app.patch(
    `${base}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: "Change an event's date, kind or note",
        description: `${WRITE_ACCESS} A new date's year is checked too.`,
        params: IdParams,
        body: UpdateMeteoEventBody,
        response: { 200: MeteoEvent },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const event = await getMeteoEventFor(db, user, request.params.id);
      const { date, kind, note } = request.body;
      if (date !== undefined) await assertSectorWritable(db, user, event.sector, [yearOf(date)]);
      const [row] = await db
        .update(meteoEvents)
        .set({ date, kind, note })
        .where(eq(meteoEvents.id, event.id))
        .returning(EVENT_COLUMNS);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
  );

  app.delete(
    `${base}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a weather event',
        description: WRITE_ACCESS,
        params: IdParams,
        response: { 204: Empty },
      },
    },
    async (request, reply) => {
      const event = await getMeteoEventFor(db, requireUser(request), request.params.id);
      await db.delete(meteoEvents).where(eq(meteoEvents.id, event.id));
      return reply.code(204).send(null);
    },
  );
};
