import { EditOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import type { StructureDivision } from '@plotline/contract/company';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

type DivisionTitleProps = {
  division: StructureDivision;
  memberCount: number;
  /** Present when the signed-in user may rename this division. */
  onRename?: (division: StructureDivision) => void;
  /** Present when the signed-in user may add employees to this division. */
  onAddEmployee?: (divisionId: number) => void;
};

/** A division of the company tree: name, head count and its actions. */
export function DivisionTitle({
  division,
  memberCount,
  onRename,
  onAddEmployee,
}: DivisionTitleProps) {
  const { t } = useTranslation();
  const name = division.company_division_name;
  const addLabel = t('company.addEmployeeTo', { division: name });
  return (
    <span className="pl-company-node" data-testid="company-division" data-division={name}>
      <TeamOutlined aria-hidden className="pl-company-node-icon" />
      <strong className="pl-company-node-name">{name}</strong>
      <span className="pl-company-node-login">
        {t('company.memberCount', { count: memberCount })}
      </span>
      {onRename && (
        <Tooltip title={t('company.renameDivision')}>
          <Button
            size="small"
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={`${t('company.renameDivision')}: ${name}`}
            data-testid="rename-division"
            onClick={() => onRename(division)}
          />
        </Tooltip>
      )}
      {onAddEmployee && (
        <Tooltip title={addLabel}>
          <Button
            size="small"
            type="text"
            icon={<UserAddOutlined aria-hidden />}
            aria-label={addLabel}
            data-testid="add-employee-to-division"
            onClick={() => onAddEmployee(division.id)}
          />
        </Tooltip>
      )}
    </span>
  );
}
