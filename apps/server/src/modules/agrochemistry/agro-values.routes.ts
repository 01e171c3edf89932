import { IdParams } from '@plotline/contract/common';
import {
  AgroPlotCard,
  AgroPlotCardQuery,
  AgroValue,
  AgroValueQuery,
  AgroValuesAnswer,
  AgroValuesBody,
  UpdateAgroValueBody,
} from '@plotline/contract/meteo';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError, fieldError } from '../../errors.ts';
import { getAgroSeasonsFor, getAgroValueFor } from '../../platform/auth/agro-policy.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getPlotFor } from '../../platform/auth/policy.ts';
import { readAgroPlotCard } from './read-agro-plot-card.ts';
import { AGRO_VALUE_COLUMNS, writeAgroValues } from './write-agro-values.ts';

const TAGS = ['agrochemistry'];

const ACCESS =
  'A soil value belongs to a nursery (or one of its plots) and a date; it is read and written ' +
  'with the nursery’s season of the date’s year (read: owners and grantees; write: owners ' +
  'and view-and-edit grantees, decision 026; another tenant: 404). ';
const NUMBER =
  'A value is a number, dot or comma, at most 4 decimals, |v| ≤ 9,999,999,999 (400 on ' +
  '`value`: “A valid number is required.”, or the decimals message). ';

/**
 * Soil values (issue 16, decision 044): a nursery's season listed, written one or a list at a
 * time (all or nothing), changed and deleted; and the plot card's soil summary.
 */
export const agroValuesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/agrochemical_params_value/',
    {
      schema: {
        tags: TAGS,
        description:
          `${ACCESS}The values of the nursery dated in \`year\` — the nursery’s own (plot ` +
          'null) and its plots’ — by date, parameter, plot. 400 on `year` when the nursery ' +
          'has no season of that year.',
        querystring: AgroValueQuery,
        response: { 200: z.array(AgroValue) },
      },
    },
    async (request) => {
      const { field_id: fieldId, year } = request.query;
      const [season] = await getAgroSeasonsFor(
        db,
        requireUser(request),
        [{ fieldId, year }],
        'read',
      );
      if (!season?.fieldYearId) throw fieldError('year', 'agro.noSeason', { year });
      return queryRows<AgroValue>(
        db,
        sql`select ${AGRO_VALUE_COLUMNS} from agro_values v
          where v.field_id = ${fieldId} and v.date between ${`${year}-01-01`}::date
            and ${`${year}-12-31`}::date
          order by v.date, v.param_id, v.plot_id nulls first, v.id`,
      );
    },
  );

  app.post(
    '/plotline_db/agrochemical_params_value/',
    {
      schema: {
        tags: TAGS,
        description:
          `${ACCESS}${NUMBER}One value, or a list of up to 5,000, written all or nothing (201: ` +
          'the value, or the list in the order given). The parameter is the nursery’s ' +
          'tenant’s (404 otherwise) and of the date’s year; a plot is in the nursery’s season ' +
          'of that year; one value per parameter, nursery, plot (or none) and date — a repeat ' +
          'is a 400, never an overwrite. Problems of a list name the row: `{date: ["Row 3: ' +
          '…"]}`. 400 on `date` when the nursery has no season of the date’s year.',
        body: AgroValuesBody,
        response: { 201: AgroValuesAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const items = Array.isArray(body) ? body : [body];
      const rows = await writeAgroValues(db, requireUser(request), items, Array.isArray(body));
      const [first] = rows;
      if (!first) throw new AppError('NOT_FOUND');
      return reply.status(201).send(Array.isArray(body) ? rows : first);
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/plotline_db/agrochemical_params_value/:id/',
      {
        schema: {
          tags: TAGS,
          description: `${ACCESS}${NUMBER}Changes the value (its parameter, place and date stay).`,
          params: IdParams,
          body: UpdateAgroValueBody,
          response: { 200: AgroValue },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const value = await getAgroValueFor(db, user, request.params.id, 'write');
        const [row] = await queryRows<AgroValue>(
          db,
          sql`update agro_values v set value = ${request.body.value.toFixed(4)}::numeric
            where v.id = ${value.id} returning ${AGRO_VALUE_COLUMNS}`,
        );
        if (!row) throw new AppError('NOT_FOUND');
        return row;
      },
    );
  }

  app.delete(
    '/plotline_db/agrochemical_params_value/:id/',
    { schema: { tags: TAGS, description: `${ACCESS}Deletes the value.`, params: IdParams } },
    async (request, reply) => {
      const value = await getAgroValueFor(db, requireUser(request), request.params.id, 'write');
      await db.execute(sql`delete from agro_values where id = ${value.id}`);
      return reply.status(204).send();
    },
  );

  app.get(
    '/plotline_db/get_agrochemical_data_for_plot_card/',
    {
      schema: {
        tags: TAGS,
        description:
          'The soil of the plot’s season for its card: per soil parameter of the season’s ' +
          'year, the plot’s own latest value of that year (`source: plot`), else its ' +
          'nursery’s latest (`source: field`); parameters with neither are left out. Read ' +
          'with the plot’s season (404 out of sight).',
        querystring: AgroPlotCardQuery,
        response: { 200: AgroPlotCard },
      },
    },
    async (request) => {
      const plot = await getPlotFor(db, requireUser(request), request.query.plot_id, 'read');
      return readAgroPlotCard(db, { id: plot.id, fieldId: plot.fieldId, year: plot.year });
    },
  );
};
