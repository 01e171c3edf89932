import { API_PATHS } from '@plotline/contract/api-paths';
import { WindRose, WindRoseQuery } from '@plotline/contract/marker-weights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor } from '../../platform/auth/policy.ts';
import { computeWindRose } from './compute-wind-rose.ts';
import { checkRegion, getCropLineFor } from './selection-checks.ts';

const TAGS = ['genome'];

/** The wind rose of a variety. */
export const selectionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `/${API_PATHS.windRose}`,
    {
      schema: {
        tags: TAGS,
        summary: 'The wind rose of a variety: its predicted traits in a region',
        description:
          'Per weighted trait: the baseline (the trait’s mean over the region’s plots, else ' +
          'every plot) + Σ effect × (dose − panel mean dose) over the trait’s markers (decision ' +
          '054). 400 on `region_id` when there are no weights, on `line_id` when the line has ' +
          'no genotype at a weighted marker (the page ignores it). The line must be readable ' +
          '(404 otherwise).',
        querystring: WindRoseQuery,
        response: { 200: WindRose },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spec_id, line_id, feature_ids } = request.query;
      const crop = await getCropFor(db, user, spec_id);
      const line = await getCropLineFor(db, user, crop.id, line_id);
      const regionId = await checkRegion(db, request.query.region_id);
      return computeWindRose(db, crop.id, line, regionId, feature_ids);
    },
  );
};
