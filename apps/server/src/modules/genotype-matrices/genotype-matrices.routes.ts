import { API_PATHS } from '@plotline/contract/api-paths';
import { IdParams } from '@plotline/contract/common';
import {
  GenotypeMatrix,
  MatrixExportQuery,
  MatrixImportBody,
  MatrixImportJob,
  MatrixListQuery,
  MatrixMarkerPage,
  MatrixMarkerQuery,
  MatrixPreview,
  MatrixPreviewBody,
  MatrixRenameBody,
  MatrixRow,
  MatrixRowParams,
  MatrixSamplePage,
  MatrixSampleQuery,
  MatrixWindow,
  MatrixWindowQuery,
  PREVIEW_SITES_MAX,
  VCF_LIMITS,
} from '@plotline/contract/genotype-matrices';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError, fieldError } from '../../errors.ts';
import { type CurrentUser, requireUser } from '../../platform/auth/authenticate.ts';
import { cropsVisibleTo, getCropFor, getFieldYearFor } from '../../platform/auth/policy.ts';
import { attachmentDisposition } from '../../platform/excel/send-workbook.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { getJobFor } from '../../platform/jobs/get-job-for.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import { presentJob } from '../../platform/jobs/present-job.ts';
import { type TakenUpload, takeUpload } from '../../platform/uploads/take-upload.ts';
import { type UploadService, uploadKeyOf } from '../../platform/uploads/upload-service.ts';
import { GENOTYPE_MATRIX_JOB_KIND, type GenotypeMatrixJobInput } from './genotype-matrix-jobs.ts';
import type { SampleMatching } from './match-samples.ts';
import { matchSamples } from './match-samples.ts';
import { getMatrixFor, type MatrixRecord, managesCropData } from './matrix-access.ts';
import {
  exportVcf,
  readSampleRow,
  readWindow,
  selectMarkers,
  selectSamples,
} from './read-matrix.ts';
import { openVcf, VcfProblem } from './read-vcf.ts';

const TAGS = ['genotype matrices'];
const base = `/${API_PATHS.genotypeMatrices}`;
const Empty = z.null().describe('no content');
/** How long the import's answer waits for its job: small files come back final. */
const ANSWER_WAIT_MS = 2000;
/** Bytes of data lines the preview reads at most (besides PREVIEW_SITES_MAX lines). */
const PREVIEW_BYTES_MAX = 64 * 1024 * 1024;

/** A VCF problem as the 400 on `upload`, naming the line. */
function uploadError(problem: VcfProblem): AppError {
  return fieldError('upload', problem.key, { line: problem.line ?? 0, ...problem.params });
}

/**
 * The crop (and season, for plots) of a preview or an import, checked as the request asks.
 * @throws AppError 404 crop or season out of sight; 400 `field_year_id` missing or of another crop
 */
async function checkMatching(
  db: Db,
  user: CurrentUser,
  body: { crop_id: number; match: 'lines' | 'plots'; field_year_id?: number | undefined },
): Promise<SampleMatching> {
  const crop = await getCropFor(db, user, body.crop_id);
  if (body.match === 'plots') {
    if (body.field_year_id === undefined) throw fieldError('field_year_id', 'errors.required');
    const season = await getFieldYearFor(db, user, body.field_year_id, 'read');
    if (season.cropId !== crop.id) {
      throw fieldError('field_year_id', 'genotypeMatrices.seasonOfAnotherCrop');
    }
    return { cropId: crop.id, match: 'plots', fieldYearId: season.id };
  }
  return { cropId: crop.id, match: 'lines' };
}

/**
 * The app's file store holds finished uploads under their key (disk and S3: the same place);
 * a `memory://` run keeps uploads in a folder of their own, so the bytes are copied over for
 * the job.
 */
async function uploadInFileStore(files: FileStore, taken: TakenUpload): Promise<void> {
  const stored = await files.open(taken.key).catch(() => undefined);
  if (stored) {
    stored.body.destroy();
    return;
  }
  await files.put(taken.key, await taken.open(), 'application/octet-stream');
}

/**
 * The caller's finished VCF upload: a malformed id is a 400 on `upload`, an unknown one (or
 * another user's) 404.
 */
function takeMatrixUpload(uploads: UploadService, user: CurrentUser, upload: string) {
  if (!uploadKeyOf(upload)) throw fieldError('upload', 'errors.invalid');
  return takeUpload(uploads, user, upload, 'genome.vcf');
}

/** The wire shape of a matrix. */
async function presentMatrices(
  db: Db,
  user: CurrentUser,
  where: SQL,
  lineId?: number,
): Promise<GenotypeMatrix[]> {
  const rows = await queryRows<
    Omit<GenotypeMatrix, 'can_delete' | 'created_at'> & { created_at: Date | string }
  >(
    db,
    sql`select m.id, m.crop_id, m.name, m.source_name, m.encoding, m.sample_count, m.marker_count,
        m.created_by, m.created_at,
        (select coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username)
          from users u where u.id = m.created_by) as created_by_name,
        (select count(*)::int from genotype_matrix_samples s where s.matrix_id = m.id
          and (s.line_id is not null or s.plot_id is not null)) as samples_matched,
        coalesce((select array_agg(c.chr order by c.first) from (select chr, min(idx) as first
          from genotype_matrix_markers k where k.matrix_id = m.id group by chr) c), '{}') as chromosomes
        ${lineId === undefined ? sql`` : sql`, (select min(s.idx) from genotype_matrix_samples s where s.matrix_id = m.id and s.line_id = ${lineId}) as sample_idx`}
      from genotype_matrices m join crops on crops.id = m.crop_id
      where ${cropsVisibleTo(user)} and ${where} order by m.id desc`,
  );
  return rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    can_delete: managesCropData(user) || row.created_by === user.id,
  }));
}

/** The page meta of a list of `total` items. */
function pageMeta(total: number, page: number, pageSize: number) {
  return {
    total_pages: Math.max(1, Math.ceil(total / pageSize)),
    total_items: total,
    current_page: page,
    page_size: pageSize,
  };
}

/** Markers [from, to) of a matrix's region (chr, start..end), or all of them. */
async function markerRangeOf(
  db: Db,
  matrix: MatrixRecord,
  region: { chr?: string | undefined; start?: number | undefined; end?: number | undefined },
): Promise<{ from: number; to: number }> {
  if (region.chr === undefined) return { from: 0, to: matrix.markerCount };
  const [range] = await queryRows<{ first: number | null; last: number | null }>(
    db,
    sql`select min(idx) as first, max(idx) as last from genotype_matrix_markers
      where matrix_id = ${matrix.id} and chr = ${region.chr}
        and pos >= ${region.start ?? 0} and pos <= ${region.end ?? 2_147_483_647}`,
  );
  if (range?.first === null || range?.first === undefined || range.last === null) {
    return { from: 0, to: 0 };
  }
  return { from: range.first, to: range.last + 1 };
}

/**
 * Genotype matrices (issue 17, decision 046): VCF imports of a crop's samples × markers,
 * stored as 2-bit dosages in chunks of markers; their samples, markers, a window for the
 * browser, one sample's whole row, and the export back to VCF.
 */
export const genotypeMatricesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  files: FileStore;
  jobs: Jobs;
  uploads: UploadService;
}> = async (app, { db, files, jobs, uploads }) => {
  app.get(
    base,
    {
      schema: {
        tags: TAGS,
        summary: "The crop's genotype matrices",
        description:
          'Newest first. With `line_id`: only the matrices holding a sample of that line, each ' +
          "with `sample_idx` (its first such sample). Anyone who sees the crop; another tenant's " +
          'crop is 404.',
        querystring: MatrixListQuery,
        response: { 200: z.array(GenotypeMatrix) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spec_id, line_id } = request.query;
      const crop = await getCropFor(db, user, spec_id);
      const where =
        line_id === undefined
          ? sql`m.crop_id = ${crop.id}`
          : sql`m.crop_id = ${crop.id} and exists (select 1 from genotype_matrix_samples s
              where s.matrix_id = m.id and s.line_id = ${line_id})`;
      return presentMatrices(db, user, where, line_id);
    },
  );

  app.post(
    `/${API_PATHS.genotypeMatricesPreview}`,
    {
      schema: {
        tags: TAGS,
        summary: "Preview a VCF's samples as they would be matched",
        description:
          'Reads the header of the upload (purpose `genome.vcf`, kept for the import) and counts ' +
          `up to ${PREVIEW_SITES_MAX} sites. Samples are matched to the crop's lines the caller ` +
          'sees by name (any case, ё = е), or with `match: "plots"` to the plots of the season ' +
          '`field_year_id` by label, then name. Unmatched samples are imported too, linked to ' +
          "nothing. A file that is not a VCF is a 400 on `upload` naming the line; another user's " +
          'or unknown upload 404. Who may import (heads, a company-less owner, the super admin).',
        body: MatrixPreviewBody,
        response: { 200: MatrixPreview },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!managesCropData(user)) {
        await getCropFor(db, user, request.body.crop_id);
        throw new AppError('PERMISSION_DENIED');
      }
      const matching = await checkMatching(db, user, request.body);
      const taken = await takeMatrixUpload(uploads, user, request.body.upload);
      const stream = await taken.open();
      try {
        const vcf = await openVcf(stream);
        let sites = 0;
        let bytes = 0;
        let more = false;
        const chromosomes: string[] = [];
        for await (const line of vcf.lines) {
          if (line.bytes.length === 0) continue;
          if (sites >= PREVIEW_SITES_MAX || bytes > PREVIEW_BYTES_MAX) {
            more = true;
            break;
          }
          sites++;
          bytes += line.bytes.length;
          const tab = line.bytes.indexOf(9);
          const chr = line.bytes.toString('utf8', 0, tab < 0 ? line.bytes.length : tab);
          if (chr.length <= VCF_LIMITS.alleleLength && chromosomes.at(-1) !== chr) {
            if (!chromosomes.includes(chr)) chromosomes.push(chr);
          }
        }
        const samples = await matchSamples(db, user, matching, vcf.header.samples);
        const unmatched = samples.filter((s) => s.line_id === null && s.plot_id === null);
        return {
          file_name: taken.filename,
          samples,
          matched: samples.length - unmatched.length,
          unmatched: unmatched.map((s) => s.name),
          sites_counted: sites,
          sites_more: more,
          chromosomes,
          has_ds: vcf.header.hasDs,
        };
      } catch (error) {
        if (error instanceof VcfProblem) throw uploadError(error);
        throw error;
      } finally {
        stream.destroy();
      }
    },
  );

  app.post(
    base,
    {
      schema: {
        tags: TAGS,
        summary: 'Import a VCF as a genotype matrix of the crop (a job)',
        description:
          'The upload (purpose `genome.vcf`: VCF, plain or gzip/bgzip) is read as a job, all or ' +
          'nothing: GT (diploid, phased or not; haploid 1 = 2), DS filling a missing GT; the ' +
          'first ALT of a multi-allelic site (a call with another ALT is missing). Sites sorted ' +
          'by chromosome blocks and increasing position; a repeated site, a bad line, a sample ' +
          'count different from the header are problems naming the line. `add_markers`: sites ' +
          "missing from the crop's marker catalogue are added. Answers 201 with the job (poll " +
          '`jobs/{id}/`); the upload is removed when the job ends. Heads of company or division, ' +
          'a company-less owner, the super admin; others 403.',
        body: MatrixImportBody,
        response: { 201: MatrixImportJob },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!managesCropData(user)) {
        await getCropFor(db, user, request.body.crop_id);
        throw new AppError('PERMISSION_DENIED');
      }
      const matching = await checkMatching(db, user, request.body);
      const taken = await takeMatrixUpload(uploads, user, request.body.upload);
      await uploadInFileStore(files, taken);
      const language = requestLanguage(request);
      const jobId = await jobs.submit<GenotypeMatrixJobInput>({
        kind: GENOTYPE_MATRIX_JOB_KIND,
        createdBy: user.id,
        input: {
          fileKey: taken.key,
          fileName: taken.filename,
          language,
          name: request.body.name,
          matching,
          addMarkers: request.body.add_markers,
          user,
        },
      });
      await jobs.waitFor(jobId, ANSWER_WAIT_MS);
      const job = await getJobFor(db, user, jobId);
      return reply.code(201).send(presentJob(job, language) as unknown as MatrixImportJob);
    },
  );

  app.get(
    `${base}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'One genotype matrix',
        description: "Anyone who sees the crop; another tenant's matrix is 404.",
        params: IdParams,
        response: { 200: GenotypeMatrix },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const matrix = await getMatrixFor(db, user, request.params.id, 'read');
      const [one] = await presentMatrices(db, user, sql`m.id = ${matrix.id}`);
      if (!one) throw new AppError('NOT_FOUND');
      return one;
    },
  );

  app.patch(
    `${base}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Rename a genotype matrix',
        description:
          'Who may delete it (heads, a company-less owner, the super admin, its importer).',
        params: IdParams,
        body: MatrixRenameBody,
        response: { 200: GenotypeMatrix },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const matrix = await getMatrixFor(db, user, request.params.id, 'manage');
      await db.execute(
        sql`update genotype_matrices set name = ${request.body.name} where id = ${matrix.id}`,
      );
      const [one] = await presentMatrices(db, user, sql`m.id = ${matrix.id}`);
      return one as GenotypeMatrix;
    },
  );

  app.delete(
    `${base}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a genotype matrix with its samples, markers and calls',
        description:
          'Heads of company or division, a company-less owner, the super admin, and the one who ' +
          "imported it; others who see it 403. The catalogue's markers stay.",
        params: IdParams,
        response: { 204: Empty },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const matrix = await getMatrixFor(db, user, request.params.id, 'manage');
      await db.execute(sql`delete from genotype_matrices where id = ${matrix.id}`);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}:id/samples/`,
    {
      schema: {
        tags: TAGS,
        summary: "A matrix's samples with their line or plot (paged)",
        params: IdParams,
        querystring: MatrixSampleQuery,
        response: { 200: MatrixSamplePage },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const matrix = await getMatrixFor(db, user, request.params.id, 'read');
      const { page, page_size, name } = request.query;
      const where = name === undefined ? sql`true` : sql`strpos(lower(s.name), lower(${name})) > 0`;
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from genotype_matrix_samples s where s.matrix_id = ${matrix.id} and ${where}`,
      );
      const data = await selectSamples(
        db,
        matrix.id,
        where,
        sql`limit ${page_size} offset ${(page - 1) * page_size}`,
      );
      return { meta: pageMeta(count?.n ?? 0, page, page_size), data };
    },
  );

  app.get(
    `${base}:id/markers/`,
    {
      schema: {
        tags: TAGS,
        summary: "A matrix's markers in matrix order (paged)",
        description:
          '`chr` with `start`/`end` (positions, inclusive) narrows to a region; `name` is a ' +
          'substring (any case). Each marker has its alt-allele frequency, call rate and the ' +
          'catalogue marker at its site.',
        params: IdParams,
        querystring: MatrixMarkerQuery,
        response: { 200: MatrixMarkerPage },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const matrix = await getMatrixFor(db, user, request.params.id, 'read');
      const { page, page_size, chr, start, end, name } = request.query;
      const parts: SQL[] = [sql`true`];
      if (chr !== undefined) parts.push(sql`m.chr = ${chr}`);
      if (start !== undefined) parts.push(sql`m.pos >= ${start}`);
      if (end !== undefined) parts.push(sql`m.pos <= ${end}`);
      if (name !== undefined) parts.push(sql`strpos(lower(m.name), lower(${name})) > 0`);
      const where = sql.join(parts, sql` and `);
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from genotype_matrix_markers m where m.matrix_id = ${matrix.id} and ${where}`,
      );
      const data = await selectMarkers(
        db,
        matrix.id,
        where,
        sql`limit ${page_size} offset ${(page - 1) * page_size}`,
      );
      return { meta: pageMeta(count?.n ?? 0, page, page_size), data };
    },
  );

  app.get(
    `${base}:id/window/`,
    {
      schema: {
        tags: TAGS,
        summary: 'A window of the matrix for the browser: dosages of samples × markers',
        description:
          'At most 200 samples × 2,000 markers. With `chr` (and `start`/`end`) the markers are ' +
          'those of the region and `marker_offset` counts from its first. `dosages` is base64 of ' +
          'one byte per call (0, 1, 2; 3 missing), sample-major.',
        params: IdParams,
        querystring: MatrixWindowQuery,
        response: { 200: MatrixWindow },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const matrix = await getMatrixFor(db, user, request.params.id, 'read');
      const q = request.query;
      const region = await markerRangeOf(db, matrix, q);
      const markerFrom = Math.min(region.to, region.from + q.marker_offset);
      const markerTo = Math.min(region.to, markerFrom + q.marker_limit);
      const sampleFrom = Math.min(matrix.sampleCount, q.sample_offset);
      const sampleTo = Math.min(matrix.sampleCount, sampleFrom + q.sample_limit);
      const [samples, markers, calls] = await Promise.all([
        selectSamples(db, matrix.id, sql`s.idx >= ${sampleFrom} and s.idx < ${sampleTo}`),
        selectMarkers(db, matrix.id, sql`m.idx >= ${markerFrom} and m.idx < ${markerTo}`),
        readWindow(
          db,
          matrix,
          { from: sampleFrom, to: sampleTo },
          { from: markerFrom, to: markerTo },
        ),
      ]);
      return {
        sample_offset: sampleFrom,
        marker_offset: markerFrom,
        samples,
        markers,
        dosages: Buffer.from(calls.buffer, calls.byteOffset, calls.byteLength).toString('base64'),
      };
    },
  );

  app.get(
    `${base}:id/samples/:idx/row/`,
    {
      schema: {
        tags: TAGS,
        summary: "One sample's calls at every marker of the matrix",
        description:
          '`dosages`: base64 of one byte per marker in matrix order (0, 1, 2; 3 missing). One ' +
          '`substring` per chunk of the stored matrix. An index beyond the samples is 404.',
        params: MatrixRowParams,
        response: { 200: MatrixRow },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const matrix = await getMatrixFor(db, user, request.params.id, 'read');
      const { idx } = request.params;
      if (idx >= matrix.sampleCount) throw new AppError('NOT_FOUND');
      const [[sample], calls] = await Promise.all([
        selectSamples(db, matrix.id, sql`s.idx = ${idx}`),
        readSampleRow(db, matrix, idx),
      ]);
      if (!sample) throw new AppError('NOT_FOUND');
      return {
        sample,
        marker_count: matrix.markerCount,
        dosages: Buffer.from(calls.buffer, calls.byteOffset, calls.byteLength).toString('base64'),
      };
    },
  );

  app.get(
    `${base}:id/export/`,
    {
      schema: {
        tags: TAGS,
        summary: 'The matrix as a VCF (streamed attachment)',
        description:
          'VCFv4.2 with `##source=Plotline`, a `##contig` per chromosome, GT only (0/0, 0/1, ' +
          '1/1, ./.); `format=vcf.gz` gzip-compresses it. Anyone who sees the crop.',
        params: IdParams,
        querystring: MatrixExportQuery,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const matrix = await getMatrixFor(db, user, request.params.id, 'read');
      const gzip = request.query.format === 'vcf.gz';
      const safe = matrix.name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 100) || 'matrix';
      const fileName = `${safe}.${gzip ? 'vcf.gz' : 'vcf'}`;
      return reply
        .header('content-type', gzip ? 'application/gzip' : 'text/x-vcf; charset=utf-8')
        .header('content-disposition', attachmentDisposition(fileName))
        .send(exportVcf(db, matrix, gzip));
    },
  );
};
