import { API_PATHS } from '@plotline/contract/api-paths';
import { IdParams } from '@plotline/contract/common';
import {
  FASTQC_ARCHIVE_MAX_BYTES,
  FASTQC_UPLOAD_FILES_MAX,
  FastqcArchivesQuery,
  FastqUploadUrl,
  FastqUploadUrlQuery,
  GENOME_FILE_MAX_BYTES,
  GENOME_FILE_NAME_MAX,
  GenomeFileItem,
  GenomeFileList,
  GenomeFileQc,
  genomeFileKindOf,
  RegisterGenomeFileBody,
  ReuploadGenomeFileBody,
  SaveFastqFileBody,
} from '@plotline/contract/genome-files';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { genomeFiles } from '../../db/schema/genome.ts';
import { jobs as jobsTable } from '../../db/schema/jobs.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, fieldError } from '../../errors.ts';
import { type CurrentUser, requireUser } from '../../platform/auth/authenticate.ts';
import { getPlotFor } from '../../platform/auth/policy.ts';
import { loadJwtSecret } from '../../platform/auth/tokens.ts';
import { attachmentDisposition } from '../../platform/excel/send-workbook.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import {
  readMultipartBody,
  type UploadedFile,
  uploadedFile,
} from '../../platform/files/multipart-body.ts';
import { s3SettingsOf } from '../../platform/files/s3-file-store.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import { removeUpload } from '../../platform/uploads/take-upload.ts';
import {
  findUpload,
  UPLOAD_KEY_PREFIX,
  type UploadService,
  uploadKeyOf,
} from '../../platform/uploads/upload-service.ts';
import { genomeFileKeyOf } from './genome-file-key.ts';
import { getGenomeFileFor, mayDelete } from './get-genome-file-for.ts';
import { type GenomeFileRow, presentGenomeFile } from './present-genome-file.ts';
import type { StoredQc } from './process-genome-file.ts';
import { readFastqcArchive } from './read-fastqc-archive.ts';
import { recomputePlotCalls } from './recompute-plot-calls.ts';
import { adoptUpload, startProcessing } from './start-processing.ts';
import {
  checkLocalForm,
  formKeyPrefixOf,
  formSigningKey,
  localForm,
  newFormKey,
  s3Form,
} from './upload-form.ts';

const TAGS = ['genome files'];
const PURPOSE = 'genome.fastq';

type Deps = { db: Db; files: FileStore; jobs: Jobs; uploads: UploadService; config: Config };

/** The kind of a named sequencing file. @throws AppError 400 on `field` (format, name length) */
function kindOfName(field: string, name: string) {
  if (name.length > GENOME_FILE_NAME_MAX) throw fieldError(field, 'genomeFiles.nameTooLong');
  const kind = genomeFileKindOf(name);
  if (!kind) throw fieldError(field, 'genomeFiles.wrongFormat');
  return kind;
}

/** The rows of a plot's files (or one), with job progress and uploader's name. */
async function loadRows(db: Db, where: SQL): Promise<GenomeFileRow[]> {
  return db
    .select({
      id: genomeFiles.id,
      plotId: genomeFiles.plotId,
      originalName: genomeFiles.originalName,
      storageKey: genomeFiles.storageKey,
      size: genomeFiles.size,
      kind: genomeFiles.kind,
      status: genomeFiles.status,
      paired: genomeFiles.paired,
      dataType: genomeFiles.dataType,
      error: genomeFiles.error,
      qc: genomeFiles.qc,
      qcKey: genomeFiles.qcKey,
      alleleCounts: genomeFiles.alleleCounts,
      reads: genomeFiles.reads,
      createdAt: genomeFiles.createdAt,
      createdBy: genomeFiles.createdBy,
      creatorName: sql<
        string | null
      >`coalesce(nullif(btrim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`,
      jobId: genomeFiles.jobId,
      jobProgress: jobsTable.progress,
    })
    .from(genomeFiles)
    .leftJoin(users, eq(users.id, genomeFiles.createdBy))
    .leftJoin(jobsTable, eq(jobsTable.id, genomeFiles.jobId))
    .where(where)
    .orderBy(desc(genomeFiles.createdAt), desc(genomeFiles.id));
}

/**
 * The sequencing files of a plot (issue 17, decision 047): resumable uploads registered while
 * they arrive, the contract's form upload, processing as a job (QC + allele counts + calls),
 * the QC report and its FastQC-layout archive, uploaded FastQC archives, deletion.
 */
export const genomeFilesRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db, files, jobs, uploads, config } = deps;
  const s3 = s3SettingsOf(config);
  const signingKey = formSigningKey(await loadJwtSecret(db, config.JWT_SECRET));

  /** A file as the list shows it; `manages`: the caller manages the plot's nursery. */
  async function present(
    request: FastifyRequest,
    user: CurrentUser,
    row: GenomeFileRow,
    manages: boolean,
  ) {
    let uploadedBytes: number | null = null;
    if (row.status === 'uploading' && row.storageKey) {
      uploadedBytes = (await findUpload(uploads.store, row.storageKey))?.offset ?? 0;
    }
    return presentGenomeFile(row, {
      language: requestLanguage(request),
      uploadedBytes,
      canDelete: manages || row.createdBy === user.id,
    });
  }

  async function presentOne(
    request: FastifyRequest,
    user: CurrentUser,
    fileId: number,
    fieldId: number,
  ) {
    const [row] = await loadRows(db, eq(genomeFiles.id, fileId));
    if (!row) throw new AppError('NOT_FOUND');
    return present(request, user, row, await mayDelete(db, user, null, fieldId));
  }

  /** A tus upload of the user for sequencing reads. @throws AppError 400 on `upload` (none of the caller's, format…) */
  async function findOwnUpload(user: CurrentUser, uploadId: string) {
    const key = uploadKeyOf(uploadId);
    const upload = key ? await findUpload(uploads.store, key) : undefined;
    const metadata = upload?.metadata ?? {};
    // a body's reference: a 400 naming the field, like any other bad input
    if (!key || !upload || metadata.owner !== String(user.id) || metadata.purpose !== PURPOSE) {
      throw fieldError('upload', 'genomeFiles.badKey');
    }
    const name = metadata.filename ?? '';
    const kind = kindOfName('upload', name);
    if ((upload.size ?? 0) > GENOME_FILE_MAX_BYTES)
      throw fieldError('upload', 'genomeFiles.tooLarge');
    const [taken] = await db
      .select({ id: genomeFiles.id })
      .from(genomeFiles)
      .where(eq(genomeFiles.storageKey, key));
    if (taken) throw fieldError('upload', 'genomeFiles.badKey');
    const finished = upload.size !== undefined && upload.offset === upload.size;
    return { key, name, kind, size: upload.size ?? 0, finished };
  }

  /** Starts processing a finished tus upload registered as file `fileId`. */
  async function processUpload(
    request: FastifyRequest,
    user: CurrentUser,
    fileId: number,
    uploadId: string,
    name: string,
    size: number,
  ) {
    const storageKey = await adoptUpload(files, uploads, uploadId, fileId);
    await startProcessing(db, jobs, {
      fileId,
      storageKey,
      size,
      fileName: name,
      createdBy: user.id,
      language: requestLanguage(request),
    });
  }

  app.post(
    `/${API_PATHS.genomeFiles}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Register a resumable upload as a sequencing file of a plot',
        description:
          'The upload (tus, purpose `genome.fastq`) may still be arriving: the file is listed ' +
          'as `uploading` with the bytes so far; call `genome_files/{id}/uploaded/` once it ' +
          'is finished. A finished upload starts processing at once. Its name must end in ' +
          '.fq, .fq.gz, .fastq, .fastq.gz, .fasta, .fasta.gz, .tar, .tar.gz or .zip (400 on ' +
          "`upload`), as is an upload that is not the caller's. Needs the plot's write.",
        body: RegisterGenomeFileBody,
        response: { 201: GenomeFileItem },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { upload, plot_id, paired, data_type } = request.body;
      const plot = await getPlotFor(db, user, plot_id, 'write');
      const found = await findOwnUpload(user, upload);
      const [row] = await db
        .insert(genomeFiles)
        .values({
          plotId: plot.id,
          originalName: found.name,
          storageKey: found.key,
          size: found.size,
          kind: found.kind,
          dataType: data_type,
          paired,
          status: 'uploading',
          createdBy: user.id,
        })
        .returning({ id: genomeFiles.id });
      const fileId = row?.id as number;
      if (found.finished)
        await processUpload(request, user, fileId, upload, found.name, found.size);
      return reply.code(201).send(await presentOne(request, user, fileId, plot.fieldId));
    },
  );

  app.post(
    `/${API_PATHS.genomeFiles}:id/uploaded/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Tell that a registered upload has finished: processing starts',
        description:
          'A 400 on `upload` when its bytes have not all arrived, on `status` when the file ' +
          'is not `uploading` (already processing, or done).',
        params: IdParams,
        response: { 200: GenomeFileItem },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { file, plot } = await getGenomeFileFor(db, user, request.params.id, 'write');
      const key = file.storageKey ?? '';
      if (file.status !== 'uploading' || !key.startsWith(UPLOAD_KEY_PREFIX)) {
        throw fieldError('status', 'genomeFiles.notUploading');
      }
      const uploadId = key.slice(UPLOAD_KEY_PREFIX.length);
      const upload = await findUpload(uploads.store, key);
      if (!upload) throw fieldError('upload', 'genomeFiles.badKey');
      if (upload.size === undefined || upload.offset !== upload.size) {
        throw fieldError('upload', 'uploads.notFinished', { name: file.originalName });
      }
      // claimed once: a second call while the first adopts the bytes changes nothing
      const [claimed] = await db
        .update(genomeFiles)
        .set({ status: 'processing' })
        .where(and(eq(genomeFiles.id, file.id), eq(genomeFiles.status, 'uploading')))
        .returning({ id: genomeFiles.id });
      if (claimed)
        await processUpload(request, user, file.id, uploadId, file.originalName, upload.size);
      return presentOne(request, user, file.id, plot.fieldId);
    },
  );

  app.post(
    `/${API_PATHS.genomeFiles}:id/reupload/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Replace a failed file by a new resumable upload',
        description:
          'Only a `failed` file (400 on `status` otherwise). The new upload’s bytes replace ' +
          'the old ones (name, size and kind from the upload; plot, paired and data type ' +
          'kept); processing starts once it is finished (or at `uploaded/`).',
        params: IdParams,
        body: ReuploadGenomeFileBody,
        response: { 200: GenomeFileItem },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { file, plot } = await getGenomeFileFor(db, user, request.params.id, 'write');
      if (file.status !== 'failed') throw fieldError('status', 'genomeFiles.notFailed');
      const found = await findOwnUpload(user, request.body.upload);
      await deleteBytes(file);
      await db
        .update(genomeFiles)
        .set({
          originalName: found.name,
          storageKey: found.key,
          size: found.size,
          kind: found.kind,
          status: 'uploading',
          error: null,
          qc: null,
          qcKey: null,
          alleleCounts: null,
          reads: null,
          jobId: null,
          updatedAt: new Date(),
        })
        .where(eq(genomeFiles.id, file.id));
      if (found.finished) {
        await processUpload(request, user, file.id, request.body.upload, found.name, found.size);
      }
      return presentOne(request, user, file.id, plot.fieldId);
    },
  );

  app.get(
    `/${API_PATHS.fastqcArchives}`,
    {
      schema: {
        tags: TAGS,
        summary: "A plot's sequencing files, newest first",
        description:
          'Each with its status, the bytes so far while uploading, the progress while ' +
          'processing, the translated reason when failed, the QC verdicts per module, and ' +
          "whether the caller may delete it. Needs the plot's read.",
        querystring: FastqcArchivesQuery,
        response: { 200: GenomeFileList },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const plot = await getPlotFor(db, user, request.query.plot_id, 'read');
      const rows = await loadRows(db, eq(genomeFiles.plotId, plot.id));
      const manages = await mayDelete(db, user, null, plot.fieldId);
      return Promise.all(rows.map((row) => present(request, user, row, manages)));
    },
  );

  app.get(
    `/${API_PATHS.genomeFiles}:id/qc/`,
    {
      schema: {
        tags: TAGS,
        summary: 'The full QC report of each sequence file in a file',
        params: IdParams,
        response: { 200: GenomeFileQc },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { file } = await getGenomeFileFor(db, user, request.params.id, 'read');
      const reports = (Array.isArray(file.qc) ? file.qc : []) as StoredQc[];
      return { id: file.id, original_name: file.originalName, reports };
    },
  );

  app.get(
    `/${API_PATHS.downloadFastqcArchive}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'The QC archive of a file (zip, FastQC layout)',
        description:
          '`<name>_fastqc/fastqc_data.txt` and `summary.txt` per contained sequence file; ' +
          'an uploaded FastQC archive as it was uploaded. 404 while there is none.',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { file } = await getGenomeFileFor(db, user, request.params.id, 'read');
      const key = file.kind === 'fastqc' ? file.storageKey : file.qcKey;
      const stored = key ? await files.open(key) : undefined;
      if (!stored) throw new AppError('NOT_FOUND');
      const name =
        file.kind === 'fastqc'
          ? file.originalName
          : `${file.originalName.replace(/\.(tar\.gz|tgz|tar|zip|gz)$/i, '')}_fastqc.zip`;
      return reply
        .type('application/zip')
        .header('content-length', stored.size)
        .header('content-disposition', attachmentDisposition(name))
        .send(stored.body);
    },
  );

  app.get(
    `/${API_PATHS.fastqUploadUrl}`,
    {
      schema: {
        tags: TAGS,
        summary: 'A form to upload a sequencing file with (S3 style), then save_fastq_file/',
        description:
          'POST a multipart form to `url`: every `fields` entry, then `file` last. With S3 ' +
          "a presigned POST policy of the bucket; otherwise our own server's form route. " +
          'Valid for an hour; `fields.key` is bound to the caller. The name is checked ' +
          'like a file name (formats, 255 characters).',
        querystring: FastqUploadUrlQuery,
        response: { 200: FastqUploadUrl },
      },
    },
    async (request) => {
      const user = requireUser(request);
      kindOfName('name', request.query.name);
      const key = newFormKey(user.id, request.query.name);
      return (s3 && s3Form(s3, key)) || localForm(signingKey, key);
    },
  );

  app.post(
    `/${API_PATHS.fastqFormUpload}`,
    {
      schema: {
        tags: TAGS,
        summary: 'The form of get_url_to_upload_fastq/ with local storage',
        description:
          'Multipart: `key`, `expires`, `signature` as given, then `file` last; the file is ' +
          'streamed into the file store (up to 100 GB). 400 on `signature` when the fields ' +
          'are not ours or have expired. Answers 204.',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      requireUser(request);
      if (!request.isMultipart()) throw fieldError('file', 'errors.fileRequired');
      const fields: Record<string, string> = {};
      let stored = false;
      const parts = request.parts({ limits: { fileSize: GENOME_FILE_MAX_BYTES, files: 1 } });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
            fields[part.fieldname] = part.value.slice(0, 2048);
          }
          continue;
        }
        const key = checkLocalForm(signingKey, fields);
        if (!key || stored) {
          part.file.resume();
          if (!key) throw fieldError('signature', 'genomeFiles.badForm');
          continue;
        }
        await files.put(key, part.file, 'application/octet-stream');
        if (part.file.truncated) {
          await files.delete(key);
          throw fieldError('file', 'genomeFiles.tooLarge');
        }
        stored = true;
      }
      if (!stored) throw fieldError('file', 'errors.fileRequired');
      return reply.code(204).send();
    },
  );

  app.post(
    `/${API_PATHS.saveFastqFile}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Register a file posted through the upload form and start processing',
        description:
          '`key` must be one get_url_to_upload_fastq/ gave the caller, holding the posted ' +
          "file (400 on `key` otherwise). Needs the plot's write.",
        body: SaveFastqFileBody,
        response: { 201: GenomeFileItem },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { key, original_name, plot_id, paired, data_type } = request.body;
      const plot = await getPlotFor(db, user, plot_id, 'write');
      const kind = kindOfName('original_name', original_name);
      if (!key.startsWith(formKeyPrefixOf(user.id)) || key.includes('..')) {
        throw fieldError('key', 'genomeFiles.badKey');
      }
      const [taken] = await db
        .select({ id: genomeFiles.id })
        .from(genomeFiles)
        .where(eq(genomeFiles.storageKey, key));
      const stored = taken ? undefined : await files.open(key).catch(() => undefined);
      if (!stored) throw fieldError('key', 'genomeFiles.badKey');
      stored.body.destroy();
      if (stored.size > GENOME_FILE_MAX_BYTES) throw fieldError('key', 'genomeFiles.tooLarge');
      const [row] = await db
        .insert(genomeFiles)
        .values({
          plotId: plot.id,
          originalName: original_name,
          storageKey: key,
          size: stored.size,
          kind,
          dataType: data_type,
          paired,
          status: 'processing',
          createdBy: user.id,
        })
        .returning({ id: genomeFiles.id });
      const fileId = row?.id as number;
      await startProcessing(db, jobs, {
        fileId,
        storageKey: key,
        size: stored.size,
        fileName: original_name,
        createdBy: user.id,
        language: requestLanguage(request),
      });
      return reply.code(201).send(await presentOne(request, user, fileId, plot.fieldId));
    },
  );

  const fastqcFile = uploadedFile<UploadedFile>((file) => {
    if (file.truncated)
      return { problem: 'genomeFiles.notFastqc', params: { file: file.filename } };
    return { ok: file };
  });

  app.post(
    `/${API_PATHS.uploadFastqcFiles}`,
    {
      preValidation: readMultipartBody({
        maxBytes: FASTQC_ARCHIVE_MAX_BYTES,
        lists: { file: FASTQC_UPLOAD_FILES_MAX },
      }),
      schema: {
        tags: TAGS,
        summary: 'Add existing FastQC result archives (*_fastqc.zip) to a plot',
        description:
          `Multipart: \`plot_id\`, then 1..${FASTQC_UPLOAD_FILES_MAX} \`file\` parts, each a ` +
          `FastQC result archive up to ${FASTQC_ARCHIVE_MAX_BYTES / 1024 / 1024} MB; its ` +
          'fastqc_data.txt is read into the QC report. All or nothing: an archive that is not ' +
          "one is a 400 on `file` naming it. Needs the plot's write.",
        consumes: ['multipart/form-data'],
        body: z.object({
          plot_id: z.preprocess((value) => (value === '' ? undefined : value), IdParams.shape.id),
          file: z.array(fastqcFile).min(1).max(FASTQC_UPLOAD_FILES_MAX),
        }),
        response: { 201: GenomeFileList },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const plot = await getPlotFor(db, user, request.body.plot_id, 'write');
      const read: { file: UploadedFile; qc: StoredQc }[] = [];
      for (const file of request.body.file) {
        if (file.filename.length > GENOME_FILE_NAME_MAX)
          throw fieldError('file', 'genomeFiles.nameTooLong');
        const qc = await readFastqcArchive(file.bytes, file.filename);
        if (!qc) throw fieldError('file', 'genomeFiles.notFastqc', { file: file.filename });
        read.push({ file, qc });
      }
      const ids: number[] = [];
      for (const { file, qc } of read) {
        const [row] = await db
          .insert(genomeFiles)
          .values({
            plotId: plot.id,
            originalName: file.filename,
            size: file.bytes.length,
            kind: 'fastqc',
            status: 'success',
            qc: [qc],
            createdBy: user.id,
          })
          .returning({ id: genomeFiles.id });
        const id = row?.id as number;
        const key = `${genomeFileKeyOf(id)}.zip`;
        await files.put(key, file.bytes, 'application/zip');
        await db.update(genomeFiles).set({ storageKey: key }).where(eq(genomeFiles.id, id));
        ids.push(id);
      }
      const rows = await Promise.all(ids.map((id) => presentOne(request, user, id, plot.fieldId)));
      return reply.code(201).send(rows);
    },
  );

  /** Removes a file's stored bytes: its own, an unfinished upload, its QC archive. */
  async function deleteBytes(file: { storageKey: string | null; qcKey: string | null }) {
    const key = file.storageKey;
    if (key?.startsWith(UPLOAD_KEY_PREFIX)) {
      await removeUpload(uploads, key.slice(UPLOAD_KEY_PREFIX.length));
      await files.delete(key).catch(() => {});
    } else if (key) {
      await files.delete(key);
    }
    if (file.qcKey) await files.delete(file.qcKey);
  }

  app.delete(
    `/${API_PATHS.deleteFastqcFile}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a file, its stored bytes and QC archive',
        description:
          'The web asks the user to type `Delete` first (spec §5). The plot’s genotypes ' +
          'from reads are called again from its remaining files. Its uploader, or who ' +
          'manages the nursery (403 otherwise).',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { file } = await getGenomeFileFor(db, user, request.params.id, 'delete');
      await db.delete(genomeFiles).where(eq(genomeFiles.id, file.id));
      await deleteBytes(file);
      if (file.status === 'success' && file.kind !== 'fastqc')
        await recomputePlotCalls(db, file.plotId);
      return reply.code(204).send();
    },
  );
};
