import { API_PATHS } from '@plotline/contract/api-paths';
import { ImportJob, XlsxFile } from '@plotline/contract/imports';
import {
  MARKER_FILE_ROWS_MAX,
  MarkerDownloadQuery,
  MarkerFileForm,
} from '@plotline/contract/markers';
import { CSV_LIMITS } from '@plotline/contract/meteo-files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
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
import { checkTable, tablePart } from '../weather-files/table-upload.ts';
import { getCatalogueFor } from './marker-access.ts';
import { MARKER_FILE_JOB_KIND, type MarkerFileJobInput } from './marker-jobs.ts';
import { writeMarkerWorkbook } from './write-marker-workbook.ts';

const TAGS = ['markers'];
/** How long the upload waits for its job before answering: small files come back final. */
const ANSWER_WAIT_MS = 2000;

const FILE_HELP =
  'Columns by header text in Russian, English, Italian or Spanish (the template’s, any case; ' +
  'also chr/pos/ref/alt/name): marker, chromosome and position required; alleles, primers, ' +
  'flanks, gene, description optional; other columns ignored. Cells are checked as in ' +
  '`POST mutation_table/`. A row at a chr+pos the crop has updates that marker — the file is ' +
  'the catalogue’s truth for its rows: an empty cell of a present column clears the field, ' +
  'a column the file lacks keeps it; markers the file does not name stay. All or nothing: a ' +
  'failed job lists every problem by row and column (a bad cell, a chr+pos twice, the allele ' +
  `rule) and writes nothing. Bounds: ${MARKER_FILE_ROWS_MAX} data rows; an .xlsx within the ` +
  `workbook limits of decision 025 (${WORKBOOK_LIMITS_MB.unpacked} MB unpacked…), a CSV ` +
  `within ${CSV_LIMITS.bytes / 1024 / 1024} MB (\`,\` \`;\` or tab, told by the header line).`;

const xlsxAnswer = {
  200: {
    description: 'the workbook, as an attachment',
    content: { [XLSX_CONTENT_TYPE]: { schema: XlsxFile } },
  },
};

/** The catalogue's file (issue 17): upload as an import job, download, template. */
export const markersFilesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  files: FileStore;
  jobs: Jobs;
}> = async (app, { db, files, jobs }) => {
  app.post(
    `/${API_PATHS.uploadMarkers}`,
    {
      preValidation: readMultipartBody({ stored: tablePart(files) }),
      onResponse: discardStoredFile,
      onRequestAbort: discardStoredFile,
      schema: {
        tags: TAGS,
        summary: 'Add or update markers of a crop’s catalogue from an .xlsx or CSV file',
        description:
          `${FILE_HELP} Who may: as for changing the catalogue (heads, a company-less owner, ` +
          'the super admin; others 403; another tenant’s crop 404). Answers 201 with the ' +
          'import job (poll jobs/{id}/). A 400 on file before any job: neither an .xlsx nor ' +
          'a text file, or a workbook beyond the limits.',
        consumes: ['multipart/form-data'],
        body: MarkerFileForm,
        response: { 201: ImportJob },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const crop = await getCatalogueFor(db, user, request.body.spec_id, 'manage');
      const { file } = request.body;
      const fileKey = await checkTable(files, file);
      claimStoredFile(request);
      const jobId = await jobs.submit<MarkerFileJobInput>({
        kind: MARKER_FILE_JOB_KIND,
        createdBy: user.id,
        input: {
          fileKey,
          fileName: file.filename,
          language: requestLanguage(request),
          cropId: crop.id,
        },
      });
      await jobs.waitFor(jobId, ANSWER_WAIT_MS);
      const job = await getJobFor(db, user, jobId);
      return reply.code(201).send(presentJob(job, requestLanguage(request)));
    },
  );

  app.get(
    `/${API_PATHS.downloadMarkers}`,
    {
      schema: {
        tags: TAGS,
        summary: 'A crop’s marker catalogue as .xlsx',
        description:
          'Every marker of the crop, in chromosome then position order, with the columns of ' +
          "the template (headers in the request's language): uploaded back unchanged it " +
          'changes nothing. Every member of the crop’s tenant; another tenant’s crop is 404.',
        querystring: MarkerDownloadQuery,
        response: xlsxAnswer,
      },
    },
    async (request, reply) => {
      const crop = await getCatalogueFor(db, requireUser(request), request.query.spec_id, 'read');
      const language = requestLanguage(request);
      return sendWorkbook(reply, `markers_${crop.id}.xlsx`, (workbook) =>
        writeMarkerWorkbook(workbook, db, language, crop.id),
      );
    },
  );

  app.get(
    `/${API_PATHS.markersTemplate}`,
    {
      schema: {
        tags: TAGS,
        summary: 'The template of the marker catalogue upload (.xlsx)',
        description:
          "The catalogue's columns, headed in the request's language (read back in any of " +
          'the four), and no rows. Any signed-in user.',
        response: xlsxAnswer,
      },
    },
    async (request, reply) => {
      requireUser(request);
      const language = requestLanguage(request);
      return sendWorkbook(reply, 'markers_template.xlsx', (workbook) =>
        writeMarkerWorkbook(workbook, db, language, null),
      );
    },
  );
};
