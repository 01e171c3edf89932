import { ApartmentOutlined } from '@ant-design/icons';
import type { User } from '@plotline/contract/auth';
import type { CompanyStructure, StructureDivision } from '@plotline/contract/company';
import { Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildCompanyTree,
  type CompanyTreeNode,
  listBranchKeys,
} from '../utils/build-company-tree.ts';
import {
  type CompanyActor,
  canAddEmployeeTo,
  canDeleteMember,
  canRenameDivision,
} from '../utils/company-roles.ts';
import { DivisionTitle } from './division-title.tsx';
import { PersonTitle } from './person-title.tsx';

type CompanyTreeProps = {
  structure: CompanyStructure;
  actor: CompanyActor;
  onRenameDivision: (division: StructureDivision) => void;
  onAddEmployee: (divisionId: number) => void;
  onDeleteEmployee: (user: User) => void;
};

/**
 * The company → divisions → employees tree with role tags; each node offers the actions the
 * signed-in user's role allows. Everything starts expanded, new divisions included.
 */
export function CompanyTree({
  structure,
  actor,
  onRenameDivision,
  onAddEmployee,
  onDeleteEmployee,
}: CompanyTreeProps) {
  const { t } = useTranslation();
  const root = useMemo(() => buildCompanyTree(structure), [structure]);
  const branchKeys = useMemo(() => listBranchKeys(root), [root]);
  // the collapsed nodes are remembered rather than the expanded ones, so new ones open
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  function renderTitle(node: CompanyTreeNode) {
    switch (node.kind) {
      case 'company':
        return (
          <span className="pl-company-node">
            <ApartmentOutlined aria-hidden className="pl-company-node-icon" />
            <strong className="pl-company-node-name">{node.name}</strong>
          </span>
        );
      case 'division':
        return (
          <DivisionTitle
            division={node.division}
            memberCount={node.memberCount}
            onRename={canRenameDivision(actor, node.division.id) ? onRenameDivision : undefined}
            onAddEmployee={canAddEmployeeTo(actor, node.division.id) ? onAddEmployee : undefined}
          />
        );
      case 'person':
        return (
          <PersonTitle
            user={node.user}
            role={node.role}
            isSelf={node.user.id === actor.id}
            onDelete={canDeleteMember(actor, node.user) ? onDeleteEmployee : undefined}
          />
        );
    }
  }

  return (
    <section aria-label={t('company.treeLabel')} data-testid="company-tree">
      <Tree<CompanyTreeNode>
        treeData={[root]}
        expandedKeys={branchKeys.filter((key) => !collapsed.has(key))}
        onExpand={(keys) => setCollapsed(new Set(branchKeys.filter((key) => !keys.includes(key))))}
        selectable={false}
        blockNode
        showLine
        titleRender={renderTitle}
      />
    </section>
  );
}
