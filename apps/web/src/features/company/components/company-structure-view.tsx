import { UserAddOutlined } from '@ant-design/icons';
import type { CompanyStructure, StructureDivision } from '@plotline/contract/company';
import { Button, Card, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDialogState } from '#src/components/ui/use-dialog-state.ts';
import { useDeleteEmployeeConfirm } from '../hooks/use-delete-employee-confirm.ts';
import {
  type CompanyActor,
  canAddDivision,
  canAddEmployeeTo,
  isHead,
} from '../utils/company-roles.ts';
import { AddDivisionButton } from './add-division-button.tsx';
import { AddEmployeeModal } from './add-employee-modal.tsx';
import { CompanyTree } from './company-tree.tsx';
import { RenameDivisionModal } from './rename-division-modal.tsx';

type CompanyStructureViewProps = { structure: CompanyStructure; actor: CompanyActor };

/** The structure's title, the heads' actions, the tree and their dialogs. */
export function CompanyStructureView({ structure, actor }: CompanyStructureViewProps) {
  const { t } = useTranslation();
  const renaming = useDialogState<StructureDivision>();
  // the subject is the division chosen beforehand (null when none)
  const addingEmployee = useDialogState<number | null>();
  const { confirmDelete, contextHolder } = useDeleteEmployeeConfirm();
  const canAddEmployee = structure.divisions.some((d) => canAddEmployeeTo(actor, d.id));

  return (
    <>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <h1 className="pl-page-title">{t('company.title')}</h1>
        <Flex gap="small" wrap>
          {canAddDivision(actor) && <AddDivisionButton />}
          {isHead(actor.role) && (
            <Tooltip title={canAddEmployee ? undefined : t('company.addDivisionFirst')}>
              <Button
                icon={<UserAddOutlined aria-hidden />}
                data-testid="add-employee"
                disabled={!canAddEmployee}
                onClick={() => addingEmployee.open(null)}
              >
                {t('company.addEmployee')}
              </Button>
            </Tooltip>
          )}
        </Flex>
      </Flex>
      <Card>
        <CompanyTree
          structure={structure}
          actor={actor}
          onRenameDivision={renaming.open}
          onAddEmployee={addingEmployee.open}
          onDeleteEmployee={confirmDelete}
        />
        {structure.divisions.length === 0 && (
          <p className="pl-company-hint">{t('company.noDivisions')}</p>
        )}
      </Card>
      <RenameDivisionModal
        key={`rename-${renaming.key}`}
        isOpen={renaming.isOpen}
        division={renaming.subject ?? null}
        onClose={renaming.close}
      />
      <AddEmployeeModal
        key={`employee-${addingEmployee.key}`}
        isOpen={addingEmployee.isOpen}
        divisions={structure.divisions}
        presetDivisionId={addingEmployee.subject ?? null}
        onClose={addingEmployee.close}
      />
      {contextHolder}
    </>
  );
}
