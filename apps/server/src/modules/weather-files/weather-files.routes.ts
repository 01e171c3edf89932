import { API_PATHS } from '@plotline/contract/api-paths';
import { ImportJob, XlsxFile } from '@plotline/contract/imports';
import {
  AgroFileForm,
  AgroTemplateQuery,
  CSV_LIMITS,
  MeteoFileForm,
  MeteoTemplateQuery,
  WEATHER_FILE_ROWS_MAX,
} from '@plotline/contract/meteo-files';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db, queryRows } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getSectorFor } from '../../platform/auth/meteo-policy.ts';
import { sendWorkbook, XLSX_CONTENT_TYPE } from '../../platform/excel/send-workbook.ts';
import { WORKBOOK_LIMITS_MB } from '../../platform/excel/workbook-limits.ts';
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
import { checkTable, tablePart } from './table-upload.ts';
import {
  AGRO_FILE_JOB_KIND,
  type AgroFileJobInput,
  METEO_FILE_JOB_KIND,
  type MeteoFileJobInput,
} from './weather-file-jobs.ts';
import { writeAgroTemplate, writeMeteoTemplate } from './write-weather-templates.ts';

const TAGS = ['meteorology'];
const AGRO_TAGS = ['agrochemistry'];
/** How long an upload waits for its job before answering: small files come back final. */
const ANSWER_WAIT_MS = 2000;

const FILE_HELP =
  'An .xlsx workbook (its first sheet) or a CSV text (UTF-8; `,` `;` or tab, found from the ' +
  'header line; a decimal comma or dot). Columns are found by header text: a parameter’s ' +
  'name (any case, ё = е, a unit in parentheses or after a comma ignored), or `mapping`. ' +
  'A header naming no parameter is a problem with `code: "unmapped_column"`: send the file ' +
  'again with `mapping` ({"<header>": <param id> | null}). Dates: YYYY-MM-DD, DD.MM.YYYY, ' +
  'YYYYMMDD or a date cell. Empty cells and archive missing marks (NA, -999) are skipped. ' +
  'All or nothing: a failed job lists every problem by row (a CSV’s line) and column — a bad ' +
  'number, more than 4 decimals, a bad date, a day given twice, a value already stored ' +
  `(never overwritten). Bounds: ${WEATHER_FILE_ROWS_MAX} data rows; an .xlsx within the ` +
  `workbook limits of decision 025 (${WORKBOOK_LIMITS_MB.unpacked} MB unpacked…), a CSV ` +
  `within ${CSV_LIMITS.bytes / 1024 / 1024} MB and ${CSV_LIMITS.columns} columns. Answers ` +
  '201 with the import job (poll jobs/{id}/). A 400 on file before any job: neither an ' +
  '.xlsx nor a text file, or a workbook beyond the limits.';

/** Answers the import job after waiting for it a little. */
async function answerJob(db: Db, jobs: Jobs, request: FastifyRequest, jobId: number) {
  await jobs.waitFor(jobId, ANSWER_WAIT_MS);
  const job = await getJobFor(db, requireUser(request), jobId);
  return presentJob(job, requestLanguage(request));
}

/**
 * The weather and soil files (issue 16, decision 044 §Uploads): the uploads run as import
 * jobs (decision 032), and their templates.
 */
export const weatherFilesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  files: FileStore;
  jobs: Jobs;
}> = async (app, { db, files, jobs }) => {
  app.post(
    `/${API_PATHS.uploadMeteoFile}`,
    {
      preValidation: readMultipartBody({ stored: tablePart(files) }),
      onResponse: discardStoredFile,
      onRequestAbort: discardStoredFile,
      schema: {
        tags: TAGS,
        summary: 'Add daily weather values of a sector from an .xlsx or CSV file',
        description:
          `A row per date, a column per parameter of the sector. ${FILE_HELP} Weather ` +
          'archives are read as downloaded: Open-Meteo (metadata lines, then `time,' +
          'temperature_2m_max (°C),…`), NASA POWER (`-BEGIN HEADER-`…`-END HEADER-`, then ' +
          '`YEAR,DOY,T2M_MAX,…`), Meteostat, NOAA GHCN, rp5 — their variables map to the ' +
          'parameter of their kind (WEATHER_ARCHIVE_HEADERS of the contract). Writing needs ' +
          "the sector's `write` in the year of every date: a refused year is a problem of the " +
          "job, nothing written. Another tenant's or an unseen sector is 404; one the caller " +
          'writes in no year 403.',
        consumes: ['multipart/form-data'],
        body: MeteoFileForm,
        response: { 201: ImportJob },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const sector = await getSectorFor(db, user, request.body.sector, 'write');
      const { file, mapping } = request.body;
      const fileKey = await checkTable(files, file);
      claimStoredFile(request);
      const jobId = await jobs.submit<MeteoFileJobInput>({
        kind: METEO_FILE_JOB_KIND,
        createdBy: user.id,
        input: {
          fileKey,
          fileName: file.filename,
          language: requestLanguage(request),
          sectorId: sector.id,
          user,
          ...(mapping ? { mapping } : {}),
        },
      });
      return reply.code(201).send(await answerJob(db, jobs, request, jobId));
    },
  );

  app.post(
    `/${API_PATHS.uploadAgroFile}`,
    {
      preValidation: readMultipartBody({ stored: tablePart(files) }),
      onResponse: discardStoredFile,
      onRequestAbort: discardStoredFile,
      schema: {
        tags: AGRO_TAGS,
        summary: 'Add soil values of a year from an .xlsx or CSV file',
        description:
          'Rows of nursery, plot (empty: the nursery-level value) and date — headers in ' +
          'Russian, English, Italian or Spanish — then a column per soil parameter of the ' +
          `year. ${FILE_HELP} Nurseries are found by name among the caller's tenant's ` +
          'nurseries with a season of the year, plots by name (or label) in that season; ' +
          'each season must be writable by the caller (owners, view-and-edit grants): an ' +
          'unknown nursery or plot, a missing or refused season, a date of another year are ' +
          'problems of the job.',
        consumes: ['multipart/form-data'],
        body: AgroFileForm,
        response: { 201: ImportJob },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { file, mapping, year } = request.body;
      const fileKey = await checkTable(files, file);
      claimStoredFile(request);
      const jobId = await jobs.submit<AgroFileJobInput>({
        kind: AGRO_FILE_JOB_KIND,
        createdBy: user.id,
        input: {
          fileKey,
          fileName: file.filename,
          language: requestLanguage(request),
          year,
          user,
          ...(mapping ? { mapping } : {}),
        },
      });
      return reply.code(201).send(await answerJob(db, jobs, request, jobId));
    },
  );

  const xlsxAnswer = {
    200: {
      description: 'the workbook, as an attachment',
      content: { [XLSX_CONTENT_TYPE]: { schema: XlsxFile } },
    },
  };

  app.get(
    `/${API_PATHS.meteoFileTemplate}`,
    {
      schema: {
        tags: TAGS,
        summary: 'The template of the weather upload of a sector (.xlsx)',
        description:
          "A date column (header in the request's language) and one column per parameter of " +
          'the sector, headed by its name and unit. Reading the sector is enough; another ' +
          "tenant's or an unseen sector is 404.",
        querystring: MeteoTemplateQuery,
        response: xlsxAnswer,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const sector = await getSectorFor(db, user, request.query.sector, 'read');
      const params = await queryRows<{ name: string; unit: string }>(
        db,
        sql`select name, unit from meteo_params where sector_id = ${sector.id} order by id`,
      );
      const language = requestLanguage(request);
      return sendWorkbook(reply, `weather_${sector.id}_template.xlsx`, (workbook) =>
        writeMeteoTemplate(workbook, language, params),
      );
    },
  );

  app.get(
    `/${API_PATHS.agroFileTemplate}`,
    {
      schema: {
        tags: AGRO_TAGS,
        summary: 'The template of the soil upload of a year (.xlsx)',
        description:
          "Nursery, plot and date columns in the request's language (read back in any of " +
          "the four), then one column per soil parameter of the caller's tenant's year.",
        querystring: AgroTemplateQuery,
        response: xlsxAnswer,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { year } = request.query;
      const tenant =
        user.companyId !== null
          ? sql`company_id = ${user.companyId}`
          : sql`owner_user_id = ${user.id}`;
      const params = await queryRows<{ name: string; unit: string }>(
        db,
        sql`select name, unit from agro_params where year = ${year} and ${tenant} order by id`,
      );
      const language = requestLanguage(request);
      return sendWorkbook(reply, `soil_${year}_template.xlsx`, (workbook) =>
        writeAgroTemplate(workbook, language, params),
      );
    },
  );
};
