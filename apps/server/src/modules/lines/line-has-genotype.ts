import { sql } from 'drizzle-orm';
import { lines } from '../../db/schema.ts';

/**
 * A line of `lines` has a genotype: a sample of one of its crop's genotype matrices matched to
 * it, or allele pairs typed on its plots (issue 19: the genome pages pick only such lines).
 */
export const lineHasGenotype = sql`(exists (select 1 from genotype_matrix_samples s
    join genotype_matrices m on m.id = s.matrix_id
    where s.line_id = ${lines.id} and m.crop_id = ${lines.cropId})
  or exists (select 1 from plot_genotypes g join plots gp on gp.id = g.plot_id
    where gp.line_id = ${lines.id} and g.brush_id is null))`;
