import {
  Coancestry,
  CoancestryBody,
  CrossingPlan,
  CrossingPlanBody,
  Pedigree,
  PedigreeQuery,
} from '@plotline/contract/pedigree';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getLineFor } from '../../platform/auth/policy.ts';
import { coancestryOfLines } from './coancestry-of-lines.ts';
import { loadPedigree } from './load-pedigree.ts';
import { planCrosses } from './plan-crosses.ts';

const TAGS = ['pedigree'];

/**
 * Pedigrees (issue 14, decision 036): the graph around a line, the coancestry of lines, and
 * crossing plans. Reading needs the lines readable; a plan needs its season writable.
 */
export const pedigreeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/getting_pedigree/',
    { schema: { tags: TAGS, querystring: PedigreeQuery, response: { 200: Pedigree } } },
    async (request) => {
      const user = requireUser(request);
      const { line_id, recursion_depth, parents, offsprings } = request.query;
      const line = await getLineFor(db, user, line_id, 'read');
      return loadPedigree(db, user, {
        lineId: line.id,
        depth: recursion_depth,
        parents,
        offsprings,
      });
    },
  );

  app.post(
    '/plotline_db/lines_coancestry/',
    { schema: { tags: TAGS, body: CoancestryBody, response: { 200: Coancestry } } },
    async (request) =>
      coancestryOfLines(db, requireUser(request), {
        cropId: request.body.spec_id,
        lineIds: request.body.line_ids,
      }),
  );

  app.post(
    '/plotline_db/crossbreeding_planning/',
    {
      schema: {
        tags: TAGS,
        body: CrossingPlanBody,
        response: { 200: CrossingPlan, 201: CrossingPlan },
      },
    },
    async (request, reply) => {
      const plan = await planCrosses(db, requireUser(request), request.body);
      return reply.code(request.body.dry_run ? 200 : 201).send(plan);
    },
  );
};
