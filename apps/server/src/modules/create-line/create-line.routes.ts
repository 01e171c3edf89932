import {
  CreateLineBase,
  CreateLineBaseQuery,
  CreatePlannedLineBody,
  LineIdParams,
  LinePreview,
  PlannedLine,
  PlannedLineCreated,
  PlannedLinesQuery,
  PreviewLineBody,
} from '@plotline/contract/create-line';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor } from '../../platform/auth/policy.ts';
import { createPlannedLine } from './create-planned-line.ts';
import { deletePlannedLine } from './delete-planned-line.ts';
import { getLineBase } from './get-line-base.ts';
import { listPlannedLines } from './list-planned-lines.ts';
import { previewLine } from './preview-line.ts';

const TAGS = ['genome'];
const RULES =
  'Weights are the region’s marker effects, else the all-regions ones (a hand-entered one before ' +
  'a GWAS estimate); a trait’s prediction is its plot mean + Σ effect × (ALT dose − the crop’s ' +
  'lines’ mean dose). The base variety is a line the caller reads (404 otherwise). ';

/** The body's names to the operations' (the changes stay in wire shape: their errors name it). */
function previewInput(body: z.output<typeof PreviewLineBody>) {
  return {
    cropId: body.spec_id,
    baseLineId: body.base_line_id,
    regionId: body.region_id,
    featureIds: body.feature_ids,
    changes: body.changes,
  };
}

/**
 * Create-line (issue 19, spec §2, decision 054): a base variety's genotype at the weighted
 * markers and its predicted traits, the prediction with target pairs, and the planned lines.
 */
export const createLineRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/create_line/base/',
    {
      schema: {
        tags: TAGS,
        summary: 'A base variety’s genotype at the weighted markers and its predicted traits',
        description: `${RULES}A pair comes from the variety's sample in the newest matrix holding it, else from the pairs typed on its plots; null where it has none.`,
        querystring: CreateLineBaseQuery,
        response: { 200: CreateLineBase },
      },
    },
    async (request) => {
      const query = request.query;
      return getLineBase(db, requireUser(request), {
        cropId: query.spec_id,
        lineId: query.line_id,
        regionId: query.region_id ?? null,
        featureIds: query.feature_ids,
        all: query.all,
      });
    },
  );

  app.post(
    '/plotline_db/create_line/preview/',
    {
      schema: {
        tags: TAGS,
        summary: 'The base variety’s predicted traits before and after target pairs',
        description: `${RULES}Each allele is the marker's REF or ALT (400 on \`changes[i].first_allele\` otherwise, or when one is missing). A read: nothing is kept.`,
        body: PreviewLineBody,
        response: { 200: LinePreview },
      },
    },
    async (request) => {
      const { traits } = await previewLine(db, requireUser(request), previewInput(request.body));
      return { traits };
    },
  );

  app.post(
    '/plotline_db/create_line/',
    {
      schema: {
        tags: TAGS,
        summary: 'Keep a planned line: a new line of the crop with its target pairs',
        description: `${RULES}The checks of the preview, then the name (unique in the crop, 400 on \`name\`). The line is the caller's, as a line added by hand.`,
        body: CreatePlannedLineBody,
        response: { 201: PlannedLineCreated },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await createPlannedLine(db, requireUser(request), {
        ...previewInput(body),
        name: body.name,
        comment: body.comment,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/plotline_db/create_line/',
    {
      schema: {
        tags: TAGS,
        summary: 'The crop’s planned lines the caller sees, newest first',
        querystring: PlannedLinesQuery,
        response: { 200: z.array(PlannedLine) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const crop = await getCropFor(db, user, request.query.spec_id);
      return listPlannedLines(db, user, sql`${lines.cropId} = ${crop.id}`);
    },
  );

  app.delete(
    '/plotline_db/create_line/:line_id/',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a planned line',
        description:
          'Its creator, or a head who owns it, while no plot grows it (400 then); the line ' +
          'record goes with it. 404 for a line out of sight or not planned.',
        params: LineIdParams,
      },
    },
    async (request, reply) => {
      await deletePlannedLine(db, requireUser(request), request.params.line_id);
      return reply.code(204).send();
    },
  );
};
