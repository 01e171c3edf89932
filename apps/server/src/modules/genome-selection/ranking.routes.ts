import { API_PATHS } from '@plotline/contract/api-paths';
import {
  GenotypeRanking,
  GenotypeRankRow,
  SortByGenotypesBody,
  SortWithInfoBody,
} from '@plotline/contract/marker-weights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor } from '../../platform/auth/policy.ts';
import { predictRankedLines } from './predict-ranked-lines.ts';
import { rankLinesByGenotype } from './rank-lines-by-genotype.ts';
import { checkRegion } from './selection-checks.ts';

const TAGS = ['genome'];
const RULES =
  'Targets: the favourable allele wanted at each marker (its REF or ALT; each marker once); a ' +
  'line scores 2 per homozygous target, 1 per heterozygous, 0 without a genotype there (counted ' +
  'in `missing`). Lines: `line_ids` (the readable ones), else every readable line of the crop ' +
  'with a genotype at a target. 400 on `targets` for a marker not of the crop, without both ' +
  'alleles, or an allele that is neither. A read (nothing is stored); another tenant’s crop 404. ';

/** Variety selection by genotype: the ranking, and the ranking with predicted traits. */
export const rankingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    `/${API_PATHS.sortByGenotypes}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Lines ranked by the target alleles they carry',
        description: `${RULES}Ordered by score, then fewer missing, then name.`,
        body: SortByGenotypesBody,
        response: { 200: z.array(GenotypeRankRow) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const crop = await getCropFor(db, user, request.body.spec_id);
      return rankLinesByGenotype(db, user, crop.id, request.body);
    },
  );

  app.post(
    `/${API_PATHS.sortWithInfoByGenotypes}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Lines ranked by target alleles, with their predicted traits',
        description:
          `${RULES}Each row adds the line’s predicted value of each weighted trait in the region ` +
          '(as the wind rose); ordered by `sort_feature_id`’s value (lines without one last) ' +
          'when given, else by score.',
        body: SortWithInfoBody,
        response: { 200: GenotypeRanking },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const crop = await getCropFor(db, user, body.spec_id);
      const regionId = await checkRegion(db, body.region_id);
      const ranked = await rankLinesByGenotype(db, user, crop.id, body);
      return predictRankedLines(db, crop.id, ranked, {
        regionId,
        featureIds: body.feature_ids,
        order: { featureId: body.sort_feature_id, descending: body.descending },
      });
    },
  );
};
