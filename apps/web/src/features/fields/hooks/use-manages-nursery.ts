import type { Field } from '@plotline/contract/fields';
import { managesNursery } from '@plotline/contract/nursery-management';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * True when the signed-in user manages the nursery as a whole (rename, width, delete, add and
 * delete seasons): those controls are shown only then. A season reached through an access
 * group is edited, not managed (decision 026).
 */
export function useManagesNursery(field: Field | null): boolean {
  const user = useSessionStore((state) => state.userMeta);
  if (!field || !user) return false;
  return managesNursery({ id: user.id, role: user.role, division: user.divisionId }, field);
}
