import {
  AverageAnswer,
  AverageRowsQuery,
  NsrAnswer,
  ROWS_PAGE_SIZE_MAX,
  RowsQuery,
  SeasonVariables,
  TTestAnswer,
  YearIdsQuery,
} from '@plotline/contract/statistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { analyseRows } from './control-comparison.ts';
import { listSeasonVariables } from './read-plot-variables.ts';
import { readableSeasons } from './read-trial.ts';
import { answerRows, DEFAULT_PAGE_SIZE, sendJsonText } from './rows-answer.ts';
import { listSeasonIndexVariables } from './season-index-variables.ts';

const TAGS = ['statistics'];

const ROWS_HELP =
  'Rows join the repetitions of one plot base name (`X/1`, `X/2` → `X`) per field-year. ' +
  'The experiment error is the season’s ANOVA (repetitions as blocks when every row has the ' +
  'same ones, else one-way; decision 017) with `model=simple`; with `model=mixed` (ours, ' +
  'decision 050) the season’s mixed model y ~ row + (1|repetition) by REML: adjusted means, ' +
  'each row − control with its Satterthwaite df (НСР₀₅ = t(0.975, df)·SED, the t-test its p ' +
  'and 95 % CI). Without `model`, `mixed` for a season whose rows are unbalanced (missing ' +
  'plots), else `simple`; seasons are fitted on their own. The control is `control_plot` in ' +
  '`control_plot_year_id`, and in the other seasons the first row of the same line. ' +
  '`significance` is true when the row differs from the control at 5 %, `stars` (ours) says ' +
  'how strongly. Sorting: `sort_by=[-]line_name|plot_name|field_name|year` (names in natural ' +
  'order: “д 2” before “д 10”), `sort_by__<avg|nsr|lower|upper|p_value|rank>=[-]<feature>` ' +
  '(the computed feature when the named one is not analysed; ours: `difference`, ' +
  '`significance`); filters: `plot_name`, `line_name`, `plot_name_multiple`, ' +
  '`line_name_multiple` (substrings), `<avg_value|nsr|rank|p_value|lower|upper>_multiple=v1,v2` ' +
  'with `feature_<metric>_multiple`; ours: `search` (plot or line name). Paging (ours, ' +
  `decision 028): with \`page\` or \`page_size\` (default ${DEFAULT_PAGE_SIZE}, at most ` +
  `${ROWS_PAGE_SIZE_MAX}) the answer is \`{meta, data, controls, seasons}\`: one page of the ` +
  'filtered, sorted rows, each season’s control row and the seasons’ error terms and ranges ' +
  '(with the `model` that ran and, `mixed`, the block and residual variances).';

/** Statistics of plot rows against a control (api-contract §8). */
export const statisticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/calculate_nsr_multiple/',
    {
      schema: {
        tags: TAGS,
        description: `Mean of each row and its НСР₀₅ against the control. ${ROWS_HELP}`,
        querystring: RowsQuery,
        response: { 200: NsrAnswer },
      },
    },
    async (request, reply) => {
      const analysis = await analyseRows(db, requireUser(request), request.query, {
        controlRequired: true,
      });
      return sendJsonText(reply, await answerRows(db, analysis, 'nsr', request.query));
    },
  );

  app.get(
    '/plotline_db/perform_t_test_multiple/',
    {
      schema: {
        tags: TAGS,
        description:
          'Welch’s t-test of each row’s repetitions against the control’s (`simple`; `mixed`: ' +
          'the model’s t test of the adjusted means), with the 95 % confidence interval of the ' +
          `difference (row − control). ${ROWS_HELP}`,
        querystring: RowsQuery,
        response: { 200: TTestAnswer },
      },
    },
    async (request, reply) => {
      const analysis = await analyseRows(db, requireUser(request), request.query, {
        controlRequired: true,
      });
      return sendJsonText(reply, await answerRows(db, analysis, 'ttest', request.query));
    },
  );

  app.get(
    '/plotline_db/cross_avg_values_multiple/',
    {
      schema: {
        tags: TAGS,
        description:
          'Means of the rows (`mixed`: adjusted means) of several field-years merged into one ' +
          'list, ranked (1 = highest); ' +
          'with a control, each row’s НСР₀₅ against it. Without `feature`, every quantitative ' +
          'feature and stage of the rows, one item each (natural name order), ranked per ' +
          `feature. ${ROWS_HELP}`,
        querystring: AverageRowsQuery,
        response: { 200: AverageAnswer },
      },
    },
    async (request, reply) => {
      const analysis = await analyseRows(db, requireUser(request), request.query, {
        controlRequired: false,
      });
      return sendJsonText(reply, await answerRows(db, analysis, 'averages', request.query));
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
          'technologies; each in natural name order. Ours (decision 044): `season_indices`, the ' +
          'agro-climatic indices of the seasons’ weather sectors (`GDD`, `САТ>10`, `ГТК`, ' +
          '`Осадки`, `Заморозки`) any season has a value of, numeric variables of every analysis.',
        querystring: YearIdsQuery,
        response: { 200: SeasonVariables },
      },
    },
    async (request) => {
      const yearIds = [...new Set(request.query.year_ids)];
      await readableSeasons(db, requireUser(request), yearIds);
      const variables = await listSeasonVariables(db, yearIds);
      const indices = await listSeasonIndexVariables(db, yearIds, variables.quantitative);
      return { ...variables, season_indices: indices };
    },
  );
};
