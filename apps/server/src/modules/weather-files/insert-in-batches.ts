import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Values per insert statement: large enough to be fast, small enough for PostgreSQL's memory. */
export const INSERT_BATCH = 20_000;

/**
 * Runs `insert` over `items` in batches of INSERT_BATCH inside the caller's transaction (a
 * 10-year archive of 20 columns is ~73,000 values), checking the signal between batches.
 * @returns the rows the statements inserted
 */
export async function insertInBatches<T>(
  tx: Tx,
  items: readonly T[],
  insert: (batch: readonly T[]) => SQL,
  signal?: AbortSignal,
  onProgress?: (share: number) => void,
): Promise<number> {
  let written = 0;
  for (let start = 0; start < items.length; start += INSERT_BATCH) {
    signal?.throwIfAborted();
    const result = await tx.execute(insert(items.slice(start, start + INSERT_BATCH)));
    written += (result as { rowCount?: number | null }).rowCount ?? 0;
    onProgress?.(Math.min(1, (start + INSERT_BATCH) / items.length));
  }
  return written;
}
