import type { Role, User } from '@plotline/contract/auth';
import type { CompanyStructure, StructureDivision } from '@plotline/contract/company';
import { roleOfMember } from './company-roles.ts';

/** A person of the tree: a head of company, a head of division or an employee. */
export type PersonNode = { kind: 'person'; key: string; user: User; role: Role; isLeaf: true };
export type DivisionNode = {
  kind: 'division';
  key: string;
  division: StructureDivision;
  memberCount: number;
  children: PersonNode[];
};
export type CompanyNode = {
  kind: 'company';
  key: string;
  name: string;
  children: Array<PersonNode | DivisionNode>;
};
/** One node of the company tree (antd Tree data; the title is drawn per kind). */
export type CompanyTreeNode = CompanyNode | DivisionNode | PersonNode;

function personNode(user: User): PersonNode {
  return { kind: 'person', key: `person:${user.id}`, user, role: roleOfMember(user), isLeaf: true };
}

/**
 * The company → divisions → people tree of a structure answer: the company's heads come
 * first under the company, then each division with its heads before its other members (the
 * server's order inside each group is kept).
 */
export function buildCompanyTree(structure: CompanyStructure): CompanyNode {
  return {
    kind: 'company',
    key: `company:${structure.id}`,
    name: structure.company_name,
    children: [
      ...structure.head.map(personNode),
      ...structure.divisions.map(
        (division): DivisionNode => ({
          kind: 'division',
          key: `division:${division.id}`,
          division,
          memberCount: division.head.length + division.users.length,
          children: [...division.head, ...division.users].map(personNode),
        }),
      ),
    ],
  };
}

/** Keys of the nodes that have children (the company and its divisions), to expand them. */
export function listBranchKeys(company: CompanyNode): string[] {
  return [
    company.key,
    ...company.children.flatMap((child) => (child.kind === 'division' ? [child.key] : [])),
  ];
}
