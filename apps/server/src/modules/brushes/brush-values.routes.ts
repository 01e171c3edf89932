import {
  BrushPhenotype,
  BrushPhenotypeBody,
  BrushStage,
  BrushStageBody,
} from '@plotline/contract/brushes';
import { IdParams } from '@plotline/contract/common';
import { Genotype, MarkerGenotypeBody } from '@plotline/contract/genotypes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { setGenotype } from '../genotypes/set-genotype.ts';
import { getBrushFor } from './get-brush-for.ts';
import { setBrushPhenotype, setBrushStage } from './set-brush-values.ts';

const TAGS = ['brushes'];

/** `update_brush_phenotype|genotype|stage/{id}/`: one value of a plant row (`id` = brush id). */
export const brushValuesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.patch(
    '/plotline_db/update_brush_phenotype/:id/',
    {
      schema: {
        tags: TAGS,
        description:
          'Sets one phenotype value of the plant row, creating the feature (stored lower-case) ' +
          'when missing. A number makes a quantitative value, other text a qualitative one; ' +
          'a value of the other kind than its feature is a 400 on `value`.',
        params: IdParams,
        body: BrushPhenotypeBody,
        response: { 200: BrushPhenotype },
      },
    },
    async (request) => {
      const brush = await getBrushFor(db, requireUser(request), request.params.id, 'write');
      return setBrushPhenotype(db, brush, request.body);
    },
  );

  app.patch(
    '/plotline_db/update_brush_genotype/:id/',
    {
      schema: {
        tags: TAGS,
        description:
          'Sets the plant row’s allele pair at the crop’s marker on chr+pos (created, named ' +
          'mut_name, when missing; an existing marker keeps its name).',
        params: IdParams,
        body: MarkerGenotypeBody,
        response: { 200: Genotype },
      },
    },
    async (request) => {
      const brush = await getBrushFor(db, requireUser(request), request.params.id, 'write');
      const target = { cropId: brush.cropId, plotId: brush.plotId, brushId: brush.id };
      return setGenotype(db, target, request.body);
    },
  );

  app.patch(
    '/plotline_db/update_brush_stage/:id/',
    {
      schema: {
        tags: TAGS,
        description: 'Sets the date of a stage of the plant row (name stored lower-case).',
        params: IdParams,
        body: BrushStageBody,
        response: { 200: BrushStage },
      },
    },
    async (request) => {
      const brush = await getBrushFor(db, requireUser(request), request.params.id, 'write');
      return setBrushStage(db, brush, request.body);
    },
  );
};
