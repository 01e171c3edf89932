import { PlusOutlined } from '@ant-design/icons';
import type { Field } from '@plotline/contract/fields';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddYearModal } from './add-year-modal.tsx';

type AddYearButtonProps = {
  specId: number | null;
  field: Field | null;
  onAdded: (yearId: number) => void;
  withText?: boolean;
  testId?: string;
};

/** "Add year" to the chosen nursery. */
export function AddYearButton({
  specId,
  field,
  onAdded,
  withText = false,
  testId = 'add-year',
}: AddYearButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const button = (
    <Button
      data-testid={testId}
      icon={<PlusOutlined aria-hidden />}
      aria-label={withText ? undefined : t('fields.addYear')}
      type={withText ? 'primary' : 'default'}
      disabled={!field || specId === null}
      onClick={() => setOpen(true)}
    >
      {withText ? t('fields.addYear') : null}
    </Button>
  );
  return (
    <>
      {withText ? button : <Tooltip title={t('fields.addYear')}>{button}</Tooltip>}
      {field && specId !== null && (
        <AddYearModal
          open={isOpen}
          specId={specId}
          field={field}
          onClose={() => setOpen(false)}
          onAdded={(yearId) => {
            setOpen(false);
            onAdded(yearId);
          }}
        />
      )}
    </>
  );
}
