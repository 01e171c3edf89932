/** Where the plot table keeps which of its general column groups are open. */
const STORAGE_KEY = 'plotline.plot-table.open-groups';

/** The groups that collapse to their pinned columns; closed until the user opens one. */
export const COLLAPSIBLE_GROUPS = ['main'] as const;
export type CollapsibleGroup = (typeof COLLAPSIBLE_GROUPS)[number];

/** The groups the user left open (none on a first visit, or when storage is unavailable). */
export function readOpenGroups(): Partial<Record<CollapsibleGroup, boolean>> {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof saved !== 'object' || saved === null) return {};
    return Object.fromEntries(
      COLLAPSIBLE_GROUPS.map((id) => [id, (saved as Record<string, unknown>)[id] === true]),
    );
  } catch {
    return {};
  }
}

/** Remembers that a group was opened or closed, for this browser. */
export function saveOpenGroup(groupId: string, isOpen: boolean): void {
  if (!(COLLAPSIBLE_GROUPS as readonly string[]).includes(groupId)) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readOpenGroups(), [groupId]: isOpen }));
  } catch {
    // private mode or full storage: the table still works, it only forgets
  }
}
