import { ChunkPacker } from '@plotline/genome/matrix/pack';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import { setUpNursery } from '../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { doseOfPair, isFlipped } from './allele-dose.ts';
import { readLineDosages } from './line-dosages.ts';
import { panelMeanDoses, predictTraits, readTraitBaselines } from './predict-traits.ts';
import { readWeights } from './read-weights.ts';

// The weights' core (decision 054): which weight a page reads, a line's doses from the newest
// matrix (turned to the catalogue's ALT) and from typed allele pairs, trait baselines by region,
// and the predicted value — on a small world written straight to the database.

let app: FastifyInstance;
let db: Db;
let cropId: number;
let lineIds: Map<string, number>;
let markers: Map<string, number>;
let featureId: number;
let region: number;
let otherRegion: number;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  if (!row) throw new Error('no row');
  return row;
}

beforeEach(async () => {
  app = await buildTestApp();
  ({ db } = await getTestDatabase());
  const nursery = await setUpNursery(app);
  cropId = nursery.cropId;
  region = (await one<{ id: number }>(sql`select id from regions where code = 'RU-KDA'`)).id;
  otherRegion = (await one<{ id: number }>(sql`select id from regions where code = 'RU-ROS'`)).id;
  const krasnodar = (
    await one<{ ru: string }>(sql`select names->>'ru' as ru from regions where id = ${region}`)
  ).ru;
  await db.execute(sql`update fields set region = ${krasnodar} where id = ${nursery.fieldId}`);
  const plots = await buildPlots(db, { id: nursery.yearId, cropId }, ['L1', 'L2', 'L3']);
  lineIds = new Map(plots.map((plot) => [plot.name, plot.lineId as number]));
  for (const [plot, value] of [
    [plots[0], 10],
    [plots[1], 20],
    [plots[2], 36],
  ] as const)
    await buildResult(db, { cropId, plotId: plot?.id as number, feature: 'урожайность', value });
  featureId = (
    await one<{ id: number }>(
      sql`select id from features where crop_id = ${cropId} and name = 'урожайность'`,
    )
  ).id;
  // m1: catalogue A>G, the matrix the same way; m2: catalogue C>T, the matrix T>C (flipped);
  // m3: typed on plots only
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`insert into mutations (crop_id, name, chr, pos, ref_allele, alt_allele) values
      (${cropId}, 'm1', '1', 100, 'A', 'G'), (${cropId}, 'm2', '1', 200, 'C', 'T'),
      (${cropId}, 'm3', '2', 300, 'G', 'A') returning id, name`,
  );
  markers = new Map(rows.map((row) => [row.name, row.id]));
  const matrix = await one<{ id: number }>(
    sql`insert into genotype_matrices (crop_id, name, sample_count, marker_count, chunk_markers)
      values (${cropId}, 'Панель', 3, 2, 4096) returning id`,
  );
  await db.execute(sql`insert into genotype_matrix_samples (matrix_id, idx, name, line_id) values
    (${matrix.id}, 0, 'S1', ${lineIds.get('L1')}), (${matrix.id}, 1, 'S2', ${lineIds.get('L2')}),
    (${matrix.id}, 2, 'S3', null)`);
  await db.execute(sql`insert into genotype_matrix_markers (matrix_id, idx, mutation_id, name, chr, pos, ref, alt, call_rate) values
    (${matrix.id}, 0, ${markers.get('m1')}, 'm1', '1', 100, 'A', 'G', 1),
    (${matrix.id}, 1, ${markers.get('m2')}, 'm2', '1', 200, 'T', 'C', 0.67)`);
  const packer = new ChunkPacker(3, 4096);
  packer.add(Uint8Array.from([2, 0, 1])); // m1: L1 GG, L2 AA
  packer.add(Uint8Array.from([0, 3, 2])); // m2 (T>C): L1 TT, L2 missing
  await db.execute(
    sql`insert into genotype_matrix_chunks (matrix_id, chunk, data) values (${matrix.id}, 0, ${packer.finish()})`,
  );
  await db.execute(sql`insert into plot_genotypes (plot_id, mutation_id, first_allele, second_allele) values
    (${plots[1]?.id}, ${markers.get('m2')}, 'c', 'T'), (${plots[2]?.id}, ${markers.get('m3')}, 'A', 'A'),
    (${plots[0]?.id}, ${markers.get('m1')}, 'A', 'A')`);
});

afterEach(async () => {
  await app.close();
});

async function addEffect(
  marker: string,
  source: 'gwas' | 'manual',
  effect: number,
  regionId: number | null = null,
) {
  await db.execute(sql`insert into marker_effects (crop_id, mutation_id, feature_id, region_id, source, effect)
    values (${cropId}, ${markers.get(marker)}, ${featureId}, ${regionId}, ${source}, ${effect})`);
}

describe('the weights a page reads', () => {
  it("takes the region's own weight, else the all-regions one; a hand entry before an estimate", async () => {
    await addEffect('m1', 'gwas', 1);
    await addEffect('m1', 'manual', 2);
    await addEffect('m2', 'gwas', 3);
    await addEffect('m2', 'gwas', 4, region);
    await addEffect('m3', 'manual', 5, otherRegion);
    const pick = async (regionId: number | null) =>
      (await readWeights(db, cropId, { regionId })).map((w) => [w.mutation_id, w.effect, w.source]);
    expect(await pick(null)).toEqual([
      [markers.get('m1'), 2, 'manual'],
      [markers.get('m2'), 3, 'gwas'],
    ]);
    expect(await pick(region)).toEqual([
      [markers.get('m1'), 2, 'manual'],
      [markers.get('m2'), 4, 'gwas'],
    ]);
    expect(await pick(otherRegion)).toEqual([
      [markers.get('m1'), 2, 'manual'],
      [markers.get('m2'), 3, 'gwas'],
      [markers.get('m3'), 5, 'manual'],
    ]);
    const onlyM2 = await readWeights(db, cropId, {
      regionId: null,
      mutationIds: [markers.get('m2') as number],
    });
    expect(onlyM2.map((w) => w.effect)).toEqual([3]);
  });
});

describe("a line's doses", () => {
  it('reads the matrix (turned to the catalogue ALT), then the typed pairs where it has no call', async () => {
    const ids = [...markers.values()];
    const dosages = await readLineDosages(db, cropId, 'all', ids);
    const of = (line: string) =>
      Object.fromEntries(
        [...(dosages.get(lineIds.get(line) as number) ?? [])].map(([id, dose]) => [
          [...markers].find(([, m]) => m === id)?.[0],
          dose,
        ]),
      );
    // L1: m1 GG from the matrix (the matrix wins over its typed A/A); m2 TT at a T>C site is
    // no C, two of the catalogue's ALT T
    expect(of('L1')).toEqual({ m1: 2, m2: 2 });
    // L2: m1 AA; m2 missing in the matrix, typed C/T → one T
    expect(of('L2')).toEqual({ m1: 0, m2: 1 });
    // L3: no sample; m3 typed A/A → two A (ALT)
    expect(of('L3')).toEqual({ m3: 2 });
    const two = await readLineDosages(db, cropId, [lineIds.get('L3') as number], ids);
    expect([...two.keys()]).toEqual([lineIds.get('L3')]);
  });

  it('counts ALT alleles of a pair, case-insensitively, and refuses alleles of neither kind', () => {
    expect(doseOfPair({ ref: 'A', alt: 'G' }, 'g', 'A')).toBe(1);
    expect(doseOfPair({ ref: 'A', alt: 'G' }, 'G', 'G')).toBe(2);
    expect(doseOfPair({ ref: 'A', alt: 'G' }, 'A', 'T')).toBeNull();
    expect(doseOfPair({ ref: 'A', alt: '' }, 'A', 'A')).toBeNull();
    expect(isFlipped({ ref: 'C', alt: 'T' }, { ref: 'T', alt: 'C' })).toBe(true);
    expect(isFlipped({ ref: 'C', alt: 'T' }, { ref: 'C', alt: 'T' })).toBe(false);
  });
});

describe('the predicted value', () => {
  it("is the region's mean plus Σ effect × (dose − panel mean)", async () => {
    await addEffect('m1', 'manual', 2);
    await addEffect('m3', 'gwas', -1);
    const weights = await readWeights(db, cropId, { regionId: region });
    const ids = weights.map((w) => w.mutation_id);
    const dosages = await readLineDosages(db, cropId, 'all', ids);
    const means = panelMeanDoses(dosages);
    // m1: L1 2, L2 0 → 1; m3: L3 2 → 2
    expect(means.get(markers.get('m1') as number)).toBe(1);
    expect(means.get(markers.get('m3') as number)).toBe(2);
    const baselines = await readTraitBaselines(db, cropId, region, [featureId]);
    expect(baselines.get(featureId)).toEqual({ mean: 22, n: 3, scope: 'region' });
    const l1 = predictTraits(
      dosages.get(lineIds.get('L1') as number) ?? new Map(),
      weights,
      means,
      baselines,
    );
    // 22 + 2 × (2 − 1); m3 missing for L1 → the panel mean
    expect(l1).toEqual([
      { feature_id: featureId, value: 24, genetic: 2, markers_used: 1, markers_missing: 1 },
    ]);
  });

  it("takes every field's mean for a region whose fields never measured the trait", async () => {
    const baselines = await readTraitBaselines(db, cropId, otherRegion, [featureId]);
    expect(baselines.get(featureId)).toEqual({ mean: 22, n: 3, scope: 'all' });
    const none = await readTraitBaselines(db, cropId, null, [featureId + 1000]);
    expect(none.get(featureId + 1000)).toEqual({ mean: null, n: 0, scope: 'all' });
  });
});
