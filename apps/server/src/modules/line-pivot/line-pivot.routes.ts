import { XlsxFile } from '@plotline/contract/imports';
import { Pivot, PivotExportQuery, PivotQuery } from '@plotline/contract/lines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor } from '../../platform/auth/policy.ts';
import { sendWorkbook, XLSX_CONTENT_TYPE } from '../../platform/excel/send-workbook.ts';
import { requestLanguage, translate } from '../../platform/i18n/translate.ts';
import { linePivot } from './line-pivot.ts';

const TAGS = ['lines'];

/**
 * The phenotype pivot of the varieties summary (decision 035): one row per line the caller
 * sees, one column per feature and year (or region), each cell over the plots the caller
 * reads; as a page, or as an xlsx of every row.
 */
export const linePivotRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/line_phenotype_pivot_table/',
    { schema: { tags: TAGS, querystring: PivotQuery, response: { 200: Pivot } } },
    async (request) => {
      const user = requireUser(request);
      await getCropFor(db, user, request.query.spec_id);
      const pivot = await linePivot(db, user, request.query);
      return { ...pivot, columns: pivot.columns.map(({ featureId: _f, ...column }) => column) };
    },
  );

  app.get(
    '/plotline_db/line_phenotype_pivot_table/export/',
    {
      schema: {
        tags: TAGS,
        querystring: PivotExportQuery,
        response: {
          200: {
            description: 'the workbook: line name, variety flag, then one column per pivot column',
            content: { [XLSX_CONTENT_TYPE]: { schema: XlsxFile } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await getCropFor(db, user, request.query.spec_id);
      const pivot = await linePivot(db, user, request.query);
      const language = requestLanguage(request);
      const by = request.query.show_data_by;
      const title = translate('lines.pivotFileName', language, {
        group: translate(by === 'year' ? 'lines.pivotByYear' : 'lines.pivotByRegion', language),
      });
      const yes = translate('lines.pivotYes', language);
      return sendWorkbook(reply, `${title}.xlsx`, async (workbook) => {
        const sheet = workbook.addWorksheet(title.slice(0, 31));
        sheet
          .addRow([
            translate('lines.pivotLine', language),
            translate('lines.pivotVariety', language),
            ...pivot.columns.map(
              (column) =>
                `${column.feature}${column.unit ? ` (${column.unit})` : ''}, ${column.group}`,
            ),
          ])
          .commit();
        for (const row of pivot.data) {
          sheet
            .addRow([
              row.line_name,
              row.is_sort ? yes : null,
              ...pivot.columns.map((column) => row.cells[column.id]?.value ?? null),
            ])
            .commit();
        }
        sheet.commit();
      });
    },
  );
};
