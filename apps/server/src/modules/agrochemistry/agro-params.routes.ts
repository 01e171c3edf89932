import { IdParams } from '@plotline/contract/common';
import {
  AgroParam,
  AgroParamQuery,
  CreateAgroParamBody,
  DeleteAgroParamQuery,
  UpdateAgroParamBody,
} from '@plotline/contract/meteo';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { agroParams } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import { agroParamManageableBy, getAgroParamFor } from '../../platform/auth/agro-policy.ts';
import { type CurrentUser, requireUser } from '../../platform/auth/authenticate.ts';
import { tenantOf } from '../../platform/auth/policy.ts';

const TAGS = ['agrochemistry'];
const folded = (value: string) => value.trim().toLowerCase().replaceAll('ё', 'е');

/** Soil parameters `where` selects (SQL over agro_params), in name order. */
async function paramsOf(db: Db, user: CurrentUser, where: SQL): Promise<AgroParam[]> {
  return db
    .select({
      id: agroParams.id,
      year: agroParams.year,
      name: agroParams.name,
      unit: agroParams.unit,
      kind: agroParams.kind,
      can_manage: sql<boolean>`${agroParamManageableBy(user)}`,
    })
    .from(agroParams)
    .where(where)
    .orderBy(sql`lower(${agroParams.name})`, agroParams.id);
}

async function paramOf(db: Db, user: CurrentUser, id: number): Promise<AgroParam> {
  const [param] = await paramsOf(db, user, eq(agroParams.id, id));
  if (!param) throw new AppError('NOT_FOUND');
  return param;
}

/**
 * 400 on `name` when the tenant has another soil parameter of this name in `year` (trimmed,
 * any case, ё = е; the unique indexes of migration 0015 catch a race).
 */
async function refuseTakenName(
  tx: Pick<Db, 'execute'>,
  owner: { companyId: number | null; ownerUserId: number | null },
  year: number,
  name: string,
  exceptId?: number,
) {
  const tenant =
    owner.companyId !== null
      ? sql`company_id = ${owner.companyId}`
      : sql`owner_user_id = ${owner.ownerUserId}`;
  const [taken] = await queryRows<{ id: number }>(
    tx,
    sql`select id from agro_params where ${tenant} and year = ${year}
      and replace(lower(btrim(name)), 'ё', 'е') = ${folded(name)}
      ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  if (taken) throw fieldError('name', 'agro.paramNameExists', { name: name.trim(), year });
}

const PARAM_RULES =
  'A soil parameter belongs to the caller’s tenant and one year (soil is sampled per season; ' +
  'decision 044); its name is unique in the tenant’s year (trimmed, any case, ё = е). ';

/**
 * Soil parameters per year (issue 16, decision 044): listed and created by every member of
 * the tenant, renamed and deleted by those who manage them (agro-policy.ts); one holding
 * values is deleted only with `?force=true` (409 otherwise).
 */
export const agroParamsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/agrochemical_params/',
    {
      schema: {
        tags: TAGS,
        description: `${PARAM_RULES}The caller’s tenant’s parameters of \`year\`, in name order.`,
        querystring: AgroParamQuery,
        response: { 200: z.array(AgroParam) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const tenant = tenantOf(user);
      const owner =
        tenant.companyId !== null
          ? eq(agroParams.companyId, tenant.companyId)
          : eq(agroParams.ownerUserId, tenant.ownerUserId);
      return paramsOf(db, user, sql`${owner} and ${agroParams.year} = ${request.query.year}`);
    },
  );

  app.post(
    '/plotline_db/agrochemical_params/',
    {
      schema: {
        tags: TAGS,
        description: `${PARAM_RULES}Any member of the tenant creates one. 400 on \`name\` when taken.`,
        body: CreateAgroParamBody,
        response: { 201: AgroParam },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      const tenant = tenantOf(user);
      const id = await db.transaction(async (tx) => {
        await refuseTakenName(tx, tenant, body.year, body.name);
        const [row] = await tx
          .insert(agroParams)
          .values({
            ...tenant,
            year: body.year,
            name: body.name.trim(),
            unit: body.unit,
            kind: body.kind,
            createdBy: user.id,
          })
          .returning({ id: agroParams.id });
        if (!row) throw new AppError('NOT_FOUND');
        return row.id;
      });
      return reply.status(201).send(await paramOf(db, user, id));
    },
  );

  app.patch(
    '/plotline_db/agrochemical_params/:id/',
    {
      schema: {
        tags: TAGS,
        description:
          `${PARAM_RULES}Renames it or changes its unit (its year and kind stay): heads, a ` +
          'company-less owner, the super admin, or its creator while no value uses it (403 ' +
          'otherwise). 400 on `name` when taken.',
        params: IdParams,
        body: UpdateAgroParamBody,
        response: { 200: AgroParam },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const param = await getAgroParamFor(db, user, request.params.id, 'manage');
      const { name, unit } = request.body;
      await db.transaction(async (tx) => {
        if (name !== undefined) await refuseTakenName(tx, param, param.year, name, param.id);
        await tx
          .update(agroParams)
          .set({ name: name?.trim(), unit })
          .where(eq(agroParams.id, param.id));
      });
      return paramOf(db, user, param.id);
    },
  );

  app.delete(
    '/plotline_db/agrochemical_params/:id/',
    {
      schema: {
        tags: TAGS,
        description:
          'Deletes a soil parameter (who may: see PATCH). One holding values is a 409 naming ' +
          'how many, unless `force=true`: then its values go with it.',
        params: IdParams,
        querystring: DeleteAgroParamQuery,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const param = await getAgroParamFor(db, user, request.params.id, 'manage');
      await db.transaction(async (tx) => {
        // locked first: a value written meanwhile waits, then finds the parameter gone
        await tx.execute(sql`select id from agro_params where id = ${param.id} for update`);
        const [held] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from agro_values where param_id = ${param.id}`,
        );
        if (held && held.n > 0 && !request.query.force) {
          throw new AppError('CONFLICT', {
            detail: 'agro.paramHasValues',
            params: { name: param.name, n: held.n },
          });
        }
        await tx.delete(agroParams).where(eq(agroParams.id, param.id));
      });
      return reply.status(204).send();
    },
  );
};
