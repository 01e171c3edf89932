import {
  ANCOVA_MAX_GROUPS,
  AncovaQuery,
  AncovaResult,
  AnovaQuery,
  AnovaResult,
  TUKEY_MAX_LEVELS,
} from '@plotline/contract/statistics-anova';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { requireUser } from '../../../platform/auth/authenticate.ts';
import { clientGoneSignal } from '../../../platform/compute/client-gone-signal.ts';
import { analyseAncova } from '../ancova-analysis.ts';
import { analyseAnova } from './anova-analysis.ts';

const TAGS = ['statistics'];

const OBSERVATIONS =
  'Observations are the plots of the field-year (repetitions count separately) having the ' +
  'numbers and a level of every factor; stages count in days after sowing. Factors: ' +
  'qualitative features and the built-in `line`, `repetition` (the `/n` suffix of the plot ' +
  'name: blocks) and `harvest_technology` (plots with exactly one technology; others are ' +
  'left out). Names with spaces appear with `_`. Stars: `***` p < 0.001, `**` < 0.01, `*` < 0.05.';

/** Analysis of variance and of covariance of one field-year (api-contract §8). */
export const anovaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/anova/',
    {
      schema: {
        tags: TAGS,
        description:
          'ANOVA of `dependent_var` over `group_vars`: one factor a one-way ANOVA; several the ' +
          'additive model with Type II sums of squares, each factor adjusted for the others ' +
          '(statsmodels `anova_lm(typ=2)`; with the lines and the repetitions, the RCBD). Ours ' +
          '(decision 049): `a*b` (a + b + a:b) and `a:b` terms, then Type III by default ' +
          '(`car::Anova`, contr.sum); `type` I, II or III; `main_plot` a split-plot (balanced: ' +
          'the strata of `aov(… + Error(repetition:main_plot))`; unbalanced: lmer with ' +
          '`(1|repetition:main_plot)`, Type III F with Satterthwaite df); the adjusted means of every ' +
          'factor (`emmeans`) with letters, Tukey’s pairs on them ' +
          `(no pairs beyond ${TUKEY_MAX_LEVELS} levels) and Dunnett’s against \`control\`. ` +
          `${OBSERVATIONS} Errors (400): no group_vars → noPredictors; dependent_var among ` +
          'them (or two names equal once spaces are `_`) → sameFeatures; a bad term → badTerm; ' +
          'a variable no plot has, a factor with one level, no residual df (interactionNoReplicates ' +
          'for an interaction) or no residual variation → notEnoughData; an empty cell of an ' +
          'interaction → interactionEmptyCells; a main_plot not a factor of the model, without ' +
          'repetition → mainPlotNotInModel, splitPlotNoRepetition; a control no factor has → controlNoFactor / controlNotLevel.',
        querystring: AnovaQuery,
        response: { 200: AnovaResult },
      },
    },
    async (request, reply) =>
      analyseAnova(db, requireUser(request), request.query, clientGoneSignal(reply)),
  );

  app.get(
    '/plotline_db/ancova/',
    {
      schema: {
        tags: TAGS,
        description:
          'ANCOVA: OLS `dependent_var ~ group_var * covariate_var` (a slope per group), ' +
          'treatment coding with the first level (R’s `factor` order) as the reference; the ' +
          'overall F test and R². Ours: the means adjusted to the covariate mean under a common ' +
          'slope (emmeans; with repetitions as blocks when they are complete) and the test of ' +
          `equal slopes. ${OBSERVATIONS} Errors (400): no group_var or covariate_var, or a ` +
          'covariate constant within the groups → noPredictors; covariate_var = dependent_var ' +
          '→ sameFeatures; fewer than two groups or no residual df → notEnoughData; more than ' +
          `${ANCOVA_MAX_GROUPS} groups → tooManyGroups. Ours (decision 044): \`year_ids\` pools ` +
          'more field-years with year_id (then without blocks), so that a season index ' +
          '(`GDD`, `САТ>10`, `ГТК`, `Осадки`, `Заморозки`, the same on every plot of a season) ' +
          'can be the covariate.',
        querystring: AncovaQuery,
        response: { 200: AncovaResult },
      },
    },
    async (request) => analyseAncova(db, requireUser(request), request.query),
  );
};
