import type { DeleteAccountBody } from '@plotline/contract/auth';
import { PASSWORD_MAX_LENGTH } from '@plotline/contract/rules';
import { Button, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '#src/lib/form-errors.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

const FIELD_NAMES = ['password'] as const;

type DeleteAccountModalProps = {
  isOpen: boolean;
  onCancel: () => void;
  /** Runs once the server has deleted the account (end the session, leave the page). */
  onDeleted: () => void;
};

/** Confirms the account deletion with the current password. */
export function DeleteAccountModal({ isOpen, onCancel, onDeleted }: DeleteAccountModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeleteAccountBody>();
  const deleteAccount = useDeleteAccount();

  function handleFinish(values: DeleteAccountBody) {
    deleteAccount.mutate(values, {
      onSuccess: onDeleted,
      onError: (error) => {
        if (!applyFieldErrors(form, error, FIELD_NAMES)) showApiError(error);
      },
    });
  }

  return (
    <Modal
      open={isOpen}
      title={t('account.delete.modalTitle')}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="delete-account-modal">{node}</div>}
    >
      <p>{t('account.delete.modalText')}</p>
      <Form<DeleteAccountBody> form={form} layout="vertical" onFinish={handleFinish}>
        <Form.Item
          name="password"
          label={t('account.delete.password')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Flex justify="end" gap="small" wrap>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            danger
            htmlType="submit"
            data-testid="delete-account-confirm"
            loading={deleteAccount.isPending}
          >
            {t('account.delete.confirm')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
