import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackModal } from './feedback-modal.tsx';

/** The header's help button: opens the feedback dialog. */
export function FeedbackButton() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('feedback.open')}>
        <Button
          type="text"
          icon={<QuestionCircleOutlined aria-hidden />}
          aria-label={t('feedback.open')}
          onClick={() => setIsOpen(true)}
          data-testid="feedback-open"
        />
      </Tooltip>
      <FeedbackModal open={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
