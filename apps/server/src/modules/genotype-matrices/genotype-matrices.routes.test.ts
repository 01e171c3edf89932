import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type {
  GenotypeMatrix,
  MatrixMarkerPage,
  MatrixPreview,
  MatrixRow,
  MatrixSamplePage,
  MatrixWindow,
} from '@plotline/contract/genotype-matrices';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createFileStore } from '../../platform/files/file-store.ts';
import { buildPlot } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import {
  dosagesOf,
  gzipOf,
  importMatrix,
  MATRICES_URL,
  PREVIEW_URL,
  setUpMatrixWorld,
  uploadBytes,
  vcfText,
} from './genotype-matrices-test-kit.ts';
import { importVcf } from './import-vcf.ts';

/**
 * Genotype matrices (issue 17, decision 046): VCF import (preview, matching, all or nothing),
 * 2-bit chunk storage, the window, one sample's row, the export and its bcftools round trip.
 */
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof setUpMatrixWorld>>;

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpMatrixWorld(app);
});
afterEach(() => app.close());

const hasTool = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Samples `l1` (line L1 in another case), `L2`, `Unknown`, `ёж`. */
const SAMPLES = ['l1', 'L2', 'Unknown', 'ёж'];
/**
 * Sites: diploid, phased, missing, a multi-allelic site (a call with the second ALT is
 * missing), DS filling missing GTs, haploid calls, another chromosome.
 */
const ROWS = [
  ['chr1', 100, 'rs1', 'A', 'G', 'GT', '0/0', '0/1', '1/1', './.'],
  ['chr1', 200, '.', 'C', 'T', 'GT', '0|1', '1|0', '1|1', '0|0'],
  ['chr1', 300, 'rs3', 'G', 'A,C', 'GT', '0/2', '1/2', '1/1', '0/1'],
  ['chr1', 400, 'rs4', 'T', 'C', 'GT:DS', './.:1.8', '0/0:0.1', './.:.', '0/1:0.9'],
  ['chr2', 50, 'rs5', 'A', 'T', 'GT', '0', '1', '.', '1'],
] as const;
const EXPECTED: number[][] = [
  // rows per sample (l1, L2, Unknown, ёж) across the 5 markers
  [0, 1, 3, 2, 0],
  [1, 1, 3, 0, 2],
  [2, 2, 2, 3, 3],
  [3, 0, 1, 1, 2],
];

async function importSample(extra: Record<string, unknown> = {}, text = vcfText(SAMPLES, ROWS)) {
  const upload = await uploadBytes(app, world.aliceToken, Buffer.from(text));
  return importMatrix(world.api, {
    upload,
    crop_id: world.cropId,
    name: 'Панель 1',
    ...extra,
  });
}

const problemsOf = (job: { errors: { row: number | null; message: string }[] } | undefined) =>
  (job?.errors ?? []).map((p) => `${p.row ?? '-'}: ${p.message}`);

describe('previewing a VCF', () => {
  it('matches samples to lines by name in any case and counts the sites', async () => {
    const upload = await uploadBytes(
      app,
      world.aliceToken,
      Buffer.from(vcfText(SAMPLES, ROWS, ['##FORMAT=<ID=DS,Number=1,Type=Float,Description="D">'])),
    );
    const response = await world.api('POST', PREVIEW_URL, { upload, crop_id: world.cropId });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<MatrixPreview>();
    expect(preview.samples.map((s) => [s.name, s.line_name])).toEqual([
      ['l1', 'L1'],
      ['L2', 'L2'],
      ['Unknown', null],
      ['ёж', null],
    ]);
    expect(preview.matched).toBe(2);
    expect(preview.unmatched).toEqual(['Unknown', 'ёж']);
    expect(preview.sites_counted).toBe(5);
    expect(preview.sites_more).toBe(false);
    expect(preview.chromosomes).toEqual(['chr1', 'chr2']);
    expect(preview.has_ds).toBe(true);
    // the upload stays for the import
    const { job } = await importMatrix(world.api, { upload, crop_id: world.cropId, name: 'A' });
    expect(job?.status, JSON.stringify(job?.errors)).toBe('success');
  });

  it('answers 400 on upload naming the line when the file is not a VCF', async () => {
    const upload = await uploadBytes(
      app,
      world.aliceToken,
      Buffer.from('##fileformat=VCFv4.2\nchr1\t1\n'),
    );
    const response = await world.api('POST', PREVIEW_URL, { upload, crop_id: world.cropId });
    expect(response.statusCode).toBe(400);
    expect(response.json().upload[0]).toMatch(/line 2\b/i);
    const gz = await uploadBytes(
      app,
      world.aliceToken,
      Buffer.concat([gzipOf('##fileformat=VCFv4.2\n').subarray(0, 15)]),
    );
    const bad = await world.api('POST', PREVIEW_URL, { upload: gz, crop_id: world.cropId });
    expect(bad.statusCode).toBe(400);
  });

  it('matches plots of a season by label or name, and wants the season', async () => {
    const { db } = await getTestDatabase();
    const plotId = (await buildPlot(db, { id: world.yearId, cropId: world.cropId }, 'Unknown')).id;
    const upload = await uploadBytes(app, world.aliceToken, Buffer.from(vcfText(SAMPLES, ROWS)));
    const missing = await world.api('POST', PREVIEW_URL, {
      upload,
      crop_id: world.cropId,
      match: 'plots',
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['field_year_id']);
    const response = await world.api('POST', PREVIEW_URL, {
      upload,
      crop_id: world.cropId,
      match: 'plots',
      field_year_id: world.yearId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const matched = response.json<MatrixPreview>().samples.filter((s) => s.plot_id !== null);
    expect(matched.map((s) => s.name)).toEqual(['Unknown']);
    expect(matched[0]?.plot_id).toBe(plotId);
  });
});

describe('importing a VCF', () => {
  it('stores GT, phased, haploid, DS-filled and multi-allelic calls, read back by row and window', async () => {
    const { job } = await importSample({ add_markers: true });
    expect(job?.status, JSON.stringify(job?.errors)).toBe('success');
    expect(job?.result).toMatchObject({
      samples: 4,
      markers: 5,
      samples_matched: 2,
      markers_added: 5,
      markers_in_catalogue: 5,
      multiallelic: 1,
    });
    const id = job?.result?.matrix_id as number;
    for (let s = 0; s < 4; s++) {
      const row = await world.api('GET', `${MATRICES_URL}${id}/samples/${s}/row/`);
      expect(row.statusCode, row.body).toBe(200);
      expect(dosagesOf(row.json<MatrixRow>().dosages)).toEqual(EXPECTED[s]);
    }
    // the list names who imported it (first and last name, else the login)
    const matrix = (await world.api('GET', `${MATRICES_URL}${id}/`)).json<GenotypeMatrix>();
    const [importer] = await (await getTestDatabase()).db
      .select()
      .from(users)
      .where(eq(users.id, matrix.created_by ?? 0));
    const expected = `${importer?.firstName ?? ''} ${importer?.lastName ?? ''}`.trim();
    expect(matrix.created_by_name).toBe(expected || importer?.username);
    expect((await world.api('GET', `${MATRICES_URL}${id}/samples/4/row/`)).statusCode).toBe(404);

    const window = (
      await world.api(
        'GET',
        `${MATRICES_URL}${id}/window/?sample_offset=1&sample_limit=2&marker_offset=1&marker_limit=3`,
      )
    ).json<MatrixWindow>();
    expect(window.samples.map((s) => s.name)).toEqual(['L2', 'Unknown']);
    expect(window.markers.map((m) => m.name)).toEqual(['chr1_200', 'rs3', 'rs4']);
    expect(dosagesOf(window.dosages)).toEqual([1, 3, 0, 2, 2, 3]);
    const region = (
      await world.api('GET', `${MATRICES_URL}${id}/window/?chr=chr1&start=250&end=1000`)
    ).json<MatrixWindow>();
    expect(region.marker_offset).toBe(2);
    expect(region.markers.map((m) => m.pos)).toEqual([300, 400]);

    const markers = (
      await world.api('GET', `${MATRICES_URL}${id}/markers/?chr=chr1`)
    ).json<MatrixMarkerPage>();
    expect(markers.meta.total_items).toBe(4);
    const first = markers.data[0];
    expect(first).toMatchObject({ name: 'rs1', ref: 'A', alt: 'G', call_rate: 0.75 });
    expect(first?.alt_freq).toBeCloseTo(0.5);
    expect(markers.data[2]).toMatchObject({ alt: 'A', call_rate: 0.5 });
    expect(first?.mutation_id).not.toBeNull();

    const samples = (
      await world.api('GET', `${MATRICES_URL}${id}/samples/?name=L`)
    ).json<MatrixSamplePage>();
    expect(samples.data.map((s) => [s.name, s.line_name])).toEqual([
      ['l1', 'L1'],
      ['L2', 'L2'],
    ]);
    const list = (
      await world.api('GET', `${MATRICES_URL}?spec_id=${world.cropId}&line_id=${world.lineIds[1]}`)
    ).json<GenotypeMatrix[]>();
    expect(list.map((m) => [m.name, m.sample_idx, m.chromosomes.join()])).toEqual([
      ['Панель 1', 1, 'chr1,chr2'],
    ]);
    const { db } = await getTestDatabase();
    const catalogue = await queryRows<{ name: string }>(
      db,
      sql`select name from mutations where crop_id = ${world.cropId} order by chr, pos`,
    );
    expect(catalogue.map((m) => m.name)).toEqual(['rs1', 'chr1_200', 'rs3', 'rs4', 'rs5']);
  });

  it('reads a bgzip file (multi-member gzip) and crosses chunk boundaries', async (context) => {
    if (!hasTool('bgzip')) context.skip();
    const rows: (string | number)[][] = [];
    const want: number[][] = [[], [], []];
    for (let j = 0; j < 5000; j++) {
      const calls = [0, 1, 2].map((s) => (j * 7 + s * 5) % 4);
      for (const [s, c] of calls.entries()) want[s]?.push(c);
      rows.push([
        '7',
        j + 1,
        '.',
        'A',
        'G',
        'GT',
        ...calls.map((c) => ['0/0', '0/1', '1/1', './.'][c] as string),
      ]);
    }
    const dir = mkdtempSync(join(tmpdir(), 'h3-bgzip-'));
    try {
      const path = join(dir, 'calls.vcf');
      writeFileSync(path, vcfText(['L1', 'L2', 'L3'], rows));
      execFileSync('bgzip', ['-f', path]);
      const bytes = readFileSync(`${path}.gz`);
      expect(bytes.subarray(12, 14).toString()).toBe('BC'); // bgzip's extra field
      const upload = await uploadBytes(app, world.aliceToken, bytes, 'calls.vcf.gz');
      const { job } = await importMatrix(world.api, { upload, crop_id: world.cropId, name: 'bgz' });
      expect(job?.status, JSON.stringify(job?.errors)).toBe('success');
      const id = job?.result?.matrix_id as number;
      const row = (await world.api('GET', `${MATRICES_URL}${id}/samples/2/row/`)).json<MatrixRow>();
      expect(dosagesOf(row.dosages)).toEqual(want[2]);
      const window = (
        await world.api('GET', `${MATRICES_URL}${id}/window/?marker_offset=4090&marker_limit=11`)
      ).json<MatrixWindow>();
      expect(window.markers.length).toBe(11);
      expect(dosagesOf(window.dosages)).toEqual(want.flatMap((w) => w.slice(4090, 4101)));
      // storage: two chunks of samples × ceil(markers / 4) bytes, stored uncompressed
      const { db } = await getTestDatabase();
      const sizes = await queryRows<{ chunk: number; bytes: number; stored: number }>(
        db,
        sql`select chunk, octet_length(data) as bytes, pg_column_size(data) as stored
          from genotype_matrix_chunks where matrix_id = ${id} order by chunk`,
      );
      expect(sizes.map((s) => [s.chunk, s.bytes])).toEqual([
        [0, 3 * 1024],
        [1, 3 * Math.ceil(904 / 4)],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a whole file with every problem by line, writing nothing', async () => {
    const rows = [
      ['chr1', 100, '.', 'A', 'G', 'GT', '0/0', '0/1', '1/1', './.'],
      ['chr1', 100, '.', 'A', 'T', 'GT', '0/0', '0/1', '1/1', './.'],
      ['chr1', 50, '.', 'A', 'G', 'GT', '0/0', '0/1', '1/1', './.'],
      ['chr2', 10, '.', 'A', 'G', 'GT', '0/0', '0/1', '1/1'],
      ['chr2', 20, '.', 'A', 'G', 'GT', '0/0', 'A/T', '1/1', '0/1'],
      ['chr1', 500, '.', 'A', 'G', 'GT', '0/0', '0/1', '1/1', '0/1'],
      ['chr2', 0, '.', 'A', 'G', 'GT', '0/0', '0/1', '1/1', '0/1'],
    ];
    const { job } = await importSample({}, vcfText(SAMPLES, rows));
    expect(job?.status).toBe('failed');
    expect(problemsOf(job)).toEqual([
      '5: Line 5: the site chr1:100 is given twice (split multi-allelic records are not merged).',
      '6: Line 6: position 50 of chr1 comes after a larger one; sort the file (bcftools sort).',
      '7: Line 7: 3 sample columns, the header names 4.',
      '8: Line 8: the call of sample «L2» is not a genotype (GT like 0/1, DS a number).',
      '9: Line 9: chromosome chr1 appears again after another one; sort the file (bcftools sort).',
      '10: Line 10: the position must be a whole number from 1 to 2147483647.',
    ]);
    const { db } = await getTestDatabase();
    const counts = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from genotype_matrices)::int + (select count(*) from genotype_matrix_chunks)::int as n`,
    );
    expect(counts[0]?.n).toBe(0);
    const noHeader = await importSample({}, '##fileformat=VCFv4.2\n##source=x\n');
    expect(problemsOf(noHeader.job)).toEqual([
      '3: The VCF file has no #CHROM header line before its data (line 3).',
    ]);
  });

  it('validates the body, refuses employees (403) and hides other tenants (404)', async () => {
    const upload = await uploadBytes(app, world.aliceToken, Buffer.from(vcfText(SAMPLES, ROWS)));
    const malformed = await world.api('POST', MATRICES_URL, {
      upload: 'nope',
      crop_id: world.cropId,
      name: 'x',
    });
    expect(Object.keys(malformed.json())).toEqual(['upload']);
    const noName = await world.api('POST', MATRICES_URL, { upload, crop_id: world.cropId });
    expect(noName.statusCode).toBe(400);
    expect(Object.keys(noName.json())).toEqual(['name']);
    const badMatch = await world.api('POST', MATRICES_URL, {
      upload,
      crop_id: world.cropId,
      name: 'x',
      match: 'rows',
    });
    expect(Object.keys(badMatch.json())).toEqual(['match']);
    // an employee: 403; their own upload or not
    const emmaUpload = await uploadBytes(app, world.emmaToken, Buffer.from(vcfText(SAMPLES, ROWS)));
    const refused = await world.emma('POST', MATRICES_URL, {
      upload: emmaUpload,
      crop_id: world.cropId,
      name: 'x',
    });
    expect(refused.statusCode).toBe(403);
    // another user's upload: 404
    const strangerUpload = await uploadBytes(
      app,
      world.strangerToken,
      Buffer.from(vcfText(SAMPLES, ROWS)),
    );
    const foreign = await world.api('POST', MATRICES_URL, {
      upload: strangerUpload,
      crop_id: world.cropId,
      name: 'x',
    });
    expect(foreign.statusCode).toBe(404);

    const { job } = await importMatrix(world.api, { upload, crop_id: world.cropId, name: 'Ours' });
    const id = job?.result?.matrix_id as number;
    // the stranger: the crop and every route of the matrix are 404
    expect(
      (await world.stranger('GET', `${MATRICES_URL}?spec_id=${world.cropId}`)).statusCode,
    ).toBe(404);
    for (const path of ['', 'samples/', 'markers/', 'window/', 'samples/0/row/', 'export/']) {
      expect((await world.stranger('GET', `${MATRICES_URL}${id}/${path}`)).statusCode, path).toBe(
        404,
      );
    }
    expect((await world.stranger('DELETE', `${MATRICES_URL}${id}/`)).statusCode).toBe(404);
    // the employee reads, may not rename or delete
    expect(
      (await world.emma('GET', `${MATRICES_URL}${id}/`)).json<GenotypeMatrix>().can_delete,
    ).toBe(false);
    expect((await world.emma('DELETE', `${MATRICES_URL}${id}/`)).statusCode).toBe(403);
    expect((await world.emma('PATCH', `${MATRICES_URL}${id}/`, { name: 'y' })).statusCode).toBe(
      403,
    );
    const renamed = await world.api('PATCH', `${MATRICES_URL}${id}/`, { name: 'Новое' });
    expect(renamed.json<GenotypeMatrix>().name).toBe('Новое');
    expect((await world.api('DELETE', `${MATRICES_URL}${id}/`)).statusCode).toBe(204);
    expect((await world.api('GET', `${MATRICES_URL}${id}/`)).statusCode).toBe(404);
  });
});

describe('cancelling an import', () => {
  it('stops at the signal and writes nothing', async () => {
    const { db } = await getTestDatabase();
    const files = createFileStore('memory://');
    const rows = Array.from({ length: 2000 }, (_, j) => [
      '1',
      j + 1,
      '.',
      'A',
      'G',
      'GT',
      '0/1',
      '1/1',
    ]);
    await files.put('jobs/cancel.vcf', Buffer.from(vcfText(['L1', 'L2'], rows)), 'text/plain');
    const controller = new AbortController();
    const percents: number[] = [];
    const [user] = await queryRows<{ id: number; company_id: number }>(
      db,
      sql`select id, company_id from users where username = 'alice'`,
    );
    const run = importVcf(db, {
      files,
      fileKey: 'jobs/cancel.vcf',
      fileName: 'cancel.vcf',
      name: 'C',
      matching: { cropId: world.cropId, match: 'lines' },
      addMarkers: false,
      user: {
        id: user?.id as number,
        username: 'alice',
        companyId: user?.company_id as number,
        divisionId: null,
        role: 'head_of_company',
        isSuperAdmin: false,
      },
      report: (percent) => {
        percents.push(percent);
        controller.abort();
      },
      signal: controller.signal,
      chunkMarkers: 256,
    });
    await expect(run).rejects.toThrow();
    expect(percents.length).toBeGreaterThan(0);
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from genotype_matrices)::int + (select count(*) from genotype_matrix_chunks)::int as n`,
    );
    expect(count?.n).toBe(0);
  });
});

describe('exporting a matrix', () => {
  it('writes a VCF (and vcf.gz) that bcftools reads back with every genotype', async (context) => {
    const { job } = await importSample();
    const id = job?.result?.matrix_id as number;
    const plain = await world.api('GET', `${MATRICES_URL}${id}/export/`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-disposition']).toContain('.vcf');
    const text = plain.body;
    expect(
      text.startsWith(
        '##fileformat=VCFv4.2\n##source=Plotline\n##contig=<ID=chr1>\n##contig=<ID=chr2>\n',
      ),
    ).toBe(true);
    const gz = await world.api('GET', `${MATRICES_URL}${id}/export/?format=vcf.gz`);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(text);
    const GT = ['0/0', '0/1', '1/1', './.'];
    const body = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(body.map((line) => line.split('\t').slice(9))).toEqual(
      [0, 1, 2, 3, 4].map((j) => EXPECTED.map((row) => GT[row[j] as number])),
    );
    if (!hasTool('bcftools')) {
      context.skip(); // bcftools is not installed: the round trip through it is not run
    }
    const dir = mkdtempSync(join(tmpdir(), 'h3-bcftools-'));
    try {
      const path = join(dir, 'out.vcf.gz');
      writeFileSync(path, gz.rawPayload);
      const samples = execFileSync('bcftools', ['query', '-l', path]).toString().trim().split('\n');
      expect(samples).toEqual(SAMPLES);
      const calls = execFileSync('bcftools', ['query', '-f', '%CHROM:%POS[\t%GT]\n', path])
        .toString()
        .trim()
        .split('\n');
      expect(calls.length).toBe(5);
      expect(calls.map((line) => line.split('\t').slice(1))).toEqual(
        [0, 1, 2, 3, 4].map((j) => EXPECTED.map((row) => GT[row[j] as number])),
      );
      // and the export imports again to the same calls
      const again = await uploadBytes(app, world.aliceToken, gz.rawPayload, 'out.vcf.gz');
      const second = await importMatrix(world.api, {
        upload: again,
        crop_id: world.cropId,
        name: 'B',
      });
      const id2 = second.job?.result?.matrix_id as number;
      for (let s = 0; s < 4; s++) {
        const row = (
          await world.api('GET', `${MATRICES_URL}${id2}/samples/${s}/row/`)
        ).json<MatrixRow>();
        expect(dosagesOf(row.dosages)).toEqual(EXPECTED[s]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
