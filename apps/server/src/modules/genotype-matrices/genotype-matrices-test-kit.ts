import { gzipSync } from 'node:zlib';
import type { MatrixImportJob } from '@plotline/contract/genotype-matrices';
import type { FastifyInstance } from 'fastify';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildLine } from '../../test/nursery-factories.ts';
import { getTestDatabase } from '../../test/test-app.ts';

/**
 * Helpers of the genotype-matrix tests: VCF texts made here, resumable uploads of them
 * (tus through app.inject), imports polled to their end. Only tests and benches import this.
 */

export const MATRICES_URL = 'genotype_matrices/';
export const PREVIEW_URL = 'genotype_matrices/preview/';

/** A VCF text: samples, then rows `[chr, pos, id, ref, alt, format, ...calls]`. */
export function vcfText(
  samples: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  meta: readonly string[] = [],
): string {
  const head = [
    '##fileformat=VCFv4.2',
    '##FORMAT=<ID=GT,Number=1,Type=String,Description="Genotype">',
    ...meta,
    ['#CHROM', 'POS', 'ID', 'REF', 'ALT', 'QUAL', 'FILTER', 'INFO', 'FORMAT', ...samples].join(
      '\t',
    ),
  ];
  const body = rows.map(([chr, pos, id, ref, alt, format, ...calls]) =>
    [chr, pos, id, ref, alt, '.', 'PASS', '.', format, ...calls].join('\t'),
  );
  return `${[...head, ...body].join('\n')}\n`;
}

/** A gzip of a text (plain gzip: a bgzip file is tested with the real tool). */
export function gzipOf(text: string): Buffer {
  return gzipSync(Buffer.from(text));
}

/**
 * Uploads bytes as a finished resumable upload of `purpose` (tus: POST then one PATCH).
 * @returns the upload id (the last part of its address)
 */
export async function uploadBytes(
  app: FastifyInstance,
  token: string,
  bytes: Buffer,
  filename = 'calls.vcf',
  purpose = 'genome.vcf',
): Promise<string> {
  const meta = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/uploads/',
    headers: {
      ...bearer(token),
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': meta({ filename, filetype: 'text/plain', purpose }),
    },
  });
  const location = created.headers.location;
  if (created.statusCode !== 201 || typeof location !== 'string') {
    throw new Error(`upload not created: ${created.statusCode} ${created.body}`);
  }
  const id = location.split('/').filter(Boolean).at(-1) as string;
  const patched = await app.inject({
    method: 'PATCH',
    url: `/api/v1/uploads/${id}/`,
    headers: {
      ...bearer(token),
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
  if (patched.statusCode !== 204) {
    throw new Error(`upload not sent: ${patched.statusCode} ${patched.body}`);
  }
  return id;
}

/** Starts an import and polls its job to the end. */
export async function importMatrix(api: ApiCaller, body: Record<string, unknown>, language = 'en') {
  const response = await api('POST', MATRICES_URL, body, { 'accept-language': language });
  if (response.statusCode !== 201) return { response, job: undefined };
  let job = response.json<MatrixImportJob>();
  for (let tries = 0; job.status === 'pending' || job.status === 'processing'; tries++) {
    if (tries > 1200) throw new Error('the import job did not end');
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = (
      await api('GET', `jobs/${job.job_id}/`, undefined, { 'accept-language': language })
    ).json<MatrixImportJob>();
  }
  // the job as polled (jobs/{id}/) carries the matrix too, whether or not the POST waited it out
  const polled = await api('GET', `jobs/${job.job_id}/`);
  if (polled.statusCode !== 200) throw new Error(`polling the job answered ${polled.statusCode}`);
  if (JSON.stringify(polled.json<MatrixImportJob>().result) !== JSON.stringify(job.result)) {
    throw new Error('the polled job lost its result');
  }
  return { response, job };
}

/**
 * A company (head `alice`, employee `emma`) with a crop, a nursery and its 2025 season, lines
 * `L1`…`L3` of the crop, and a company-less `stranger`.
 */
export async function setUpMatrixWorld(app: FastifyInstance) {
  const nursery = await setUpNursery(app);
  const { db } = await getTestDatabase();
  await buildUser(db, { username: 'emma', companyId: nursery.companyId, role: 'employee' });
  const emmaToken = (await logInAs(app, 'emma')).access;
  const aliceToken = (await logInAs(app, 'alice')).access;
  const lines = await Promise.all(
    ['L1', 'L2', 'L3'].map((name) => buildLine(db, nursery.cropId, name)),
  );
  const stranger = await setUpStranger(app);
  const strangerToken = (await logInAs(app, 'stranger')).access;
  return {
    ...nursery,
    aliceToken,
    emma: apiAs(app, bearer(emmaToken)),
    emmaToken,
    lineIds: lines.map((line) => line.id),
    stranger,
    strangerToken,
  };
}

/** Decodes a `dosages` string. */
export function dosagesOf(base64: string): number[] {
  return [...Buffer.from(base64, 'base64')];
}
