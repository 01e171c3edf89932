import { IdParams } from '@plotline/contract/common';
import {
  AllelePairBody,
  CreatedMutation,
  CreatePlotGenotypeBody,
  Genotype,
  UpdateGenotypesBody,
} from '@plotline/contract/genotypes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getPlotFor } from '../../platform/auth/policy.ts';
import { setGenotype } from './set-genotype.ts';
import { updateGenotypes } from './update-genotypes.ts';

const TAGS = ['genotypes'];

/** Allele pairs of plots at DNA markers (api-contract §5, spec §3 Genotype). */
export const genotypesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/plotline_db/genotype_mutation_create_by_pos_and_chr/',
    {
      schema: {
        tags: TAGS,
        description:
          'Finds the crop’s marker at chr+pos (creating it, named mut_name, when missing; an ' +
          'existing marker keeps its name) and sets the plot’s allele pair there, replacing a ' +
          'pair already set. `mutation` is the marker’s name.',
        body: CreatePlotGenotypeBody,
        response: { 201: CreatedMutation },
      },
    },
    async (request, reply) => {
      const plot = await getPlotFor(db, requireUser(request), request.body.plot_id, 'write');
      const target = { cropId: plot.cropId, plotId: plot.id, brushId: null };
      const genotype = await setGenotype(db, target, request.body);
      return reply.code(201).send({ mutation: genotype.mut_name });
    },
  );

  app.patch(
    '/plotline_db/genotype_mutation_update/multiple/',
    {
      schema: {
        tags: TAGS,
        description: 'Changes several allele pairs at once; all or nothing.',
        body: UpdateGenotypesBody,
        response: { 200: z.array(Genotype) },
      },
    },
    async (request) => updateGenotypes(db, requireUser(request), request.body.genotypes),
  );

  app.patch(
    '/plotline_db/genotype_mutation_update/:id/',
    {
      schema: {
        tags: TAGS,
        description: 'Changes one allele pair; `id` is its plot_genotype_id.',
        params: IdParams,
        body: AllelePairBody,
        response: { 200: Genotype },
      },
    },
    async (request) => {
      const item = { plot_genotype_id: request.params.id, ...request.body };
      const [genotype] = await updateGenotypes(db, requireUser(request), [item]);
      return genotype as Genotype;
    },
  );
};
