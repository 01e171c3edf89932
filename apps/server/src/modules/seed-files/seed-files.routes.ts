import { API_PATHS } from '@plotline/contract/api-paths';
import { ImportJob, XlsxFile } from '@plotline/contract/imports';
import type { Language } from '@plotline/contract/rules';
import {
  SEED_RECORDS_DOWNLOAD_MAX,
  SeedRecordsForm,
  SeedRecordsQuery,
} from '@plotline/contract/seed-files';
import { and, gt, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db, queryRows } from '../../db/client.ts';
import { seedLots } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getWarehouseCropFor } from '../../platform/auth/warehouse-policy.ts';
import { sendWorkbook, XLSX_CONTENT_TYPE } from '../../platform/excel/send-workbook.ts';
import { WORKBOOK_LIMITS, WORKBOOK_LIMITS_MB } from '../../platform/excel/workbook-limits.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import {
  claimStoredFile,
  discardStoredFile,
  readMultipartBody,
} from '../../platform/files/multipart-body.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { getJobFor } from '../../platform/jobs/get-job-for.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import { presentJob } from '../../platform/jobs/present-job.ts';
import { refuseUnboundedWorkbook, workbookPart } from '../imports/refuse-unbounded-workbook.ts';
import { lotFilters, readLots, type Tx } from '../seeds/seed-lot-rows.ts';
import { SEED_RECORDS_JOB_KIND, type SeedJobInput } from './seed-file-jobs.ts';
import { lotCells, seedFileHeaders, templateRow, writeSeedFile } from './write-seed-workbook.ts';

const TAGS = ['warehouse'];
/** How long an upload waits for its job before answering: small files come back final. */
const ANSWER_WAIT_MS = 2000;
/** Lots read per statement while the download is written. */
const DOWNLOAD_PAGE = 2000;

const COLUMNS_HELP =
  `Columns (${seedFileHeaders('en').join(', ')}) are found by header text in any order, any ` +
  'case, ё = е, in Russian, English, Italian or Spanish (see the template); unknown columns ' +
  'are ignored, and so are the read-only plot, nursery, year and date added.';

const UPLOAD_HELP =
  `${COLUMNS_HELP} A row whose lot code names a lot of the crop updates it in the columns the ` +
  'file has (an empty cell clears a descriptive field): its location moves when warehouse and ' +
  'location name another one, and a weight or amount different from its balance becomes one ' +
  '`correction` ledger entry of the difference (an empty weight or amount cell leaves it). A ' +
  'row without a code creates a lot (warehouse, location and line required) with a `harvest` ' +
  'entry. A row that changes nothing writes nothing, so a download uploads back unchanged. ' +
  'All or nothing: a failed job lists every problem by row and column (an unknown code or a ' +
  'code twice, an unknown location or line, another line for a lot, a bad number, a weight ' +
  'or amount below what sowing plans booked). Answers 201 with the import job (poll ' +
  'jobs/{id}/). A 400 on file before any job: not an .xlsx, or a workbook beyond the limits ' +
  `of decision 025 (${WORKBOOK_LIMITS_MB.unpacked} MB unpacked, ${WORKBOOK_LIMITS.rows} ` +
  "rows…). Another tenant's spec_id is 404.";

/** Every lot the filters select, as file rows, read by id in pages (not all held at once). */
async function* lotRows(db: Tx, where: SQL, language: Language) {
  let after = 0;
  for (;;) {
    const since = and(where, gt(seedLots.id, after)) as SQL;
    const page = await readLots(db, { where: since, limit: DOWNLOAD_PAGE });
    for (const lot of page) yield lotCells(lot, language);
    const last = page.at(-1);
    if (!last || page.length < DOWNLOAD_PAGE) return;
    after = last.id;
  }
}

/**
 * The seed-record files (issue 15, decision 040): the upload run as an import job (decision
 * 032), its template, and the download of the crop's lots that the upload reads back.
 */
export const seedFilesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  files: FileStore;
  jobs: Jobs;
}> = async (app, { db, files, jobs }) => {
  app.post(
    `/${API_PATHS.uploadSeedRecords}`,
    {
      preValidation: readMultipartBody({ stored: workbookPart(files) }),
      onResponse: discardStoredFile,
      onRequestAbort: discardStoredFile,
      schema: {
        tags: TAGS,
        summary: 'Create and update seed lots from an .xlsx file (decision 040)',
        description: UPLOAD_HELP,
        consumes: ['multipart/form-data'],
        body: SeedRecordsForm,
        response: { 201: ImportJob },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const crop = await getWarehouseCropFor(db, user, request.body.spec_id, 'write');
      const { file } = request.body;
      if (!file.isZip || !file.key) throw fieldError('file', 'imports.notXlsx');
      const key = file.key;
      await refuseUnboundedWorkbook(files, { ...file, key });
      claimStoredFile(request);
      const language = requestLanguage(request);
      const jobId = await jobs.submit<SeedJobInput>({
        kind: SEED_RECORDS_JOB_KIND,
        createdBy: user.id,
        input: {
          fileKey: key,
          fileName: file.filename,
          language,
          cropId: crop.id,
          userId: user.id,
        },
      });
      await jobs.waitFor(jobId, ANSWER_WAIT_MS);
      const job = await getJobFor(db, user, jobId);
      return reply.code(201).send(presentJob(job, language));
    },
  );

  app.get(
    `/${API_PATHS.uploadSeedRecords}template/`,
    {
      schema: {
        tags: TAGS,
        summary: 'The template of the seed-record upload (.xlsx)',
        description:
          "The upload's headers and one example row (a new lot), in the language of the " +
          'request (Accept-Language).',
        response: {
          200: {
            description: 'the workbook, as an attachment',
            content: { [XLSX_CONTENT_TYPE]: { schema: XlsxFile } },
          },
        },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const language = requestLanguage(request);
      return sendWorkbook(reply, 'seed_records_template.xlsx', (workbook) =>
        writeSeedFile(workbook, language, [templateRow(language)]),
      );
    },
  );

  app.get(
    `/${API_PATHS.downloadSeedRecords}`,
    {
      schema: {
        tags: TAGS,
        summary: "The crop's seed lots as the seed-record file",
        description:
          `${COLUMNS_HELP} The filters of seeds/ (line substring, line_id, year, warehouse, ` +
          'location, available_only); every matching lot, by code, headers in the language of ' +
          'the request. Uploading the file unchanged to upload_excel_file/upload_seed_records/ ' +
          `changes nothing. More than ${SEED_RECORDS_DOWNLOAD_MAX} lots is a 400 ` +
          "(non_field_errors: narrow the filters). Another tenant's spec_id is 404.",
        querystring: SeedRecordsQuery,
        response: {
          200: {
            description: 'the workbook, as an attachment named seed_records.xlsx',
            content: { [XLSX_CONTENT_TYPE]: { schema: XlsxFile } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const crop = await getWarehouseCropFor(db, user, request.query.spec_id, 'read');
      const where = lotFilters({ ...request.query, spec_id: crop.id });
      const [counted] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${seedLots} where ${where}`,
      );
      const n = counted?.n ?? 0;
      if (n > SEED_RECORDS_DOWNLOAD_MAX) {
        throw fieldError('non_field_errors', 'seedFiles.tooManyLots', {
          n,
          max: SEED_RECORDS_DOWNLOAD_MAX,
        });
      }
      const language = requestLanguage(request);
      return sendWorkbook(reply, 'seed_records.xlsx', (workbook) =>
        writeSeedFile(workbook, language, lotRows(db, where, language)),
      );
    },
  );
};
