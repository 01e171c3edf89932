import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldMaps } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { type AccessMode, getFieldYearFor } from '../../platform/auth/policy.ts';

/** The season a map belongs to, as the policy gives it. */
export type MapSeason = Awaited<ReturnType<typeof getFieldYearFor>>;

/**
 * The field-year of map `mapId`, reached through the policy in `mode` (the map itself is
 * only the key to its season; an unknown id answers like a season out of sight).
 * @throws AppError NOT_FOUND unknown or out of sight; PERMISSION_DENIED visible, not writable
 */
export async function getFieldMapSeasonFor(
  db: Db,
  user: CurrentUser,
  mapId: number,
  mode: AccessMode,
): Promise<MapSeason> {
  const [map] = await db
    .select({ fieldYearId: fieldMaps.fieldYearId })
    .from(fieldMaps)
    .where(eq(fieldMaps.id, mapId));
  if (!map) throw new AppError('NOT_FOUND');
  return getFieldYearFor(db, user, map.fieldYearId, mode);
}
