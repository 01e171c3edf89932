import {
  CombiningAbility,
  CombiningAbilityQuery,
  F1AnalyzeQuery,
  F1Mothers,
  MultipleFieldComparison,
  MultipleFieldComparisonQuery,
} from '@plotline/contract/statistics-hybrids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { clientGoneSignal } from '../../platform/compute/client-gone-signal.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { analyseF1 } from './f1-analyze.ts';
import { analyseCombiningAbility } from './hybrids-combining-ability.ts';
import { compareFields } from './multi-field/multi-field-comparison.ts';

const TAGS = ['statistics'];

const REFUSALS =
  'A field-year out of sight answers 404 before anything is read. Data that cannot be ' +
  'analysed answer 400 on `feature` with a translated message naming the missing cross, ' +
  'parent, repetition or season and what to do (`analysis.*`).';

/** Hybrids (F1 means, combining ability) and the comparison of several field-years. */
export const hybridsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/f1_analyze/',
    {
      schema: {
        tags: TAGS,
        description:
          'Means of the season’s hybrids (plots whose line has a mother and a father) by ' +
          'parents: per mother the mean of all her hybrids’ plots; per father of hers the mean ' +
          'of that cross’s plots and the mean of all his hybrids’ plots. Every plot weighs ' +
          'one; numbers are text at full precision; mothers and fathers in natural name order. ' +
          'A qualitative feature gives the same table with the most frequent value in place ' +
          'of each mean (ties: the first value by name). No hybrid with a value → `[]`. A ' +
          'field-year out of sight answers 404.',
        querystring: F1AnalyzeQuery,
        response: { 200: F1Mothers },
      },
    },
    async (request) => analyseF1(db, requireUser(request), request.query),
  );

  app.get(
    '/plotline_db/combining_ability/',
    {
      schema: {
        tags: TAGS,
        description:
          'General and specific combining ability of the season’s crosses. Crosses are plots ' +
          'whose line has a mother and a father (mother × father), unless that line is itself ' +
          'a parent of another cross; parents’ own plots are plots of those parents’ lines; ' +
          'plots without a value and other lines are left out; repetitions (`X/1`, `X/2`) are the replicates, and every ' +
          'entry must be in every repetition. `design=diallel`: Griffing (1956) Methods 1–4 × ' +
          'Models I/II (DiallelAnalysisR / lmDiallel numbers). `design=line_by_tester`: mothers ' +
          'are lines, fathers testers, parents’ plots included when present (agricolae ' +
          `lineXtester numbers). ${REFUSALS}`,
        querystring: CombiningAbilityQuery,
        response: { 200: CombiningAbility },
      },
    },
    async (request) => analyseCombiningAbility(db, requireUser(request), request.query),
  );

  app.get(
    '/plotline_db/multiple_field_comparison/',
    {
      schema: {
        tags: TAGS,
        description:
          'One set of lines over several field-years (environments, each an RCBD with ' +
          'repetitions as blocks): per-season ANOVA, CV and LSD₀₅, Bartlett’s test, the ' +
          'combined ANOVA (fixed and mixed F), the line × season table of means, Finlay–' +
          'Wilkinson slopes and AMMI. A line counts by name, with its first row in each ' +
          'season; only lines measured in every season in all its repetitions are analysed, ' +
          'the others are listed in `excluded_lines`. Ours (decision 053): `model=mixed` (the default ' +
          'when a line is left out) adds `mixed`, y ~ env + env:rep + line + (1 | line:env) by ' +
          'REML over every value (lmerTest / emmeans numbers), run on a compute worker. Fewer ' +
          `than two field-years → 400 on \`year_ids\`. ${REFUSALS}`,
        querystring: MultipleFieldComparisonQuery,
        response: { 200: MultipleFieldComparison },
      },
    },
    async (request, reply) =>
      compareFields(db, requireUser(request), request.query, {
        language: requestLanguage(request),
        signal: clientGoneSignal(reply),
      }),
  );
};
