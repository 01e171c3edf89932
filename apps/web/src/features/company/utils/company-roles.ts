import type { Role, User } from '@plotline/contract/auth';
import type { UserMeta } from '#src/stores/session-store.ts';

/** Roles a head can give a new employee, highest first (head of company is never given). */
export const ASSIGNABLE_ROLES = ['head_of_division', 'employee'] as const satisfies Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Who acts on the structure: the signed-in user as the session knows them. */
export type CompanyActor = Pick<UserMeta, 'id' | 'role' | 'divisionId'>;

/**
 * The order of roles inside a company (spec §3): employee (also `employer`) 1 <
 * head_of_division 2 < head_of_company 3; a user without a company (null) ranks 0.
 */
export function roleRank(role: Role | null): number {
  if (role === 'head_of_company') return 3;
  if (role === 'head_of_division') return 2;
  return role === null ? 0 : 1;
}

/** True for the roles that manage people and access (head of company or of division). */
export function isHead(role: Role | null): boolean {
  return roleRank(role) >= 2;
}

/** Roles strictly lower than `role` that a new employee may get (spec §6). */
export function rolesBelow(role: Role | null): AssignableRole[] {
  return ASSIGNABLE_ROLES.filter((candidate) => roleRank(candidate) < roleRank(role));
}

/** A member's role, read from the structure's head flags (its users carry no role). */
export function roleOfMember(user: User): Role {
  if (user.is_head_of_company) return 'head_of_company';
  if (user.is_head_of_division) return 'head_of_division';
  return 'employee';
}

/** A head of company may add divisions; a head of division may not. */
export function canAddDivision(actor: CompanyActor): boolean {
  return actor.role === 'head_of_company';
}

/** The head of company renames any division, a head of division only their own. */
export function canRenameDivision(actor: CompanyActor, divisionId: number): boolean {
  if (actor.role === 'head_of_company') return true;
  return actor.role === 'head_of_division' && actor.divisionId === divisionId;
}

/**
 * Divisions the actor may add employees to: every one for the head of company, their own for
 * a head of division, none for anyone else.
 */
export function canAddEmployeeTo(actor: CompanyActor, divisionId: number): boolean {
  return canRenameDivision(actor, divisionId);
}

/**
 * Whether the actor may delete (deactivate) a member: only of a lower role, never themselves,
 * and a head of division only inside their own division.
 */
export function canDeleteMember(actor: CompanyActor, member: User): boolean {
  if (member.id === actor.id) return false;
  if (roleRank(roleOfMember(member)) >= roleRank(actor.role)) return false;
  return actor.role === 'head_of_company' || member.division === actor.divisionId;
}
