import type { Genotype } from '@plotline/contract/genotypes';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';

/** Allele pairs by id, with their markers, ordered by id. */
export async function loadGenotypes(db: Tx, ids: readonly number[]): Promise<Genotype[]> {
  if (ids.length === 0) return [];
  return queryRows<Genotype>(
    db,
    sql`select g.id as plot_genotype_id, m.id as mutation_table_id, m.name as mut_name, m.chr,
        m.pos, g.first_allele, g.second_allele, g.plot_id as plot, g.brush_id as brush
      from plot_genotypes g join mutations m on m.id = g.mutation_id
      where g.id = any(${sql.param([...ids])}::int[]) order by g.id`,
  );
}
