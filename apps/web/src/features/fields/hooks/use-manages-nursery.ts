import type { Field } from '@plotline/contract/fields';
import { managesNursery } from '@plotline/contract/nursery-management';
import { useProfile } from '#src/features/account/api/get-profile.ts';

/**
 * True when the signed-in user manages the nursery as a whole (rename, width, delete, add and
 * delete seasons): those controls are shown only then. A season reached through an access
 * group is edited, not managed (decision 026). False while the profile loads.
 */
export function useManagesNursery(field: Field | null): boolean {
  const profile = useProfile();
  const user = profile.data?.user_data;
  if (!field || !user) return false;
  return managesNursery({ id: user.id, role: user.role, division: user.division }, field);
}
