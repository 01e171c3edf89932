import { API_PATHS } from '@plotline/contract/api-paths';
import { IdParams } from '@plotline/contract/common';
import {
  MeteoRangeQuery,
  MeteoValue,
  MeteoValuesAnswer,
  MeteoValuesBody,
  PlotMeteoCard,
  PlotMeteoCardQuery,
  UpdateMeteoValueBody,
  VALUE_RANGE_DAYS_MAX,
  VALUES_PER_REQUEST_MAX,
} from '@plotline/contract/meteo';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { meteoValues } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getSectorFor } from '../../platform/auth/meteo-policy.ts';
import { getPlotFor } from '../../platform/auth/policy.ts';
import { getMeteoValueFor } from './get-meteo-rows-for.ts';
import { readPlotMeteoCard } from './read-plot-meteo-card.ts';
import { writeMeteoValues } from './write-meteo-values.ts';

const TAGS = ['meteorology'];
const base = `/${API_PATHS.meteoValues}`;
const Empty = z.null().describe('no content');
const WRITE_ACCESS =
  "Whoever may write a season of a nursery the sector serves in the date's year (its owners, " +
  'view-and-edit grantees of that season); a sector serving no nursery: who manages it.';

/**
 * Daily weather values of a sector's parameters (decision 044), and the plot card's weather.
 * One value per parameter and day: a second is a 400, never an overwrite.
 */
export const meteoValuesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: {
        tags: TAGS,
        summary: "A sector's daily values between two dates",
        description: `At most ${VALUE_RANGE_DAYS_MAX} days, both ends included; by date, then parameter.`,
        querystring: MeteoRangeQuery,
        response: { 200: z.array(MeteoValue) },
      },
    },
    async (request) => {
      const { sector: sectorId, date_from, date_to } = request.query;
      const sector = await getSectorFor(db, requireUser(request), sectorId, 'read');
      return queryRows<MeteoValue>(
        db,
        sql`select v.id::int as id, v.param_id as param, v.date::text as date,
            v.value::float8 as value
          from meteo_params p join meteo_values v on v.param_id = p.id
          where p.sector_id = ${sector.id} and v.date between ${date_from}::date and ${date_to}::date
          order by v.date, p.id`,
      );
    },
  );

  app.post(
    base,
    {
      schema: {
        tags: TAGS,
        summary: 'Daily values: one, or a list written all or nothing',
        description:
          `At most ${VALUES_PER_REQUEST_MAX} values, of parameters of one sector. ${WRITE_ACCESS} ` +
          'A day already holding a value of the parameter, or given twice, is a 400 on `date` ' +
          'naming the row; nothing is written. A value takes a dot or a comma, ≤ 4 decimals.',
        body: MeteoValuesBody,
        response: { 201: MeteoValuesAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const items = Array.isArray(body) ? body : [body];
      const written = await writeMeteoValues(db, requireUser(request), items, Array.isArray(body));
      return reply.code(201).send(Array.isArray(body) ? written : (written[0] as MeteoValue));
    },
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      `${base}:id/`,
      {
        schema: {
          tags: TAGS,
          summary: 'Change a daily value',
          description: WRITE_ACCESS,
          params: IdParams,
          body: UpdateMeteoValueBody,
          response: { 200: MeteoValue },
        },
      },
      async (request) => {
        const value = await getMeteoValueFor(db, requireUser(request), request.params.id);
        const [row] = await db
          .update(meteoValues)
          .set({ value: request.body.value })
          .where(eq(meteoValues.id, value.id))
          .returning({
            id: meteoValues.id,
            param: meteoValues.paramId,
            date: meteoValues.date,
            value: meteoValues.value,
          });
        if (!row) throw new AppError('NOT_FOUND');
        return row;
      },
    );
  }

  app.delete(
    `${base}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a daily value',
        description: WRITE_ACCESS,
        params: IdParams,
        response: { 204: Empty },
      },
    },
    async (request, reply) => {
      const value = await getMeteoValueFor(db, requireUser(request), request.params.id);
      await db.delete(meteoValues).where(eq(meteoValues.id, value.id));
      return reply.code(204).send(null);
    },
  );

  app.get(
    `/${API_PATHS.meteoPlotCard}`,
    {
      schema: {
        tags: TAGS,
        summary: "The weather of a plot's season for its card",
        description:
          "The plot's nursery's sector between the plot's sowing and harvest stage dates (else " +
          "its season's 1 March – 31 October): per parameter min, mean, max, sum and days with " +
          'a value, and the events. `sector` is null when the nursery has none. Whoever reads ' +
          'the plot.',
        querystring: PlotMeteoCardQuery,
        response: { 200: PlotMeteoCard },
      },
    },
    async (request) => {
      const plot = await getPlotFor(db, requireUser(request), request.query.plot_id, 'read');
      return readPlotMeteoCard(db, plot);
    },
  );
};
