import {
  Boxplot,
  BoxplotQuery,
  type CorrelationBasis,
  CorrelationMatrix,
  CorrelationMatrixQuery,
  CorrelationPairs,
  CorrelationQuery,
  HarvestTechnologies,
  Visualisation,
  VisualisationQuery,
} from '@plotline/contract/statistics-visualisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { checkFeatureChoice, readFeatureColumns } from './correlation/correlation-columns.ts';
import { readLineMeanColumns } from './correlation/correlation-line-means.ts';
import { correlateMatrix } from './correlation/correlation-matrix.ts';
import { correlatePairs } from './correlation/correlation-pairs.ts';
import { listSeasonVariables } from './read-plot-variables.ts';
import { readableSeasons, type TrialSeason } from './read-trial.ts';
import { computeBoxplot } from './visualisation-boxplot.ts';
import { readSeasonNumbers, rowIdentity, valuesOf } from './visualisation-rows.ts';

const TAGS = ['statistics'];

const ROWS =
  'A row joins the plots of one base name (`X/1`, `X/2` → `X`); its line is the first ' +
  'repetition’s; `tech` tells, for every harvest technology of the season, whether any ' +
  'repetition has it. Stages count in days after sowing (from the plot’s emergence stage).';

const FEATURES =
  'Each observation is a plot (repetitions count separately); a pair uses the plots having ' +
  'both values. Errors (400 on `features`): fewer than two features, the same feature twice, ' +
  'a pair with fewer than three plots having both values or without variation. Ours ' +
  '(decision 044): `year_ids` pools the plots of more field-years with year_id’s; the season ' +
  'indices (`GDD`, `САТ>10`, `ГТК`, `Осадки`, `Заморозки`) are features whose value is the ' +
  'season’s on each of its plots.';

/** The columns a correlation runs on: plots, or the rows' means (decision 053). */
function readColumns(
  db: Db,
  seasons: readonly TrialSeason[],
  features: readonly string[],
  basis: CorrelationBasis | undefined,
) {
  return basis === 'line_means'
    ? readLineMeanColumns(db, seasons, features)
    : readFeatureColumns(
        db,
        seasons.map((season) => season.id),
        features,
      );
}

/** Box plots and correlations of one field-year's quantitative features (api-contract §8). */
export const visualisationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/statistics_visualisation/',
    {
      schema: {
        tags: TAGS,
        description:
          'The repetitions’ values of every row, per quantitative feature and stage of the ' +
          `season (rows without a value left out; \`{}\` when the season has none). ${ROWS}`,
        querystring: VisualisationQuery,
        response: { 200: Visualisation },
      },
    },
    async (request) => {
      await readableSeasons(db, requireUser(request), [request.query.year_id]);
      const season = await readSeasonNumbers(db, request.query.year_id);
      const answer: Visualisation = {};
      for (const name of season.names) {
        const rows = season.rows
          .map((row) => ({ ...rowIdentity(row), data: valuesOf(row, name) }))
          .filter((row) => row.data.length > 0);
        if (rows.length > 0) answer[name] = rows;
      }
      return answer;
    },
  );

  app.get(
    '/plotline_db/statistics_boxplot/',
    {
      schema: {
        tags: TAGS,
        description:
          'Ours: R’s `boxplot.stats` (Tukey hinges, 1.5 × hinge-spread whiskers, outliers) with ' +
          'n, mean, SD, SE and CV % for each row having a value of `feature`, and over all ' +
          'their plots, ready for a box-plot chart; `technology` keeps the rows having it. ' +
          `400 \`analysis.notEnoughForVisualisation\` on \`feature\` when no row is left. ${ROWS}`,
        querystring: BoxplotQuery,
        response: { 200: Boxplot },
      },
    },
    async (request) => {
      const { year_id: yearId, feature, technology } = request.query;
      await readableSeasons(db, requireUser(request), [yearId]);
      return computeBoxplot(await readSeasonNumbers(db, yearId, [feature]), feature, technology);
    },
  );

  app.get(
    '/plotline_db/correlation/',
    {
      schema: {
        tags: TAGS,
        description:
          'Pearson’s r of every pair of the chosen features, with the paired values and the ' +
          'least-squares trend line over the x range; ours besides: the points’ plots, n, the ' +
          `two-sided p, the Fisher-z 95 % interval and Spearman’s ρ (R \`cor.test\`). ${FEATURES}`,
        querystring: CorrelationQuery,
        response: { 200: CorrelationPairs },
      },
    },
    async (request) => {
      const { year_id: yearId, year_ids: more, features, basis } = request.query;
      const yearIds = [...new Set([yearId, ...(more ?? [])])];
      const seasons = await readableSeasons(db, requireUser(request), yearIds);
      checkFeatureChoice(features);
      return correlatePairs(await readColumns(db, seasons, features, basis));
    },
  );

  app.get(
    '/plotline_db/correlation_matrix/',
    {
      schema: {
        tags: TAGS,
        description:
          'Ours, for the heat map: the Pearson (or Spearman) matrix of the chosen features with ' +
          'p-values and plot counts, features in the order of R’s complete-linkage ' +
          `\`hclust\` on 1 − r. ${FEATURES}`,
        querystring: CorrelationMatrixQuery,
        response: { 200: CorrelationMatrix },
      },
    },
    async (request) => {
      const { year_id: yearId, year_ids: more, features, method, basis } = request.query;
      const yearIds = [...new Set([yearId, ...(more ?? [])])];
      const seasons = await readableSeasons(db, requireUser(request), yearIds);
      checkFeatureChoice(features);
      const matrix = correlateMatrix(await readColumns(db, seasons, features, basis), method);
      return { ...matrix, basis: basis ?? 'plots' };
    },
  );

  app.get(
    '/plotline_db/get_unique_harvest_technologies_from_field/',
    {
      schema: {
        tags: TAGS,
        description: 'The harvest technologies of the season’s plots, sorted by name (ё = е).',
        querystring: VisualisationQuery,
        response: { 200: HarvestTechnologies },
      },
    },
    async (request) => {
      await readableSeasons(db, requireUser(request), [request.query.year_id]);
      const { technologies } = await listSeasonVariables(db, [request.query.year_id]);
      return { harvest_technologies: technologies };
    },
  );
};
