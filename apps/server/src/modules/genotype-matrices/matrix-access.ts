import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { crops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { cropsVisibleTo, isHead } from '../../platform/auth/policy.ts';

/**
 * Who may import genotype matrices into a crop and delete them (decision 046): who manages the
 * crop's shared data — heads of company and of division, a company-less owner (the crop is
 * theirs), the super admin. Reading needs only the crop in sight.
 */
export function managesCropData(user: CurrentUser): boolean {
  return user.isSuperAdmin || user.companyId === null || isHead(user);
}

export type MatrixRecord = {
  id: number;
  cropId: number;
  name: string;
  sourceName: string;
  encoding: 'gt2' | 'ds8';
  sampleCount: number;
  markerCount: number;
  chunkMarkers: number;
  createdBy: number | null;
  createdAt: string;
};

/**
 * A matrix whose crop the user sees; `manage` (rename, delete): who manages the crop's data,
 * or the one who imported it.
 * @throws AppError NOT_FOUND out of sight (another tenant's); PERMISSION_DENIED not managed
 */
export async function getMatrixFor(
  db: Db,
  user: CurrentUser,
  matrixId: number,
  mode: 'read' | 'manage',
): Promise<MatrixRecord> {
  const [matrix] = await queryRows<MatrixRecord>(
    db,
    sql`select m.id, m.crop_id as "cropId", m.name, m.source_name as "sourceName", m.encoding,
        m.sample_count as "sampleCount", m.marker_count as "markerCount",
        m.chunk_markers as "chunkMarkers", m.created_by as "createdBy",
        to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from genotype_matrices m join ${crops} on ${crops.id} = m.crop_id
      where m.id = ${matrixId} and ${cropsVisibleTo(user)}`,
  );
  if (!matrix) throw new AppError('NOT_FOUND');
  if (mode === 'manage' && !managesCropData(user) && matrix.createdBy !== user.id) {
    throw new AppError('PERMISSION_DENIED');
  }
  return matrix;
}
