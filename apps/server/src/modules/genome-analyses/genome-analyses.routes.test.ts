import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DistanceView,
  GenomeAnalysis,
  GenomeAnalysisJob,
} from '@plotline/contract/genome-analyses';
import { ChunkPacker } from '@plotline/genome/matrix/pack';
import { parseDosageCsv } from '@plotline/stats/genome/dosage-matrix';
import { parseNewick } from '@plotline/stats/genome/phylogeny/newick';
import { computeGenotypePca } from '@plotline/stats/genome/structure/genotype-pca';
import { GOLDEN_DIR } from '@plotline/stats/testing/golden';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs, setUpNursery } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

// Issue 19, decision 054: a structure analysis of golden case 10 (162 Arabidopsis RILs × 117
// markers, 77 calls missing) imported as a real genotype matrix, through the job: PCA
// eigenvalues as prcomp, the VanRaden GRM's mean diagonal as rrBLUP::A.mat, the IBS distances
// (pairwise complete) as run.R — and the distance view, the downloads, deletion.

const CASE = join(GOLDEN_DIR, '10_arabidopsis_ril_snp_genomics');
const table = parseDosageCsv(readFileSync(join(CASE, 'geno_dosage.csv'), 'utf8'));
const csvNumbers = (file: string) =>
  readFileSync(join(CASE, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').slice(1).map(Number));

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let companyId: number;
let matrixId: number;

/** A panel as a matrix of the crop (the golden one by default): one chunk of markers. */
async function plantGoldenMatrix(createdBy: number, panel = table) {
  const { db } = await getTestDatabase();
  const { n, m, calls } = panel.matrix;
  const [matrix] = await queryRows<{ id: number }>(
    db,
    sql`insert into genotype_matrices (crop_id, name, source_name, sample_count, marker_count, chunk_markers, created_by)
      values (${cropId}, 'RIL', 'geno.vcf', ${n}, ${m}, 4096, ${createdBy}) returning id`,
  );
  const id = matrix?.id ?? 0;
  for (const [idx, name] of panel.sampleIds.entries())
    await db.execute(
      sql`insert into genotype_matrix_samples (matrix_id, idx, name) values (${id}, ${idx}, ${name})`,
    );
  for (const [idx, name] of panel.markerIds.entries())
    await db.execute(sql`insert into genotype_matrix_markers (matrix_id, idx, name, chr, pos, ref, alt, alt_freq, call_rate)
      values (${id}, ${idx}, ${name}, '1', ${idx + 1}, 'A', 'G', 0.5, 1)`);
  const packer = new ChunkPacker(n, 4096);
  for (let j = 0; j < m; j += 1)
    packer.add(Uint8Array.from({ length: n }, (_, i) => calls[i * m + j] as number));
  await db.execute(
    sql`insert into genotype_matrix_chunks (matrix_id, chunk, data) values (${id}, 0, ${packer.finish()})`,
  );
  return id;
}

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, companyId } = await setUpNursery(app));
  const { db } = await getTestDatabase();
  const [head] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where username = 'alice'`,
  );
  matrixId = await plantGoldenMatrix(head?.id ?? 0);
});
afterEach(() => app.close());

/** Starts an analysis and polls its job to the end. */
async function analyse(body: Record<string, unknown>) {
  const started = await api('POST', 'genome_analyses/', {
    spec_id: cropId,
    matrix_id: matrixId,
    ...body,
  });
  expect(started.statusCode, started.body).toBe(201);
  const job = GenomeAnalysisJob.parse(started.json());
  for (let tries = 0; tries < 600; tries += 1) {
    const answer = GenomeAnalysis.parse(
      (await api('GET', `genome_analyses/${job.analysis_id}/`)).json(),
    );
    if (answer.status !== 'pending' && answer.status !== 'processing') return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the analysis did not end');
}

const relative = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(b), 1e-12);

describe('genome_analyses/ (golden case 10)', () => {
  it('computes PCA, the GRM summary, IBS distances and an NJ tree as R', async () => {
    const analysis = await analyse({ min_maf: 0, min_call_rate: 0, distance: 'ibs', tree: 'nj' });
    expect(analysis.status, analysis.errors.join()).toBe('success');
    const result = analysis.result;
    if (!result) throw new Error('no result');
    expect(result.samples).toHaveLength(162);
    expect(result.markers).toMatchObject({ total: 117, kept: 117 });
    const eigen = csvNumbers('expected_pca_eigen.csv');
    result.pca.eigenvalues.forEach((value, t) => {
      expect(relative(value, eigen[t]?.[0] as number), `λ${t + 1}`).toBeLessThan(1e-6);
      expect(
        relative(result.pca.variance_explained[t] as number, eigen[t]?.[1] as number),
      ).toBeLessThan(1e-6);
    });
    // scores up to sign (prcomp's x, PCs 1–5)
    const scores = csvNumbers('expected_pca_scores.csv');
    for (let t = 0; t < 5; t += 1) {
      const sign =
        Math.sign(result.pca.scores[0]?.[t] as number) * Math.sign(scores[0]?.[t] as number);
      scores.forEach((row, i) => {
        expect(
          Math.abs((result.pca.scores[i]?.[t] as number) * sign - (row[t] as number)),
        ).toBeLessThan(1e-6);
      });
    }
    const grm = csvNumbers('expected_grm_vanraden.csv');
    const diagonal = grm.reduce((sum, row, i) => sum + (row[i] as number), 0) / grm.length;
    expect(relative(result.relationship.mean_diagonal, diagonal)).toBeLessThan(1e-9);
    // the distance view: every pair as R's, Float32 stored
    const ibs = csvNumbers('expected_dist_ibs_pairwise.csv');
    const view = DistanceView.parse(
      (await api('GET', `genome_analyses/${analysis.id}/distances/`)).json(),
    );
    const at = new Map(table.sampleIds.map((name, i) => [name, i]));
    view.names.forEach((a, r) => {
      view.names.forEach((b, c) => {
        const expected = ibs[at.get(a) as number]?.[at.get(b) as number] as number;
        expect(Math.abs((view.values[r]?.[c] as number) - expected)).toBeLessThan(1e-6);
      });
    });
    // the tree holds every sample once; its Newick downloads
    const tree = parseNewick(result.tree.newick);
    expect([...tree.tipLabels].sort()).toEqual([...table.sampleIds].sort());
    const newick = await api('GET', `genome_analyses/${analysis.id}/newick/`);
    expect(newick.headers['content-disposition']).toContain('.nwk');
    expect(newick.body.trim()).toBe(result.tree.newick);
    const csv = await api('GET', `genome_analyses/${analysis.id}/distances/download/?format=csv`);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(163);
    expect(lines[0]?.split(',').slice(1)).toEqual(table.sampleIds);
    const xlsx = await api('GET', `genome_analyses/${analysis.id}/distances/download/?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('filters markers, lists analyses, refuses bad input and lets only its creator or a manager delete', async () => {
    const strict = await analyse({
      min_maf: 0.45,
      min_call_rate: 0.999,
      tree: 'upgma',
      components: 3,
    });
    expect(strict.status).toBe('success');
    const markers = strict.result?.markers;
    expect((markers?.kept ?? 0) + (markers?.low_maf ?? 0) + (markers?.low_call_rate ?? 0)).toBe(
      117,
    );
    expect(markers?.kept).toBeLessThan(117);
    expect(strict.result?.pca.eigenvalues).toHaveLength(3);
    const list = (await api('GET', `genome_analyses/?spec_id=${cropId}`)).json();
    expect(list.map((a: { id: number }) => a.id)).toEqual([strict.id]);
    expect(list[0].markers_kept).toBe(markers?.kept);
    const { db } = await getTestDatabase();
    // too few samples; a sample that does not exist (400, nothing created)
    for (const sample_idx of [
      [0, 1],
      [0, 1, 999],
    ]) {
      const refused = await api('POST', 'genome_analyses/', {
        spec_id: cropId,
        matrix_id: matrixId,
        sample_idx,
      });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['sample_idx']);
    }
    // a matrix too large for the job's memory bound: refused before anything is kept
    await db.execute(
      sql`update genotype_matrices set marker_count = 2000000 where id = ${matrixId}`,
    );
    const huge = await api(
      'POST',
      'genome_analyses/',
      { spec_id: cropId, matrix_id: matrixId },
      { 'accept-language': 'ru' },
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().sample_idx?.[0]).toContain('не более 150');
    await db.execute(sql`update genotype_matrices set marker_count = 117 where id = ${matrixId}`);
    expect((await api('GET', `genome_analyses/?spec_id=${cropId}`)).json()).toHaveLength(1);
    // a reader of the tenant sees it but cannot delete it
    await buildUser(db, { username: 'bob', companyId, role: 'employee' });
    const other = apiAs(app, bearer((await logInAs(app, 'bob')).access));
    expect((await other('GET', `genome_analyses/${strict.id}/`)).statusCode).toBe(200);
    expect((await other('DELETE', `genome_analyses/${strict.id}/`)).statusCode).toBe(403);
    expect((await api('DELETE', `genome_analyses/${strict.id}/`)).statusCode).toBe(204);
    expect((await api('GET', `genome_analyses/${strict.id}/`)).statusCode).toBe(404);
  });

  it('splits the Gram matrix of a large panel over the workers and gives the engine’s PCA', async () => {
    // 300 samples × 150 markers in two groups (a structure the PCA must find), 2 % missing
    let state = 7;
    const random = () => {
      state = (state * 48271) % 2147483647;
      return state / 2147483647;
    };
    const n = 300;
    const m = 150;
    const calls = new Uint8Array(n * m);
    for (let j = 0; j < m; j += 1) {
      const p = [0.2 + 0.6 * random(), 0.2 + 0.6 * random()];
      for (let i = 0; i < n; i += 1) {
        const q = p[i < n / 2 ? 0 : 1] as number;
        calls[i * m + j] = random() < 0.02 ? 3 : (random() < q ? 1 : 0) + (random() < q ? 1 : 0);
      }
    }
    const panel = {
      sampleIds: Array.from({ length: n }, (_, i) => `P${String(i).padStart(3, '0')}`),
      markerIds: Array.from({ length: m }, (_, j) => `M${j}`),
      matrix: { n, m, calls },
    };
    const { db } = await getTestDatabase();
    const [head] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where username = 'alice'`,
    );
    matrixId = await plantGoldenMatrix(head?.id ?? 0, panel);
    const analysis = await analyse({
      min_maf: 0,
      min_call_rate: 0,
      distance: 'euclidean',
      tree: 'upgma',
    });
    expect(analysis.status, analysis.errors.join()).toBe('success');
    const direct = computeGenotypePca(panel.matrix, 10);
    analysis.result?.pca.eigenvalues.forEach((value, t) => {
      expect(relative(value, direct.eigenvalues[t] as number), `λ${t + 1}`).toBeLessThan(1e-9);
    });
    // the two groups part on PC1
    const pc1 = analysis.result?.pca.scores.map((row) => row[0] as number) ?? [];
    const mean = (from: number, to: number) =>
      pc1.slice(from, to).reduce((a, b) => a + b, 0) / (to - from);
    expect(Math.sign(mean(0, 150))).not.toBe(Math.sign(mean(150, 300)));
  });
});
