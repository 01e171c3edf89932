import type { PermissionField } from '@plotline/contract/access';
import { describe, expect, it } from 'vitest';
import { groupSeasonsByNursery } from './group-seasons.ts';

function season(fieldId: number, fieldName: string, year: number): PermissionField {
  return {
    year_id: fieldId * 1000 + year,
    field_id: fieldId,
    spec_id: 1,
    year,
    field_name: fieldName,
    field_owner_id: 1,
    field_owner_company_id: 1,
  };
}

describe('groupSeasonsByNursery', () => {
  it('gathers the years of each nursery, oldest first', () => {
    expect(
      groupSeasonsByNursery([
        season(2, 'South', 2025),
        season(1, 'North', 2024),
        season(2, 'South', 2023),
      ]),
    ).toEqual([
      { fieldId: 2, fieldName: 'South', specId: 1, years: [2023, 2025] },
      { fieldId: 1, fieldName: 'North', specId: 1, years: [2024] },
    ]);
  });

  it('is empty for a group without years', () => {
    expect(groupSeasonsByNursery([])).toEqual([]);
  });
});
