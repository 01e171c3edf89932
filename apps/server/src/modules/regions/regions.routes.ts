import { IdParams } from '@plotline/contract/common';
import {
  CreateSubregionBody,
  RegionList,
  RegionsByCountryQuery,
  Subregion,
  SubregionList,
} from '@plotline/contract/regions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { tenantOf } from '../../platform/auth/policy.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { createSubregion } from './create-subregion.ts';
import { listRegions } from './list-regions.ts';
import { listSubregions } from './list-subregions.ts';
import { getRegion } from './regions.queries.ts';

/**
 * Geography for forms (spec §7), for signed-in users: `regions_by_country/` and
 * `regions/{id}/subregions/` (shared subregions plus the caller's tenant's own).
 */
export const regionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/regions_by_country/',
    {
      schema: {
        tags: ['geography'],
        description: 'Regions of a country named in the request language; unknown country: []',
        querystring: RegionsByCountryQuery,
        response: { 200: RegionList },
      },
    },
    async (request) => {
      requireUser(request);
      return listRegions(db, request.query.country_id, requestLanguage(request));
    },
  );

  app.get(
    '/plotline_db/regions/:id/subregions/',
    {
      schema: {
        tags: ['geography'],
        description: 'Shared subregions and the tenant’s own; unknown region: 404',
        params: IdParams,
        response: { 200: SubregionList },
      },
    },
    async (request) => {
      const tenant = tenantOf(requireUser(request));
      const region = await getRegion(db, request.params.id);
      return listSubregions(db, tenant, region.id, requestLanguage(request));
    },
  );

  app.post(
    '/plotline_db/regions/:id/subregions/',
    {
      schema: {
        tags: ['geography'],
        description: 'Adds a subregion of the tenant; names are unique among those it sees',
        params: IdParams,
        body: CreateSubregionBody,
        response: { 201: Subregion },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(requireUser(request));
      const region = await getRegion(db, request.params.id);
      const subregion = await createSubregion(db, tenant, region.id, request.body);
      return reply.code(201).send(subregion);
    },
  );
};
