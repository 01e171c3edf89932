import { IdParams } from '@plotline/contract/common';
import {
  FieldMap,
  FieldMapList,
  FieldMapsQuery,
  MoveMapPlotsBody,
  RotateFieldMapBody,
  UpdateFieldMapBody,
  UpdateLocationOfPlotsBody,
} from '@plotline/contract/field-maps-grid';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { fieldMaps } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';
import { changeFieldMap } from './change-field-map.ts';
import { ensureFieldMap } from './ensure-field-map.ts';
import { getFieldMapSeasonFor } from './get-field-map-for.ts';
import { loadFieldMap } from './load-field-map.ts';
import { moveMapPlots } from './move-map-plots.ts';
import { reflowFieldMap } from './reflow-field-map.ts';
import { rotateFieldMap } from './rotate-field-map.ts';

const TAGS = ['field maps'];

/**
 * The field map's grid (api-contract §7, decision 018): read it, change its width with or
 * without re-flow, rotate it, move plots between places. Every change answers the map.
 */
export const fieldMapsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/field_maps/',
    { schema: { tags: TAGS, querystring: FieldMapsQuery, response: { 200: FieldMapList } } },
    async (request) => {
      const season = await getFieldYearFor(db, requireUser(request), request.query.year_id, 'read');
      if (season.fieldId !== request.query.field_id) throw new AppError('NOT_FOUND');
      return [await loadFieldMap(db, season, await ensureFieldMap(db, season.id))];
    },
  );

  app.put(
    '/plotline_db/field_maps/:id/',
    {
      schema: {
        description:
          'Sets the width only: plots keep their positions and the grid is re-cut into rows ' +
          'of the new length (update_location_of_plots/ re-flows instead).',
        tags: TAGS,
        params: IdParams,
        body: UpdateFieldMapBody,
        response: { 200: FieldMap },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const season = await getFieldMapSeasonFor(db, user, request.params.id, 'write');
      const width = request.body.max_length_per_list;
      return changeFieldMap(db, season, async (tx, map) => {
        await tx.update(fieldMaps).set({ width }).where(eq(fieldMaps.id, map.id));
        return { ...map, width };
      });
    },
  );

  app.patch(
    '/plotline_db/field_maps/:id/update_location_of_plots/',
    {
      schema: {
        description:
          'Re-flows the plots: they keep their order and take positions 1…n (gaps close) in ' +
          'rows of the new length, stored on the map (the nursery width stays the default of ' +
          'new maps).',
        tags: TAGS,
        params: IdParams,
        body: UpdateLocationOfPlotsBody,
        response: { 200: FieldMap },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const season = await getFieldMapSeasonFor(db, user, request.params.id, 'write');
      return reflowFieldMap(db, season, request.body.max_length_per_list);
    },
  );

  app.patch(
    '/plotline_db/field_maps/:id/rotate/',
    {
      schema: {
        description:
          'Ours: a quarter turn. Clockwise (r, c) → (c, R − 1 − r), counter-clockwise ' +
          '(r, c) → (width − 1 − c, r); the width becomes the row count R (at least 2; more ' +
          'than 150 rows is a 400). Empty columns at the right edge are not kept.',
        tags: TAGS,
        params: IdParams,
        body: RotateFieldMapBody,
        response: { 200: FieldMap },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const season = await getFieldMapSeasonFor(db, user, request.params.id, 'write');
      return rotateFieldMap(db, season, request.body.direction);
    },
  );

  app.patch(
    '/plotline_db/field_maps/:id/move_plots/',
    {
      schema: {
        description:
          'Ours: moves applied together (swaps allowed), all or nothing. A 400 on `moves` names ' +
          'the first refused move by its 1-based number (rows and columns 1-based in the text): ' +
          'plot twice, not on this map, column outside the width, more than max(50, moves) ' +
          'rows below the last row, two moves to one place, place held by a plot that stays.',
        tags: TAGS,
        params: IdParams,
        body: MoveMapPlotsBody,
        response: { 200: FieldMap },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const season = await getFieldMapSeasonFor(db, user, request.params.id, 'write');
      return moveMapPlots(db, season, request.body.moves);
    },
  );
};
