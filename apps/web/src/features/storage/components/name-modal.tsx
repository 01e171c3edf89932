import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '#src/lib/form-errors.ts';
import { showStorageError } from '../utils/show-storage-error.ts';

type NameModalProps = {
  title: string;
  label: string;
  initialName?: string;
  maxLength: number;
  /** Saves the name; a failure keeps the dialog open with the server's reason. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** Names a new warehouse or location, or renames one. */
export function NameModal({
  title,
  label,
  initialName,
  maxLength,
  onSubmit,
  onClose,
}: NameModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  async function handleFinish({ name }: { name: string }) {
    setSaving(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error, ['name'])) return;
      showStorageError(error, 'storage.errors.save');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="name-modal">{node}</div>}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initialName ?? '' }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item
          name="name"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('storage.validation.nameRequired') },
            { max: maxLength, message: t('storage.validation.nameTooLong', { max: maxLength }) },
          ]}
        >
          <Input autoFocus maxLength={maxLength} data-testid="name-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
