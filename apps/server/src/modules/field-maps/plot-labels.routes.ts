import {
  DeletePlotLabelsQuery,
  PlotLabelsCleared,
  PlotLabelsUpdated,
  UpdatePlotLabelsBody,
} from '@plotline/contract/field-maps-numbering';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type CurrentUser, requireUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';
import { numberPlots } from './number-plots.ts';

const TAGS = ['field maps'];

/** The field-year `yearId` of nursery `fieldId`, writable by `user`. */
async function getWritableSeason(db: Db, user: CurrentUser, fieldId: number, yearId: number) {
  const season = await getFieldYearFor(db, user, yearId, 'write');
  if (season.fieldId !== fieldId) throw new AppError('NOT_FOUND');
  return season;
}

/** Plot numbering on the field map (api-contract §7, spec §4): enumerate and clear. */
export const plotLabelsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.patch(
    '/plotline_db/field_maps/update_plot_labels/',
    {
      schema: {
        tags: TAGS,
        description:
          'Numbers the plots of the field-year that have no label, from the corner along the ' +
          'asked order; labelled plots keep their labels, and labels they carry are skipped, ' +
          'so numbering again after adding plots continues the count. 400 when every plot ' +
          'is already numbered, the year has no plots, a direction leads away from the ' +
          'field, or a label would exceed 10 characters.',
        body: UpdatePlotLabelsBody,
        response: { 200: PlotLabelsUpdated },
      },
    },
    async (request) => {
      const { body } = request;
      const season = await getWritableSeason(db, requireUser(request), body.field_id, body.year_id);
      return numberPlots(db, season.id, body);
    },
  );

  app.delete(
    '/plotline_db/field_maps/delete_plot_labels/',
    {
      schema: {
        tags: TAGS,
        description: 'Clears the label of every plot of the field-year (none labelled: 0).',
        querystring: DeletePlotLabelsQuery,
        response: { 200: PlotLabelsCleared },
      },
    },
    async (request) => {
      const { query } = request;
      const season = await getWritableSeason(
        db,
        requireUser(request),
        query.field_id,
        query.year_id,
      );
      const [row] = await queryRows<{ cleared: number }>(
        db,
        sql`with cleared as (update plots set label = null
              where field_year_id = ${season.id} and label is not null returning 1)
            select count(*)::int as cleared from cleared`,
      );
      return { cleared: row?.cleared ?? 0 };
    },
  );
};
