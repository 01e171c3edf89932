import { API_PATHS } from '@plotline/contract/api-paths';
import { ImportJob, XlsxFile } from '@plotline/contract/imports';
import { LineExportQuery, LineUploadForm } from '@plotline/contract/line-uploads';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor, linesVisibleTo } from '../../platform/auth/policy.ts';
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
import { LINE_JOB_KINDS, type LineJobInput } from './line-upload-jobs.ts';
import type { LineFileKind } from './read-line-sheet.ts';
import {
  collectionRows,
  type LineFileRecord,
  lineFileHeaders,
  templateRow,
  writeLineFile,
} from './write-line-workbook.ts';

const TAGS = ['lines'];
/** How long an upload waits for its job before answering: small files come back final. */
const ANSWER_WAIT_MS = 2000;

const COMMON_HELP =
  'Headers are found by text in any order, any case, ё = е, in Russian, English, Italian or ' +
  'Spanish (see the template); unknown columns are ignored. A line of the crop with the same ' +
  'name (trimmed, any case, ё = е) is updated in the columns the file has (an empty cell ' +
  "clears), others are created as the caller's. A pedigree cell holding «/» is read as Purdy " +
  '(A/B, A/B//C, A/3/B//C/D, A*3/B, B/A*3): its inner crosses become lines named by their ' +
  'Purdy text, and its outer cross gives the mother and father (a mother or father column ' +
  'naming another parent is a problem). All or nothing: a failed job lists every problem by ' +
  'row and column (a name missing, over 100 characters or twice, an unknown variety flag, a ' +
  'bad pedigree, a line the caller may not change, a line that would be its own ancestor). ' +
  'Answers 201 with the import job (poll jobs/{id}/). A 400 on file before any job: not an ' +
  `.xlsx, or a workbook beyond the limits of decision 025 (${WORKBOOK_LIMITS_MB.unpacked} MB ` +
  `unpacked, ${WORKBOOK_LIMITS.rows} rows…). Another tenant's spec_id is 404.`;

const UPLOADS: [path: string, kind: LineFileKind, summary: string, columns: string][] = [
  [
    API_PATHS.uploadLines,
    'line_collection',
    'Import the line collection from an .xlsx file (decision 037)',
    'Columns: name (required), variety (yes/no), species, origin, regions (separated by «;»), ' +
      'uniformity, heterotic group, pedigree (Purdy), owner, comments, herbicides, ' +
      'fungicides, mother, father. ',
  ],
  [
    API_PATHS.uploadLineParents,
    'line_parents',
    'Import the parents of lines from an .xlsx pedigree file (decision 037)',
    'Columns: line (required), mother, father, pedigree (Purdy). ',
  ],
];

/**
 * The line uploads (issue 14, decision 037), run as import jobs like the nursery uploads
 * (decision 032), their templates, and the collection's export that the upload reads back.
 */
export const lineUploadsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  files: FileStore;
  jobs: Jobs;
}> = async (app, { db, files, jobs }) => {
  for (const [path, kind, summary, columns] of UPLOADS) {
    app.post(
      `/${path}`,
      {
        preValidation: readMultipartBody({ stored: workbookPart(files) }),
        onResponse: discardStoredFile,
        onRequestAbort: discardStoredFile,
        schema: {
          tags: TAGS,
          summary,
          description: columns + COMMON_HELP,
          consumes: ['multipart/form-data'],
          body: LineUploadForm,
          response: { 201: ImportJob },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const crop = await getCropFor(db, user, request.body.spec_id);
        const { file } = request.body;
        if (!file.isZip || !file.key) throw fieldError('file', 'imports.notXlsx');
        const key = file.key;
        await refuseUnboundedWorkbook(files, { ...file, key });
        claimStoredFile(request);
        const jobId = await jobs.submit<LineJobInput>({
          kind: LINE_JOB_KINDS[kind],
          createdBy: user.id,
          input: {
            fileKey: key,
            fileName: file.filename,
            language: requestLanguage(request),
            cropId: crop.id,
            user,
          },
        });
        await jobs.waitFor(jobId, ANSWER_WAIT_MS);
        const job = await getJobFor(db, user, jobId);
        return reply.code(201).send(presentJob(job, requestLanguage(request)));
      },
    );

    app.get(
      `/${path}template/`,
      {
        schema: {
          tags: TAGS,
          summary: `The template of ${path} (.xlsx)`,
          description:
            "The upload's headers and one example row, in the language of the request " +
            '(Accept-Language).',
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
        const name = kind === 'line_collection' ? 'lines_template.xlsx' : 'pedigrees_template.xlsx';
        return sendWorkbook(reply, name, (workbook) =>
          writeLineFile(workbook, kind, language, [templateRow(kind, language)]),
        );
      },
    );
  }

  app.get(
    `/${API_PATHS.lineExport}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Every line of the crop the caller may see, as the line collection file',
        description:
          `Headers (${lineFileHeaders('line_collection', 'en').join(', ')}) in the language ` +
          'of the request; one row per line, by name. Uploading the file unchanged to ' +
          "line_collections_upload/ changes nothing. Another tenant's spec_id is 404.",
        querystring: LineExportQuery,
        response: {
          200: {
            description: 'the workbook, as an attachment named lines.xlsx',
            content: { [XLSX_CONTENT_TYPE]: { schema: XlsxFile } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const crop = await getCropFor(db, user, request.query.spec_id);
      const mothers = alias(lines, 'mothers');
      const fathers = alias(lines, 'fathers');
      const records: LineFileRecord[] = await db
        .select({
          name: lines.name,
          isSort: lines.isSort,
          species: lines.species,
          origin: lines.origin,
          regions: lines.regions,
          uniformity: lines.uniformity,
          heteroticGroup: lines.heteroticGroup,
          genealogy: lines.genealogy,
          owner: lines.owner,
          comments: lines.comments,
          herbicides: lines.herbicides,
          fungicides: lines.fungicides,
          mother: mothers.name,
          father: fathers.name,
        })
        .from(lines)
        .leftJoin(mothers, eq(mothers.id, lines.motherId))
        .leftJoin(fathers, eq(fathers.id, lines.fatherId))
        .where(and(eq(lines.cropId, crop.id), linesVisibleTo(user, 'read')))
        .orderBy(asc(lines.name), asc(lines.id));
      const language = requestLanguage(request);
      return sendWorkbook(reply, 'lines.xlsx', (workbook) =>
        writeLineFile(workbook, 'line_collection', language, collectionRows(records, language)),
      );
    },
  );
};
