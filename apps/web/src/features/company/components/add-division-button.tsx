import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useDialogState } from '#src/components/ui/use-dialog-state.ts';
import { useCreateDivision } from '../api/create-division.ts';
import { reportCompanyError } from '../utils/report-company-error.ts';
import { DIVISION_FORM_FIELDS, DivisionForm, type DivisionFormValues } from './division-form.tsx';

/** "Add division" and its modal: a name unique in the company, and a country. */
export function AddDivisionButton() {
  const { t } = useTranslation();
  const dialog = useDialogState<null>();
  const [form] = Form.useForm<DivisionFormValues>();
  const createDivision = useCreateDivision();

  function handleFinish(values: DivisionFormValues) {
    const name = values.company_division_name.trim();
    createDivision.mutate(
      { company_division_name: name, country: values.country ?? null },
      {
        onSuccess: () => {
          dialog.close();
          toast.success(t('company.divisionCreated', { name }));
        },
        onError: (error) =>
          reportCompanyError(error, 'company.errors.createDivision', {
            form,
            fieldNames: DIVISION_FORM_FIELDS,
          }),
      },
    );
  }

  return (
    <>
      <Button
        type="primary"
        icon={<PlusOutlined aria-hidden />}
        data-testid="add-division"
        onClick={() => dialog.open(null)}
      >
        {t('company.addDivision')}
      </Button>
      <Modal
        open={dialog.isOpen}
        title={t('company.addDivisionTitle')}
        onCancel={dialog.close}
        footer={null}
        destroyOnHidden
        closable={{ 'aria-label': t('common.close') }}
      >
        <DivisionForm
          key={dialog.key}
          form={form}
          withCountry
          pending={createDivision.isPending}
          onFinish={handleFinish}
          onCancel={dialog.close}
        />
      </Modal>
    </>
  );
}
