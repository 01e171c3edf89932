import { describe, expect, it } from 'vitest';
import { managesNursery } from './nursery-management.ts';

const own = { user: 7, division: 2 };
const colleagues = { user: 8, division: 2 };
const otherDivision = { user: 9, division: 3 };

describe('managesNursery (decision 026)', () => {
  it('lets an employee manage only the nurseries they created', () => {
    const employee = { id: 7, role: 'employee' as const, division: 2 };
    expect(managesNursery(employee, own)).toBe(true);
    expect(managesNursery(employee, colleagues)).toBe(false);
    expect(managesNursery({ ...employee, role: 'employer' }, colleagues)).toBe(false);
  });

  it("lets a head of division manage the division's nurseries and their own", () => {
    const head = { id: 7, role: 'head_of_division' as const, division: 2 };
    expect(managesNursery(head, colleagues)).toBe(true);
    expect(managesNursery(head, { user: 7, division: null })).toBe(true);
    expect(managesNursery(head, otherDivision)).toBe(false);
    expect(managesNursery({ ...head, division: null }, { user: 8, division: null })).toBe(false);
  });

  it('lets a head of company and a company-less user (or the super admin) manage what they see', () => {
    expect(managesNursery({ id: 1, role: 'head_of_company', division: null }, otherDivision)).toBe(
      true,
    );
    expect(managesNursery({ id: 1, role: null, division: null }, otherDivision)).toBe(true);
  });
});
