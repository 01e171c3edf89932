import type { Role } from './auth.ts';

/** The signed-in user as `users/profile/` describes them (`user_data`). */
export type ManagingUser = { id: number; role: Role | null; division: number | null };
/** A nursery as `field_table/` lists it: its creator and division. */
export type ManagedNursery = { user: number | null; division: number | null };

/**
 * True when the user manages the nursery as a whole (rename, width, delete, add or delete a
 * season, import into it), as the server's policy decides (decision 026): a head of company
 * every nursery of the company; a head of division those of the division and their own; an
 * employee their own. A company-less user sees only their own nurseries — or is the platform's
 * super admin, who manages every one. A season reached through an access group is written,
 * never managed. The web uses this to offer only what the server will allow; the server
 * checks it again.
 */
export function managesNursery(user: ManagingUser, nursery: ManagedNursery): boolean {
  if (user.role === null || user.role === 'head_of_company') return true;
  if (nursery.user === user.id) return true;
  return (
    user.role === 'head_of_division' && user.division !== null && nursery.division === user.division
  );
}
