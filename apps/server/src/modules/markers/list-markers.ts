import type { Marker, MarkerList, MarkerListQuery } from '@plotline/contract/markers';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';

type MarkerRecord = Omit<Marker, 'created_at' | 'can_manage' | 'callable_from_reads'> & {
  created_at: Date | string;
};

/**
 * The columns of a marker as the contract names them, with how many plots carry a pair there
 * and how many knowledge-base entries are about it (issue 19).
 */
const MARKER_COLUMNS = sql`m.id, m.crop_id as spec_id, m.name as mut_name, m.chr, m.pos,
  m.ref_allele, m.alt_allele, m.forward_primer, m.reverse_primer, m.flank_left, m.flank_right,
  m.gene, m.description, m.created_at,
  (select count(distinct g.plot_id)::int from plot_genotypes g where g.mutation_id = m.id)
    as genotype_count,
  (select count(*)::int from knowledge_entries k where k.mutation_id = m.id or k.id in
    (select e.knowledge_entry_id from marker_effects e where e.mutation_id = m.id))
    as knowledge_entries`;

/** Chromosomes in natural order (`2A` before `10A`, `chr2` before `chr10`), then as text. */
const CHROMOSOME_ORDER = sql`nullif(substring(m.chr from '(\\d{1,9})'), '')::int`;

const ORDER_BY: Record<string, (direction: SQL) => SQL> = {
  position: (dir) =>
    sql`${CHROMOSOME_ORDER} ${dir} nulls last, m.chr ${dir}, m.pos ${dir}, m.id ${dir}`,
  mut_name: (dir) => sql`lower(m.name) ${dir}, m.id ${dir}`,
  gene: (dir) => sql`lower(m.gene) ${dir}, m.id ${dir}`,
  genotype_count: (dir) => sql`genotype_count ${dir}, m.id ${dir}`,
  created_at: (dir) => sql`m.created_at ${dir}, m.id ${dir}`,
};

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Shapes a stored marker for the answer. */
export function presentMarker(row: MarkerRecord, canManage: boolean): Marker {
  return {
    ...row,
    created_at:
      row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at),
    callable_from_reads:
      row.flank_left !== '' &&
      row.flank_right !== '' &&
      row.ref_allele !== '' &&
      row.alt_allele !== '',
    can_manage: canManage,
  };
}

/** One marker by id, as the answer shows it. */
export async function loadMarker(db: Db, id: number, canManage: boolean): Promise<Marker> {
  const [row] = await queryRows<MarkerRecord>(
    db,
    sql`select ${MARKER_COLUMNS} from mutations m where m.id = ${id}`,
  );
  if (!row) throw new Error('marker vanished');
  return presentMarker(row, canManage);
}

/**
 * One page of a crop's catalogue: filtered by a substring of the name, gene or description
 * (any case) and by chromosome, in the asked order.
 */
export async function listMarkers(
  db: Db,
  cropId: number,
  query: z.output<typeof MarkerListQuery>,
  canManage: boolean,
): Promise<MarkerList> {
  const filters: SQL[] = [sql`m.crop_id = ${cropId}`];
  if (query.search) {
    const pattern = containing(query.search);
    filters.push(
      sql`(m.name ilike ${pattern} or m.gene ilike ${pattern} or m.description ilike ${pattern})`,
    );
  }
  if (query.chr) filters.push(sql`m.chr = ${query.chr}`);
  const where = sql.join(filters, sql` and `);
  const descending = query.ordering.startsWith('-');
  const key = descending ? query.ordering.slice(1) : query.ordering;
  const order = (ORDER_BY[key] ?? ORDER_BY.position)?.(descending ? sql`desc` : sql`asc`);
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from mutations m where ${where}`,
  );
  const rows = await queryRows<MarkerRecord>(
    db,
    sql`select ${MARKER_COLUMNS} from mutations m where ${where} order by ${order}
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  const chromosomes = await queryRows<{ chr: string }>(
    db,
    sql`select chr from (select distinct m.chr from mutations m where m.crop_id = ${cropId}) m
      order by ${CHROMOSOME_ORDER} nulls last, m.chr`,
  );
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => presentMarker(row, canManage)),
    chromosomes: chromosomes.map((row) => row.chr),
  };
}
