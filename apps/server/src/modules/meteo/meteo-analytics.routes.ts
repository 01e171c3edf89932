import { API_PATHS } from '@plotline/contract/api-paths';
import {
  SeasonChart,
  SeasonChartQuery,
  SeasonIndicesQuery,
  SeasonIndicesTable,
} from '@plotline/contract/meteo-analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getSectorFor } from '../../platform/auth/meteo-policy.ts';
import { readIndicesTable } from './read-indices-table.ts';
import { readSeasonChart } from './read-season-chart.ts';

const TAGS = ['meteorology'];

/**
 * What the meteorology pages derive from the daily values (decision 044): a sector's season
 * chart and the agro-climatic indices table of a crop's year. Reads only.
 */
export const meteoAnalyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `/${API_PATHS.meteoSeasonChart}`,
    {
      schema: {
        tags: TAGS,
        summary: "A sector's season chart",
        description:
          'Every day of the window (1 January – 31 December trimmed to the first and last day ' +
          'holding a temperature, precipitation or an event, always covering 1 March – ' +
          '31 October) with the minimum, mean and maximum temperature and precipitation (null ' +
          'where none), the events, and with `field_id` (a nursery the sector serves) that ' +
          "nursery's stages of the year at their median dates. Read: who reads the sector.",
        querystring: SeasonChartQuery,
        response: { 200: SeasonChart },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { sector: sectorId, year, field_id } = request.query;
      const sector = await getSectorFor(db, user, sectorId, 'read');
      return readSeasonChart(db, user, sector, year, field_id);
    },
  );

  app.get(
    `/${API_PATHS.meteoIndices}`,
    {
      schema: {
        tags: TAGS,
        summary: "Agro-climatic indices of a crop's seasons",
        description:
          "One row per season of the crop's nurseries in the year the caller reads, nurseries " +
          'in name order: GDD over the crop base, the sum of active temperatures, ГТК, ' +
          'precipitation and frost days over the season (earliest sowing – latest harvest, ' +
          'else 1 March – 31 October) and between consecutive stages at their median dates.',
        querystring: SeasonIndicesQuery,
        response: { 200: SeasonIndicesTable },
      },
    },
    async (request) => {
      const { spec_id, year } = request.query;
      return readIndicesTable(db, requireUser(request), spec_id, year);
    },
  );
};
