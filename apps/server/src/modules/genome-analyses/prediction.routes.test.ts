import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GenomeAnalysisJob } from '@plotline/contract/genome-analyses';
import { Prediction } from '@plotline/contract/genome-prediction';
import { ChunkPacker } from '@plotline/genome/matrix/pack';
import { parseDosageCsv } from '@plotline/stats/genome/dosage-matrix';
import { GOLDEN_DIR } from '@plotline/stats/testing/golden';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { type ApiCaller, setUpNursery } from '../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

// Issue 19, decision 054: a genomic prediction of golden case 10 through the job — 162
// Arabidopsis RILs as lines of the crop, one plot each with X7.Methylthioheptyl (4 without a
// value), their genotypes a matrix whose samples are matched to them. run.R fits
// rrBLUP::mixed.solve(y, K = A.mat(all 162), SE = TRUE): the job's GBLUP over every genotyped
// line must give its u (predicted − mean) and u.SE for all 162 lines, the 4 unphenotyped ones
// included, to 1e-5 relative (rrBLUP's REML optimum is accurate to ~1e-6).

const CASE = join(GOLDEN_DIR, '10_arabidopsis_ril_snp_genomics');
const table = parseDosageCsv(readFileSync(join(CASE, 'geno_dosage.csv'), 'utf8'));
const rowsOf = (file: string) =>
  readFileSync(join(CASE, file), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(',').map((cell) => cell.replaceAll('"', '')));
const [pheno, ...phenoRows] = rowsOf('pheno.csv');
const TRAIT_COLUMN = pheno?.indexOf('X7.Methylthioheptyl') ?? -1;
const trait = new Map(phenoRows.map((row) => [row[0] as string, row[TRAIT_COLUMN] ?? '']));
const golden = rowsOf('expected_gblup.csv').slice(1);
const [, varcomp] = rowsOf('expected_gblup_varcomp.csv');
const FEATURE = 'метилтиогептил';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let matrixId: number;

beforeEach(async () => {
  app = await buildTestApp();
  let yearId: number;
  ({ api, cropId, yearId } = await setUpNursery(app));
  const { db } = await getTestDatabase();
  const plots = await buildPlots(db, { id: yearId, cropId }, table.sampleIds);
  for (const [index, plot] of plots.entries()) {
    const value = trait.get(table.sampleIds[index] as string);
    if (value)
      await buildResult(db, { cropId, plotId: plot.id, feature: FEATURE, value: Number(value) });
  }
  const { n, m, calls } = table.matrix;
  const [matrix] = await queryRows<{ id: number }>(
    db,
    sql`insert into genotype_matrices (crop_id, name, source_name, sample_count, marker_count, chunk_markers)
      values (${cropId}, 'RIL', 'geno.vcf', ${n}, ${m}, 4096) returning id`,
  );
  matrixId = matrix?.id ?? 0;
  await db.execute(sql`insert into genotype_matrix_samples (matrix_id, idx, name, line_id)
    select ${matrixId}, s.idx - 1, s.name, l.id from unnest(${sql.param(table.sampleIds)}::text[])
      with ordinality as s(name, idx) join lines l on l.crop_id = ${cropId} and l.name = s.name`);
  await db.execute(sql`insert into genotype_matrix_markers (matrix_id, idx, name, chr, pos, ref, alt, alt_freq, call_rate)
    select ${matrixId}, u.idx - 1, u.name, '1', u.idx, 'A', 'G', 0.5, 1
    from unnest(${sql.param(table.markerIds)}::text[]) with ordinality as u(name, idx)`);
  const packer = new ChunkPacker(n, 4096);
  for (let j = 0; j < m; j += 1)
    packer.add(Uint8Array.from({ length: n }, (_, i) => calls[i * m + j] as number));
  await db.execute(
    sql`insert into genotype_matrix_chunks (matrix_id, chunk, data) values (${matrixId}, 0, ${packer.finish()})`,
  );
});
afterEach(() => app.close());

async function predict(body: Record<string, unknown> = {}) {
  const started = await api('POST', 'genome_prediction/', {
    spec_id: cropId,
    matrix_id: matrixId,
    feature: FEATURE,
    ...body,
  });
  expect(started.statusCode, started.body).toBe(201);
  const job = GenomeAnalysisJob.parse(started.json());
  for (let tries = 0; tries < 600; tries += 1) {
    const answer = Prediction.parse(
      (await api('GET', `genome_prediction/${job.analysis_id}/`)).json(),
    );
    if (answer.status !== 'pending' && answer.status !== 'processing') return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the prediction did not end');
}

const relative = (actual: number, expected: number) =>
  Math.abs(actual - expected) / Math.abs(expected);

describe('genome_prediction/ (golden case 10)', () => {
  it('predicts every line as rrBLUP mixed.solve, the unphenotyped ones less reliably', async () => {
    const prediction = await predict({ folds: 4, name: 'GBLUP' });
    expect(prediction.status, prediction.errors.join()).toBe('success');
    const result = prediction.result;
    if (!result) throw new Error('no result');
    const { summary, lines } = result;
    expect(summary).toMatchObject({ lines: 162, phenotyped: 158, markers_used: 117, cv_folds: 4 });
    const [vu, ve, beta] = (varcomp ?? []).map(Number) as [number, number, number];
    expect(relative(summary.sigma2_g, vu)).toBeLessThan(1e-5);
    expect(relative(summary.sigma2_e, ve)).toBeLessThan(1e-5);
    expect(relative(summary.mean, beta)).toBeLessThan(1e-6);
    expect(summary.h2).toBeCloseTo(vu / (vu + ve), 5);
    const scale = Math.max(...golden.map((row) => Math.abs(Number(row[1]))));
    expect(lines.map((line) => line.sample)).toEqual(golden.map((row) => row[0]));
    lines.forEach((line, i) => {
      const [id, u, uSe] = golden[i] as [string, string, string];
      expect(Math.abs(line.gebv - summary.mean - Number(u)), id).toBeLessThan(1e-5 * scale);
      expect(relative(line.se, Number(uSe)), id).toBeLessThan(1e-5);
      expect(line.upper - line.gebv).toBeCloseTo(1.959963984540054 * line.se, 6);
      expect(line.has_phenotype).toBe(trait.get(id) !== '');
      if (line.has_phenotype) expect(line.observed).toBeCloseTo(Number(trait.get(id)), 9);
      else expect(line).toMatchObject({ observed: null, n_plots: 0 });
    });
    const mean = (rows: typeof lines) =>
      rows.reduce((sum, line) => sum + line.reliability, 0) / rows.length;
    const unphenotyped = lines.filter((line) => !line.has_phenotype);
    expect(unphenotyped).toHaveLength(4);
    expect(mean(unphenotyped)).toBeLessThan(mean(lines.filter((line) => line.has_phenotype)));
    // a strong QTL: the hidden lines' predictions follow their phenotypes
    expect(summary.cv_accuracy).toBeGreaterThan(0.3);
    expect(summary.cv_accuracy).toBeLessThan(1);

    const list = (await api('GET', `genome_prediction/?spec_id=${cropId}`)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'prediction', lines: 162, name: 'GBLUP' });
    expect((await api('GET', `gwas_analysis/?spec_id=${cropId}`)).json()).toEqual([]);

    const csv = await api('GET', `genome_prediction/${prediction.id}/download/?format=csv`);
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\n');
    expect(rows[0]).toBe('line,sample,observed,n_plots,predicted,se,reliability,lower_95,upper_95');
    expect(rows).toHaveLength(163);
    const xlsx = await api('GET', `genome_prediction/${prediction.id}/download/?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const { db } = await getTestDatabase();
    const notices = await queryRows<{ title: string; status: string }>(
      db,
      sql`select title, status from notifications where event_type = 'phenotype_prediction'`,
    );
    expect(notices).toEqual([{ title: 'Prediction «GBLUP» is ready', status: 'success' }]);

    const deleted = await api('DELETE', `genome_analyses/${prediction.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await api('GET', `genome_prediction/${prediction.id}/`)).statusCode).toBe(404);
  });

  it('refuses an unknown trait and bad folds (400 naming the field), fails with too few lines', async () => {
    const unknown = await api('POST', 'genome_prediction/', {
      spec_id: cropId,
      matrix_id: matrixId,
      feature: 'нет такого',
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['feature']);
    const folds = await api('POST', 'genome_prediction/', {
      spec_id: cropId,
      matrix_id: matrixId,
      feature: FEATURE,
      folds: 11,
    });
    expect(folds.statusCode).toBe(400);
    expect(Object.keys(folds.json())).toEqual(['folds']);
    const { db } = await getTestDatabase();
    await db.execute(
      sql`delete from plot_results where id in (select id from plot_results offset 5)`,
    );
    const few = await predict();
    expect(few.status).toBe('failed');
    expect(few.errors.join()).toContain('10');
    expect(few.result).toBeNull();
  });
});
