import { useSessionStore } from '#src/stores/session-store.ts';
import type { CompanyActor } from '../utils/company-roles.ts';

/** The signed-in user as the company pages judge their rights; null before sign-in. */
export function useCompanyActor(): CompanyActor | null {
  const userMeta = useSessionStore((state) => state.userMeta);
  return userMeta
    ? { id: userMeta.id, role: userMeta.role, divisionId: userMeta.divisionId }
    : null;
}
