import type { PermissionField } from '@plotline/contract/access';

/** A nursery of a group with the years the group grants. */
export type GroupNursery = { fieldId: number; fieldName: string; specId: number; years: number[] };

/** A group's nursery years gathered per nursery (server order of nurseries, years ascending). */
export function groupSeasonsByNursery(seasons: readonly PermissionField[]): GroupNursery[] {
  const byField = new Map<number, GroupNursery>();
  for (const season of seasons) {
    const nursery = byField.get(season.field_id) ?? {
      fieldId: season.field_id,
      fieldName: season.field_name,
      specId: season.spec_id,
      years: [],
    };
    nursery.years.push(season.year);
    byField.set(season.field_id, nursery);
  }
  return [...byField.values()].map((nursery) => ({
    ...nursery,
    years: [...new Set(nursery.years)].sort((a, b) => a - b),
  }));
}
