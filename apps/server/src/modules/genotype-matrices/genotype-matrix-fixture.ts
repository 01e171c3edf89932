import { ChunkPacker } from '@plotline/genome/matrix/pack';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { getTestDatabase } from '../../test/test-app.ts';

/**
 * A small genotype matrix written straight to the database (tests' worlds, decision 046):
 * samples `S1` (of `lineId`) and `S2`, three markers on chr 1A, one chunk.
 * @returns the matrix's id
 */
export async function buildGenotypeMatrix(
  cropId: number,
  createdBy: number,
  lineId: number | null,
): Promise<number> {
  const { db } = await getTestDatabase();
  const [matrix] = await queryRows<{ id: number }>(
    db,
    sql`insert into genotype_matrices (crop_id, name, source_name, sample_count, marker_count, chunk_markers, created_by)
      values (${cropId}, 'Панель', 'panel.vcf', 2, 3, 4096, ${createdBy}) returning id`,
  );
  if (!matrix) throw new Error('no matrix');
  await db.execute(sql`insert into genotype_matrix_samples (matrix_id, idx, name, line_id)
    values (${matrix.id}, 0, 'S1', ${lineId}), (${matrix.id}, 1, 'S2', null)`);
  await db.execute(sql`insert into genotype_matrix_markers (matrix_id, idx, name, chr, pos, ref, alt, alt_freq, call_rate)
    values (${matrix.id}, 0, 'm1', '1A', 100, 'A', 'G', 0.5, 1), (${matrix.id}, 1, 'm2', '1A', 200, 'C', 'T', 0.25, 1),
      (${matrix.id}, 2, 'm3', '1A', 300, 'G', 'A', 1, 0.5)`);
  const packer = new ChunkPacker(2, 4096);
  packer.add(Uint8Array.from([0, 1]));
  packer.add(Uint8Array.from([1, 0]));
  packer.add(Uint8Array.from([2, 3]));
  await db.execute(sql`insert into genotype_matrix_chunks (matrix_id, chunk, data)
    values (${matrix.id}, 0, ${packer.finish()})`);
  return matrix.id;
}
