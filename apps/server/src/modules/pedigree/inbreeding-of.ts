import { inbreedingCoefficients } from '@plotline/stats/pedigree';
import type { Tx } from '../lines/find-or-create-lines.ts';
import { readAncestry } from './read-ancestry.ts';

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
  const unique = [...new Set(lineIds)];
  const F = inbreedingCoefficients(await readAncestry(tx, unique));
  return new Map(unique.map((id) => [id, F.get(id) ?? 0]));
}
