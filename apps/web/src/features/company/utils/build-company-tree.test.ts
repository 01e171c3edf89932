import type { User } from '@plotline/contract/auth';
import type { CompanyStructure } from '@plotline/contract/company';
import { describe, expect, it } from 'vitest';
import { buildCompanyTree, listBranchKeys } from './build-company-tree.ts';

function user(id: number, overrides: Partial<User> = {}): User {
  return {
    id,
    username: `user${id}`,
    email: '',
    first_name: '',
    last_name: '',
    patronymic: '',
    birthday: null,
    contact_telephone: '',
    extra_information: '',
    division: null,
    is_head_of_company: false,
    is_head_of_division: false,
    countries: [],
    ...overrides,
  };
}

const STRUCTURE: CompanyStructure = {
  id: 7,
  company_name: 'Agro',
  head: [user(1, { is_head_of_company: true })],
  divisions: [
    {
      id: 3,
      company_division_name: 'Wheat',
      head: [user(2, { division: 3, is_head_of_division: true })],
      users: [user(4, { division: 3 }), user(5, { division: 3 })],
    },
    { id: 9, company_division_name: 'Empty', head: [], users: [] },
  ],
};

describe('buildCompanyTree', () => {
  it('puts the company heads first, then the divisions with heads before members', () => {
    const tree = buildCompanyTree(STRUCTURE);
    expect(tree.key).toBe('company:7');
    expect(tree.children.map((node) => node.key)).toEqual(['person:1', 'division:3', 'division:9']);
    const wheat = tree.children[1];
    expect(wheat?.kind).toBe('division');
    if (wheat?.kind !== 'division') return;
    expect(wheat.memberCount).toBe(3);
    expect(wheat.children.map((node) => [node.key, node.role])).toEqual([
      ['person:2', 'head_of_division'],
      ['person:4', 'employee'],
      ['person:5', 'employee'],
    ]);
  });

  it('gives the head of company their role', () => {
    const [head] = buildCompanyTree(STRUCTURE).children;
    expect(head?.kind === 'person' && head.role).toBe('head_of_company');
  });

  it('lists the company and every division as branches to expand', () => {
    expect(listBranchKeys(buildCompanyTree(STRUCTURE))).toEqual([
      'company:7',
      'division:3',
      'division:9',
    ]);
  });
});
