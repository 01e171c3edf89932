import {
  FieldYearFileQuery,
  SelectionListBody,
  SowingListBody,
  XlsxFile,
} from '@plotline/contract/imports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type CurrentUser, requireUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';
import { sendWorkbook, XLSX_CONTENT_TYPE } from '../../platform/excel/send-workbook.ts';
import { transliterate } from '../../platform/excel/transliterate.ts';
import { getPlanFor } from '../sowing-plans/get-plan-for.ts';
import { loadPlanSheet } from '../sowing-plans/load-plan-sheet.ts';
import { type FieldYearSheet, loadFieldYearSheet } from './load-field-year-sheet.ts';
import { type NurserySheetColumns, writeNurserySheet } from './write-nursery-sheet.ts';
import { writeSowingList } from './write-sowing-list.ts';

const TAGS = ['downloads'];
const XLSX_ANSWER = {
  200: {
    description: 'the workbook, as an attachment named <year>_<field>_<region>_<kind>.xlsx',
    content: { [XLSX_CONTENT_TYPE]: { schema: XlsxFile } },
  },
};

/** The field-year of a download, reachable by the user and of the crop (or field) asked. */
async function seasonFor(
  db: Db,
  user: CurrentUser,
  yearId: number,
  owner: { cropId?: number; fieldId?: number },
) {
  const season = await getFieldYearFor(db, user, yearId, 'read');
  if (owner.cropId !== undefined && season.cropId !== owner.cropId) throw new AppError('NOT_FOUND');
  if (owner.fieldId !== undefined && season.fieldId !== owner.fieldId) {
    throw new AppError('NOT_FOUND');
  }
  return loadFieldYearSheet(db, season);
}

/** The booked lots of a sowing plan of the nursery `fieldId` (decision 041). */
async function planFor(db: Db, user: CurrentUser, planId: number, fieldId: number) {
  const plan = await getPlanFor(db, user, planId, 'read');
  if (plan.fieldId !== fieldId) throw new AppError('NOT_FOUND');
  return loadPlanSheet(db, plan);
}

/**
 * What each download holds, as the last part of its file name: two downloads of one season
 * never share a name, so one never overwrites the other in a Downloads folder (decision 030).
 */
export const DOWNLOAD_KINDS = {
  plotData: 'results',
  fieldFile: 'nursery',
  selection: { 1: 'selection', 2: 'selection_stages' },
  sowing: { 1: 'sowing', 2: 'sowing_by_label', 3: 'sowing_by_line', 4: 'sowing_notes' },
} as const;

/**
 * `<year>_<field>_<region>_<kind>.xlsx`: the base of api-contract §6, transliterated, plus
 * what the file holds.
 */
export function downloadFileName(data: FieldYearSheet, kind: string): string {
  const { year, fieldName, region } = data.season;
  return `${year}_${transliterate(fieldName)}_${transliterate(region)}_${kind}.xlsx`;
}

function sendNurserySheet(
  reply: FastifyReply,
  sheet: { name: string; kind: string },
  data: FieldYearSheet,
  columns: NurserySheetColumns,
) {
  const sheetName = sheet.name;
  return sendWorkbook(reply, downloadFileName(data, sheet.kind), (workbook) =>
    writeNurserySheet(workbook, sheetName, data, columns),
  );
}

/** The nursery downloads of api-contract §9 (sheets of decision 010). */
export const downloadsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/download_plot_data/',
    { schema: { tags: TAGS, querystring: FieldYearFileQuery, response: XLSX_ANSWER } },
    async (request, reply) => {
      const { spec_id, year_id } = request.query;
      const data = await seasonFor(db, requireUser(request), year_id, { cropId: spec_id });
      const columns = { parents: false, comment: false, phenotypes: true, stages: true };
      return sendNurserySheet(
        reply,
        { name: 'Результаты', kind: DOWNLOAD_KINDS.plotData },
        data,
        columns,
      );
    },
  );

  app.get(
    '/plotline_db/excel_file/download_field_file/',
    { schema: { tags: TAGS, querystring: FieldYearFileQuery, response: XLSX_ANSWER } },
    async (request, reply) => {
      const { spec_id, year_id } = request.query;
      const data = await seasonFor(db, requireUser(request), year_id, { cropId: spec_id });
      const columns = { parents: true, comment: true, phenotypes: false, stages: false };
      return sendNurserySheet(
        reply,
        { name: 'Питомник', kind: DOWNLOAD_KINDS.fieldFile },
        data,
        columns,
      );
    },
  );

  app.post(
    '/plotline_db/download_selection_list/',
    { schema: { tags: TAGS, body: SelectionListBody, response: XLSX_ANSWER } },
    async (request, reply) => {
      const { field_id, year_id, type_of_file } = request.body;
      const data = await seasonFor(db, requireUser(request), year_id, { fieldId: field_id });
      const columns = {
        parents: true,
        comment: true,
        phenotypes: true,
        stages: type_of_file === 2,
      };
      return sendNurserySheet(
        reply,
        { name: 'Селекционный список', kind: DOWNLOAD_KINDS.selection[type_of_file] },
        data,
        columns,
      );
    },
  );

  app.post(
    '/plotline_db/sowing_list/',
    {
      schema: {
        tags: TAGS,
        description:
          'With `sowing_plan_id`: the lots booked in that sowing plan of the nursery, one row ' +
          'per lot and repetition named as acceptance names the plots (decision 041).',
        body: SowingListBody,
        response: XLSX_ANSWER,
      },
    },
    async (request, reply) => {
      const { field_id, year_id, sowing_plan_id, type_of_file, ...rest } = request.body;
      const user = requireUser(request);
      const data =
        sowing_plan_id === undefined
          ? await seasonFor(db, user, year_id as number, { fieldId: field_id })
          : await planFor(db, user, sowing_plan_id, field_id);
      const fileName = downloadFileName(data, DOWNLOAD_KINDS.sowing[type_of_file]);
      return sendWorkbook(reply, fileName, (workbook) =>
        writeSowingList(workbook, data, {
          type: type_of_file,
          emptyColumns: rest.empty_columns,
          sowingDate: rest.sowing_date,
          germinationDate: rest.germination_date,
        }),
      );
    },
  );
};
