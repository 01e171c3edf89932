import { ChunkPacker } from '@plotline/genome/matrix/pack';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { markerEffects, mutations, plotGenotypes } from '../../db/schema.ts';
import { setUpNursery } from '../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../test/nursery-factories.ts';
import { getTestDatabase } from '../../test/test-app.ts';

/** Calls of the matrix: line → [dose at M1, dose at M2] (ALT counts, catalogue orientation). */
export const MATRIX_CALLS: Record<string, [number, number]> = {
  Base: [0, 2],
  Other: [2, 0],
  Third: [1, 1],
};
/** Effects per ALT dose: M1 and M2 from a GWAS, M3 by hand; `height` only at M1. */
export const EFFECTS = { yield: { M1: 2, M2: -1.5, M3: 0.5 }, height: { M1: 10 } } as const;
export const PRIMERS = { forward: 'ACGTACGTACGTACGTAC', reverse: 'TTGCATGCATGCATGCAA' };

/**
 * The create-line scene (only tests import this), through alice's API nursery: lines Base,
 * Other and Third with a plot each in 2025 (yield 30, 40, 50; height 100 on Base's only); a
 * catalogue of M1 (1:10 A/G, primers), M2 (1:20 C/T), M3 (2:5 G/A), M4 (3:1, no alleles,
 * primers); a matrix of the three lines at M1 and M2 (MATRIX_CALLS); pairs typed on the plots
 * at M3 (Base G/G = dose 0, Other A/A = dose 2); the EFFECTS as all-regions weights.
 * Panel mean doses are 1 at every weighted marker.
 */
export async function buildCreateLineScene(app: FastifyInstance) {
  const nursery = await setUpNursery(app);
  const { db } = await getTestDatabase();
  const names = Object.keys(MATRIX_CALLS);
  const plots = await buildPlots(db, { id: nursery.yearId, cropId: nursery.cropId }, names);
  const lineIds = Object.fromEntries(names.map((name, i) => [name, plots[i]?.lineId ?? 0]));
  for (const [i, plot] of plots.entries()) {
    await buildResult(db, {
      cropId: nursery.cropId,
      plotId: plot.id,
      feature: 'урожай',
      value: 30 + 10 * i,
    });
  }
  const base = plots[0];
  if (!base) throw new Error('no plots');
  await buildResult(db, { cropId: nursery.cropId, plotId: base.id, feature: 'высота', value: 100 });
  const marker = async (
    values: Partial<typeof mutations.$inferInsert> & { name: string; chr: string; pos: number },
  ) => {
    const [row] = await db
      .insert(mutations)
      .values({ cropId: nursery.cropId, ...values })
      .returning({ id: mutations.id });
    return row?.id ?? 0;
  };
  const primers = {
    forwardPrimer: PRIMERS.forward,
    reversePrimer: PRIMERS.reverse,
    flankLeft: 'AAAA',
    flankRight: 'CCCC',
  };
  const M1 = await marker({
    name: 'M1',
    chr: '1',
    pos: 10,
    refAllele: 'A',
    altAllele: 'G',
    gene: 'HaFAD2',
    ...primers,
  });
  const M2 = await marker({ name: 'M2', chr: '1', pos: 20, refAllele: 'C', altAllele: 'T' });
  const M3 = await marker({ name: 'M3', chr: '2', pos: 5, refAllele: 'G', altAllele: 'A' });
  const M4 = await marker({ name: 'M4', chr: '3', pos: 1, ...primers });
  const [matrix] = await queryRows<{ id: number }>(
    db,
    sql`insert into genotype_matrices (crop_id, name, source_name, sample_count, marker_count, chunk_markers)
      values (${nursery.cropId}, 'SNP', 'snp.vcf', ${names.length}, 2, 4096) returning id`,
  );
  const matrixId = matrix?.id ?? 0;
  for (const [idx, name] of names.entries())
    await db.execute(sql`insert into genotype_matrix_samples (matrix_id, idx, name, line_id)
      values (${matrixId}, ${idx}, ${name}, ${lineIds[name] ?? null})`);
  const sites = [
    { mutationId: M1, pos: 10, ref: 'A', alt: 'G' },
    { mutationId: M2, pos: 20, ref: 'C', alt: 'T' },
  ];
  const packer = new ChunkPacker(names.length, 4096);
  for (const [idx, site] of sites.entries()) {
    await db.execute(sql`insert into genotype_matrix_markers (matrix_id, idx, name, chr, pos, ref, alt, alt_freq, call_rate, mutation_id)
      values (${matrixId}, ${idx}, ${`s${idx}`}, '1', ${site.pos}, ${site.ref}, ${site.alt}, 0.5, 1, ${site.mutationId})`);
    packer.add(Uint8Array.from(names.map((name) => MATRIX_CALLS[name]?.[idx] ?? 3)));
  }
  await db.execute(
    sql`insert into genotype_matrix_chunks (matrix_id, chunk, data) values (${matrixId}, 0, ${packer.finish()})`,
  );
  await db.insert(plotGenotypes).values([
    { plotId: base.id, mutationId: M3, firstAllele: 'G', secondAllele: 'G' },
    { plotId: plots[1]?.id ?? 0, mutationId: M3, firstAllele: 'a', secondAllele: 'A' },
  ]);
  const features = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from features where crop_id = ${nursery.cropId}`,
  );
  const featureId = (name: string) => features.find((f) => f.name === name)?.id ?? 0;
  const yieldId = featureId('урожай');
  const heightId = featureId('высота');
  const effect = (
    mutationId: number,
    feature: number,
    value: number,
    source: 'gwas' | 'manual',
  ) => ({
    cropId: nursery.cropId,
    mutationId,
    featureId: feature,
    source,
    effect: value,
  });
  await db
    .insert(markerEffects)
    .values([
      effect(M1, yieldId, EFFECTS.yield.M1, 'gwas'),
      effect(M2, yieldId, EFFECTS.yield.M2, 'gwas'),
      effect(M3, yieldId, EFFECTS.yield.M3, 'manual'),
      effect(M1, heightId, EFFECTS.height.M1, 'gwas'),
    ]);
  return { ...nursery, lineIds, markers: { M1, M2, M3, M4 }, yieldId, heightId };
}
