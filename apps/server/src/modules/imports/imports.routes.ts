import { ImportJob, NurseryUploadForm } from '@plotline/contract/imports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor } from '../../platform/auth/policy.ts';
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
import { resolveDesign } from '../field-maps/place-by-design.ts';
import { NURSERY_JOB_KINDS, type NurseryJobInput } from './import-jobs.ts';
import type { NurseryImportKind } from './import-nursery-file.ts';
import { refuseUnboundedWorkbook, workbookPart } from './refuse-unbounded-workbook.ts';

const TAGS = ['imports'];
/** What the nursery uploads refuse before any job (decision 009, 025). */
const UPLOAD_HELP =
  'Answers 201 with the import job (final for small files; poll jobs/{id}/). A 400 on file ' +
  'before any job: no file, not an .xlsx, or a workbook that unpacks beyond the limits of ' +
  `decision 025 (${WORKBOOK_LIMITS_MB.unpacked} MB unpacked, ${WORKBOOK_LIMITS.ratio}× per ` +
  `part, ${WORKBOOK_LIMITS.sharedStrings} shared strings, ${WORKBOOK_LIMITS.rows} rows, ` +
  `${WORKBOOK_LIMITS.cells} filled cells, ${WORKBOOK_LIMITS.textLength} characters a cell…).`;

/** How long an upload waits for its job before answering: small files come back final. */
export const ANSWER_WAIT_MS = 2000;

const UPLOADS: [path: string, kind: NurseryImportKind, summary: string][] = [
  [
    '/plotline_db/upload_custom_file/plot_result/',
    'plot_result',
    'Import plots with phenotype values and stage dates from an .xlsx file (api-contract §6)',
  ],
  [
    '/plotline_db/upload_custom_file/field_file/',
    'field_file',
    'Import plots with lines, labels, parents and comments from an .xlsx file',
  ],
];

/**
 * The nursery uploads (api-contract §6): the file is streamed into the file store and every
 * upload runs as a job of the jobs service (decision 032), polled through `jobs/{id}/`.
 */
export const importsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  files: FileStore;
  jobs: Jobs;
}> = async (app, { db, files, jobs }) => {
  for (const [path, kind, summary] of UPLOADS) {
    app.post(
      path,
      {
        preValidation: readMultipartBody({ stored: workbookPart(files) }),
        onResponse: discardStoredFile,
        onRequestAbort: discardStoredFile,
        schema: {
          tags: TAGS,
          summary,
          description: UPLOAD_HELP,
          consumes: ['multipart/form-data'],
          body: NurseryUploadForm,
          response: { 201: ImportJob },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const crop = await getCropFor(db, user, request.body.spec_id);
        const { file, ...form } = request.body;
        if (!file.isZip || !file.key) throw fieldError('file', 'imports.notXlsx');
        const key = file.key;
        await refuseUnboundedWorkbook(files, { ...file, key });
        claimStoredFile(request);
        const jobId = await jobs.submit<NurseryJobInput>({
          kind: NURSERY_JOB_KINDS[kind],
          createdBy: user.id,
          input: {
            fileKey: key,
            fileName: file.filename,
            language: requestLanguage(request),
            crop: { id: crop.id, companyId: crop.companyId, ownerUserId: crop.ownerUserId },
            user,
            width: form.max_length_per_list,
            sortMethod: form.sort_method,
            design: form.design ? resolveDesign(form.design) : undefined,
          },
        });
        await jobs.waitFor(jobId, ANSWER_WAIT_MS);
        const job = await getJobFor(db, user, jobId);
        return reply.code(201).send(presentJob(job, requestLanguage(request)));
      },
    );
  }
};
