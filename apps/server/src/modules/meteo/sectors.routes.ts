import { API_PATHS } from '@plotline/contract/api-paths';
import { IdParams } from '@plotline/contract/common';
import { CreateSectorBody, Sector, SectorQuery, UpdateSectorBody } from '@plotline/contract/meteo';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { meteoSectors } from '../../db/schema.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getSectorFor, sectorsVisibleTo } from '../../platform/auth/meteo-policy.ts';
import { fieldsVisibleTo, getCropFor } from '../../platform/auth/policy.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { readSector, readSectors } from './read-sectors.ts';
import { createSector, updateSector } from './save-sector.ts';

const TAGS = ['meteorology'];
const base = `/${API_PATHS.meteoSectors}`;
const Empty = z.null().describe('no content');

/**
 * Weather sectors (issue 16, decision 044): a station or area of the tenant serving any of its
 * nurseries, with its parameters. Access through the nurseries it serves
 * (platform/auth/meteo-policy.ts).
 */
export const meteoSectorsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: {
        tags: TAGS,
        summary: "The sectors serving the crop's nurseries the caller sees, and unlinked ones",
        description:
          'Each with the nurseries it serves, its parameters and `can_manage`. A sector serving ' +
          "none of the crop's nurseries (but others) is left out; one serving no nursery yet is " +
          "listed for every member of the crop's tenant.",
        querystring: SectorQuery,
        response: { 200: z.array(Sector) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const crop = await getCropFor(db, user, request.query.spec_id);
      const tenant =
        crop.companyId !== null
          ? eq(meteoSectors.companyId, crop.companyId)
          : eq(meteoSectors.ownerUserId, crop.ownerUserId as number);
      const servesCrop = sql`exists (select 1 from meteo_sector_fields sf
        join fields on fields.id = sf.field_id
        where sf.sector_id = meteo_sectors.id and fields.crop_id = ${crop.id}
          and ${fieldsVisibleTo(user, 'read')})`;
      const servesNone = sql`not exists (select 1 from meteo_sector_fields sf
        where sf.sector_id = meteo_sectors.id)`;
      return readSectors(
        db,
        user,
        sql`${tenant} and ${sectorsVisibleTo(user)} and (${servesCrop} or ${servesNone})`,
      );
    },
  );

  app.post(
    base,
    {
      schema: {
        tags: TAGS,
        summary: "A new sector of the caller's tenant, with the six standard parameters",
        description:
          'Any member of a tenant creates one; linking a nursery needs managing it, and a ' +
          'nursery takes its weather from one sector (another’s: 400 on `field_ids`). The ' +
          'standard parameters (t_min, t_mean, t_max, precipitation, humidity, wind) are named ' +
          "in the request's language.",
        body: CreateSectorBody,
        response: { 201: Sector },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const id = await createSector(db, user, request.body, requestLanguage(request));
      return reply.code(201).send(await readSector(db, user, id));
    },
  );

  app.patch(
    `${base}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Rename a sector, move its first year, or replace the nurseries it serves',
        description:
          'Those who manage the sector; every nursery linked or unlinked must be managed by the ' +
          'caller, and one served by another sector is a 400 naming both.',
        params: IdParams,
        body: UpdateSectorBody,
        response: { 200: Sector },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const sector = await getSectorFor(db, user, request.params.id, 'manage');
      await updateSector(db, user, sector, request.body);
      return readSector(db, user, sector.id);
    },
  );

  app.delete(
    `${base}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a sector with its parameters, values and events',
        description: 'Those who manage the sector; its nurseries keep their data, unlinked.',
        params: IdParams,
        response: { 204: Empty },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const sector = await getSectorFor(db, user, request.params.id, 'manage');
      await db.delete(meteoSectors).where(eq(meteoSectors.id, sector.id));
      return reply.code(204).send(null);
    },
  );
};
