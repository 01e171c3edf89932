import { API_PATHS } from '@plotline/contract/api-paths';
import { IdParams } from '@plotline/contract/common';
import { CreateMeteoParamBody, DeleteMeteoParamQuery, MeteoParam } from '@plotline/contract/meteo';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { meteoParams } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getSectorFor } from '../../platform/auth/meteo-policy.ts';

const TAGS = ['meteorology'];
const base = `/${API_PATHS.meteoParams}`;
const Empty = z.null().describe('no content');

const PARAM_COLUMNS = {
  id: meteoParams.id,
  sector: meteoParams.sectorId,
  name: meteoParams.name,
  unit: meteoParams.unit,
  kind: meteoParams.kind,
};

/**
 * Parameters of a weather sector (decision 044): added and deleted by those who manage the
 * sector; one of each kind but `other` per sector, names unique in it.
 */
export const meteoParamsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    base,
    {
      schema: {
        tags: TAGS,
        summary: 'A new parameter of a sector',
        description:
          'Those who manage the sector. A name the sector has (any case, ё = е) is a 400 on ' +
          '`name`; a second parameter of a kind but `other`, a 400 on `kind`.',
        body: CreateMeteoParamBody,
        response: { 201: MeteoParam },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { sector: sectorId, name, unit, kind } = request.body;
      const sector = await getSectorFor(db, user, sectorId, 'manage');
      const [taken] = await queryRows<{ same_name: boolean }>(
        db,
        sql`select replace(lower(btrim(name)), 'ё', 'е') = replace(lower(btrim(${name})), 'ё', 'е')
            as same_name
          from meteo_params where sector_id = ${sector.id}
            and (replace(lower(btrim(name)), 'ё', 'е') = replace(lower(btrim(${name})), 'ё', 'е')
              or (kind = ${kind} and kind <> 'other'))
          order by 1 desc limit 1`,
      );
      if (taken) {
        throw taken.same_name
          ? fieldError('name', 'meteo.paramNameExists')
          : fieldError('kind', 'meteo.paramKindExists');
      }
      const [param] = await db
        .insert(meteoParams)
        .values({ sectorId: sector.id, name, unit, kind })
        .returning(PARAM_COLUMNS);
      if (!param) throw new AppError('NOT_FOUND');
      return reply.code(201).send(param);
    },
  );

  app.delete(
    `${base}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a parameter of a sector',
        description:
          'Those who manage the sector. A parameter holding values is a 409 naming their ' +
          'number unless `force=true`, which deletes the values with it.',
        params: IdParams,
        querystring: DeleteMeteoParamQuery,
        response: { 204: Empty },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const [param] = await db
        .select(PARAM_COLUMNS)
        .from(meteoParams)
        .where(eq(meteoParams.id, request.params.id));
      if (!param) throw new AppError('NOT_FOUND');
      await getSectorFor(db, user, param.sector, 'manage');
      await db.transaction(async (tx) => {
        // locked: a value written meanwhile (its key check) waits, then finds the parameter gone
        await tx.execute(sql`select id from meteo_params where id = ${param.id} for update`);
        const [held] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from meteo_values where param_id = ${param.id}`,
        );
        if (held && held.n > 0 && !request.query.force) {
          throw new AppError('CONFLICT', {
            detail: 'meteo.paramHasValues',
            params: { name: param.name, n: held.n },
          });
        }
        await tx.delete(meteoParams).where(eq(meteoParams.id, param.id));
      });
      return reply.code(204).send(null);
    },
  );
};
