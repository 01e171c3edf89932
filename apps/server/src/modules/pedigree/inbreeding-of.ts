import { inbreedingCoefficients } from '@plotline/stats/breeding/pedigree';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import { readAncestry } from './read-ancestry.ts';

/** A line as read for its F: its parents, its kept F (null when not known) and its version. */
export type InbreedingRow = {
  id: number;
  mother_id: number | null;
  father_id: number | null;
  inbreeding: number | null;
  pedigree_version: number;
};

/**
 * The inbreeding coefficient F of each line over its whole known ancestry (Meuwissen & Luo in
 * @plotline/stats/pedigree; unknown parents are unrelated founders; decision 036).
 * @returns line id → F (0 for a line with an unknown parent, or unknown)
 */
export async function inbreedingOf(
  tx: Tx,
  lineIds: readonly number[],
): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await queryRows<InbreedingRow>(
    tx,
    sql`select id, mother_id, father_id, inbreeding, pedigree_version from lines
      where id = any(${sql.param([...new Set(lineIds)])}::int[])`,
  );
  const F = await inbreedingOfRows(tx, rows);
  return new Map(lineIds.map((id) => [id, F.get(id) ?? 0]));
}

/**
 * F of lines already read: 0 with an unknown parent, the kept F when there is one, and for the
 * rest F computed over their ancestry, then kept. A kept F is written only while the line's
 * `pedigree_version` is still the one read with the row: a parent change anywhere above it since
 * then raised it (trigger of migration 0011), so a value computed from an older pedigree is
 * never kept (decision 036). `keepAfterAnswer` (readers outside a transaction) does not wait
 * for the write.
 */
export async function inbreedingOfRows(
  tx: Tx,
  rows: readonly InbreedingRow[],
  options: { keepAfterAnswer?: boolean } = {},
): Promise<Map<number, number>> {
  const F = new Map<number, number>();
  const missing: InbreedingRow[] = [];
  for (const row of rows) {
    if (row.mother_id === null || row.father_id === null) F.set(row.id, 0);
    else if (row.inbreeding !== null) F.set(row.id, row.inbreeding);
    else missing.push(row);
  }
  if (missing.length === 0) return F;
  const computed = inbreedingCoefficients(
    await readAncestry(
      tx,
      missing.map((row) => row.id),
    ),
  );
  for (const row of missing) F.set(row.id, computed.get(row.id) ?? 0);
  const keeping = tx.execute(sql`
    update lines set inbreeding = kept.f
    from unnest(
      ${sql.param(missing.map((row) => row.id))}::int[],
      ${sql.param(missing.map((row) => F.get(row.id) ?? 0))}::float8[],
      ${sql.param(missing.map((row) => row.pedigree_version))}::int[]
    ) as kept(id, f, version)
    where lines.id = kept.id and lines.pedigree_version = kept.version
      and lines.inbreeding is null`);
  // a reader outside a transaction answers before the kept values are written: keeping is
  // only a cache, and a failure to keep (the server stopping) loses nothing
  if (options.keepAfterAnswer) keeping.catch(() => undefined);
  else await keeping;
  return F;
}
