import { API_PATHS } from '@plotline/contract/api-paths';
import {
  FIELD_MAP_FILE_MAX_BYTES,
  FIELD_MAP_FILE_MAX_MB,
  FieldMapUploadForm,
} from '@plotline/contract/field-maps-file';
import { ImportJob } from '@plotline/contract/imports';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor } from '../../platform/auth/policy.ts';
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
import { MAP_FILE_JOB_KIND, type MapFileJobInput } from './map-file-job.ts';

/** How long the upload waits for its job before answering, as the other uploads do. */
const ANSWER_WAIT_MS = 2000;

/** The multipart error of a file over the size limit (its code, never its text). */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** The 400 of a file over the map file's limit (spec §9: 200 MB). */
function tooLarge() {
  return fieldError('file', 'fieldMaps.fileTooLarge', { n: FIELD_MAP_FILE_MAX_MB });
}

/**
 * `preValidation`: receives the file as the other uploads do (streamed into the file store),
 * a file over 200 MB being a 400 on `file` in the map upload's own words rather than a
 * bare 413.
 */
function receiveMapUpload(files: FileStore) {
  const read = readMultipartBody({ stored: workbookPart(files) });
  return async (request: FastifyRequest): Promise<void> => {
    try {
      await read(request);
    } catch (error) {
      if ((error as { code?: unknown }).code === FILE_TOO_LARGE) throw tooLarge();
      throw error;
    }
  };
}

/**
 * `upload_custom_file/field_map/` (decision 019): the field-map file moves the season's
 * plots to the places of their cells. It runs as a job of the jobs service (decision 032),
 * answered and polled (`jobs/{id}/`) like the other uploads; registered in app.ts.
 */
export const mapFileUploadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  files: FileStore;
  jobs: Jobs;
}> = async (app, { db, files, jobs }) => {
  app.post(
    `/${API_PATHS.uploadFieldMap}`,
    {
      preValidation: receiveMapUpload(files),
      onResponse: discardStoredFile,
      onRequestAbort: discardStoredFile,
      schema: {
        tags: ['imports'],
        summary: 'Move the plots of a season to the places of a field-map file (.xlsx)',
        description:
          'Reads what field_maps/export_to_excel/ writes: rows 1–2 name the nursery, region ' +
          'and year (found in the crop spec_id), rows from 3 are the map, one cell per place ' +
          '(«<name>/<repetition>» or empty). Every plot of the season must stand on the map ' +
          'once; the map width becomes the widest row (at least «Ширина карты»). All or ' +
          'nothing: a failed job lists every problem by row and column. An empty file, a ' +
          `file that is not .xlsx, one over ${FIELD_MAP_FILE_MAX_MB} MB, or one that unpacks ` +
          'beyond the workbook limits (decision 025) is a 400 on file.',
        consumes: ['multipart/form-data'],
        body: FieldMapUploadForm,
        response: { 201: ImportJob },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const crop = await getCropFor(db, user, request.body.spec_id);
      const { file } = request.body;
      if (file.bytes === 0) throw fieldError('file', 'fieldMaps.fileEmpty');
      if (file.bytes > FIELD_MAP_FILE_MAX_BYTES) throw tooLarge();
      if (!file.isZip || !file.key) throw fieldError('file', 'imports.notXlsx');
      const key = file.key;
      await refuseUnboundedWorkbook(files, { ...file, key });
      claimStoredFile(request);
      const jobId = await jobs.submit<MapFileJobInput>({
        kind: MAP_FILE_JOB_KIND,
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
};
