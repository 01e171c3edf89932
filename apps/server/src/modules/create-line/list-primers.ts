import type { PrimerRow } from '@plotline/contract/create-line';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

const COLUMNS = sql`m.id as mutation_id, m.name, m.chr, m.pos, m.forward_primer, m.reverse_primer,
  m.flank_left, m.flank_right`;

/** A planned line's changed markers with their primers, flanks and target pairs, by position. */
export async function listPlannedLinePrimers(db: Db, lineId: number): Promise<PrimerRow[]> {
  return queryRows<PrimerRow>(
    db,
    sql`select ${COLUMNS}, a.first_allele, a.second_allele
      from planned_line_alleles a join mutations m on m.id = a.mutation_id
      where a.line_id = ${lineId}
      order by m.chr, m.pos`,
  );
}

/** Every catalogue marker of the crop that has a primer, by position (no target pair). */
export async function listCataloguePrimers(db: Db, cropId: number): Promise<PrimerRow[]> {
  return queryRows<PrimerRow>(
    db,
    sql`select ${COLUMNS}, null as first_allele, null as second_allele
      from mutations m
      where m.crop_id = ${cropId} and (m.forward_primer <> '' or m.reverse_primer <> '')
      order by m.chr, m.pos`,
  );
}

const HEADER = [
  'mutation_id',
  'name',
  'chr',
  'pos',
  'forward_primer',
  'reverse_primer',
  'flank_left',
  'flank_right',
  'first_allele',
  'second_allele',
] as const;

/** The rows as CSV (comma, a header row, RFC 4180 quoting), ending with a newline. */
export function primersCsv(rows: readonly PrimerRow[]): string {
  const quote = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const body = rows.map((row) => HEADER.map((key) => quote(row[key])).join(','));
  return `${[HEADER.join(','), ...body].join('\n')}\n`;
}
