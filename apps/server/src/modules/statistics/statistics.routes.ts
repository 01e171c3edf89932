import {
  AverageRows,
  NsrRows,
  RowsQuery,
  SeasonVariables,
  type TTestRow,
  TTestRows,
  YearIdsQuery,
} from '@plotline/contract/statistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { analyseRows, compareByNsr, ranksByMean, rowIdentity } from './control-comparison.ts';
import { listSeasonVariables } from './read-plot-variables.ts';
import { readableSeasons } from './read-trial.ts';
import { applyRowQuery } from './row-query.ts';
import { compareByTTest } from './t-test-rows.ts';

const TAGS = ['statistics'];

const ROWS_HELP =
  'Rows join the repetitions of one plot base name (`X/1`, `X/2` → `X`) per field-year. ' +
  'The experiment error is the season’s ANOVA (repetitions as blocks when every row has the ' +
  'same ones, else one-way; decision 017). The control is `control_plot` in ' +
  '`control_plot_year_id`, and in the other seasons the first row of the same line. ' +
  'Sorting: `sort_by=[-]line_name|plot_name|field_name|year`, ' +
  '`sort_by__<avg|nsr|lower|upper|p_value|rank>=[-]<feature>`; filters: `plot_name`, ' +
  '`line_name` (substring), `<metric>_multiple=v1,v2` with `feature_<metric>_multiple`.';

/** Statistics of plot rows against a control (api-contract §8). */
export const statisticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/calculate_nsr_multiple/',
    {
      schema: {
        tags: TAGS,
        description: `Mean of each row and its НСР₀₅ against the control. ${ROWS_HELP}`,
        querystring: RowsQuery,
        response: { 200: NsrRows },
      },
    },
    async (request) => {
      const analysis = await analyseRows(db, requireUser(request), request.query, {
        controlRequired: true,
      });
      const rows = analysis.rows.map((row) => ({
        ...rowIdentity(row),
        features: [{ feature: analysis.feature, ...compareByNsr(analysis, row) }],
      }));
      return applyRowQuery(rows, request.query);
    },
  );

  app.get(
    '/plotline_db/perform_t_test_multiple/',
    {
      schema: {
        tags: TAGS,
        description:
          'Welch’s t-test of each row’s repetitions against the control’s, with the 95 % ' +
          `confidence interval of the difference (row − control). ${ROWS_HELP}`,
        querystring: RowsQuery,
        response: { 200: TTestRows },
      },
    },
    async (request) => {
      const analysis = await analyseRows(db, requireUser(request), request.query, {
        controlRequired: true,
      });
      const rows: TTestRow[] = analysis.rows.map((row) => ({
        ...rowIdentity(row),
        features: [{ feature: analysis.feature, ...compareByTTest(analysis, row) }],
      }));
      return applyRowQuery(rows, request.query);
    },
  );

  app.get(
    '/plotline_db/cross_avg_values_multiple/',
    {
      schema: {
        tags: TAGS,
        description:
          'Means of the rows of several field-years merged into one list, ranked (1 = highest); ' +
          `with a control, each row’s НСР₀₅ against it. ${ROWS_HELP}`,
        querystring: RowsQuery,
        response: { 200: AverageRows },
      },
    },
    async (request) => {
      const analysis = await analyseRows(db, requireUser(request), request.query, {
        controlRequired: false,
      });
      const ranks = ranksByMean(analysis.rows);
      const rows = analysis.rows.map((row) => ({
        ...rowIdentity(row),
        features: [
          {
            feature: analysis.feature,
            rank: ranks.get(row) ?? null,
            ...compareByNsr(analysis, row),
          },
        ],
      }));
      return applyRowQuery(rows, request.query);
    },
  );

  app.get(
    '/plotline_db/statistics_variables/',
    {
      schema: {
        tags: TAGS,
        description:
          'What the statistics pages may analyse in these field-years: quantitative and ' +
          'qualitative features with a plot value, stages with days after sowing, harvest ' +
          'technologies; each sorted by name.',
        querystring: YearIdsQuery,
        response: { 200: SeasonVariables },
      },
    },
    async (request) => {
      const yearIds = [...new Set(request.query.year_ids)];
      await readableSeasons(db, requireUser(request), yearIds);
      return listSeasonVariables(db, yearIds);
    },
  );
};
