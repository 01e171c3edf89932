import {
  CopiedCount,
  CopyCharacteristicsBody,
  FeatureList,
  NormalizePhenotypesQuery,
  UpdatedCount,
  YearQuery,
} from '@plotline/contract/characteristics';
import { EditFeaturesBody } from '@plotline/contract/phenotypes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';
import { characteristicsOrderRoutes } from './characteristics-order.routes.ts';
import { copyCharacteristics } from './copy-characteristics.ts';
import { listYearFeatures } from './list-year-features.ts';
import { normalizePhenotypes } from './normalize-phenotypes.ts';
import { renameFeatures } from './rename-features.ts';

const TAGS = ['characteristics'];

const COPY_HELP =
  'Copies phenotype values (`phenotypes`), stages (`stages`) or harvest technologies ' +
  '(`harvest`) from the plots of year_from_id to the plots of the same name in year_to_id ' +
  '(both editable, same crop). A target value with the same feature, stage or technology is ' +
  'replaced; the target’s other values stay; plant rows are not copied. `copied` counts the ' +
  'target rows written (decision 012).';

const NORMALIZE_HELP =
  'Normalisation (recount). `value` is the reference the measurements are divided by, e.g. ' +
  'the control variety’s mean, written with a dot as decimal separator (a comma is refused) ' +
  'and not zero. For each plot of the field-year holding a number for `feature` (plot-level ' +
  'values), stores `feature_norm` = value of `feature` ÷ `value`, rounded to 4 decimals ' +
  '(halves away from zero), without unit, replacing an earlier ratio; `feature_norm` is ' +
  'created as a quantitative feature when missing. Plots without a number are untouched. ' +
  '`updated` counts the plots that received a ratio. Needs edit access to the field-year.';

const RENAME_HELP =
  'Renames features for the plots (and plant rows) of one field-year, in order, all or ' +
  'nothing: their values move to the feature named `new_name` (created with the same kind; ' +
  'an existing one of the other kind is a 400), replacing a value the same plot had under ' +
  'that name, and take `unit` when given. `updated` counts the values changed.';

/** Characteristics of a field-year: copy, normalise, rename, feature lists, column order. */
export const characteristicsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/plotline_db/characteristics/copy_characteristics/',
    {
      schema: {
        tags: TAGS,
        description: COPY_HELP,
        body: CopyCharacteristicsBody,
        response: { 200: CopiedCount },
      },
    },
    async (request) => ({
      copied: await copyCharacteristics(db, requireUser(request), request.body),
    }),
  );

  app.get(
    '/plotline_db/normalize_phenotypes/',
    {
      schema: {
        tags: TAGS,
        description: NORMALIZE_HELP,
        querystring: NormalizePhenotypesQuery,
        response: { 200: UpdatedCount },
      },
    },
    async (request) => ({
      updated: await normalizePhenotypes(db, requireUser(request), request.query),
    }),
  );

  app.patch(
    '/plotline_db/edit_multiple_features/',
    {
      schema: {
        tags: TAGS,
        description: RENAME_HELP,
        body: EditFeaturesBody,
        response: { 200: UpdatedCount },
      },
    },
    async (request) => ({ updated: await renameFeatures(db, requireUser(request), request.body) }),
  );

  for (const kind of ['quantitative', 'qualitative'] as const) {
    app.get(
      `/plotline_db/${kind}_features/`,
      {
        schema: {
          tags: TAGS,
          description:
            kind === 'quantitative'
              ? 'The crop’s quantitative features with a plot value in the field-year and the ' +
                'vegetation stages with days after sowing there (as the statistics analyse ' +
                'them; a stage’s `id` is negative), in natural name order.'
              : 'The crop’s qualitative features with a plot value in the field-year, in natural ' +
                'name order.',
          querystring: YearQuery,
          response: { 200: FeatureList },
        },
      },
      async (request) => {
        const year = await getFieldYearFor(db, requireUser(request), request.query.year_id, 'read');
        return listYearFeatures(db, year, kind);
      },
    );
  }

  await app.register(characteristicsOrderRoutes, { db });
};
