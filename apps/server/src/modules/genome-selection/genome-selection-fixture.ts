import { ChunkPacker } from '@plotline/genome/matrix/pack';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client.ts';
import { markerEffects } from '../../db/schema.ts';
import { setUpNursery } from '../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../test/nursery-factories.ts';
import { getTestDatabase } from '../../test/test-app.ts';

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  if (!row) throw new Error('no row');
  return row;
}

/**
 * The small world of the genome-selection tests (only tests import this), written straight to
 * the database. Lines A, B, C genotyped by a matrix at M1 (A/G) and M2 (C/T); D only by the
 * pair G/G typed on its plot at M1; E without a genotype. ALT doses: A {M1 2, M2 0},
 * B {M1 1, M2 2}, C {M1 0}, D {M1 2}. M3 has no alleles. The nursery's field is in Krasnodar
 * (region R); yield (ц/га) A 50, B 40, C 30, D 20, E 10; height (см) A 100, B 80.
 * Weights: yield M1 all-regions gwas 1.5 and manual 3; M2 all-regions gwas 5 and R gwas −2;
 * height M2 all-regions manual 10.
 */
export async function buildSelectionWorld(app: FastifyInstance) {
  const { db } = await getTestDatabase();
  const nursery = await setUpNursery(app);
  const { cropId } = nursery;
  const region = (await one<{ id: number }>(db, sql`select id from regions where code = 'RU-KDA'`))
    .id;
  const { ru } = await one<{ ru: string }>(
    db,
    sql`select names->>'ru' as ru from regions where id = ${region}`,
  );
  await db.execute(sql`update fields set region = ${ru} where id = ${nursery.fieldId}`);
  const plots = await buildPlots(db, { id: nursery.yearId, cropId }, ['A', 'B', 'C', 'D', 'E']);
  const line = Object.fromEntries(plots.map((plot) => [plot.name, plot.lineId as number]));
  const plot = Object.fromEntries(plots.map((row) => [row.name, row.id]));
  for (const [name, value] of Object.entries({ A: 50, B: 40, C: 30, D: 20, E: 10 }))
    await buildResult(db, {
      cropId,
      plotId: plot[name] as number,
      feature: 'урожай',
      value,
      unit: 'ц/га',
    });
  for (const [name, value] of Object.entries({ A: 100, B: 80 }))
    await buildResult(db, {
      cropId,
      plotId: plot[name] as number,
      feature: 'высота',
      value,
      unit: 'см',
    });
  const feature = async (name: string) =>
    (
      await one<{ id: number }>(
        db,
        sql`select id from features where crop_id = ${cropId} and name = ${name}`,
      )
    ).id;
  const yieldId = await feature('урожай');
  const heightId = await feature('высота');
  const marker = async (name: string, pos: number, ref: string, alt: string) =>
    (
      await one<{ id: number }>(
        db,
        sql`insert into mutations (crop_id, name, chr, pos, ref_allele, alt_allele, gene)
          values (${cropId}, ${name}, '1', ${pos}, ${ref}, ${alt}, ${`g${name}`}) returning id`,
      )
    ).id;
  const m1 = await marker('M1', 100, 'A', 'G');
  const m2 = await marker('M2', 200, 'C', 'T');
  const m3 = await marker('M3', 300, '', '');
  const matrix = (
    await one<{ id: number }>(
      db,
      sql`insert into genotype_matrices (crop_id, name, source_name, sample_count, marker_count, chunk_markers)
        values (${cropId}, 'panel', 'panel.vcf', 3, 2, 4096) returning id`,
    )
  ).id;
  for (const [idx, name] of ['A', 'B', 'C'].entries())
    await db.execute(sql`insert into genotype_matrix_samples (matrix_id, idx, name, line_id)
      values (${matrix}, ${idx}, ${name}, ${line[name] as number})`);
  for (const [idx, [id, ref, alt]] of (
    [
      [m1, 'A', 'G'],
      [m2, 'C', 'T'],
    ] as const
  ).entries())
    await db.execute(sql`insert into genotype_matrix_markers (matrix_id, idx, name, chr, pos, ref, alt, alt_freq, call_rate, mutation_id)
      values (${matrix}, ${idx}, ${`s${idx}`}, '1', ${(idx + 1) * 100}, ${ref}, ${alt}, 0.5, 1, ${id})`);
  const packer = new ChunkPacker(3, 4096);
  packer.add(Uint8Array.from([2, 1, 0]));
  packer.add(Uint8Array.from([0, 2, 3]));
  await db.execute(
    sql`insert into genotype_matrix_chunks (matrix_id, chunk, data) values (${matrix}, 0, ${packer.finish()})`,
  );
  await db.execute(sql`insert into plot_genotypes (plot_id, mutation_id, first_allele, second_allele)
    values (${plot.D as number}, ${m1}, 'g', 'G')`);
  const weight = (values: Omit<typeof markerEffects.$inferInsert, 'cropId'>) => ({
    cropId,
    ...values,
  });
  await db.insert(markerEffects).values([
    weight({
      mutationId: m1,
      featureId: yieldId,
      regionId: null,
      source: 'gwas',
      effect: 1.5,
      se: 0.5,
      pValue: 0.01,
      n: 40,
    }),
    weight({ mutationId: m1, featureId: yieldId, regionId: null, source: 'manual', effect: 3 }),
    weight({
      mutationId: m2,
      featureId: yieldId,
      regionId: null,
      source: 'gwas',
      effect: 5,
      se: 1,
      pValue: 0.001,
      n: 40,
    }),
    weight({
      mutationId: m2,
      featureId: yieldId,
      regionId: region,
      source: 'gwas',
      effect: -2,
      se: 0.4,
      pValue: 0.02,
      n: 20,
    }),
    weight({ mutationId: m2, featureId: heightId, regionId: null, source: 'manual', effect: 10 }),
  ]);
  return { ...nursery, db, region, line, markers: { m1, m2, m3 }, yieldId, heightId };
}
