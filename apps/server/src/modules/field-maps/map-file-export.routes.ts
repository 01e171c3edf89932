import { API_PATHS } from '@plotline/contract/api-paths';
import { FieldMapFileQuery } from '@plotline/contract/field-maps-file';
import { XlsxFile } from '@plotline/contract/imports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';
import { sendWorkbook, XLSX_CONTENT_TYPE } from '../../platform/excel/send-workbook.ts';
import { ensureFieldMap } from './ensure-field-map.ts';
import { loadMapGrid } from './load-field-map.ts';
import { mapFileName, writeMapFile } from './write-map-file.ts';

/**
 * `field_maps/export_to_excel/` (api-contract §7, decision 019): the field-year's map as the
 * field-map file, which `upload_custom_file/field_map/` reads back.
 */
export const mapFileExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `/${API_PATHS.fieldMapExport}`,
    {
      schema: {
        tags: ['field maps'],
        summary: "The field-year's map as an .xlsx file (the field-map upload reads it back)",
        description:
          'Sheet «Карта»: row 1 the headers «Название питомника», «Год», «Регион», «Ширина ' +
          'карты», row 2 their values, then from row 3 one row per map row (top first), one ' +
          'cell per place: the plot name «<name>/<repetition>», or empty. Sheet «Номера ' +
          'делянок»: the same grid with plot labels, not read by the upload. A year_id of ' +
          'another field_id, or out of sight, is 404.',
        querystring: FieldMapFileQuery,
        response: {
          200: {
            description: 'the workbook, as an attachment named <year>_<field>_<region>_map.xlsx',
            content: { [XLSX_CONTENT_TYPE]: { schema: XlsxFile } },
          },
        },
      },
    },
    async (request, reply) => {
      const { field_id, year_id } = request.query;
      const season = await getFieldYearFor(db, requireUser(request), year_id, 'read');
      if (season.fieldId !== field_id) throw new AppError('NOT_FOUND');
      const map = await ensureFieldMap(db, season.id);
      const { location_of_plots: grid } = await loadMapGrid(db, season.id, map.width);
      return sendWorkbook(reply, mapFileName(season), (workbook) =>
        writeMapFile(workbook, { season, width: map.width, grid }),
      );
    },
  );
};
