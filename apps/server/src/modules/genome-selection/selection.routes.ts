import { API_PATHS } from '@plotline/contract/api-paths';
import {
  GenomeLinePicker,
  GenomeLinePickerQuery,
  WindRose,
  WindRoseQuery,
} from '@plotline/contract/marker-weights';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db, queryRows } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor, linesVisibleTo } from '../../platform/auth/policy.ts';
import { foldLineName } from '../lines/find-or-create-lines.ts';
import { computeWindRose } from './compute-wind-rose.ts';
import { checkRegion, getCropLineFor } from './selection-checks.ts';

const TAGS = ['genome'];

/** A line has a genotype: a matrix sample matched to it, or allele pairs typed on its plots. */
const HAS_GENOTYPE = sql`(exists (select 1 from genotype_matrix_samples s
    join genotype_matrices m on m.id = s.matrix_id
    where s.line_id = ${lines.id} and m.crop_id = ${lines.cropId})
  or exists (select 1 from plot_genotypes g join plots gp on gp.id = g.plot_id
    where gp.line_id = ${lines.id} and g.brush_id is null))`;

/** The lines select of the genome pages and the wind rose of a variety. */
export const selectionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `/${API_PATHS.genomeLinePicker}`,
    {
      schema: {
        tags: TAGS,
        summary: 'The crop’s lines for the genome pages’ selects',
        description:
          'Lines of the crop the caller reads (decision 026), by name, each saying whether it ' +
          'has a genotype; `with_genotype=true` keeps only those. Another tenant’s crop 404.',
        querystring: GenomeLinePickerQuery,
        response: { 200: GenomeLinePicker },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spec_id, search, with_genotype, limit } = request.query;
      await getCropFor(db, user, spec_id);
      const folded = search?.trim() ? foldLineName(search) : '';
      const byName = folded
        ? sql`and strpos(replace(lower(${lines.name}), 'ё', 'е'), ${folded}) > 0`
        : sql``;
      const genotyped = with_genotype ? sql`and ${HAS_GENOTYPE}` : sql``;
      return queryRows<GenomeLinePicker[number]>(
        db,
        sql`select ${lines.id} as line_id, ${lines.name} as line_name, ${lines.isSort} as is_sort,
            ${HAS_GENOTYPE} as has_genotype
          from ${lines}
          where ${lines.cropId} = ${spec_id} and ${linesVisibleTo(user, 'read')} ${byName} ${genotyped}
          order by replace(lower(${lines.name}), 'ё', 'е'), ${lines.id}
          limit ${limit}`,
      );
    },
  );

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
