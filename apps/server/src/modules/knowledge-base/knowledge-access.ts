import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { cropsVisibleTo } from '../../platform/auth/policy.ts';
import { managesCropData } from '../genotype-matrices/matrix-access.ts';
import { canManageCatalogue } from '../markers/marker-access.ts';

/**
 * What a caller does with a knowledge-base entry: read it (whoever reads the crop's marker
 * catalogue), edit it (whoever edits the catalogue: the entry's effects are the crop's marker
 * weights), or delete it (its creator, or who manages the crop's data, as genome analyses).
 */
export type KnowledgeMode = 'read' | 'edit' | 'delete';

/** An entry as the policy found it. */
export type KnowledgeEntryRef = {
  id: number;
  cropId: number;
  title: string;
  createdBy: number | null;
};

/** Who adds and changes entries of a crop's knowledge base: who edits its marker catalogue. */
export function canEditKnowledge(user: CurrentUser): boolean {
  return canManageCatalogue(user);
}

/** Who deletes an entry: its creator, or who manages the crop's shared data. */
export function canDeleteKnowledge(
  user: CurrentUser,
  entry: { createdBy: number | null },
): boolean {
  return (entry.createdBy !== null && entry.createdBy === user.id) || managesCropData(user);
}

/**
 * An entry of a crop the user sees, checked for `mode`.
 * @throws AppError NOT_FOUND when missing or of another tenant's crop; PERMISSION_DENIED to
 *   edit or delete without the right
 */
export async function getKnowledgeEntryFor(
  db: Db,
  user: CurrentUser,
  id: number,
  mode: KnowledgeMode,
): Promise<KnowledgeEntryRef> {
  const [entry] = await queryRows<KnowledgeEntryRef>(
    db,
    sql`select k.id, k.crop_id as "cropId", k.title, k.created_by as "createdBy"
      from knowledge_entries k join crops on crops.id = k.crop_id
      where k.id = ${id} and ${cropsVisibleTo(user)}`,
  );
  if (!entry) throw new AppError('NOT_FOUND');
  if (mode === 'edit' && !canEditKnowledge(user)) throw new AppError('PERMISSION_DENIED');
  if (mode === 'delete' && !canDeleteKnowledge(user, entry))
    throw new AppError('PERMISSION_DENIED');
  return entry;
}
