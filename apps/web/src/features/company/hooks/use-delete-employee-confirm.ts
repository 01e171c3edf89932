import type { User } from '@plotline/contract/auth';
import { type ButtonProps, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { personName } from '#src/lib/person-name.ts';
import { useDeleteEmployee } from '../api/delete-employee.ts';
import { reportCompanyError } from '../utils/report-company-error.ts';

/**
 * Deleting an employee after a confirmation (the server deactivates them: sign-in stops, the
 * data stays). Render `contextHolder` for the confirmation dialog.
 */
export function useDeleteEmployeeConfirm() {
  const { t } = useTranslation();
  const [modal, contextHolder] = Modal.useModal();
  const deleteEmployee = useDeleteEmployee();

  function confirmDelete(user: User) {
    const name = personName(user);
    void modal.confirm({
      title: t('company.deleteEmployeeTitle', { name }),
      content: t('company.deleteEmployeeText'),
      okText: t('common.delete'),
      okButtonProps: {
        danger: true,
        ...({ 'data-testid': 'delete-employee-confirm' } as ButtonProps),
      },
      cancelText: t('common.cancel'),
      onOk: () =>
        deleteEmployee.mutateAsync(user.id).then(
          () => {
            toast.success(t('company.employeeDeleted', { name }));
          },
          (error: unknown) => reportCompanyError(error, 'company.errors.deleteEmployee'),
        ),
    });
  }

  return { confirmDelete, contextHolder };
}
