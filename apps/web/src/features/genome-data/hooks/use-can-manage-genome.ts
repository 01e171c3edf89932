import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * Whether the signed-in user changes the crop's genome data (the marker catalogue, matrix
 * imports): heads of company or division and a company-less owner; the server answers 403
 * to anyone else. A super admin is told apart by the server's `can_manage` of the markers.
 */
export function useCanManageGenome(): boolean {
  return useSessionStore((state) => {
    const meta = state.userMeta;
    if (!meta) return false;
    return (
      meta.role === null || meta.role === 'head_of_company' || meta.role === 'head_of_division'
    );
  });
}
