import { PaperClipOutlined } from '@ant-design/icons';
import { FEEDBACK_MAX_ATTACHMENTS, FEEDBACK_MESSAGE_MAX_LENGTH } from '@plotline/contract/feedback';
import { Button, Flex, Form, Input, Modal, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { isApiError } from '#src/lib/api-error.ts';
import { applyFieldErrors } from '#src/lib/form-errors.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { translateMessage } from '#src/lib/translate-message.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import { useAttachmentList } from '../hooks/use-attachment-list.ts';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_MB } from '../utils/check-attachment.ts';

type FeedbackModalProps = { open: boolean; onClose: () => void };
type FeedbackValues = { message: string };

/**
 * The feedback/help dialog (spec §1, §2): a message and up to five XLSX/PNG/JPEG files of at
 * most 10 MB, checked in the browser before sending; the server's refusals show on the
 * message or under the files. Sent with the address it was opened on.
 */
export function FeedbackModal({ open, onClose }: FeedbackModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackValues>();
  const attachments = useAttachmentList();
  const send = useSendFeedback();
  const { pathname, search } = useLocation();

  function handleClose() {
    form.resetFields();
    attachments.reset();
    onClose();
  }

  function handleFinish({ message }: FeedbackValues) {
    const page = `${pathname}${search}`;
    send.mutate(
      { message, page, attachments: attachments.files },
      {
        onSuccess: () => {
          toast.success(t('feedback.sent'));
          handleClose();
        },
        onError: (error) => {
          const fileErrors = isApiError(error) ? error.fieldErrors?.attachments : undefined;
          if (fileErrors) attachments.showProblems(fileErrors.map(translateMessage));
          const isShownOnForm = applyFieldErrors(form, error, ['message']) || !!fileErrors;
          showApiError(error, isShownOnForm ? undefined : 'feedback.errors.send');
        },
      },
    );
  }

  const hint = t('feedback.attachmentsHint', {
    max: ATTACHMENT_MAX_MB,
    limit: FEEDBACK_MAX_ATTACHMENTS,
  });
  const hasProblems = attachments.problems.length > 0;
  return (
    <Modal
      open={open}
      title={t('feedback.title')}
      onCancel={handleClose}
      footer={null}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="feedback-modal">{node}</div>}
    >
      <Typography.Paragraph type="secondary">{t('feedback.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={handleFinish} requiredMark={false}>
        <Form.Item
          name="message"
          label={t('feedback.message')}
          rules={[
            { required: true, whitespace: true, message: t('feedback.errors.messageRequired') },
          ]}
        >
          <Input.TextArea
            rows={5}
            maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
            showCount
            placeholder={t('feedback.messagePlaceholder')}
            data-testid="feedback-message"
          />
        </Form.Item>
        <Form.Item
          label={t('feedback.attachments')}
          validateStatus={hasProblems ? 'error' : undefined}
          help={
            hasProblems ? (
              <div role="alert" data-testid="feedback-attachments-error">
                {attachments.problems.map((problem) => (
                  <div key={problem}>{problem}</div>
                ))}
              </div>
            ) : (
              hint
            )
          }
        >
          <div data-testid="feedback-attachments">
            <Upload
              multiple
              accept={ATTACHMENT_ACCEPT}
              fileList={attachments.fileList}
              beforeUpload={attachments.beforeUpload}
              onChange={attachments.onChange}
              onRemove={attachments.onRemove}
            >
              <Button icon={<PaperClipOutlined aria-hidden />}>{t('feedback.attach')}</Button>
            </Upload>
          </div>
        </Form.Item>
        <Flex justify="end" gap="small">
          <Button onClick={handleClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={send.isPending}
            data-testid="feedback-send"
          >
            {t('feedback.send')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
