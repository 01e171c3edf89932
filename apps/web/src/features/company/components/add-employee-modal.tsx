import type { StructureDivision } from '@plotline/contract/company';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddEmployee } from '../hooks/use-add-employee.ts';
import { EmployeeForm } from './employee-form.tsx';
import { EmployeePlacementFields } from './employee-placement-fields.tsx';

type AddEmployeeModalProps = {
  isOpen: boolean;
  /** Every division of the company; the modal offers those the user may fill. */
  divisions: StructureDivision[];
  /** The division chosen beforehand (opened from a division of the tree). */
  presetDivisionId: number | null;
  onClose: () => void;
};

/** The new-employee modal (spec §3 employee payload, §5 rules, §6 roles). */
export function AddEmployeeModal({
  isOpen,
  divisions,
  presetDivisionId,
  onClose,
}: AddEmployeeModalProps) {
  const { t } = useTranslation();
  const employee = useAddEmployee(divisions, presetDivisionId, onClose);
  return (
    <Modal
      open={isOpen}
      title={t('company.addEmployeeTitle')}
      width={680}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
    >
      <EmployeeForm
        form={employee.form}
        initialValues={employee.initialValues}
        placementFields={
          <EmployeePlacementFields divisions={employee.divisions} roles={employee.roles} />
        }
        pending={employee.isPending}
        onFinish={employee.handleFinish}
        onFinishFailed={employee.handleFinishFailed}
        onCancel={onClose}
      />
    </Modal>
  );
}
