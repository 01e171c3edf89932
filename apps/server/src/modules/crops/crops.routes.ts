import { CreateCropBody, Crop, CropList } from '@plotline/contract/crops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { tenantOf } from '../../platform/auth/policy.ts';
import { createCrop } from './create-crop.ts';
import { listCrops } from './list-crops.ts';

/** `plotline_db/species_table/` (api-contract §4), scoped to the caller's tenant. */
export const cropsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/species_table/',
    { schema: { tags: ['crops'], response: { 200: CropList } } },
    async (request) => {
      const data = await listCrops(db, tenantOf(requireUser(request)));
      return { data, count: data.length };
    },
  );

  app.post(
    '/plotline_db/species_table/',
    { schema: { tags: ['crops'], body: CreateCropBody, response: { 201: Crop } } },
    async (request, reply) => {
      const user = requireUser(request);
      const crop = await createCrop(
        db,
        { tenant: tenantOf(user), createdBy: user.id },
        request.body,
      );
      return reply.code(201).send(crop);
    },
  );
};
