import { IdParams } from '@plotline/contract/common';
import { ImportJob, NurseryUploadForm } from '@plotline/contract/imports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { type CurrentUser, requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor } from '../../platform/auth/policy.ts';
import { WORKBOOK_LIMITS, WORKBOOK_LIMITS_MB } from '../../platform/excel/workbook-limits.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { getJobFor } from '../../platform/jobs/get-job-for.ts';
import { type JobFinished, JobRunner } from '../../platform/jobs/job-runner.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { mapFileUploadRoutes } from '../field-maps/map-file-upload.routes.ts';
import { resolveDesign } from '../field-maps/place-by-design.ts';
import { announceImport } from './announce-import.ts';
import { importNurseryFile, type NurseryImportKind } from './import-nursery-file.ts';
import { presentJob } from './present-job.ts';
import { claimUpload, discardUpload, receiveUpload } from './receive-upload.ts';
import { refuseUnboundedWorkbook } from './refuse-unbounded-workbook.ts';
import { removeStaleUploads } from './upload-folder.ts';

const TAGS = ['imports'];
/** What the nursery uploads refuse before any job (decision 009, 025). */
const UPLOAD_HELP =
  'Answers 201 with the import job (final for small files; poll jobs/{id}/). A 400 on file ' +
  'before any job: no file, not an .xlsx, or a workbook that unpacks beyond the limits of ' +
  `decision 025 (${WORKBOOK_LIMITS_MB.unpacked} MB unpacked, ${WORKBOOK_LIMITS.ratio}× per ` +
  `part, ${WORKBOOK_LIMITS.sharedStrings} shared strings, ${WORKBOOK_LIMITS.rows} rows, ` +
  `${WORKBOOK_LIMITS.cells} filled cells, ${WORKBOOK_LIMITS.textLength} characters a cell…).`;

/** How long an upload waits for its job before answering: small files come back final. */
const ANSWER_WAIT_MS = 2000;

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
 * The nursery uploads (api-contract §6) and the job they answer with: every upload runs as a
 * job of the in-process runner (decision 009), polled through `jobs/{id}/`; its end is
 * announced to the uploader as a `file_upload` notification (decision 021).
 */
export const importsRoutes: FastifyPluginAsyncZod<{ db: Db; bus: EventBus }> = async (
  app,
  { db, bus },
) => {
  const runner = new JobRunner(db, { log: app.log });
  await runner.failInterrupted();
  // the files of interrupted jobs, left by servers that stopped (decision 025)
  const removed = await removeStaleUploads();
  if (removed > 0) app.log.info({ removed }, 'removed uploads left by earlier runs');
  app.addHook('onClose', () => runner.close());

  for (const [path, kind, summary] of UPLOADS) {
    app.post(
      path,
      {
        preValidation: receiveUpload,
        onResponse: discardUpload,
        onRequestAbort: discardUpload,
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
        if (!request.body.file.isZip) throw fieldError('file', 'imports.notXlsx');
        await refuseUnboundedWorkbook(request.body.file);
        const jobId = await submitImport(
          runner,
          db,
          { kind, crop, user, form: request.body },
          {
            dispose: claimUpload(request),
            onFinish: announceImport(db, bus, {
              fileName: request.body.file.filename,
              language: requestLanguage(request),
            }),
          },
        );
        await runner.waitFor(jobId, ANSWER_WAIT_MS);
        const job = await getJobFor(db, runner, user, jobId);
        return reply.code(201).send(presentJob(job, requestLanguage(request)));
      },
    );
  }

  // the field-map upload (decision 019) shares this runner: one job at a time, one jobs/{id}/
  await app.register(mapFileUploadRoutes, { db, runner, bus });

  app.get(
    '/plotline_db/jobs/:id/',
    { schema: { tags: TAGS, params: IdParams, response: { 200: ImportJob } } },
    async (request) => {
      const job = await getJobFor(db, runner, requireUser(request), request.params.id);
      return presentJob(job, requestLanguage(request));
    },
  );
};

/**
 * Queues the import of a received file; the job owns (and finally removes) the file and
 * announces its end.
 */
function submitImport(
  runner: JobRunner,
  db: Db,
  input: {
    kind: NurseryImportKind;
    crop: Awaited<ReturnType<typeof getCropFor>>;
    user: CurrentUser;
    form: z.output<typeof NurseryUploadForm>;
  },
  hooks: { dispose: () => Promise<void>; onFinish: JobFinished },
): Promise<number> {
  return runner.submit({
    kind: `import.${input.kind}`,
    createdBy: input.user.id,
    ...hooks,
    work: (report) =>
      importNurseryFile(db, {
        kind: input.kind,
        path: input.form.file.path,
        crop: input.crop,
        user: input.user,
        width: input.form.max_length_per_list,
        sortMethod: input.form.sort_method,
        design: input.form.design ? resolveDesign(input.form.design) : undefined,
        report,
      }),
  });
}
