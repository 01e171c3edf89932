import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';

/** A transaction or the database: operations that take part in a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Folds a name as the unique index `lines_crop_name_key` does. */
export function foldLineName(name: string): string {
  return name.trim().toLowerCase().replaceAll('ё', 'е');
}

const foldedName = sql`replace(lower(btrim(${lines.name})), 'ё', 'е')`;

/**
 * The ids of the crop's lines with these names, creating the missing ones in one statement
 * (names are matched trimmed, case-insensitively, ё = е). Safe under concurrent creation.
 * @returns map from the folded name (foldLineName) to the line id
 */
export async function findOrCreateLines(
  tx: Tx,
  input: {
    cropId: number;
    names: readonly string[];
    createdBy: number | null;
    divisionId?: number | null;
  },
): Promise<Map<string, number>> {
  const byFolded = new Map<string, string>();
  for (const name of input.names) {
    const trimmed = name.trim();
    if (trimmed) byFolded.set(foldLineName(trimmed), trimmed);
  }
  if (byFolded.size === 0) return new Map();
  const names = [...byFolded.values()];
  await tx.execute(sql`
    insert into lines (crop_id, name, created_by, division_id)
    select ${input.cropId}, n, ${input.createdBy}, ${input.divisionId ?? null}
    from unnest(${sql.param(names)}::text[]) as n
    on conflict do nothing`);
  const rows = await tx
    .select({ id: lines.id, name: lines.name })
    .from(lines)
    .where(
      and(
        eq(lines.cropId, input.cropId),
        sql`${foldedName} = any(${sql.param([...byFolded.keys()])}::text[])`,
      ),
    );
  return new Map(rows.map((row) => [foldLineName(row.name), row.id]));
}
