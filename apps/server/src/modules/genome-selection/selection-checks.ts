import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getLineFor } from '../../platform/auth/policy.ts';

/**
 * The region a weights query names, when it names one.
 * @throws AppError VALIDATION on `region_id` when no such region exists
 */
export async function checkRegion(
  db: Db,
  regionId: number | null | undefined,
): Promise<number | null> {
  if (regionId === undefined || regionId === null) return null;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from regions where id = ${regionId}`,
  );
  if (!row) throw fieldError('region_id', 'genomeSelection.noSuchRegion');
  return row.id;
}

/**
 * A line of the crop the user reads (its genotype and predicted traits are the line's data).
 * @throws AppError NOT_FOUND out of sight; VALIDATION on `line_id` when of another crop
 */
export async function getCropLineFor(db: Db, user: CurrentUser, cropId: number, lineId: number) {
  const line = await getLineFor(db, user, lineId, 'read');
  if (line.cropId !== cropId) throw fieldError('line_id', 'genomeSelection.lineOfOtherCrop');
  return line;
}

/**
 * A catalogue marker of the crop.
 * @throws AppError VALIDATION on `field` when the crop's catalogue has no such marker
 */
export async function getCropMarker(db: Db, cropId: number, mutationId: number, field: string) {
  const [marker] = await queryRows<{ id: number; ref: string; alt: string; name: string }>(
    db,
    sql`select id, name, ref_allele as ref, alt_allele as alt from mutations
      where id = ${mutationId} and crop_id = ${cropId}`,
  );
  if (!marker) throw fieldError(field, 'genomeSelection.noSuchMarker');
  return marker;
}
