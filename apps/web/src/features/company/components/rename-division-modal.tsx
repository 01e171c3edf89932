import type { StructureDivision } from '@plotline/contract/company';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useUpdateDivision } from '../api/update-division.ts';
import { reportCompanyError } from '../utils/report-company-error.ts';
import { DIVISION_FORM_FIELDS, DivisionForm, type DivisionFormValues } from './division-form.tsx';

type RenameDivisionModalProps = {
  isOpen: boolean;
  /** The division being renamed (still given while the modal closes). */
  division: StructureDivision | null;
  onClose: () => void;
};

/** Renames a division (a head of division: only their own). */
export function RenameDivisionModal({ isOpen, division, onClose }: RenameDivisionModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DivisionFormValues>();
  const updateDivision = useUpdateDivision();

  function handleFinish(values: DivisionFormValues) {
    if (!division) return;
    const name = values.company_division_name.trim();
    updateDivision.mutate(
      { divisionId: division.id, body: { company_division_name: name } },
      {
        onSuccess: () => {
          onClose();
          toast.success(t('company.divisionRenamed', { name }));
        },
        onError: (error) =>
          reportCompanyError(error, 'company.errors.renameDivision', {
            form,
            fieldNames: DIVISION_FORM_FIELDS,
          }),
      },
    );
  }

  return (
    <Modal
      open={isOpen}
      title={t('company.renameDivisionTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
    >
      {division && (
        <DivisionForm
          form={form}
          initialValues={{ company_division_name: division.company_division_name }}
          withCountry={false}
          pending={updateDivision.isPending}
          onFinish={handleFinish}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
