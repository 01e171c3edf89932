import { EditOutlined } from '@ant-design/icons';
import type { Field } from '@plotline/contract/fields';
import { Button, Form, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '#src/lib/form-errors.ts';
import { useUpdateField } from '../api/update-field.ts';
import { NURSERY_FORM_FIELDS, NurseryForm, type NurseryFormValues } from './nursery-form.tsx';

type EditNurseryButtonProps = { field: Field | null };

/** Renames a nursery or changes its region and type. */
export function EditNurseryButton({ field }: EditNurseryButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [form] = Form.useForm<NurseryFormValues>();
  const updateField = useUpdateField();

  function handleFinish(values: NurseryFormValues) {
    if (!field) return;
    updateField.mutate(
      {
        fieldId: field.field_id,
        body: {
          field_name: values.field_name.trim(),
          region: values.region.trim(),
          subregion: values.subregion?.trim() ?? '',
          type: values.type ?? null,
        },
      },
      {
        onSuccess: () => setOpen(false),
        onError: (error) =>
          showFormError(form, error, NURSERY_FORM_FIELDS, 'fields.errors.updateNursery'),
      },
    );
  }

  return (
    <>
      <Tooltip title={t('fields.editNursery')}>
        <Button
          data-testid="edit-nursery"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('fields.editNursery')}
          disabled={!field}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <Modal
        open={isOpen}
        title={t('fields.editNurseryTitle')}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
        closable={{ 'aria-label': t('common.close') }}
      >
        {field && (
          <NurseryForm
            form={form}
            initialValues={{
              field_name: field.field_name,
              region: field.region,
              subregion: field.subregion ?? undefined,
              type: field.type,
            }}
            pending={updateField.isPending}
            onFinish={handleFinish}
            onCancel={() => setOpen(false)}
          />
        )}
      </Modal>
    </>
  );
}
