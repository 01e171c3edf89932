import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '#src/lib/form-errors.ts';
import { useCreateField } from '../api/create-field.ts';
import { NURSERY_FORM_FIELDS, NurseryForm, type NurseryFormValues } from './nursery-form.tsx';

type AddNurseryButtonProps = {
  specId: number | null;
  /** Called with the new nursery's id once it exists. */
  onCreated: (fieldId: number) => void;
  /** A labelled button (empty states) instead of the toolbar's icon button. */
  withText?: boolean;
  testId?: string;
};

/** "Add nursery" and its modal (name, region, subregion, type). */
export function AddNurseryButton({
  specId,
  onCreated,
  withText = false,
  testId = 'add-nursery',
}: AddNurseryButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [form] = Form.useForm<NurseryFormValues>();
  const createField = useCreateField();

  function handleFinish(values: NurseryFormValues) {
    if (specId === null) return;
    createField.mutate(
      {
        spec_id: specId,
        field_name: values.field_name.trim(),
        region: values.region.trim(),
        subregion: values.subregion?.trim() ?? '',
        type: values.type ?? null,
      },
      {
        onSuccess: (field) => {
          setOpen(false);
          form.resetFields();
          onCreated(field.field_id);
        },
        onError: (error) =>
          showFormError(form, error, NURSERY_FORM_FIELDS, 'fields.errors.createNursery'),
      },
    );
  }

  const button = (
    <Button
      data-testid={testId}
      icon={<PlusOutlined aria-hidden />}
      aria-label={withText ? undefined : t('fields.addNursery')}
      disabled={specId === null}
      type={withText ? 'primary' : 'default'}
      onClick={() => setOpen(true)}
    >
      {withText ? t('fields.addNursery') : null}
    </Button>
  );
  return (
    <>
      {withText ? button : <Tooltip title={t('fields.addNursery')}>{button}</Tooltip>}
      <Modal
        open={isOpen}
        title={t('fields.addNurseryTitle')}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
        closable={{ 'aria-label': t('common.close') }}
      >
        <NurseryForm
          form={form}
          pending={createField.isPending}
          onFinish={handleFinish}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
