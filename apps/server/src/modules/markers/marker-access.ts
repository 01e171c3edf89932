import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { cropsVisibleTo, getCropFor, isHead } from '../../platform/auth/policy.ts';

/** What a caller does with a crop's marker catalogue: read it, or change it. */
export type CatalogueMode = 'read' | 'manage';

/**
 * Who changes a crop's marker catalogue (issue 17): heads of company and of division, a
 * company-less owner, the super admin. Every member of the tenant reads it.
 */
export function canManageCatalogue(user: CurrentUser): boolean {
  return user.isSuperAdmin || user.companyId === null || isHead(user);
}

/**
 * A crop whose catalogue the user reaches in `mode`.
 * @throws AppError NOT_FOUND for another tenant's crop; PERMISSION_DENIED to manage without the role
 */
export async function getCatalogueFor(
  db: Db,
  user: CurrentUser,
  cropId: number,
  mode: CatalogueMode,
) {
  const crop = await getCropFor(db, user, cropId);
  if (mode === 'manage' && !canManageCatalogue(user)) throw new AppError('PERMISSION_DENIED');
  return crop;
}

/** A marker as its crop's catalogue stores it. */
export type MarkerRow = {
  id: number;
  cropId: number;
  name: string;
  chr: string;
  pos: number;
  refAllele: string;
  altAllele: string;
};

/**
 * A marker of a crop the user reaches in `mode`.
 * @throws AppError NOT_FOUND when missing or of another tenant's crop; PERMISSION_DENIED to
 *   manage without the role
 */
export async function getMarkerFor(
  db: Db,
  user: CurrentUser,
  markerId: number,
  mode: CatalogueMode,
): Promise<MarkerRow> {
  const [marker] = await queryRows<MarkerRow>(
    db,
    sql`select m.id, m.crop_id as "cropId", m.name, m.chr, m.pos,
        m.ref_allele as "refAllele", m.alt_allele as "altAllele"
      from mutations m join crops on crops.id = m.crop_id
      where m.id = ${markerId} and ${cropsVisibleTo(user)}`,
  );
  if (!marker) throw new AppError('NOT_FOUND');
  if (mode === 'manage' && !canManageCatalogue(user)) throw new AppError('PERMISSION_DENIED');
  return marker;
}
