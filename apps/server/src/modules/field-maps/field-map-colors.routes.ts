import {
  HeatMap,
  HeatMapQuery,
  PlotsColors,
  PlotsColorsQuery,
} from '@plotline/contract/field-maps-colors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';
import { buildHeatMap } from './build-heat-map.ts';
import { colorPlots } from './color-plots.ts';

const LEVELS =
  'Quantitative levels (spec §9, COLOR_LEVELS / LEVEL_COLORS of the contract): very_low, low, ' +
  'little, medium, sufficient, plenty — six equal-width intervals [lo, hi] between the ' +
  'season’s smallest and largest plot value (inner edges rounded to 4 decimals; a value on ' +
  'an edge belongs to the upper level, the maximum to plenty) — then no_data. Equal widths ' +
  'rather than quantiles, so a level says how much, ties never split and the edges read as ' +
  'plain numbers. No value at all: every interval null; all values equal: every plot with a ' +
  'value is medium, the only level with an interval ([v, v]). Plot-level values only (plant ' +
  'rows are not averaged in).';

/** Colouring of the field map and the statistics heat map (issue 6, api-contract §7–§8). */
export const fieldMapColorsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/plots_colors_map_by_chars/',
    {
      schema: {
        tags: ['field-maps'],
        description:
          'Colours every plot of the field-year by one characteristic — give exactly one of ' +
          '`feature` (a phenotype: quantitative → the seven levels, qualitative → one colour ' +
          'per distinct value, QUALITATIVE_COLORS by legend index modulo 12, sorted ' +
          'case-insensitively with ё = е and numbers by value, then no_data), `stage` ' +
          '(reached: the plot has the stage, with its date and days after sowing; or ' +
          'not_reached) or `harvest_technology` (applied, with the real date; or not_applied), ' +
          'the names `field_map_coloring_data/` lists — or `agro_param_id` (kind ' +
          '`agrochemical`: a soil parameter of the season’s year, each plot’s own latest value ' +
          'else its nursery’s, the seven levels; decision 044). `plots[].level` indexes ' +
          `\`legend\`. ${LEVELS} 400 on \`feature\`: none or several of the four given, unknown ` +
          'feature; on `agro_param_id`: a parameter of another year. 404 when the season is ' +
          'out of reach or not of `field_id`, or the parameter is not of the nursery’s tenant.',
        querystring: PlotsColorsQuery,
        response: { 200: PlotsColors },
      },
    },
    async (request) => {
      const year = await getFieldYearFor(db, requireUser(request), request.query.year_id, 'read');
      if (year.fieldId !== request.query.field_id) throw new AppError('NOT_FOUND');
      return colorPlots(db, year, request.query);
    },
  );

  app.get(
    '/plotline_db/get_heat_map/',
    {
      schema: {
        tags: ['statistics'],
        description:
          'The heat map of a quantitative feature over the field map (api-contract §8): ' +
          '`meta_info` the seven levels in order ({interval, color}; no data last, interval ' +
          'null), `heat_map` the map grid of decision 018 (rows × width of the season’s map; ' +
          'a plot at position p in row ⌊(p − 1)/width⌋, column (p − 1) mod width; null where ' +
          'no plot stands). A cell is {plot_id, plot_name, plot_label, line_name, value, level ' +
          '(index into meta_info), color}. `feature` may also name a stage of the season, ' +
          `coloured by days after sowing (a feature of that name wins). Instead of \`feature\`, ` +
          '`agro_param_id` colours by a soil parameter of the season’s year: each plot’s own ' +
          `latest value, else its nursery’s (decision 044). ${LEVELS} 400 on \`feature\`: ` +
          'none or both of `feature` and `agro_param_id`, a qualitative feature, or neither a ' +
          'feature of the crop nor a stage of the season; on `agro_param_id`: a parameter of ' +
          'another year. 404 when the season is out of reach, or the parameter is not of the ' +
          'nursery’s tenant.',
        querystring: HeatMapQuery,
        response: { 200: HeatMap },
      },
    },
    async (request) => {
      const year = await getFieldYearFor(db, requireUser(request), request.query.year_id, 'read');
      return buildHeatMap(db, year, request.query);
    },
  );
};
