import type { User } from '@plotline/contract/auth';
import { describe, expect, it } from 'vitest';
import {
  type CompanyActor,
  canAddDivision,
  canAddEmployeeTo,
  canDeleteMember,
  canRenameDivision,
  roleOfMember,
  rolesBelow,
} from './company-roles.ts';

function member(overrides: Partial<User>): User {
  return {
    id: 10,
    username: 'ivanov',
    email: '',
    first_name: 'Ivan',
    last_name: 'Ivanov',
    patronymic: '',
    birthday: null,
    contact_telephone: '',
    extra_information: '',
    division: 1,
    is_head_of_company: false,
    is_head_of_division: false,
    countries: [],
    ...overrides,
  };
}

const ceo: CompanyActor = { id: 1, role: 'head_of_company', divisionId: null };
const divisionHead: CompanyActor = { id: 2, role: 'head_of_division', divisionId: 1 };
const employee: CompanyActor = { id: 3, role: 'employee', divisionId: 1 };

describe('rolesBelow', () => {
  it('offers a head of company the division head and employee roles', () => {
    expect(rolesBelow('head_of_company')).toEqual(['head_of_division', 'employee']);
  });

  it('offers a head of division the employee role only', () => {
    expect(rolesBelow('head_of_division')).toEqual(['employee']);
  });

  it('offers employees and users without a company nothing', () => {
    expect(rolesBelow('employee')).toEqual([]);
    expect(rolesBelow('employer')).toEqual([]);
    expect(rolesBelow(null)).toEqual([]);
  });
});

describe('roleOfMember', () => {
  it('reads the role from the head flags', () => {
    expect(roleOfMember(member({ is_head_of_company: true }))).toBe('head_of_company');
    expect(roleOfMember(member({ is_head_of_division: true }))).toBe('head_of_division');
    expect(roleOfMember(member({}))).toBe('employee');
  });
});

describe('division rights', () => {
  it('lets only the head of company add divisions', () => {
    expect(canAddDivision(ceo)).toBe(true);
    expect(canAddDivision(divisionHead)).toBe(false);
    expect(canAddDivision(employee)).toBe(false);
  });

  it('lets a head of division rename and fill only their own division', () => {
    expect(canRenameDivision(divisionHead, 1)).toBe(true);
    expect(canRenameDivision(divisionHead, 2)).toBe(false);
    expect(canAddEmployeeTo(divisionHead, 2)).toBe(false);
    expect(canAddEmployeeTo(ceo, 2)).toBe(true);
    expect(canRenameDivision(employee, 1)).toBe(false);
  });
});

describe('canDeleteMember', () => {
  it('lets the head of company delete division heads and employees anywhere', () => {
    expect(canDeleteMember(ceo, member({ is_head_of_division: true, division: 5 }))).toBe(true);
    expect(canDeleteMember(ceo, member({ division: 5 }))).toBe(true);
  });

  it('never lets anyone delete themselves or an equal role', () => {
    expect(canDeleteMember(ceo, member({ id: 1, is_head_of_company: true }))).toBe(false);
    expect(canDeleteMember(ceo, member({ is_head_of_company: true }))).toBe(false);
    expect(canDeleteMember(divisionHead, member({ is_head_of_division: true }))).toBe(false);
  });

  it('lets a head of division delete employees of their own division only', () => {
    expect(canDeleteMember(divisionHead, member({ division: 1 }))).toBe(true);
    expect(canDeleteMember(divisionHead, member({ division: 2 }))).toBe(false);
  });

  it('lets employees delete nobody', () => {
    expect(canDeleteMember(employee, member({}))).toBe(false);
  });
});
