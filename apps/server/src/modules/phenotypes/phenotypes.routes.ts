import {
  AddGskResultsBody,
  AddResultsAnswer,
  AddResultsBody,
  ResultsQuery,
  StoredResult,
} from '@plotline/contract/phenotypes';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { features, plotResults } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor, getPlotFor, getPlotsFor } from '../../platform/auth/policy.ts';
import { addResults } from './add-results.ts';
import { featureKey } from './save-results.ts';

const TAGS = ['phenotypes'];
const BASE = '/plotline_db/plot_final_results/';

/** Phenotype values of plots (`plot_final_results/…`), api-contract §5. */
export const phenotypesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const path of ['add_multiple/', 'edit_multiple/']) {
    app.route({
      method: path === 'add_multiple/' ? 'POST' : 'PATCH',
      url: `${BASE}${path}`,
      schema: {
        tags: TAGS,
        body: AddResultsBody,
        response: { 201: AddResultsAnswer, 200: AddResultsAnswer },
      },
      handler: async (request, reply) => {
        const answer = await addResults(db, requireUser(request), request.body.results);
        return reply.code(path === 'add_multiple/' ? 201 : 200).send(answer);
      },
    });
  }

  app.post(
    `${BASE}add_gsk_multiple/`,
    { schema: { tags: TAGS, body: AddGskResultsBody, response: { 201: AddResultsAnswer } } },
    async (request, reply) => {
      const user = requireUser(request);
      const year = await getFieldYearFor(db, user, request.body.year_id, 'write');
      if (year.cropId !== request.body.spec_id) throw new AppError('NOT_FOUND');
      const plots = await getPlotsFor(
        db,
        user,
        request.body.results.map((r) => r.plot),
        'write',
      );
      if (plots.some((plot) => plot.fieldYearId !== year.id)) throw new AppError('NOT_FOUND');
      return reply.code(201).send(await addResults(db, user, request.body.results));
    },
  );

  app.get(
    BASE,
    { schema: { tags: TAGS, querystring: ResultsQuery, response: { 200: z.array(StoredResult) } } },
    async (request) => {
      const plot = await getPlotFor(db, requireUser(request), request.query.plot_id, 'read');
      const feature = request.query.feature;
      return db
        .select({
          id: plotResults.id,
          plot: plotResults.plotId,
          feature: features.name,
          value_float: plotResults.valueFloat,
          value_text: plotResults.valueText,
          unit: plotResults.unit,
        })
        .from(plotResults)
        .innerJoin(features, eq(features.id, plotResults.featureId))
        .where(
          and(
            eq(plotResults.plotId, plot.id),
            isNull(plotResults.brushId),
            feature ? eq(features.name, featureKey(feature)) : undefined,
          ),
        )
        .orderBy(features.name);
    },
  );

  app.delete(
    BASE,
    { schema: { tags: TAGS, querystring: ResultsQuery } },
    async (request, reply) => {
      const plot = await getPlotFor(db, requireUser(request), request.query.plot_id, 'write');
      const feature = request.query.feature;
      const [featureRow] = feature
        ? await db
            .select({ id: features.id })
            .from(features)
            .where(and(eq(features.cropId, plot.cropId), eq(features.name, featureKey(feature))))
        : [undefined];
      if (feature && !featureRow) throw new AppError('NOT_FOUND');
      await db
        .delete(plotResults)
        .where(
          and(
            eq(plotResults.plotId, plot.id),
            isNull(plotResults.brushId),
            featureRow ? eq(plotResults.featureId, featureRow.id) : undefined,
          ),
        );
      return reply.code(204).send();
    },
  );
};
