import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GenomeAnalysisJob, GwasAnalysis } from '@plotline/contract/genome-analyses';
import { ChunkPacker } from '@plotline/genome/matrix/pack';
import { parseDosageCsv } from '@plotline/stats/genome/dosage-matrix';
import { mixedModelGwas } from '@plotline/stats/genome/gwas/mixed-model-gwas';
import { computeVanRadenGrm } from '@plotline/stats/genome/structure/vanraden-grm';
import { GOLDEN_DIR } from '@plotline/stats/testing/golden';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { type ApiCaller, setUpNursery } from '../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

// Issue 19, decision 054: a GWAS of golden case 10 through the job — 162 Arabidopsis RILs as
// lines of the crop, one plot each with the trait X7.Methylthioheptyl (4 without a value), their
// genotypes a matrix whose samples are matched to them. The single-marker scan equals R's lm
// per marker (run.R); the mixed scan equals the engine's P3D on the same lines, and finds R's
// top marker; the catalogue's markers get the effects as the trait's weights.

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
const single = rowsOf('expected_gwas_single_marker.csv').slice(1);
const mixedR = rowsOf('expected_gwas_mixed_rrblup.csv').slice(1);
const FEATURE = 'метилтиогептил';
/** Markers of the crop's catalogue (the others are only in the matrix). */
const CATALOGUE = ['GH.117C', 'PVV4', 'AXR-1'];
/** A catalogue marker whose ALT is the matrix's REF: its weight is per dose of the other allele. */
const FLIPPED = 'AXR-1';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let yearId: number;
let matrixId: number;

beforeEach(async () => {
  app = await buildTestApp();
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
  for (const [idx, name] of table.markerIds.entries()) {
    let mutationId: number | null = null;
    if (CATALOGUE.includes(name)) {
      const [marker] = await queryRows<{ id: number }>(
        db,
        // AXR-1's catalogue names the alleles the other way round than the matrix (G>A)
        sql`insert into mutations (crop_id, name, chr, pos, ref_allele, alt_allele)
          values (${cropId}, ${name}, '1', ${idx + 1}, ${name === FLIPPED ? 'G' : 'A'},
            ${name === FLIPPED ? 'A' : 'G'}) returning id`,
      );
      mutationId = marker?.id ?? null;
    }
    await db.execute(sql`insert into genotype_matrix_markers (matrix_id, idx, name, chr, pos, ref, alt, alt_freq, call_rate, mutation_id)
      values (${matrixId}, ${idx}, ${name}, '1', ${idx + 1}, 'A', 'G', 0.5, 1, ${mutationId})`);
  }
  const packer = new ChunkPacker(n, 4096);
  for (let j = 0; j < m; j += 1)
    packer.add(Uint8Array.from({ length: n }, (_, i) => calls[i * m + j] as number));
  await db.execute(
    sql`insert into genotype_matrix_chunks (matrix_id, chunk, data) values (${matrixId}, 0, ${packer.finish()})`,
  );
});
afterEach(() => app.close());

async function scan(body: Record<string, unknown>) {
  const started = await api('POST', 'gwas_analysis/', {
    spec_id: cropId,
    matrix_id: matrixId,
    feature: FEATURE,
    ...body,
  });
  expect(started.statusCode, started.body).toBe(201);
  const job = GenomeAnalysisJob.parse(started.json());
  for (let tries = 0; tries < 600; tries += 1) {
    const answer = GwasAnalysis.parse(
      (await api('GET', `gwas_analysis/${job.analysis_id}/`)).json(),
    );
    if (answer.status !== 'pending' && answer.status !== 'processing') return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the GWAS did not end');
}

describe('gwas_analysis/ (golden case 10)', () => {
  it('scans marker by marker as R’s lm and saves the catalogue markers’ effects', async () => {
    const gwas = await scan({ model: 'single', min_maf: 0 });
    expect(gwas.status, gwas.errors.join()).toBe('success');
    const result = gwas.result;
    if (!result) throw new Error('no result');
    expect(result.n).toBe(158);
    expect(result.markers.name).toEqual(table.markerIds);
    for (const [j, row] of single.entries()) {
      const [, , , beta, se, , p] = row.map(Number);
      expect(Math.abs((result.markers.beta[j] as number) / (beta as number) - 1)).toBeLessThan(
        1e-6,
      );
      expect(Math.abs((result.markers.se[j] as number) / (se as number) - 1)).toBeLessThan(1e-6);
      expect(Math.abs((result.markers.p[j] as number) / (p as number) - 1)).toBeLessThan(1e-6);
    }
    expect(result.bonferroni).toBeCloseTo(0.05 / 117, 12);
    expect(result.weights_saved).toBe(CATALOGUE.length);
    const { db } = await getTestDatabase();
    const weights = await queryRows<{ name: string; effect: number; n: number; source: string }>(
      db,
      sql`select m.name, e.effect, e.n, e.source from marker_effects e join mutations m on m.id = e.mutation_id order by m.name`,
    );
    expect(weights.map((w) => w.name).sort()).toEqual([...CATALOGUE].sort());
    for (const weight of weights) {
      const j = table.markerIds.indexOf(weight.name);
      const beta = result.markers.beta[j] as number;
      expect(weight.effect).toBeCloseTo(weight.name === FLIPPED ? -beta : beta, 10);
      expect(weight).toMatchObject({ n: 158, source: 'gwas' });
    }
    const list = (await api('GET', `gwas_analysis/?spec_id=${cropId}`)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'gwas', lines: 158 });
    // a structure list does not show it
    expect((await api('GET', `genome_analyses/?spec_id=${cropId}`)).json()).toEqual([]);
  });

  it('runs the mixed model with the GRM as the engine on these lines, finding R’s top marker; refresh re-runs it', async () => {
    const gwas = await scan({ model: 'mixed' });
    expect(gwas.status, gwas.errors.join()).toBe('success');
    const result = gwas.result;
    if (!result) throw new Error('no result');
    // the engine on the 158 phenotyped lines (their own GRM): what the job computes
    const kept = table.sampleIds.flatMap((name, i) => (trait.get(name) ? [i] : []));
    const { m, calls } = table.matrix;
    const sub = new Uint8Array(kept.length * m);
    kept.forEach((i, r) => {
      sub.set(calls.subarray(i * m, (i + 1) * m), r * m);
    });
    const genotypes = { n: kept.length, m, calls: sub };
    const expected = mixedModelGwas({
      genotypes,
      y: kept.map((i) => Number(trait.get(table.sampleIds[i] as string))),
      relationship: computeVanRadenGrm(genotypes).values,
      minMaf: 0.05,
    });
    expected.p.forEach((p, j) => {
      if (Number.isFinite(p))
        expect(Math.abs((result.markers.p[j] as number) / p - 1)).toBeLessThan(1e-6);
      else expect(result.markers.p[j]).toBeNull();
    });
    expect(result.variance?.heritability).toBeGreaterThan(0);
    const top = (values: readonly (number | null)[]) =>
      values.reduce<number>(
        (best, v, j) => ((v ?? 1) < ((values[best] ?? 1) as number) ? j : best),
        0,
      );
    const rTop = mixedR.reduce(
      (best, row, j) => (Number(row[3]) > Number(mixedR[best]?.[3]) ? j : best),
      0,
    );
    expect(table.markerIds[top(result.markers.p)]).toBe(mixedR[rTop]?.[0]);
    const refreshed = await api('POST', 'refresh_gwas_analysis/', { analysis_id: gwas.id });
    expect(refreshed.statusCode, refreshed.body).toBe(201);
    expect(refreshed.json().analysis_id).toBe(gwas.id);
  });

  it('refuses a trait the crop lacks and too few phenotyped lines (translated)', async () => {
    const unknown = await api('POST', 'gwas_analysis/', {
      spec_id: cropId,
      matrix_id: matrixId,
      feature: 'нет такого',
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['feature']);
    const { db } = await getTestDatabase();
    await db.execute(
      sql`delete from plot_results where id in (select id from plot_results offset 5)`,
    );
    const few = await scan({ model: 'single' });
    expect(few.status).toBe('failed');
    expect(few.errors.join()).toContain('10');
  });
});
